import { demoCatalogue } from '../../../src/adapters/fake/demoCatalogue';
import { CATALOGUE_TRANSLATIONS } from '../../../src/adapters/fake/demoCatalogueTranslations';
import type { Language } from '../../../src/core/shared/language';

/** Entries of the demo catalogue the specs name by id. */
export const AC_AND_HEATING = 1;
export const PLUMBING = 6;
/** A category with no services yet. */
export const PEST_CONTROL = 7;
export const SPLIT_AC = 11;
export const GEYSER = 13;
export const GEYSER_REPAIR = 131;

/** What a name is of: the demo catalogue's lists. */
export type CatalogueKind = 'categories' | 'services' | 'options';

function english(kind: CatalogueKind, id: number): { name: string; description?: string } {
  const entry = (
    demoCatalogue[kind] as readonly { id: number; name: string; description?: string }[]
  ).find((each) => each.id === id);
  if (!entry) throw new Error(`No ${kind} ${id} in the demo catalogue`);
  return entry;
}

/**
 * A demo catalogue entry's name as the demo (and the reference provider with the
 * `catalogue-languages` extension) names it in `language`: its translation, English where it has
 * none.
 */
export function catalogueName(language: Language, kind: CatalogueKind, id: number): string {
  if (language === 'en') return english(kind, id).name;
  return CATALOGUE_TRANSLATIONS[language][kind][id]?.name ?? english(kind, id).name;
}

/**
 * The demo catalogue's English names and descriptions that `language` words otherwise: none may
 * be read on a page in that language. (Names the same in both, such as "AC" or "RO", are not
 * among them.)
 */
export function englishCatalogueWords(language: Exclude<Language, 'en'>): readonly string[] {
  const words = new Set<string>();
  for (const kind of ['categories', 'services', 'options'] as const)
    for (const entry of demoCatalogue[kind]) {
      const translated = CATALOGUE_TRANSLATIONS[language][kind][entry.id];
      if (translated && translated.name !== entry.name) words.add(entry.name);
      if (
        entry.description &&
        translated?.description &&
        translated.description !== entry.description
      )
        words.add(entry.description);
    }
  return [...words];
}
