import { makeAutoObservable, runInAction } from 'mobx';
import type { Catalogue, CatalogueProgress, WalkCatalogue } from '../../core/catalog/WalkCatalogue';
import type { CatalogueSearch, SearchHit } from '../../core/search/SearchHit';
import type { CatalogCache } from '../catalog/CatalogCache';

/** Where the index stands: not begun, filling as the catalogue is read, filled, or unreachable. */
export type SearchIndexStatus = 'idle' | 'building' | 'ready' | 'unavailable';

/**
 * The session's search index (one for the app): built from the catalogue the first time a search
 * field is used, searchable while it fills, and kept. A catalogue read in part is read again the
 * next time a field is used; what was read stays searchable meanwhile.
 */
export class SearchIndex {
  status: SearchIndexStatus = 'idle';
  progress: CatalogueProgress = { done: 0, total: 0 };
  /** Lists of the catalogue the last reading could not get. */
  missingParts = 0;
  /** Grows with each part added: results computed from the index follow it. */
  private size = 0;

  constructor(
    private readonly walkCatalogue: WalkCatalogue,
    private readonly cache: CatalogCache,
    private readonly index: CatalogueSearch,
  ) {
    makeAutoObservable(this);
  }

  /** Builds the index unless it is built or being built; reads again what was missing. */
  async build(): Promise<void> {
    if (this.status === 'building') return;
    if (this.status === 'ready' && this.missingParts === 0) return;
    const known = this.cache.catalogue;
    if (known) {
      this.fill(known);
      this.missingParts = 0;
      this.status = 'ready';
      return;
    }
    this.status = 'building';
    const walked = await this.walkCatalogue.execute((progress, sofar) => {
      runInAction(() => {
        this.progress = progress;
        this.fill(sofar);
      });
    });
    runInAction(() => {
      if (!walked.ok) {
        this.status = this.size > 0 ? 'ready' : 'unavailable';
        return;
      }
      this.fill(walked.value);
      this.missingParts = walked.value.missingParts;
      // The about page counts from the same catalogue: read whole, it is kept for the session.
      if (this.missingParts === 0) this.cache.catalogue = walked.value;
      this.status = 'ready';
    });
  }

  /** What `query` finds in the catalogue read so far. */
  find(query: string, limit?: number): readonly SearchHit[] {
    if (this.size === 0) return [];
    return this.index.find(query, limit);
  }

  private fill(catalogue: Catalogue): void {
    this.index.add(catalogue);
    this.size = catalogue.categories.length + catalogue.services.length + catalogue.options.length;
  }
}
