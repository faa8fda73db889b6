import { TRANSLATED, type Translated } from '../../core/shared/language';
import { LANGUAGE_BASE } from '../../presenters/languageAddress';

/** An entry of the precache manifest: a file of the build, relative to the site (`te/cart.html`). */
type Entry = string | { readonly url: string };

/** The language whose pages a file of the build is (`te/cart.html`, `/hi/404.html`): none for the rest. */
export function languageOfFile(path: string): Translated | undefined {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  return TRANSLATED.find((language) => absolute.startsWith(`${LANGUAGE_BASE[language]}/`));
}

/**
 * The build's files split by who needs them: every reader the code, styles, icons and English
 * pages (`shared`); each other language's reader that language's pages, under its base.
 */
export function splitByLanguage<Each extends Entry>(
  manifest: readonly Each[],
): { readonly shared: Each[]; readonly byLanguage: ReadonlyMap<Translated, Each[]> } {
  const shared: Each[] = [];
  const byLanguage = new Map<Translated, Each[]>(TRANSLATED.map((language) => [language, []]));
  for (const entry of manifest) {
    const language = languageOfFile(typeof entry === 'string' ? entry : entry.url);
    const own = language && byLanguage.get(language);
    if (own) own.push(entry);
    else shared.push(entry);
  }
  return { shared, byLanguage };
}
