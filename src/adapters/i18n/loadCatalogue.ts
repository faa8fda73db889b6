import type { LoadTranslations } from '../../presenters/shell/LanguagePresenter';

/**
 * Downloads a language's catalogue and Lingui: nothing of it is part of the English pages'
 * download. (The Noto fonts are declared by the app's stylesheet and downloaded only where their
 * script is drawn.)
 */
export const loadCatalogue: LoadTranslations = async (language) => {
  const [{ linguiCatalogue }, { messages }] = await Promise.all([
    import('./linguiCatalogue'),
    language === 'hi' ? import('../../locales/hi.po') : import('../../locales/te.po'),
  ]);
  return linguiCatalogue(language, messages);
};
