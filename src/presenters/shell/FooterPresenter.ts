import { makeAutoObservable } from 'mobx';
import { categoryOpens, type Category } from '../../core/catalog/Category';
import type { ListCategories } from '../../core/catalog/ListCategories';
import { messages } from '../../core/shared/messages';
import { links } from '../links';
import type { Navigator } from '../Navigator';
import type { CatalogCache } from '../catalog/CatalogCache';

export interface FooterServiceLink {
  readonly key: string;
  readonly name: string;
  readonly href: string;
}

/**
 * The footer's service links go to each category's own page. Once the catalogue's categories are
 * known they name and link those with something to book; before that the six names of our trades
 * are shown, and a tap reads the categories first (the footer asks the backend nothing on its own,
 * so no page pays for it). A category whose page cannot be found goes to the home page's list.
 */
export class FooterPresenter {
  constructor(
    private readonly listCategories: ListCategories,
    private readonly cache: CatalogCache,
    private readonly navigator: Navigator,
  ) {
    makeAutoObservable(this);
  }

  get services(): readonly FooterServiceLink[] {
    const categories = this.cache.categories;
    if (categories) {
      return categories.filter(categoryOpens).map((category) => ({
        key: String(category.id),
        name: category.name,
        href: pageOf(category),
      }));
    }
    return messages.categories.map((name, index) => ({
      key: `trade-${index}`,
      name,
      href: links.categories,
    }));
  }

  /** A tap on the link at `index` before the categories are known: read them, then go there. */
  async open(index: number): Promise<void> {
    let categories = this.cache.categories;
    if (!categories) {
      const language = this.cache.language();
      const result = await this.listCategories.execute();
      if (result.ok) this.cache.keepCategories(language, (categories = result.value));
    }
    const category = categories?.[index];
    this.navigator.go(category ? pageOf(category) : links.categories);
  }
}

function pageOf(category: Category): string {
  return categoryOpens(category) ? links.servicesOf(category.id) : links.categories;
}
