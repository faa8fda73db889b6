import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../../../src/adapters/fake/demoCatalogue';
import {
  CATALOGUE_TRANSLATIONS,
  type CatalogueTranslation,
} from '../../../../src/adapters/fake/demoCatalogueTranslations';

interface EnglishEntry {
  readonly id: number;
  readonly name: string;
  readonly description?: string;
}

const kinds = ['categories', 'services', 'options'] as const;
const languages = [
  ['hi', CATALOGUE_TRANSLATIONS.hi, /[\u0900-\u097F]/],
  ['te', CATALOGUE_TRANSLATIONS.te, /[\u0C00-\u0C7F]/],
] as const;

const english = (kind: (typeof kinds)[number]): readonly EnglishEntry[] => demoCatalogue[kind];
const entriesOf = (translation: CatalogueTranslation, kind: (typeof kinds)[number]) =>
  Object.entries(translation[kind]).map(([id, entry]) => ({ id: Number(id), ...entry }));
/** A name such as 'TV' or 'CCTV', which customers read in Latin letters in any language. */
const onlyAbbreviations = /^[A-Z0-9]+(?: [A-Z0-9]+)*$/;
/** Numbers as the English writes them: 3, 6, 16, 5.1, 1,000. */
const numbersIn = (text: string) => text.match(/\d+(?:[.,]\d+)*/g) ?? [];

describe.each(languages)('CATALOGUE_TRANSLATIONS.%s', (_language, translation, script) => {
  it.each(kinds)('names every one of the demo catalogue’s %s', (kind) => {
    for (const entry of english(kind)) {
      const name = translation[kind][entry.id]?.name;
      expect(name?.trim(), `${kind} ${entry.id} (${entry.name})`).toBeTruthy();
    }
  });

  it.each(kinds)('describes %s exactly where the English does', (kind) => {
    for (const entry of english(kind)) {
      const description = translation[kind][entry.id]?.description;
      if (entry.description === undefined) {
        expect(description, `${kind} ${entry.id} has no English description`).toBeUndefined();
      } else {
        expect(description?.trim(), `${kind} ${entry.id} (${entry.description})`).toBeTruthy();
      }
    }
  });

  it.each(kinds)('translates the %s, leaving only abbreviation names in Latin', (kind) => {
    for (const entry of english(kind)) {
      const name = translation[kind][entry.id]?.name ?? '';
      if (/[a-z]/.test(entry.name)) {
        expect(name, `${kind} ${entry.id}`).not.toBe(entry.name);
        if (!onlyAbbreviations.test(name)) {
          expect(name, `${kind} ${entry.id} is in the language's script`).toMatch(script);
        }
      }
      const description = translation[kind][entry.id]?.description;
      if (entry.description !== undefined && description !== undefined) {
        expect(description).not.toBe(entry.description);
        expect(description, `${kind} ${entry.id} is in the language's script`).toMatch(script);
      }
    }
  });

  it.each(kinds)('keeps every number of the English %s descriptions', (kind) => {
    for (const entry of english(kind)) {
      const description = translation[kind][entry.id]?.description ?? '';
      for (const number of numbersIn(entry.description ?? '')) {
        expect(description, `${kind} ${entry.id}`).toContain(number);
      }
    }
  });

  it.each(kinds)('has no entry among the %s for an id the demo catalogue lacks', (kind) => {
    const ids = new Set(english(kind).map((entry) => entry.id));
    for (const { id } of entriesOf(translation, kind)) {
      expect(ids.has(id), `${kind} ${id}`).toBe(true);
    }
    expect(entriesOf(translation, kind)).toHaveLength(ids.size);
  });

  it('carries words only: no entry has a field besides its name and description', () => {
    for (const kind of kinds) {
      for (const { id, ...fields } of entriesOf(translation, kind)) {
        for (const key of Object.keys(fields)) {
          expect(['name', 'description'], `${kind} ${id}`).toContain(key);
        }
      }
    }
  });
});
