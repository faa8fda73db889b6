import { computed, makeAutoObservable, observableRef, runInAction } from 'mobx';
import { decodeCategoryId } from '../../core/catalog/categoryIdCodec';
import type { ListCategories } from '../../core/catalog/ListCategories';
import type { ListServices } from '../../core/catalog/ListServices';
import { serviceOpens, type Service } from '../../core/catalog/Service';
import { messages } from '../../core/shared/messages';
import { notification, type Notifier } from '../../core/shared/Notification';
import { safeImageUrl } from '../../core/shared/safeImageUrl';
import type { CatalogCache } from './CatalogCache';
import type { Language } from '../../core/shared/language';
import type { LoadStatus } from './HomePresenter';
import type { RatingSummaryView, ServiceRatings } from './ServiceRatings';

export interface ServiceCardView {
  readonly id: number;
  readonly name: string;
  readonly description?: string;
  readonly icon?: string;
  /** 'Coming soon' on a service with no options to book yet. */
  readonly soon?: string;
  /** "4.6 ★ · 1,240 ratings" and its spoken sentence; absent for a service without ratings. */
  readonly rating?: RatingSummaryView;
}

export interface ServicesViewModel {
  /** The language the services are wanted in: the page reads them again when it changes. */
  readonly language: Language;
  readonly heading: string;
  readonly status: LoadStatus;
  readonly errorMessage?: string;
  readonly services: readonly ServiceCardView[];
  /** The build offers ratings: each tile keeps a line for its summary, so none moves when they come. */
  readonly ratingLine: boolean;
  /** 'Currently no services are available.' for a category without services. */
  readonly emptyMessage?: string;
  /**
   * The service whose options dialog is open, with its picture for options that have none, and
   * the option to bring into view when a link asked for one (a search result).
   */
  readonly openService?: {
    readonly id: number;
    readonly name: string;
    readonly icon?: string;
    readonly optionInView?: number;
  };
}

/** The services page of one category (SPEC §2), and which service's dialog is open. */
export class ServicesPresenter {
  private status: LoadStatus = 'loading';
  private categoryId = 0;
  private categoryParam: string | undefined;
  private heading: string = messages.servicesHeadingFallback;
  private services: readonly Service[] = [];
  private openServiceId: number | undefined;
  private optionInView: number | undefined;
  /** The links (history entries) whose dialog was opened: Back to one does not open it again. */
  private readonly linksFollowed = new Set<string>();

  constructor(
    private readonly listServices: ListServices,
    private readonly listCategories: ListCategories,
    private readonly cache: CatalogCache,
    private readonly notifier: Notifier,
    private readonly ratings: ServiceRatings,
  ) {
    makeAutoObservable<ServicesPresenter, 'services' | 'cards' | 'ratings'>(this, {
      ratings: false,
      // Replaced as a whole, never changed in place: 200 services need no deep observable copies.
      services: observableRef,
      cards: computed,
    });
  }

  get viewModel(): ServicesViewModel {
    const open = this.services.find((service) => service.id === this.openServiceId);
    return {
      language: this.cache.language(),
      heading: this.heading,
      status: this.status,
      ...(this.status === 'error' ? { errorMessage: messages.servicesFailed } : {}),
      services: this.cards,
      ratingLine: this.ratings.enabled,
      ...(this.status === 'ready' && this.services.length === 0
        ? { emptyMessage: messages.nothingAvailable }
        : {}),
      ...(open ? { openService: openServiceView(open, this.optionInView) } : {}),
    };
  }

  /** The cards, recomputed only when the services change (not when a dialog opens or closes). */
  private get cards(): readonly ServiceCardView[] {
    return this.services.map((service) => toCardView(service, this.ratings.view(service.id)));
  }

  /**
   * Asks for the services' rating summaries (once a session, with the extension only): the page
   * calls it once its tiles are drawn, so the catalogue never waits for them.
   */
  loadRatings(): Promise<void> {
    return this.ratings.load();
  }

  /**
   * Shows the category's services at once when they were loaded earlier in the session; the page
   * calls this before its first drawing, so coming back shows the cards, not a skeleton.
   * Returns whether it could.
   */
  showCached(categoryParam: string | undefined): boolean {
    const categoryId = decodeCategoryId(categoryParam);
    const cached = this.cache.servicesIn(this.cache.language()).get(categoryId);
    if (!cached) return false;
    this.categoryId = categoryId;
    this.categoryParam = categoryParam;
    this.show(cached.heading, cached.services);
    return true;
  }

  /**
   * Loads the services of the category in the route (base64 of its id; 0 when absent or broken).
   * The same category again, in another language: what is shown, and an open dialog, stay until
   * the new names come, and stay if they cannot be read.
   */
  async load(categoryParam: string | undefined): Promise<void> {
    const categoryId = decodeCategoryId(categoryParam);
    const again = this.status === 'ready' && categoryParam === this.categoryParam;
    if (!again) this.openServiceId = undefined;
    if (this.showCached(categoryParam)) return;
    this.categoryId = categoryId;
    this.categoryParam = categoryParam;
    if (!again) {
      this.status = 'loading';
      this.heading = this.knownCategoryName(categoryId) ?? messages.servicesHeadingFallback;
    }
    const language = this.cache.language();
    const result = await this.listServices.execute(categoryId);
    // A category without services gives no name through its services: ask the category list.
    if (
      result.ok &&
      result.value.services.length === 0 &&
      categoryId > 0 &&
      !this.cache.categories
    ) {
      const categories = await this.listCategories.execute();
      if (categories.ok) this.cache.keepCategories(language, categories.value);
    }
    runInAction(() => {
      // The route or the language changed while this call was running.
      if (this.categoryId !== categoryId || language !== this.cache.language()) return;
      if (!result.ok) {
        if (!again) this.status = 'error';
        return;
      }
      const heading = this.knownCategoryName(categoryId) ?? result.value.heading;
      this.cache.servicesIn(language).set(categoryId, { heading, services: result.value.services });
      this.show(heading, result.value.services);
    });
  }

  retry(): Promise<void> {
    return this.load(this.categoryParam);
  }

  /** Opens the options dialog, or explains that the service has none (SPEC §5). */
  open(serviceId: number): void {
    this.optionInView = undefined;
    const service = this.services.find((candidate) => candidate.id === serviceId);
    if (!service) return;
    if (serviceOpens(service)) this.openServiceId = service.id;
    else this.notifier.notify(notification('error', messages.nothingAvailable));
  }

  /**
   * Opens the dialog a link asks for (`?open=12&option=34`, from a search) once its category's
   * services are shown; each link (`linkKey`, its history entry) once, so coming back to it does
   * not open the dialog again. Whether it was served.
   */
  openFromLink(
    linkKey: string,
    categoryParam: string | undefined,
    serviceId: number,
    optionId?: number,
  ): boolean {
    if (this.linksFollowed.has(linkKey)) return true;
    if (this.status !== 'ready' || categoryParam !== this.categoryParam) return false;
    this.linksFollowed.add(linkKey);
    this.open(serviceId);
    if (this.openServiceId === serviceId) this.optionInView = optionId;
    return true;
  }

  closeDialog(): void {
    this.openServiceId = undefined;
    this.optionInView = undefined;
  }

  private show(heading: string, services: readonly Service[]): void {
    this.heading = heading;
    this.services = services;
    this.status = 'ready';
  }

  private knownCategoryName(categoryId: number): string | undefined {
    if (categoryId <= 0) return undefined;
    return this.cache.categories?.find((category) => category.id === categoryId)?.name;
  }
}

function toCardView(service: Service, rating: RatingSummaryView | undefined): ServiceCardView {
  const icon = safeImageUrl(service.icon);
  return {
    id: service.id,
    name: service.name,
    ...(service.description ? { description: service.description } : {}),
    ...(icon ? { icon } : {}),
    ...(serviceOpens(service) ? {} : { soon: messages.catalog.comingSoon }),
    ...(rating ? { rating } : {}),
  };
}

function openServiceView(
  service: Service,
  optionInView: number | undefined,
): NonNullable<ServicesViewModel['openService']> {
  const icon = safeImageUrl(service.icon);
  return {
    id: service.id,
    name: service.name,
    ...(icon ? { icon } : {}),
    ...(optionInView !== undefined ? { optionInView } : {}),
  };
}
