import type { Plugin } from 'vite';

const SYSTEM_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

/**
 * PrimeReact's theme declares the Inter web font: drop its @font-face rules and use the system font
 * stack instead, so the first paint downloads no font at all.
 */
export function primeThemeWithoutWebFont(): Plugin {
  return {
    name: 'gharseva:prime-theme-without-web-font',
    enforce: 'pre',
    transform(code, id) {
      if (!/primereact\/resources\/themes\/[^/]+\/theme\.css$/.test(id.split('?')[0] ?? ''))
        return null;
      const withoutFaces = code.replace(/@font-face\s*\{[^}]*\}/g, '');
      const systemFonts = withoutFaces
        .replace(/font-family:\s*Inter[^;]*;/g, `font-family: ${SYSTEM_FONTS};`)
        .replace(/--font-family:\s*Inter[^;]*;/g, `--font-family: ${SYSTEM_FONTS};`);
      return { code: systemFonts, map: null };
    },
  };
}
