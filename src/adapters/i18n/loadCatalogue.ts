import type { LoadTranslations } from '../../presenters/shell/LanguagePresenter';

/**
 * Downloads a language's catalogue, Lingui, and the Noto font of its script (the font's own
 * stylesheet, `font-display: swap`): nothing of it is part of the English pages' download.
 */
export const loadCatalogue: LoadTranslations = async (language) => {
  const [{ linguiCatalogue }, { messages }] = await Promise.all([
    import('./linguiCatalogue'),
    language === 'hi' ? import('../../locales/hi.po') : import('../../locales/te.po'),
    language === 'hi' ? import('./fonts/devanagari') : import('./fonts/telugu'),
  ]);
  return linguiCatalogue(language, messages);
};
