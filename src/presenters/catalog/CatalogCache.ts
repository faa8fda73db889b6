import { observable } from 'mobx';
import type { Category } from '../../core/catalog/Category';
import type { ServicesOfCategory } from '../../core/catalog/ListServices';
import type { Catalogue } from '../../core/catalog/WalkCatalogue';
import type { Language } from '../../core/shared/language';

/** What is kept of the catalogue read in one language. */
interface Kept {
  readonly servicesByCategory: Map<number, ServicesOfCategory>;
  catalogue: Catalogue | undefined;
}

/**
 * The category list, each category's services and the whole catalogue, kept for the session once
 * loaded, so going back to a page shows it at once instead of skeletons. Only complete loads are
 * kept. Kept apart for each language the catalogue is read in (`language`: the one of the moment,
 * English when the backend names things in English alone): what the getters give is the current
 * language's, so a switch finds nothing kept and the pages read again.
 */
export class CatalogCache {
  // Observable: the footer names the categories as soon as any page has read them.
  private readonly categoriesByLanguage = observable.map<Language, readonly Category[]>(
    {},
    { deep: false },
  );
  private readonly kept = new Map<Language, Kept>();

  constructor(readonly language: () => Language) {}

  get categories(): readonly Category[] | undefined {
    return this.categoriesByLanguage.get(this.language());
  }

  set categories(categories: readonly Category[]) {
    this.keepCategories(this.language(), categories);
  }

  /** Keeps the categories read in `language` (which may no longer be the current one). */
  keepCategories(language: Language, categories: readonly Category[]): void {
    this.categoriesByLanguage.set(language, categories);
  }

  get servicesByCategory(): Map<number, ServicesOfCategory> {
    return this.servicesIn(this.language());
  }

  /** The services kept of each category read in `language`. */
  servicesIn(language: Language): Map<number, ServicesOfCategory> {
    return this.keptIn(language).servicesByCategory;
  }

  get catalogue(): Catalogue | undefined {
    return this.catalogueIn(this.language());
  }

  set catalogue(catalogue: Catalogue) {
    this.keepCatalogue(this.language(), catalogue);
  }

  catalogueIn(language: Language): Catalogue | undefined {
    return this.keptIn(language).catalogue;
  }

  keepCatalogue(language: Language, catalogue: Catalogue): void {
    this.keptIn(language).catalogue = catalogue;
  }

  private keptIn(language: Language): Kept {
    let kept = this.kept.get(language);
    if (!kept) {
      kept = { servicesByCategory: new Map(), catalogue: undefined };
      this.kept.set(language, kept);
    }
    return kept;
  }
}
