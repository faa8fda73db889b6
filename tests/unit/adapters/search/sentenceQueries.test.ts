import { beforeAll, describe, expect, it } from 'vitest';
import { MiniSearchCatalogueIndex } from '../../../../src/adapters/search/MiniSearchCatalogueIndex';
import { WalkCatalogue, type Catalogue } from '../../../../src/core/catalog/WalkCatalogue';
import type { SearchHit } from '../../../../src/core/search/SearchHit';
import { normaliseSearchText } from '../../../../src/core/search/searchQuery';
import { SEARCH_STOP_WORDS } from '../../../../src/core/search/searchStopWords';
import { testApp } from '../../../support/testContainer';
import { ENGLISH, HINDI, TELUGU, type SentenceQuery } from './sentenceQueries';

/** A result as the customer reads it: "Plumbing › Taps & mixers › Tap repair". */
const shown = (hit: SearchHit | undefined) => (hit ? [...hit.path, hit.name].join(' › ') : '');

let catalogue: Catalogue;
let index: MiniSearchCatalogueIndex;

beforeAll(async () => {
  const walked = await new WalkCatalogue(testApp().gateways.catalog).execute();
  if (!walked.ok) throw new Error('the demo catalogue could not be read');
  catalogue = walked.value;
  index = new MiniSearchCatalogueIndex();
  index.add(catalogue);
});

const DEVANAGARI = /[\u0900-\u097f]/;
const TELUGU_SCRIPT = /[\u0c00-\u0c7f]/;

describe.each([
  ['Hindi', HINDI, DEVANAGARI],
  ['Telugu', TELUGU, TELUGU_SCRIPT],
] as const)('a sentence in %s', (_, queries, script) => {
  it('has at least 30 queries, some in Latin letters, at least 5 typed loosely', () => {
    expect(queries.length).toBeGreaterThanOrEqual(30);
    expect(queries.filter((each) => script.test(each.query)).length).toBeGreaterThanOrEqual(20);
    expect(queries.filter((each) => !script.test(each.query)).length).toBeGreaterThanOrEqual(10);
    expect(queries.filter((each) => each.loose).length).toBeGreaterThanOrEqual(5);
  });

  it.each(queries.map((each): [string, SentenceQuery] => [each.query, each]))(
    '"%s" finds what it asks for in the first three',
    (query, { finds }) => {
      expect(index.find(query).slice(0, 3).map(shown)).toContain(finds);
    },
  );
});

describe('an English sentence', () => {
  it.each(ENGLISH.map((each): [string, SentenceQuery] => [each.query, each]))(
    '"%s" finds what it asks for in the first three',
    (query, { finds }) => {
      expect(index.find(query).slice(0, 3).map(shown)).toContain(finds);
    },
  );

  it('"tap leaking" finds Tap repair first, not a drain', () => {
    expect(shown(index.find('tap leaking')[0])).toBe('Plumbing › Taps & mixers › Tap repair');
    expect(shown(index.find('leaking tap')[0])).toBe('Plumbing › Taps & mixers › Tap repair');
  });
});

describe('the words of a sentence that say nothing', () => {
  it('never drown the words that matter', () => {
    for (const [plain, padded] of [
      ['fan', 'my fan is not working please'],
      ['पंखा', 'मेरा पंखा बिल्कुल नहीं चल रहा है जी'],
      ['ఫ్యాన్', 'మా ఇంట్లో ఫ్యాన్ తిరగడం లేదు అండి'],
    ] as const) {
      expect(shown(index.find(padded)[0]), padded).toContain('Fans');
      expect(index.find(plain).length, plain).toBeGreaterThan(0);
    }
  });

  it('alone find nothing', () => {
    expect(index.find('है नहीं')).toEqual([]);
    expect(index.find('లేదు అండి')).toEqual([]);
    expect(index.find('please')).toEqual([]);
  });

  it('are never words of the catalogue’s names', () => {
    const names = new Set(
      [...catalogue.categories, ...catalogue.services, ...catalogue.options].flatMap((each) =>
        normaliseSearchText(each.name).split(/[\s&,-]+/),
      ),
    );
    expect(SEARCH_STOP_WORDS.filter((word) => names.has(normaliseSearchText(word)))).toEqual([]);
  });
});

/** A shuffle that gives the same order for the same seed (mulberry32). */
function shuffled<T>(list: readonly T[], seed: number): T[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

describe('the catalogue’s order', () => {
  it('does not change any result: categories, services and options shuffled before indexing', () => {
    const queries = [...HINDI, ...TELUGU, ...ENGLISH].map((each) => each.query);
    queries.push('repair', 'installation', 'gas', 'ac', 'tv', 'leak', 'not working', 'clean');
    for (const seed of [1, 7, 42, 2026]) {
      const other = new MiniSearchCatalogueIndex();
      other.add({
        ...catalogue,
        categories: shuffled(catalogue.categories, seed),
        services: shuffled(catalogue.services, seed + 1),
        options: shuffled(catalogue.options, seed + 2),
      });
      for (const query of queries)
        expect(other.find(query).map(shown), `${query} (seed ${seed})`).toEqual(
          index.find(query).map(shown),
        );
    }
  });
});
