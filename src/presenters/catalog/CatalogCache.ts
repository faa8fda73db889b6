import { makeObservable, observableRef } from 'mobx';
import type { Category } from '../../core/catalog/Category';
import type { ServicesOfCategory } from '../../core/catalog/ListServices';
import type { Catalogue } from '../../core/catalog/WalkCatalogue';
import type { Language } from '../../core/shared/language';

type ByLanguage<T> = Partial<Record<Language, T>>;

/**
 * The category list, each category's services and the whole catalogue, kept for the session once
 * loaded, so going back to a page shows it at once instead of skeletons. Only complete loads are
 * kept. Kept apart for each language the catalogue is read in (`language`: the one of the moment,
 * English when the backend names things in English alone), so a switch finds nothing kept in the
 * new language and the pages read again; what was read in each is kept as it was read, whichever
 * language is spoken by the time it comes.
 */
export class CatalogCache {
  /** Replaced as a whole, never changed in place. */
  private categoriesIn: ByLanguage<readonly Category[]> = {};
  private readonly services: ByLanguage<Map<number, ServicesOfCategory>> = {};
  private readonly catalogues: ByLanguage<Catalogue> = {};

  constructor(readonly language: () => Language) {
    // The footer names the categories as soon as any page has read them.
    makeObservable<CatalogCache, 'categoriesIn'>(this, { categoriesIn: observableRef });
  }

  /** The categories in the language of the moment, once read. */
  get categories(): readonly Category[] | undefined {
    return this.categoriesIn[this.language()];
  }

  keepCategories(language: Language, categories: readonly Category[]): void {
    this.categoriesIn = { ...this.categoriesIn, [language]: categories };
  }

  /** The services kept of each category read in `language`. */
  servicesIn(language: Language): Map<number, ServicesOfCategory> {
    return (this.services[language] ??= new Map());
  }

  catalogueIn(language: Language): Catalogue | undefined {
    return this.catalogues[language];
  }

  keepCatalogue(language: Language, catalogue: Catalogue): void {
    this.catalogues[language] = catalogue;
  }
}
