import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ConfirmBooking } from '../../core/booking/ConfirmBooking';
import type { CartItem } from '../../core/cart/CartItem';
import { gstBreakdown, lineTotal } from '../../core/cart/gstPricing';
import { messages } from '../../core/shared/messages';
import { formatMoney } from '../../core/shared/Money';
import { notification, type Notifier } from '../../core/shared/Notification';
import type { Navigator } from '../Navigator';
import type { BusyModel } from '../shell/BusyModel';
import type { CartModel } from './CartModel';
import { links } from '../links';

export interface ConfirmBookingViewModel {
  readonly title: string;
  readonly lines: readonly {
    readonly id: number;
    readonly label: string;
    readonly amount: string;
  }[];
  readonly subtotal: string;
  readonly tax: string;
  readonly totalAmount: string;
  readonly question: string;
  readonly payLabel: string;
  readonly paying: boolean;
}

/** The confirm booking dialog (SPEC §2, §4): the summary and Pay Now, which books exactly once. */
export class ConfirmBookingPresenter {
  paying = false;
  /**
   * The cart as it was saved to the server when the dialog opened: that is what Pay Now books,
   * even if another tab changes the cart meanwhile, or the booking empties it while closing.
   */
  private booked: readonly CartItem[] | undefined;

  constructor(
    private readonly cart: CartModel,
    private readonly confirmBooking: ConfirmBooking,
    private readonly busy: BusyModel,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
  ) {
    makeAutoObservable<
      ConfirmBookingPresenter,
      'cart' | 'confirmBooking' | 'busy' | 'notifier' | 'navigator' | 'booked'
    >(this, {
      cart: false,
      confirmBooking: false,
      busy: false,
      notifier: false,
      navigator: false,
      booked: observableRef,
    });
  }

  get viewModel(): ConfirmBookingViewModel {
    const items = this.booked ?? this.cart.items;
    const { subtotal, tax, total } = gstBreakdown(items);
    return {
      title: messages.confirmBookingTitle,
      lines: items.map((item) => ({
        id: item.optionId,
        label: messages.cart.lineSummary(item.quantity, item.optionName),
        amount: formatMoney(lineTotal(item)),
      })),
      subtotal: formatMoney(subtotal),
      tax: formatMoney(tax),
      totalAmount: formatMoney(total),
      question: messages.confirmBookingQuestion,
      payLabel: messages.cart.payNow(formatMoney(total)),
      paying: this.paying,
    };
  }

  /** Takes the cart's picture when the dialog opens (the cart was just saved to the server). */
  open(): void {
    this.booked = this.cart.items;
  }

  /**
   * Pay Now: books, and on success says 'Your BookingId is …' and goes to My Bookings (the cart is
   * emptied by the use case). On failure the cart is kept and the dialog stays open. A second
   * click while the first is running does nothing. Resolves to true when booked.
   */
  async pay(): Promise<boolean> {
    if (this.paying) return false;
    this.paying = true;
    const result = await this.busy.during(() => this.confirmBooking.execute());
    runInAction(() => (this.paying = false));
    if (!result.ok) {
      this.notifier.notify(notification('error', result.error.message));
      return false;
    }
    this.notifier.notify(notification('success', result.value.message));
    this.navigator.go(links.myBookings);
    return true;
  }
}
