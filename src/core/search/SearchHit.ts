import type { Catalogue } from '../catalog/WalkCatalogue';
import type { Paise } from '../shared/Money';

/** What a search result is: a category opens its services, a service its options. */
export type SearchHitKind = 'category' | 'service' | 'option';

/** How a result matched: its name as typed, a synonym, or a near spelling. Ranked in this order. */
export type SearchMatch = 'name' | 'synonym' | 'spelling';

/** One result: what it is, where it sits (category › service), and for an option its price. */
export interface SearchHit {
  readonly kind: SearchHitKind;
  readonly id: number;
  readonly name: string;
  /** The category, and for an option the service, it belongs to. */
  readonly path: readonly string[];
  readonly categoryId: number;
  /** A service's own id, or an option's service. */
  readonly serviceId?: number;
  /** Its own picture (a category's), or its service's. */
  readonly picture?: string;
  /** An option's price before GST. */
  readonly price?: Paise;
  readonly match: SearchMatch;
}

/**
 * Which names a catalogue gives the search: those shown (the language on screen), or other names
 * of the same entries (English beside Hindi or Telugu, so "geyser" still finds గీజర్ రిపేర్).
 */
export type CatalogueNames = 'shown' | 'other';

/** Finds what customers mean in the catalogue read so far. */
export interface CatalogueSearch {
  /** Takes in what the catalogue holds and the index does not yet (it fills as it is read). */
  add(catalogue: Catalogue, names?: CatalogueNames): void;
  find(query: string, limit?: number): readonly SearchHit[];
}
