import { confirmMessages } from '../../core/profile/confirmMessages';
import { priceMessages } from '../../core/cart/priceMessages';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { COUNTRY_CODE } from '../../core/auth/mobileNumber';
import type { ConfirmBooking } from '../../core/booking/ConfirmBooking';
import type { CartItem } from '../../core/cart/CartItem';
import { gstBreakdown, lineTotal } from '../../core/cart/gstPricing';
import type { GetVisitDetails, VisitDetails } from '../../core/profile/GetVisitDetails';
import { formatMoney } from '../../core/shared/Money';
import { notification, type Notifier } from '../../core/shared/Notification';
import type { LoginGate } from '../auth/LoginGate';
import type { RecentBooking } from '../booking/RecentBooking';
import type { VisitTimePicker } from '../booking/VisitTimePicker';
import { links } from '../links';
import type { Navigator } from '../Navigator';
import type { BusyModel } from '../shell/BusyModel';
import type { CartModel } from './CartModel';
import type { PendingCheckout } from './PendingCheckout';
import type { PriceReview } from './PriceReview';
import { ConnectionModel } from '../shell/ConnectionModel';
import { goesOnline } from '../shell/needsNetwork';
import { offlineMessages } from '../offline/offlineMessages';
import { cartMessages, checkoutMessages } from '../../core/cart/cartMessages';
import type { PaymentChoice, PaymentChoiceStore } from '../../core/payment/PaymentChoice';
import { paymentMessages } from '../../core/payment/paymentMessages';
import type { BookingPayments } from '../payment/BookingPayments';
import type { BusinessTerms } from '../../core/shared/BusinessTerms';
import { generalCancelRule } from '../../core/booking/cancelRuleWording';
import { cancelRuleMessages } from '../../core/booking/cancelRuleMessages';

/** Where the technician goes and whom they call, from the profile. */
export type VisitView =
  | { readonly status: 'loading'; readonly label: string }
  | { readonly status: 'error'; readonly message: string }
  | {
      readonly status: 'ready';
      readonly heading: string;
      /** The street address, then the city; or a nudge to add one. */
      readonly addressLines: readonly string[];
      readonly hasAddress: boolean;
      readonly contactHeading: string;
      /** "Priya Sharma, +91 9876543210". */
      readonly contact: string;
    };

export interface ConfirmBookingViewModel {
  readonly title: string;
  readonly lines: readonly {
    readonly id: number;
    /** The service the option belongs to, 'Geyser'. */
    readonly service: string;
    /** '1 × Thermostat replacement'. */
    readonly label: string;
    readonly amount: string;
  }[];
  readonly subtotal: string;
  readonly tax: string;
  readonly totalAmount: string;
  readonly visit: VisitView;
  readonly changeLabel: string;
  /** What the Change link says to a screen reader. */
  readonly changeDescription: string;
  /** What checkout found when it read today's prices, before the customer pays. */
  readonly priceNotes?: { readonly title: string; readonly lines: readonly string[] };
  readonly question: string;
  /** The cancellation rule, and its policy opened in a new tab so the dialog stays as it is. */
  readonly cancelRule: string;
  readonly cancelPolicy: { readonly label: string; readonly href: string; readonly newTab: string };
  readonly payLabel: string;
  readonly paying: boolean;
  /** The customer chooses the visit's window before Pay Now (the `slots` extension). */
  readonly choosesVisitTime: boolean;
  /** How she pays: online now or after the service (the `payments` extension). */
  readonly payment?: PaymentChoiceView;
}

export interface PaymentChoiceView {
  /** 'How would you like to pay?'. */
  readonly legend: string;
  readonly options: readonly { readonly value: PaymentChoice; readonly label: string }[];
  readonly chosen: PaymentChoice;
}

/**
 * The confirm booking dialog (SPEC §2, §4): the summary, where the visit is and whom we call, and
 * Pay Now, which books exactly once.
 */
export class ConfirmBookingPresenter {
  paying = false;
  /**
   * The cart as it was saved to the server when the dialog opened: that is what Pay Now books,
   * even if another tab changes the cart meanwhile, or the booking empties it while closing.
   */
  private booked: readonly CartItem[] | undefined;
  private visit: VisitDetails | 'loading' | 'error' = 'loading';
  /** How she pays this booking: as last time on this device, online unless she said otherwise. */
  paymentChoice: PaymentChoice;

  constructor(
    private readonly cart: CartModel,
    private readonly confirmBooking: ConfirmBooking,
    private readonly getVisitDetails: GetVisitDetails,
    private readonly pendingCheckout: PendingCheckout,
    private readonly recentBooking: RecentBooking,
    private readonly busy: BusyModel,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
    private readonly priceReview: PriceReview,
    private readonly loginGate: LoginGate,
    readonly visitTime: VisitTimePicker,
    private readonly connection: ConnectionModel,
    private readonly payments: BookingPayments,
    private readonly choiceStore: PaymentChoiceStore,
    private readonly terms: BusinessTerms,
  ) {
    this.paymentChoice = choiceStore.read() ?? 'online';
    makeAutoObservable<ConfirmBookingPresenter, 'booked' | 'visit' | 'terms'>(this, {
      booked: observableRef,
      visit: observableRef,
      terms: false,
    });
  }

  get viewModel(): ConfirmBookingViewModel {
    const items = this.booked ?? this.cart.items;
    const { subtotal, tax, total } = gstBreakdown(items);
    return {
      title: checkoutMessages.confirmBookingTitle,
      lines: items.map((item) => ({
        id: item.optionId,
        service: item.serviceName,
        label: cartMessages.lineSummary(item.quantity, item.optionName),
        amount: formatMoney(lineTotal(item)),
      })),
      subtotal: formatMoney(subtotal),
      tax: formatMoney(tax),
      totalAmount: formatMoney(total),
      visit: visitView(this.visit),
      changeLabel: confirmMessages.change,
      changeDescription: confirmMessages.changeLabel,
      ...priceNotes(this.priceReview),
      question: checkoutMessages.confirmBookingQuestion,
      cancelRule: generalCancelRule(this.terms),
      cancelPolicy: {
        label: cancelRuleMessages.policyLink,
        href: links.cancellationPolicy,
        newTab: cancelRuleMessages.newTab,
      },
      payLabel: this.payLabel(formatMoney(total)),
      paying: this.paying,
      choosesVisitTime: this.visitTime.enabled,
      ...(this.payments.enabled ? { payment: this.choiceView } : {}),
    };
  }

  /** SPEC's "Pay Now (₹…)", unless she chose to pay after the service. */
  private payLabel(total: string): string {
    return this.payments.enabled && this.paymentChoice === 'after-service'
      ? paymentMessages.choice.bookAfterService
      : cartMessages.payNow(total);
  }

  private get choiceView(): PaymentChoiceView {
    const { choice } = paymentMessages;
    return {
      legend: choice.legend,
      options: [
        { value: 'online', label: choice.online },
        { value: 'after-service', label: choice.afterService },
      ],
      chosen: this.paymentChoice,
    };
  }

  /** She chose how to pay: remembered on the device for next time. */
  choosePayment(choice: PaymentChoice): void {
    if (this.paying) return;
    this.paymentChoice = choice;
    this.choiceStore.write(choice);
  }

  /**
   * Takes the cart's picture when the dialog opens (the cart was just saved to the server), and
   * reads where the visit is and, with the `slots` extension, the windows it can be in.
   */
  async open(): Promise<void> {
    this.booked = this.cart.items;
    this.visit = 'loading';
    const windows = this.visitTime.load();
    const result = await this.getVisitDetails.execute();
    runInAction(() => (this.visit = result.ok ? result.value : 'error'));
    await windows;
  }

  /** Change: to the profile page, which brings the customer back to this booking once saved. */
  changeDetails(): void {
    this.pendingCheckout.hold();
    this.navigator.go(links.profile);
  }

  /**
   * Pay Now: books, and on success says 'Your BookingId is …' and goes to My Bookings, which
   * greets the booking (the cart is emptied by the use case). On failure the cart is kept and the
   * dialog stays open. A second click while the first is running does nothing. Resolves to true
   * when booked. With the `payments` extension the booking is then paid online (the provider's
   * checkout opens over the dialog) or marked to pay after the service; a payment that does not
   * finish leaves the booking made and unpaid, which the greeting says, with a way to pay.
   */
  async pay(): Promise<boolean> {
    if (this.paying) return false;
    if (!goesOnline(this.connection, this.notifier, offlineMessages.needed.pay)) return false;
    // With the `slots` extension the visit's window comes first.
    const window = this.visitTime.chosen;
    if (this.visitTime.enabled && !window) {
      this.visitTime.requireChoice();
      return false;
    }
    this.paying = true;
    const receipt = this.viewModel;
    const result = await this.busy.during(() => this.confirmBooking.execute(window));
    runInAction(() => (this.paying = false));
    if (!result.ok) {
      // The backend ended the session: SessionModel said so; log in, and Pay Now is there again.
      if (result.error.reason === 'session-ended') void this.loginGate.request();
      // Everything else stays as it was, the cart and the address: only the time is chosen
      // again, and the strip says so where she chooses.
      else if (result.error.reason === 'window-full') await this.visitTime.windowFilled();
      else this.notifier.notify(notification('error', result.error.message));
      return false;
    }
    if (this.payments.enabled) await this.settlePayment(result.value.bookingId);
    this.recentBooking.record({
      bookingId: result.value.bookingId,
      lines: receipt.lines.map(({ service, label }) => ({ service, label })),
      total: receipt.totalAmount,
      contact: typeof this.visit === 'object' ? phone(this.visit.mobile) : '',
      ...(window ? { visit: window } : {}),
    });
    this.visitTime.clear();
    this.priceReview.clear();
    this.notifier.notify(notification('success', result.value.message));
    this.navigator.go(links.myBookings);
    return true;
  }

  /** The booking is made: paid online now, or to pay after the service, as she chose. */
  private async settlePayment(bookingId: number): Promise<void> {
    runInAction(() => (this.paying = true));
    const visit = this.visit;
    if (this.paymentChoice === 'online')
      await this.payments.payNow(
        bookingId,
        typeof visit === 'object'
          ? {
              name: visit.name,
              mobile: visit.mobile,
              ...(visit.email ? { email: visit.email } : {}),
            }
          : undefined,
        { quiet: true },
      );
    else await this.payments.payAfterService(bookingId, { quiet: true });
    runInAction(() => (this.paying = false));
  }
}

function phone(mobile: string): string {
  return `${COUNTRY_CODE} ${mobile}`;
}

function visitView(visit: VisitDetails | 'loading' | 'error'): VisitView {
  if (visit === 'loading') return { status: 'loading', label: confirmMessages.loading };
  if (visit === 'error') return { status: 'error', message: confirmMessages.visitUnavailable };
  return {
    status: 'ready',
    heading: confirmMessages.visitHeading,
    addressLines: visit.address ? [visit.address, visit.area] : [confirmMessages.noAddress],
    hasAddress: visit.address !== '',
    contactHeading: confirmMessages.contactHeading,
    contact: [visit.name, phone(visit.mobile)].filter(Boolean).join(', '),
  };
}

function priceNotes(review: PriceReview): Pick<ConfirmBookingViewModel, 'priceNotes'> {
  const lines = review.notes;
  return lines.length > 0 ? { priceNotes: { title: priceMessages.pricesChangedTitle, lines } } : {};
}
