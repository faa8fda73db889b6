import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { Catalogue } from '../../core/catalog/WalkCatalogue';
import type { CatalogueSearch, SearchHit, SearchMatch } from '../../core/search/SearchHit';
import { expandQuery, normaliseSearchText } from '../../core/search/searchQuery';

type Entry = Omit<SearchHit, 'match'>;

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
 * last one as a prefix), then the synonym table's meanings, then spellings one edit away (for
 * words of four letters or more). The index fills as the catalogue is read (`add`).
 */
export class MiniSearchCatalogueIndex implements CatalogueSearch {
  private readonly index = new MiniSearch<Document>({
    idField: 'key',
    fields: ['name', 'path'],
    processTerm: (term) => normaliseSearchText(term) || null,
  });
  private readonly entries = new Map<string, Entry>();

  /** Adds what the catalogue holds and the index does not yet. */
  add(catalogue: Catalogue): void {
    const categories = new Map(catalogue.categories.map((category) => [category.id, category]));
    const services = new Map(catalogue.services.map((service) => [service.id, service]));
    const fresh: Document[] = [];
    const put = (key: string, entry: Entry) => {
      if (this.entries.has(key)) return;
      this.entries.set(key, entry);
      fresh.push({ key, name: entry.name, path: entry.path.join(' ') });
    };
    for (const category of catalogue.categories)
      put(`c${category.id}`, {
        kind: 'category',
        id: category.id,
        name: category.name,
        path: [],
        categoryId: category.id,
        ...(category.icon ? { picture: category.icon } : {}),
      });
    for (const service of catalogue.services)
      put(`s${service.id}`, {
        kind: 'service',
        id: service.id,
        name: service.name,
        path: [categories.get(service.categoryId)?.name ?? service.categoryName],
        categoryId: service.categoryId,
        serviceId: service.id,
        ...(service.icon ? { picture: service.icon } : {}),
      });
    for (const option of catalogue.options) {
      const service = services.get(option.serviceId);
      if (!service) continue;
      put(`o${option.id}`, {
        kind: 'option',
        id: option.id,
        name: option.name,
        path: [categories.get(service.categoryId)?.name ?? service.categoryName, service.name],
        categoryId: service.categoryId,
        serviceId: service.id,
        ...(service.icon ? { picture: service.icon } : {}),
        ...(option.price !== undefined ? { price: option.price } : {}),
      });
    }
    this.index.addAll(fresh);
  }

  find(query: string, limit = 8): readonly SearchHit[] {
    const typed = normaliseSearchText(query);
    if (!typed) return [];
    const parts = expandQuery(typed);
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
      [
        'synonym',
        () => {
          if (!widened) return [];
          // Every part if some result has them all ("fridge gas"), else any ("ac not cooling").
          const all = this.index.search(
            { combineWith: 'AND', queries: alternatives },
            { boost: BOOST },
          );
          return all.length > 0
            ? all
            : this.index.search({ combineWith: 'OR', queries: alternatives }, { boost: BOOST });
        },
      ],
      [
        'spelling',
        () =>
          this.index.search(typed, {
            boost: BOOST,
            combineWith: 'AND',
            fuzzy: (term) => (term.length >= 4 ? 1 : false),
          }),
      ],
    ];
    const hits: SearchHit[] = [];
    const seen = new Set<string>();
    for (const [match, search] of tiers) {
      for (const result of search()) {
        const key = String(result.id);
        const entry = this.entries.get(key);
        if (!entry || seen.has(key)) continue;
        seen.add(key);
        hits.push({ ...entry, match });
        if (hits.length === limit) return hits;
      }
    }
    return hits;
  }
}
