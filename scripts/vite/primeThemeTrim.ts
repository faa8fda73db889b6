import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss, { type Root } from 'postcss';
import type { Plugin } from 'vite';

/**
 * Classes every PrimeReact component may carry, whichever components are used: the base,
 * disabled and focus states, validation, the overlay mask and icons.
 */
const SHARED_FAMILIES = [
  'p-component',
  'p-disabled',
  'p-focus',
  'p-invalid',
  'p-error',
  'p-hidden',
  'p-icon',
  'p-link',
  'p-ripple',
  'p-fluid',
  'p-variant-filled',
];

/** Components whose look also needs the classes of the parts they are made of. */
const PARTS: Readonly<Record<string, readonly string[]>> = {
  dialog: ['p-dialog'],
  toast: ['p-toast'],
  calendar: ['p-datepicker'],
  dropdown: ['p-dropdown', 'p-inputtext'],
  password: ['p-password', 'p-inputtext'],
};

/** A PrimeReact class written in the app's own code (`'p-button p-component'`): its family. */
const WRITTEN_CLASS = /(?<![\w-])(p-[a-z]+)(?![a-z])/g;

/**
 * The `.p-*` families of the PrimeReact components imported anywhere under `srcDir`, and of the
 * PrimeReact classes the app's code draws itself (src/views/shared/Button.tsx draws its Button).
 */
export function usedPrimeFamilies(srcDir: string): string[] {
  const families = new Set(SHARED_FAMILIES);
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.[jt]sx?$/.test(entry.name)) {
        const code = readFileSync(path, 'utf8');
        for (const [, component] of code.matchAll(/from\s+['"]primereact\/([a-z]+)['"]/g))
          for (const family of PARTS[component!] ?? [`p-${component}`]) families.add(family);
        for (const [, family] of code.matchAll(WRITTEN_CLASS)) families.add(family!);
      }
    }
  };
  visit(srcDir);
  return [...families].sort();
}

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

/**
 * The theme without the rules of components the app does not use: a selector naming any `.p-*`
 * (or PrimeIcons' `.pi`) class outside `families` goes, and a rule left without selectors goes.
 * Custom properties of `:root` that nothing reads any more (the colour palette) go too.
 * `alsoReading` is the app's own CSS and code, whose `var(--…)` keep a property.
 */
export function trimPrimeTheme(
  css: string,
  families: readonly string[],
  alsoReading: string = '',
): string {
  const root = postcss.parse(css);
  const keeps = (className: string) =>
    !(className.startsWith('p-') || className === 'pi' || className.startsWith('pi-')) ||
    families.some((family) => className === family || className.startsWith(`${family}-`));
  root.walkRules((rule) => {
    if (
      rule.parent?.type === 'atrule' &&
      /keyframes$/i.test((rule.parent as { name: string }).name)
    )
      return;
    const selectors = rule.selectors.filter((selector) =>
      [...selector.matchAll(CLASS)].every(([, className]) => keeps(className!)),
    );
    if (selectors.length === 0) rule.remove();
    else rule.selectors = selectors;
  });
  dropUnreadCustomProperties(root, alsoReading);
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

function dropUnreadCustomProperties(root: Root, alsoReading: string): void {
  // A property read by another one that is kept is kept too: repeat until nothing changes.
  for (;;) {
    const read = new Set<string>();
    const collect = (text: string) => {
      for (const [, name] of text.matchAll(/var\(\s*(--[\w-]+)/g)) read.add(name!);
    };
    collect(alsoReading);
    root.walkDecls((decl) => collect(decl.value));
    let removed = false;
    root.walkDecls(/^--/, (decl) => {
      if (
        decl.parent?.type === 'rule' &&
        (decl.parent as { selector: string }).selector === ':root'
      ) {
        if (!read.has(decl.prop)) {
          decl.remove();
          removed = true;
        }
      }
    });
    if (!removed) return;
  }
}

function readTree(dir: string, pattern: RegExp): string {
  let text = '';
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) text += readTree(path, pattern);
    else if (pattern.test(entry.name)) text += readFileSync(path, 'utf8');
  }
  return text;
}

/**
 * Keeps of PrimeReact's ~220 KB theme only the component families the app imports (it is
 * render-blocking CSS on every first load), found by reading `src/` at build time: importing
 * another PrimeReact component brings its styles back without touching this plugin.
 */
export function primeThemeUsedFamiliesOnly(srcDir = 'src'): Plugin {
  return {
    name: 'gharseva:prime-theme-used-families-only',
    enforce: 'pre',
    transform(code, id) {
      if (!/primereact\/resources\/themes\/[^/]+\/theme\.css$/.test(id.split('?')[0] ?? ''))
        return null;
      const families = usedPrimeFamilies(srcDir);
      const appCode = readTree(srcDir, /\.(css|tsx?)$/);
      return { code: trimPrimeTheme(code, families, appCode), map: null };
    },
  };
}
