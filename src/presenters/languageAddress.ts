import { isLanguage, LANGUAGES, type Language } from '../core/shared/language';

/**
 * Where each language's pages live: English at the spec's addresses (`/cart`), Hindi and Telugu
 * under their code (`/hi/cart`, `/te/service/MQ==`). The route table declares each page once;
 * the router serves it under every base (src/app/LanguageRouter.tsx).
 */
export const LANGUAGE_BASE: Readonly<Record<Language, string>> = { en: '', hi: '/hi', te: '/te' };

/** The language of an address (a path, with or without its query): its first segment's, else English. */
export function languageOfAddress(address: string): Language {
  const first = /^\/([^/?#]*)/.exec(address)?.[1];
  return LANGUAGES.find((language) => language !== 'en' && language === first) ?? 'en';
}

/** `address` without its language's base: the page's address as the route table writes it. */
export function pageAddress(address: string): string {
  const base = LANGUAGE_BASE[languageOfAddress(address)];
  const rest = address.slice(base.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * The same page (path, query and #anchor kept) at `language`'s address: `/cart?x=1` in Telugu is
 * `/te/cart?x=1`, the home page `/te` (as the router writes a link to it under its base).
 * `address` may be in any language.
 */
export function inLanguage(address: string, language: Language): string {
  const page = pageAddress(address);
  const base = LANGUAGE_BASE[language];
  return base && /^\/($|[?#])/.test(page) ? `${base}${page.slice(1)}` : `${base}${page}`;
}

/**
 * Where an address opened afresh should go instead, for a customer whose chosen language (kept on
 * the device) is `chosen`: an English address moves to the same page in her language. A Hindi or
 * Telugu address opens as it is, whatever she chose: someone shared it in that language.
 */
export function addressForChoice(address: string, chosen: string | null): string | undefined {
  if (!isLanguage(chosen) || chosen === 'en' || languageOfAddress(address) !== 'en')
    return undefined;
  return inLanguage(address, chosen);
}
