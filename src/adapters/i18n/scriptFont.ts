/**
 * The font each language's letters are drawn in (src/views/styles/fonts.css), and one letter. The
 * pages' first paints read it too (src/app/firstPaint/pageScript.ts).
 */
export const SCRIPT_FONT = {
  hi: { family: 'Noto Sans Devanagari', letter: 'क' },
  te: { family: 'Noto Sans Telugu', letter: 'క' },
} as const;

/** Each script's font family alone, without its letter: an English page's script carries none. */
export const SCRIPT_FAMILY = {
  hi: 'Noto Sans Devanagari',
  te: 'Noto Sans Telugu',
} as const satisfies { [L in keyof typeof SCRIPT_FONT]: (typeof SCRIPT_FONT)[L]['family'] };

/**
 * The family of a script font's faces made for one page's first paint, of its letters only
 * (scripts/vite/firstPaintFonts.ts): they cannot draw the app's.
 */
export function firstPaintFamily(family: string): string {
  return `${family} First Paint`;
}

/**
 * The longest a language waits for its font: past it, the app draws in a fallback font, and the
 * letters move when the font comes.
 */
const FONT_WAIT_MS = 3000;

/** The regular and bold faces of `family` in (at once where the device has them), or failed. */
export function loadFaces(family: string, letter: string): Promise<void> {
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  if (!fonts) return Promise.resolve();
  return Promise.all(
    [400, 700].map((weight) => fonts.load(`${weight} 1em "${family}"`, letter)),
  ).then(
    () => undefined,
    () => undefined,
  );
}

/** The language's font, regular and bold, in, or FONT_WAIT_MS passed. */
export function loadScriptFont(language: keyof typeof SCRIPT_FONT): Promise<void> {
  const { family, letter } = SCRIPT_FONT[language];
  return Promise.race([
    loadFaces(family, letter),
    new Promise<void>((resolve) => setTimeout(resolve, FONT_WAIT_MS)),
  ]);
}
