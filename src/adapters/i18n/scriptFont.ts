/**
 * The font each language's letters are drawn in (src/views/styles/fonts.css), and one letter. The
 * build's first paints read it too (scripts/vite/firstPaintScript.ts).
 */
export const SCRIPT_FONT = {
  hi: { family: 'Noto Sans Devanagari', letter: 'क' },
  te: { family: 'Noto Sans Telugu', letter: 'క' },
} as const;

/**
 * The longest a language waits for its font: past it, the app draws in a fallback font, and the
 * letters move when the font comes.
 */
const FONT_WAIT_MS = 3000;

/**
 * The language's font, regular and bold, in (at once where the device has it), or FONT_WAIT_MS
 * passed. The page's first paint is drawn in a subset of it made for that page's text alone
 * (scripts/vite/firstPaintFonts.ts), which cannot draw the app's.
 */
export function loadScriptFont(language: keyof typeof SCRIPT_FONT): Promise<void> {
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  if (!fonts) return Promise.resolve();
  const { family, letter } = SCRIPT_FONT[language];
  const loaded = Promise.all(
    [400, 700].map((weight) => fonts.load(`${weight} 1em "${family}"`, letter)),
  ).then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([loaded, new Promise<void>((resolve) => setTimeout(resolve, FONT_WAIT_MS))]);
}
