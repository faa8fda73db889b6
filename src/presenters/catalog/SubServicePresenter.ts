import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { AddToCart } from '../../core/cart/AddToCart';
import type { ListServiceOptions } from '../../core/catalog/ListServiceOptions';
import type { ServiceOption } from '../../core/catalog/ServiceOption';
import { priceWithGst } from '../../core/cart/gstPricing';
import { messages } from '../../core/shared/messages';
import { formatMoney } from '../../core/shared/Money';
import { safeImageUrl } from '../../core/shared/safeImageUrl';
import type { Announcer } from '../Announcer';
import type { CartModel } from '../cart/CartModel';
import type { Navigator } from '../Navigator';
import type { LoadStatus } from './HomePresenter';
import { links } from '../links';
import { optionMessages, optionOutcomes } from '../../core/catalog/optionMessages';
import type { RatingSummaryView, ServiceRatings } from './ServiceRatings';
import type { Language } from '../../core/shared/language';

export interface OptionCardView {
  readonly id: number;
  readonly name: string;
  readonly description?: string;
  readonly icon?: string;
  /** "₹599.00", or undefined when the server gives no price. */
  readonly price?: string;
  /** "₹706.82 with GST". */
  readonly priceWithGst?: string;
  /** The full details behind View Details: description and how the price is made up. */
  readonly details: readonly string[];
  readonly added: boolean;
  readonly bookLabel: string;
  readonly detailsOpen: boolean;
  readonly detailsLabel: string;
}

export interface SubServiceViewModel {
  /** The language the options are wanted in: the dialog reads them again when it changes. */
  readonly language: Language;
  readonly status: LoadStatus;
  readonly errorMessage?: string;
  /** 'No service options available for this service.' when the list is empty. */
  readonly emptyMessage?: string;
  readonly options: readonly OptionCardView[];
  /** 'Continue Shopping' with items in the cart, otherwise 'Close' (SPEC §2). */
  readonly closeLabel: string;
  /** 'Proceed to Checkout (n)', only with items in the cart. */
  readonly checkoutLabel?: string;
  /** The service's rating summary under its name; absent for a service without ratings. */
  readonly rating?: RatingSummaryView;
}

/** The sub-service dialog (SPEC §2): a service's options, each bookable into the cart. */
export class SubServicePresenter {
  private status: LoadStatus = 'loading';
  private options: readonly ServiceOption[] = [];
  private serviceId = 0;
  private serviceIcon: string | undefined;
  private readonly openDetails = new Set<number>();

  constructor(
    private readonly listOptions: ListServiceOptions,
    private readonly addToCart: AddToCart,
    private readonly cart: CartModel,
    private readonly navigator: Navigator,
    private readonly announcer: Announcer,
    private readonly ratings: ServiceRatings,
    private readonly language: () => Language,
  ) {
    makeAutoObservable<SubServicePresenter, 'options' | 'ratings' | 'language'>(this, {
      ratings: false,
      language: false,
      // Replaced as a whole, never changed in place.
      options: observableRef,
    });
  }

  get viewModel(): SubServiceViewModel {
    const added = this.cart.addedOptionIds;
    const units = this.cart.unitCount;
    const rating = this.ratings.view(this.serviceId);
    return {
      language: this.language(),
      status: this.status,
      ...(this.status === 'error' ? { errorMessage: messages.optionsFailed } : {}),
      ...(this.status === 'ready' && this.options.length === 0
        ? { emptyMessage: optionOutcomes.noOptions }
        : {}),
      options: this.options.map((option) => this.toCardView(option, added.has(option.id))),
      closeLabel: units > 0 ? optionMessages.continueShopping : messages.services.close,
      ...(units > 0 ? { checkoutLabel: optionMessages.proceedToCheckout(units) } : {}),
      ...(rating ? { rating } : {}),
    };
  }

  /**
   * Loads a service's options; `serviceIcon` stands in for an option that has no picture. The
   * same service again, in another language: the options shown stay until their new names come,
   * and stay if those cannot be read.
   */
  async load(serviceId: number, serviceIcon?: string): Promise<void> {
    const again = this.status === 'ready' && serviceId === this.serviceId;
    this.serviceId = serviceId;
    this.serviceIcon = safeImageUrl(serviceIcon);
    if (!again) this.status = 'loading';
    // A dialog opened from a search link may come before the page asked for the summaries.
    void this.ratings.load();
    const language = this.language();
    const result = await this.listOptions.execute(serviceId);
    runInAction(() => {
      if (this.serviceId !== serviceId || language !== this.language()) return;
      if (result.ok) {
        this.options = result.value;
        this.status = 'ready';
      } else if (!again) {
        this.status = 'error';
      }
    });
  }

  retry(): Promise<void> {
    return this.load(this.serviceId, this.serviceIcon);
  }

  /** Book Now: adds one of the option; an option already added cannot be added again here. */
  book(optionId: number): void {
    if (this.cart.addedOptionIds.has(optionId)) return;
    const option = this.options.find((candidate) => candidate.id === optionId);
    if (!option) return;
    this.cart.noteChange(this.addToCart.execute(option));
    this.announcer.announce(optionMessages.added(option.name, this.cart.unitCount));
  }

  toggleDetails(optionId: number): void {
    if (this.openDetails.has(optionId)) this.openDetails.delete(optionId);
    else this.openDetails.add(optionId);
  }

  /** Closes the dialog (the caller's job) and goes to the cart. */
  proceedToCheckout(): void {
    this.navigator.go(links.cart);
  }

  private toCardView(option: ServiceOption, added: boolean): OptionCardView {
    const icon = safeImageUrl(option.icon) ?? this.serviceIcon;
    const detailsOpen = this.openDetails.has(option.id);
    return {
      id: option.id,
      name: option.name,
      ...(option.description ? { description: option.description } : {}),
      ...(icon ? { icon } : {}),
      ...(option.price !== undefined
        ? {
            price: formatMoney(option.price),
            priceWithGst: messages.services.priceWithGst(formatMoney(priceWithGst(option.price))),
          }
        : {}),
      details: optionDetails(option),
      added,
      bookLabel: added ? optionMessages.addedToCart : optionMessages.bookNow,
      detailsOpen,
      detailsLabel: detailsOpen ? optionMessages.hideDetails : optionMessages.viewDetails,
    };
  }
}

function optionDetails(option: ServiceOption): readonly string[] {
  const lines = [option.description ?? optionMessages.noDescription];
  if (option.price !== undefined) {
    const withGst = priceWithGst(option.price);
    lines.push(
      optionMessages.priceBreakdown(
        formatMoney(option.price),
        formatMoney(withGst - option.price),
        formatMoney(withGst),
      ),
    );
  }
  return lines;
}
