import { makeObservable, observableRef } from 'mobx';
import type { Category } from '../../core/catalog/Category';
import type { ServicesOfCategory } from '../../core/catalog/ListServices';
import type { Catalogue } from '../../core/catalog/WalkCatalogue';

/**
 * The category list, each category's services and the whole catalogue, kept for the session once
 * loaded, so going back to a page shows it at once instead of skeletons. Only complete loads are
 * kept.
 */
export class CatalogCache {
  categories: readonly Category[] | undefined;
  readonly servicesByCategory = new Map<number, ServicesOfCategory>();
  catalogue: Catalogue | undefined;

  constructor() {
    // The footer names the categories as soon as any page has read them.
    makeObservable(this, { categories: observableRef });
  }
}
