import { LANGUAGES, type Language } from '../../core/shared/language';
import type {
  CATALOGUE_TRANSLATIONS,
  CatalogueTranslation,
  TranslatedEntry,
} from './demoCatalogueTranslations';

let translations: typeof CATALOGUE_TRANSLATIONS | undefined;
let loading: Promise<void> | undefined;

/**
 * Downloads the catalogue's Hindi and Telugu words, once. They are a chunk of their own (7 KB),
 * which the demo fetches only when a call first asks in another language than English, so a demo
 * read in English, and every page's first load, never carries them.
 */
export function loadCatalogueWords(): Promise<void> {
  loading ??= import('./demoCatalogueTranslations').then((module) => {
    translations = module.CATALOGUE_TRANSLATIONS;
  });
  return loading;
}

/**
 * The demo server's side of the `catalogue-languages` extension: the catalogue's words in the
 * language a call asks for, by id, each field falling back to English where the translation has
 * none. English, and any language the demo does not know, is the catalogue as it is. Ids, prices,
 * icons, flags and the order of rows are never touched: only names and descriptions.
 *
 * Another language than English needs `loadCatalogueWords()` settled first (the demo's gateways
 * await it before such a call; the reference provider at its start): asked before, it throws, so
 * a backend never answers English while claiming another language.
 */
export class CatalogueWords {
  private constructor(private readonly words: CatalogueTranslation | undefined) {}

  static in(language: Language): CatalogueWords {
    if (language === 'en') return new CatalogueWords(undefined);
    if (!translations) throw new Error('The catalogue words are not loaded: loadCatalogueWords()');
    return new CatalogueWords(translations[language]);
  }

  categoryName(categoryId: number | undefined, english: string): string {
    return name(this.words?.categories, categoryId, english);
  }

  categoryDescription(categoryId: number, english: string | undefined): string | undefined {
    return description(this.words?.categories, categoryId, english);
  }

  serviceName(serviceId: number | undefined, english: string): string {
    return name(this.words?.services, serviceId, english);
  }

  serviceDescription(serviceId: number, english: string | undefined): string | undefined {
    return description(this.words?.services, serviceId, english);
  }

  optionName(optionId: number | undefined, english: string): string {
    return name(this.words?.options, optionId, english);
  }

  optionDescription(optionId: number, english: string | undefined): string | undefined {
    return description(this.words?.options, optionId, english);
  }
}

/**
 * The language an `Accept-Language` header asks for, as a backend of the extension reads it: the
 * first language named, by its primary subtag (`te-IN` is Telugu); English when it names none
 * the backend knows, or is missing. Never an error.
 */
export function languageAsked(header: string | undefined): Language {
  const first = (header ?? '').split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  const primary = first.split('-')[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(primary) ? (primary as Language) : 'en';
}

function name(
  entries: Readonly<Record<number, TranslatedEntry>> | undefined,
  id: number | undefined,
  english: string,
): string {
  return (id === undefined ? undefined : entries?.[id]?.name) ?? english;
}

/** A translated description, only where English has one: a row never gains or loses a field. */
function description(
  entries: Readonly<Record<number, TranslatedEntry>> | undefined,
  id: number,
  english: string | undefined,
): string | undefined {
  return english === undefined ? undefined : (entries?.[id]?.description ?? english);
}
