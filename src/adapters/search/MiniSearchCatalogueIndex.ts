import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { Category } from '../../core/catalog/Category';
import type { Catalogue, CatalogueService } from '../../core/catalog/WalkCatalogue';
import type {
  CatalogueNames,
  CatalogueSearch,
  SearchHit,
  SearchMatch,
} from '../../core/search/SearchHit';
import { expandQuery, isSymptom, normaliseSearchText } from '../../core/search/searchQuery';

type Entry = Omit<SearchHit, 'match'>;

/** The documents, categories and services of the catalogue read in one language. */
interface NamesRead {
  readonly documents: Set<string>;
  readonly categories: Map<number, Category>;
  readonly services: Map<number, CatalogueService>;
}

function namesRead(): NamesRead {
  return { documents: new Set(), categories: new Map(), services: new Map() };
}

/** What marks a document of the other language's names: 'o345~' finds the result 'o345'. */
const OTHER_NAMES = '~';

/** The result a document names: its own, or the one whose other names it holds. */
function entryKey(documentKey: unknown): string {
  return String(documentKey).replace(OTHER_NAMES, '');
}

interface Document {
  readonly key: string;
  readonly name: string;
  /** The category's and service's names: "gas refill" finds Split AC's and Window AC's. */
  readonly path: string;
}

/** A name weighs three times what its category or service does. */
const BOOST = { name: 3, path: 1 };

/**
 * The catalogue search on MiniSearch (an inverted index with prefix and fuzzy search, 6 KB gzip).
 * Results come in three tiers, each ranked by MiniSearch's score: names as typed (every word, the
 * last one as a prefix), then the synonym table's meanings (those with the most parts of what was
 * said first), then spellings one edit away (for words of four letters or more). The words of a
 * sentence that say nothing are left out of each. The index fills as the catalogue is read (`add`).
 */
export class MiniSearchCatalogueIndex implements CatalogueSearch {
  private readonly index = new MiniSearch<Document>({
    idField: 'key',
    fields: ['name', 'path'],
    processTerm: (term) => normaliseSearchText(term) || null,
  });
  /** The results, by their keys ('c1', 's12', 'o345'), in the language shown. */
  private readonly entries = new Map<string, Entry>();
  private readonly shownNames = namesRead();
  private readonly otherNames = namesRead();
  /**
   * How far each list of the catalogue has been read. The catalogue's lists only grow while it
   * is read, so each is read on from there: filling as 100 services' options arrive reads each
   * option once, not once per list that arrives (measured with 1,000 options at 4× CPU: the build
   * took 57 ms reading them all every time, npm run perf:search).
   */
  private readonly readUpTo = new WeakMap<readonly unknown[], number>();

  /**
   * Adds what the catalogue holds and the index does not yet. `names` `shown`: the results, in
   * the language on screen; `other`: the same catalogue's names in another language (English
   * beside Telugu), which find the shown results by their ids ("geyser" finds గీజర్ రిపేర్).
   */
  add(catalogue: Catalogue, names: CatalogueNames = 'shown'): void {
    const shown = names === 'shown';
    const read = shown ? this.shownNames : this.otherNames;
    const fresh: Document[] = [];
    const put = (key: string, entry: Entry) => {
      const documentKey = shown ? key : `${key}${OTHER_NAMES}`;
      if (read.documents.has(documentKey)) return;
      read.documents.add(documentKey);
      if (shown) this.entries.set(key, entry);
      fresh.push({ key: documentKey, name: entry.name, path: entry.path.join(' ') });
    };
    const categoryName = (id: number, fallback: string) =>
      read.categories.get(id)?.name ?? fallback;
    for (const category of this.unread(catalogue.categories)) {
      read.categories.set(category.id, category);
      put(`c${category.id}`, {
        kind: 'category',
        id: category.id,
        name: category.name,
        path: [],
        categoryId: category.id,
        ...(category.icon ? { picture: category.icon } : {}),
      });
    }
    for (const service of this.unread(catalogue.services)) {
      read.services.set(service.id, service);
      put(`s${service.id}`, {
        kind: 'service',
        id: service.id,
        name: service.name,
        path: [categoryName(service.categoryId, service.categoryName)],
        categoryId: service.categoryId,
        serviceId: service.id,
        ...(service.icon ? { picture: service.icon } : {}),
      });
    }
    for (const option of this.unread(catalogue.options)) {
      const service = read.services.get(option.serviceId);
      if (!service) continue;
      put(`o${option.id}`, {
        kind: 'option',
        id: option.id,
        name: option.name,
        path: [categoryName(service.categoryId, service.categoryName), service.name],
        categoryId: service.categoryId,
        serviceId: service.id,
        ...(service.icon ? { picture: service.icon } : {}),
        ...(option.price !== undefined ? { price: option.price } : {}),
      });
    }
    this.index.addAll(fresh);
  }

  /** What `list` holds past where it was last read. */
  private unread<T>(list: readonly T[]): readonly T[] {
    const from = this.readUpTo.get(list) ?? 0;
    this.readUpTo.set(list, list.length);
    return from === 0 ? list : list.slice(from);
  }

  find(query: string, limit = 8): readonly SearchHit[] {
    const parts = expandQuery(query);
    if (parts.length === 0) return [];
    // What was typed but the words that say nothing ("please", "नहीं", "లేదు").
    const typed = parts.map((part) => part[0]).join(' ');
    const widened = parts.some((part) => part.length > 1);
    // Every part by any of its words; the word being typed (three letters or more) as a prefix.
    const prefix = (term: string, index: number, terms: string[]) =>
      index === terms.length - 1 && term.length >= 3;
    // A part's words are alternatives; a word of several ("water heater") needs them all.
    const alternatives = parts.map((part): Query => ({
      combineWith: 'OR',
      queries: part.map((words): Query => ({ combineWith: 'AND', queries: [words] })),
    }));
    const tiers: [SearchMatch, () => SearchResult[]][] = [
      ['name', () => this.index.search(typed, { boost: BOOST, combineWith: 'AND', prefix })],
      ['synonym', () => (widened ? this.bySentence(parts, alternatives) : [])],
      [
        'spelling',
        () =>
          this.index
            .search(typed, {
              boost: BOOST,
              combineWith: 'AND',
              fuzzy: (term) => (term.length >= 4 ? 1 : false),
            })
            .sort(byScoreThenCatalogue),
      ],
    ];
    const hits: SearchHit[] = [];
    const seen = new Set<string>();
    for (const [match, search] of tiers) {
      const results = search();
      if (match === 'name') results.sort(byScoreThenCatalogue);
      for (const result of results) {
        const key = entryKey(result.id);
        const entry = this.entries.get(key);
        if (!entry || seen.has(key)) continue;
        seen.add(key);
        hits.push({ ...entry, match });
        if (hits.length === limit) return hits;
      }
    }
    return hits;
  }

  /**
   * The synonym tier: results with any part, those with the most parts first ("tap leaking": Tap
   * repair has the tap and the repair a leak needs; a drain has neither), then by score. Beside a
   * thing, a fault only narrows: when some result has a thing that was said, results with none
   * are left out ("geyser not heating" brings up no microwave's part).
   */
  private bySentence(parts: readonly string[][], alternatives: readonly Query[]): SearchResult[] {
    const results = this.index.search(
      { combineWith: 'OR', queries: [...alternatives] },
      { boost: BOOST },
    );
    const symptom = parts.map((part) => isSymptom(part));
    // Each part's words as the index reads them: "wi-fi" is "wi" and "fi".
    const termsOf = parts.map((part) =>
      part.map((words) => tokenize(words).map(normaliseSearchText).filter(Boolean)),
    );
    const ranked = results.map((result) => {
      const found = new Set(result.queryTerms);
      let things = 0;
      let faults = 0;
      termsOf.forEach((part, at) => {
        if (!part.some((terms) => terms.length > 0 && terms.every((term) => found.has(term))))
          return;
        if (symptom[at]) faults += 1;
        else things += 1;
      });
      return { result, things, faults };
    });
    const withThing = ranked.some((each) => each.things > 0);
    return ranked
      .filter((each) => !withThing || each.things > 0)
      .sort(
        (a, b) =>
          b.things + b.faults - (a.things + a.faults) ||
          b.things - a.things ||
          byScoreThenCatalogue(a.result, b.result),
      )
      .map((each) => each.result);
  }
}

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

const KIND_ORDER: Record<string, number> = { c: 0, s: 1, o: 2 };

/**
 * Best score first; equal scores in the catalogue's own order (categories, services, options, each
 * by id), never in the order the catalogue's lists happened to arrive: the same query gives the
 * same list every time.
 */
function byScoreThenCatalogue(a: SearchResult, b: SearchResult): number {
  return (
    rounded(b.score) - rounded(a.score) ||
    catalogueOrder(entryKey(a.id), entryKey(b.id)) ||
    // A result's shown names before its other ones.
    String(a.id).length - String(b.id).length
  );
}

/**
 * A score to six decimals: MiniSearch keeps its average field lengths as running averages, so the
 * same catalogue read in another order could score a hair apart, which must not reorder ties (a
 * guard: the demo catalogue, shuffled, scores the same without it).
 */
function rounded(score: number): number {
  return Math.round(score * 1e6);
}

function catalogueOrder(a: string, b: string): number {
  return (
    (KIND_ORDER[a[0] ?? ''] ?? 3) - (KIND_ORDER[b[0] ?? ''] ?? 3) ||
    Number(a.slice(1)) - Number(b.slice(1))
  );
}
