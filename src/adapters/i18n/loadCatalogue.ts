import type { LoadTranslations } from '../../presenters/shell/LanguagePresenter';

/**
 * Downloads a language's catalogue, Lingui and font: nothing of it is part of the English pages'
 * download. The app draws the language once its font is in too, so that its letters do not move
 * after.
 */
export const loadCatalogue: LoadTranslations = async (language) => {
  const [{ linguiCatalogue }, { messages }] = await Promise.all([
    import('./linguiCatalogue'),
    language === 'hi' ? import('../../locales/hi.po') : import('../../locales/te.po'),
    import('./scriptFont').then(({ loadScriptFont }) => loadScriptFont(language)),
  ]);
  return linguiCatalogue(language, messages);
};
