import { Button as PrimeButton } from 'primereact/button';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from '../../../src/views/shared/Button';
import { Icon } from '../../../src/views/shared/Icon';

const CHECK = { viewBox: '0 0 24 24', paths: ['M0 0h24v24H0z'] };

/**
 * The classes PrimeReact's theme styles a button by, element by element (the button, its icon,
 * its label), as `markup` draws them.
 */
function themeClasses(markup: string): string[][] {
  return [...markup.matchAll(/class="([^"]*)"/g)].map(([, names = '']) =>
    [...new Set(names.split(' '))]
      .filter((name) => /^p-(button|component|disabled)/.test(name))
      .sort(),
  );
}

const looks = {
  'a plain button': {},
  'an outlined button': { outlined: true },
  'a link': { link: true },
  'a danger button': { severity: 'danger' },
  'a success button': { severity: 'success' },
  'a small button': { size: 'small' },
  'a disabled button': { disabled: true },
  'an outlined small danger button': { outlined: true, severity: 'danger', size: 'small' },
  'a working button': { loading: true },
} as const;

describe('Button', () => {
  it.each(Object.entries(looks))(
    "draws %s with the classes PrimeReact's Button gives it",
    (_, look) => {
      const ours = renderToStaticMarkup(createElement(Button, { label: 'Pay Now', ...look }));
      const prime = renderToStaticMarkup(createElement(PrimeButton, { label: 'Pay Now', ...look }));

      expect(themeClasses(ours)).toEqual(themeClasses(prime));
    },
  );

  it.each([
    ['with an icon', {}],
    ['working, in place of its icon', { loading: true }],
  ] as const)("draws a button %s with the classes PrimeReact's Button gives it", (_, look) => {
    const ours = renderToStaticMarkup(
      createElement(Button, { label: 'Call', icon: CHECK, ...look }),
    );
    const prime = renderToStaticMarkup(
      createElement(PrimeButton, {
        label: 'Call',
        // PrimeReact's icon template: it hands over the classes it gives an icon.
        icon: ({ iconProps }) =>
          createElement(Icon, { icon: CHECK, size: 16, className: iconProps.className }),
        ...look,
      }),
    );

    expect(themeClasses(ours)).toEqual(themeClasses(prime));
  });
});
