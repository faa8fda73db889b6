import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { categoryOpens, type Category } from '../../core/catalog/Category';
import type { ListCategories } from '../../core/catalog/ListCategories';
import { safeImageUrl } from '../../core/shared/safeImageUrl';
import { messages } from '../../core/shared/messages';
import { notification, type Notifier } from '../../core/shared/Notification';
import { links } from '../links';
import type { Navigator } from '../Navigator';
import type { CatalogCache } from './CatalogCache';
import type { Language } from '../../core/shared/language';

export type LoadStatus = 'loading' | 'error' | 'ready';

export interface CategoryCardView {
  readonly id: number;
  readonly name: string;
  readonly description?: string;
  readonly icon?: string;
  /** The services route when the category has services; otherwise the card explains instead. */
  readonly href?: string;
  /** 'Coming soon' on a category with nothing to book yet. */
  readonly soon?: string;
}

export interface HomeViewModel {
  /** The language the categories are wanted in: the page reads them again when it changes. */
  readonly language: Language;
  readonly title: string;
  readonly status: LoadStatus;
  readonly errorMessage?: string;
  readonly categories: readonly CategoryCardView[];
}

/** The home screen (SPEC §2): the hero and one card per category. */
export class HomePresenter {
  private status: LoadStatus = 'loading';
  private categories: readonly Category[] = [];

  constructor(
    private readonly listCategories: ListCategories,
    private readonly cache: CatalogCache,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
  ) {
    // Categories loaded earlier in the session are there from the first drawing: coming back
    // to the home page is instant, with no skeleton.
    if (cache.categories) this.showCategories(cache.categories);
    makeAutoObservable<HomePresenter, 'categories'>(this, {
      // Replaced as a whole, never changed in place.
      categories: observableRef,
    });
  }

  get viewModel(): HomeViewModel {
    return {
      language: this.cache.language(),
      title: messages.heroTitle,
      status: this.status,
      ...(this.status === 'error' ? { errorMessage: messages.categoriesFailed } : {}),
      categories: this.categories.map(toCardView),
    };
  }

  /**
   * Loads the categories, from the session's cache when they were loaded before. In another
   * language, the categories shown stay until their new names come (nothing jumps), and stay if
   * those cannot be read.
   */
  async load(): Promise<void> {
    const cached = this.cache.categories;
    if (cached) {
      this.showCategories(cached);
      return;
    }
    const again = this.status === 'ready';
    if (!again) this.status = 'loading';
    const language = this.cache.language();
    const result = await this.listCategories.execute();
    runInAction(() => {
      if (result.ok) {
        this.cache.keepCategories(language, result.value);
        if (language === this.cache.language()) this.showCategories(result.value);
      } else if (!again) {
        this.status = 'error';
        this.notifier.notify(notification('error', result.error.message));
      }
    });
  }

  /** A category without services explains itself instead of opening (SPEC §5). */
  open(categoryId: number): void {
    const category = this.categories.find((candidate) => candidate.id === categoryId);
    if (!category) return;
    if (categoryOpens(category)) this.navigator.go(links.servicesOf(category.id));
    else this.notifier.notify(notification('error', messages.nothingAvailable));
  }

  /** The customer is about to open a category: start loading the services page's code. */
  prefetch(categoryId: number): void {
    const category = this.categories.find((candidate) => candidate.id === categoryId);
    if (category && categoryOpens(category)) this.navigator.prefetch(links.servicesOf(category.id));
  }

  private showCategories(categories: readonly Category[]): void {
    this.categories = categories;
    this.status = 'ready';
  }
}

function toCardView(category: Category): CategoryCardView {
  const icon = safeImageUrl(category.icon);
  return {
    id: category.id,
    name: category.name,
    ...(category.description ? { description: category.description } : {}),
    ...(icon ? { icon } : {}),
    ...(categoryOpens(category)
      ? { href: links.servicesOf(category.id) }
      : { soon: messages.catalog.comingSoon }),
  };
}
