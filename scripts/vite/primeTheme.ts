import type { Plugin } from 'vite';

/**
 * The theme's indigo, shade by shade, and GharSeva's warm orange in its place (src/views/styles/
 * app.css names the same colours). The button colour is orange-700: white on it passes WCAG AA.
 * Literal colours, because no PrimeReact 10 theme reads its colour variables (`--primary-color`
 * and its kin are published for apps, never read by the components' own rules).
 */
const BRAND_FOR_INDIGO: readonly (readonly [RegExp, string])[] = [
  [/#4f46e5/gi, '#c2410c'],
  [/#4338ca/gi, '#9a3412'],
  [/#3730a3/gi, '#7c2d12'],
  [/#312e81/gi, '#7c2d12'],
  [/#6366f1/gi, '#ea580c'],
  [/#818cf8/gi, '#fb923c'],
  [/#a5b4fc/gi, '#fdba74'],
  [/#c7d2fe/gi, '#fed7aa'],
  [/#e0e7ff/gi, '#ffedd5'],
  [/#eef2ff/gi, '#fff7ed'],
  [/rgba\(79, 70, 229,/g, 'rgba(194, 65, 12,'],
  [/rgba\(99, 102, 241,/g, 'rgba(234, 88, 12,'],
];

/**
 * The theme's own Inter: its @font-face rules (ten files, 1.2 MB, in dist otherwise) and the
 * `font-family` and `--font-family` it sets on :root. The font is app.css's `--font-family`,
 * which the components' rules read, so the first paint downloads no font at all.
 */
const INTER = /@font-face\s*\{[^}]*\}|(?:--)?font-family:\s*Inter[^;]*;/g;

/** PrimeReact's theme in the house style: the app's font and the brand's orange. */
export function primeThemeInHouseStyle(): Plugin {
  return {
    name: 'gharseva:prime-theme-in-house-style',
    enforce: 'pre',
    transform(code, id) {
      if (!/primereact\/resources\/themes\/[^/]+\/theme\.css$/.test(id.split('?')[0] ?? ''))
        return null;
      const branded = BRAND_FOR_INDIGO.reduce(
        (css, [indigo, brand]) => css.replace(indigo, brand),
        code.replace(INTER, ''),
      );
      return { code: branded, map: null };
    },
  };
}
