import type { LoadTranslations } from '../../presenters/shell/LanguagePresenter';

/** The font each language's letters are drawn in (src/views/styles/fonts.css), and one letter. */
const SCRIPT_FONT = {
  hi: { family: 'Noto Sans Devanagari', letter: 'क' },
  te: { family: 'Noto Sans Telugu', letter: 'క' },
} as const;

/**
 * The longest a language waits for its font: past it, the app draws in a fallback font, and the
 * letters move when the font comes.
 */
const FONT_WAIT_MS = 3000;

/**
 * Downloads a language's catalogue, Lingui and font: nothing of it is part of the English pages'
 * download. The app draws the language once its font is in too, so that its letters do not move
 * after: the page's first paint is drawn in a subset of that font made for its own text alone
 * (scripts/vite/firstPaintFonts.ts), which the first-paint script follows with the whole font.
 */
export const loadCatalogue: LoadTranslations = async (language) => {
  const [{ linguiCatalogue }, { messages }] = await Promise.all([
    import('./linguiCatalogue'),
    language === 'hi' ? import('../../locales/hi.po') : import('../../locales/te.po'),
    loadFont(SCRIPT_FONT[language]),
  ]);
  return linguiCatalogue(language, messages);
};

/** The font's regular and bold faces, unless the device has them (or FONT_WAIT_MS passed first). */
function loadFont({ family, letter }: { family: string; letter: string }): Promise<void> {
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  if (!fonts) return Promise.resolve();
  const loaded = Promise.all(
    [400, 700].map((weight) => fonts.load(`${weight} 1em "${family}"`, letter)),
  ).then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([loaded, new Promise<void>((resolve) => setTimeout(resolve, FONT_WAIT_MS))]);
}
