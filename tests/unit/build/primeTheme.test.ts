import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { primeThemeInHouseStyle } from '../../../scripts/vite/primeTheme';

const THEME = 'node_modules/primereact/resources/themes/tailwind-light/theme.css';
const theme = readFileSync(THEME, 'utf8');

function inHouseStyle(css: string): string {
  const transform = primeThemeInHouseStyle().transform as (code: string, id: string) => unknown;
  return (transform(css, `/app/${THEME}`) as { code: string }).code;
}

describe('primeThemeInHouseStyle', () => {
  const styled = inHouseStyle(theme);

  it('leaves the font to app.css: no Inter face or family remains', () => {
    expect(styled).not.toMatch(/Inter/);
    expect(styled).not.toMatch(/@font-face/);
    expect(styled).toContain('font-family: var(--font-family)');
  });

  it('draws the brand orange where the theme had indigo', () => {
    expect(styled).not.toMatch(/#4f46e5|#4338ca|#6366f1|rgba\(79, 70, 229,/i);
    expect(styled).toMatch(/\.p-button \{\s*color: #ffffff;\s*background: #c2410c;/);
  });

  it('recolours literal values because the theme’s rules read no colour variable', () => {
    expect(theme).not.toMatch(/var\(--(primary|highlight|focus-ring)/);
  });
});
