import { makeAutoObservable, runInAction } from 'mobx';
import type { ConfirmBooking } from '../../core/booking/ConfirmBooking';
import { lineTotal } from '../../core/cart/gstPricing';
import { messages } from '../../core/shared/messages';
import { formatMoney } from '../../core/shared/Money';
import { notification, type Notifier } from '../../core/shared/Notification';
import type { Navigator } from '../Navigator';
import type { BusyModel } from '../shell/BusyModel';
import type { CartModel } from './CartModel';

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

  constructor(
    private readonly cart: CartModel,
    private readonly confirmBooking: ConfirmBooking,
    private readonly busy: BusyModel,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
  ) {
    makeAutoObservable<
      ConfirmBookingPresenter,
      'cart' | 'confirmBooking' | 'busy' | 'notifier' | 'navigator'
    >(this, {
      cart: false,
      confirmBooking: false,
      busy: false,
      notifier: false,
      navigator: false,
    });
  }

  get viewModel(): ConfirmBookingViewModel {
    const { subtotal, tax, total } = this.cart.totals;
    return {
      title: messages.confirmBookingTitle,
      lines: this.cart.items.map((item) => ({
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
    this.navigator.go('/my-bookings');
    return true;
  }
}
