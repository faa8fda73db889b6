import type { Category } from '../../core/catalog/Category';
import type { ServicesOfCategory } from '../../core/catalog/ListServices';

/**
 * The category list and each category's services, kept for the session once loaded, so going back
 * to a page shows it at once instead of skeletons. Only successful loads are kept.
 */
export class CatalogCache {
  categories: readonly Category[] | undefined;
  readonly servicesByCategory = new Map<number, ServicesOfCategory>();
}
