import { makeAutoObservable, runInAction } from 'mobx';
import type { Catalogue, CatalogueProgress, WalkCatalogue } from '../../core/catalog/WalkCatalogue';
import type { CatalogueSearch, SearchHit } from '../../core/search/SearchHit';
import type { Language } from '../../core/shared/language';
import type { CatalogCache } from '../catalog/CatalogCache';

/** Where the index stands: not begun, filling as the catalogue is read, filled, or unreachable. */
export type SearchIndexStatus = 'idle' | 'building' | 'ready' | 'unavailable';

/** Reading the whole catalogue: in the language of the moment, and in English. */
export interface CatalogueWalks {
  readonly shown: WalkCatalogue;
  readonly english: WalkCatalogue;
}

/**
 * The session's search index (one for the app): built from the catalogue the first time a search
 * field is used, searchable while it fills, and kept. A catalogue read in part is read again the
 * next time a field is used; what was read stays searchable meanwhile. Built for the language the
 * catalogue is read in (the cache's): after a switch, the next use builds it anew. Beside Hindi or
 * Telugu names it holds the English ones too, read once the shown ones are in, so what customers
 * type in English letters ("geyser", "AC gas") finds the shown result.
 */
export class SearchIndex {
  status: SearchIndexStatus = 'idle';
  progress: CatalogueProgress = { done: 0, total: 0 };
  /** Lists of the catalogue the last reading could not get. */
  missingParts = 0;
  /** Grows with each part added: results computed from the index follow it. */
  private size = 0;
  private shownSize = 0;
  private index: CatalogueSearch;
  private language: Language;
  private englishAdded = false;

  constructor(
    private readonly walks: CatalogueWalks,
    private readonly cache: CatalogCache,
    private readonly newIndex: () => CatalogueSearch,
  ) {
    this.index = newIndex();
    this.language = cache.language();
    makeAutoObservable<SearchIndex, 'index' | 'walks' | 'cache' | 'newIndex'>(this, {
      index: false,
      walks: false,
      cache: false,
      newIndex: false,
    });
  }

  /** Builds the index unless it is built or being built; reads again what was missing. */
  async build(): Promise<void> {
    if (this.cache.language() !== this.language) this.restart(this.cache.language());
    if (this.status === 'building') return;
    if (this.status === 'ready' && this.missingParts === 0) return this.addEnglish();
    const index = this.index;
    const language = this.language;
    const known = this.cache.catalogueIn(language);
    if (known) {
      this.fill(known);
      this.missingParts = 0;
      this.status = 'ready';
      return this.addEnglish();
    }
    this.status = 'building';
    const walked = await this.walks.shown.execute((progress, sofar) => {
      runInAction(() => {
        if (this.index !== index) return;
        this.progress = progress;
        this.fill(sofar);
      });
    });
    if (this.index !== index) return;
    runInAction(() => {
      if (!walked.ok) {
        this.status = this.size > 0 ? 'ready' : 'unavailable';
        return;
      }
      this.fill(walked.value);
      this.missingParts = walked.value.missingParts;
      // The about page counts from the same catalogue: read whole, it is kept for the session.
      if (this.missingParts === 0) this.cache.keepCatalogue(language, walked.value);
      this.status = 'ready';
    });
    return this.addEnglish();
  }

  /** What `query` finds in the catalogue read so far. */
  find(query: string, limit?: number): readonly SearchHit[] {
    if (this.size === 0) return [];
    return this.index.find(query, limit);
  }

  /** The English names beside the shown ones in another language, once. */
  private async addEnglish(): Promise<void> {
    if (this.language === 'en' || this.englishAdded) return;
    this.englishAdded = true;
    const index = this.index;
    const kept = this.cache.catalogueIn('en');
    const walked = kept ? undefined : await this.walks.english.execute();
    const english = kept ?? (walked?.ok ? walked.value : undefined);
    runInAction(() => {
      if (this.index !== index) return;
      if (!english) {
        // Asked for again the next time a field is used.
        this.englishAdded = false;
        return;
      }
      if (!kept && english.missingParts === 0) this.cache.keepCatalogue('en', english);
      else if (english.missingParts > 0) this.englishAdded = false;
      index.add(english, 'other');
      this.size = this.shownSize + sizeOf(english);
    });
  }

  private restart(language: Language): void {
    this.index = this.newIndex();
    this.language = language;
    this.englishAdded = false;
    this.status = 'idle';
    this.progress = { done: 0, total: 0 };
    this.missingParts = 0;
    this.size = 0;
    this.shownSize = 0;
  }

  private fill(catalogue: Catalogue): void {
    this.index.add(catalogue);
    this.size += sizeOf(catalogue) - this.shownSize;
    this.shownSize = sizeOf(catalogue);
  }
}

function sizeOf(catalogue: Catalogue): number {
  return catalogue.categories.length + catalogue.services.length + catalogue.options.length;
}
