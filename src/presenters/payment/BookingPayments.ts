import { cancelRuleMessages } from '../../core/booking/cancelRuleMessages';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { WorkOrder } from '../../core/booking/Booking';
import { bookingPayment, refundOnCancel } from '../../core/payment/bookingPayment';
import type { PayAfterService } from '../../core/payment/PayAfterService';
import type { PayOnline, PayOnlineOutcome } from '../../core/payment/PayOnline';
import type { Once } from '../../core/shared/loadOnce';
import type { Payer } from '../../core/payment/Payment';
import { paymentMessages } from '../../core/payment/paymentMessages';
import { paymentLines, refundWording } from '../../core/payment/paymentWording';
import type { GetVisitDetails } from '../../core/profile/GetVisitDetails';
import type { Extensions } from '../../core/shared/Extensions';
import { formatMoney } from '../../core/shared/Money';
import { fail } from '../../core/shared/Result';
import { notification, type Notifier } from '../../core/shared/Notification';
import type { LoginGate } from '../auth/LoginGate';
import type { ConnectionModel } from '../shell/ConnectionModel';
import { goesOnline } from '../shell/needsNetwork';

/** What a booking says about its money, and what she can do about it. */
export interface PaymentView {
  /** "Paid ₹352.82 by UPI on 27 Nov 2026", "Not paid yet: ₹352.82", "Refund of ₹352.82 on its way". */
  readonly lines: readonly string[];
  /** Why her last try did not finish, said plainly, while the booking is still unpaid. */
  readonly note?: string;
  /** While something is to pay: "Pay ₹352.82 now" and, unless chosen already, "Pay after the service instead". */
  readonly actions?: PaymentActionsView;
}

export interface PaymentActionsView {
  readonly payNow: string;
  readonly afterService?: string;
  /** This booking is being paid or changed: both wait. */
  readonly busy: boolean;
}

/**
 * The use cases of paying, whose code downloads when she first pays (or chooses to pay after the
 * service), not with the pages that show a booking's money.
 */
export interface Paying {
  readonly payOnline: Pick<PayOnline, 'execute'>;
  readonly payAfterService: Pick<PayAfterService, 'execute'>;
  readonly visitDetails: Pick<GetVisitDetails, 'execute'>;
}

/** Whether to notify how it went (the confirm dialog says the booking itself, and the greeting the rest). */
interface Quiet {
  readonly quiet?: boolean;
}

/**
 * Paying a booking (the `payments` extension), shared by the confirm dialog, the greeting, My
 * Bookings and the booking's detail: pay online now, or after the service instead. It remembers
 * why the last try of each booking did not finish, for the booking to say so until it is paid.
 * What is paid and what is to pay are always the backend's (the booking's work orders).
 */
export class BookingPayments {
  /** The booking being paid or changed now, if any: one at a time. */
  busyWith: number | undefined = undefined;
  private readonly unfinished = observable.map<number, string>();

  constructor(
    private readonly paying: Once<Paying>,
    private readonly notifier: Notifier,
    private readonly connection: ConnectionModel,
    private readonly loginGate: LoginGate,
    private readonly extensions: Extensions,
    /** `VITE_REFUND_DAYS`, "5–7". */
    private readonly refundDays: string,
  ) {
    makeAutoObservable<BookingPayments, 'unfinished'>(this, { unfinished: false });
  }

  /** Whether the backend takes payments: without, the app is as SPEC §7 has it. */
  get enabled(): boolean {
    return this.extensions.has('payments');
  }

  /** What `workOrders` of booking `bookingId` say about money; undefined from a backend without payments. */
  view(bookingId: number, workOrders: readonly WorkOrder[]): PaymentView | undefined {
    const payment = this.enabled ? bookingPayment(workOrders) : undefined;
    if (!payment) return undefined;
    const lines = paymentLines(payment);
    const due = (payment.toPay?.amount ?? 0) + (payment.afterService?.amount ?? 0);
    const note = payment.toPay ? this.unfinished.get(bookingId) : undefined;
    return {
      lines,
      ...(note ? { note } : {}),
      ...(due > 0
        ? {
            actions: {
              payNow: paymentMessages.actions.payNow(formatMoney(due)),
              ...(payment.toPay
                ? { afterService: paymentMessages.actions.afterServiceInstead }
                : {}),
              busy: this.busyWith === bookingId,
            },
          }
        : {}),
    };
  }

  /**
   * What cancelling `order` gives back and where, before she confirms; undefined when nothing.
   * With the cancellation `fee` due ("₹100.00"), what was paid less that fee.
   */
  refundOnCancel(order: WorkOrder, fee?: string): string | undefined {
    const amount = this.enabled ? refundOnCancel(order) : undefined;
    if (amount === undefined) return undefined;
    return fee
      ? cancelRuleMessages.refundLessFee(formatMoney(amount), fee, this.refundDays)
      : refundWording(amount, order.payment?.method, this.refundDays);
  }

  /**
   * Pays `bookingId` online now: the backend's order, the provider's checkout, the backend's
   * verify. Offline it says so and starts nothing. Resolves to how it ended (undefined when it
   * did not start); the booking is kept, unpaid, whenever it does not finish.
   */
  async payNow(
    bookingId: number,
    payer?: Payer,
    { quiet = false }: Quiet = {},
  ): Promise<PayOnlineOutcome | undefined> {
    if (this.busyWith !== undefined) return undefined;
    if (!goesOnline(this.connection, this.notifier, paymentMessages.offline)) return undefined;
    this.busyWith = bookingId;
    const outcome = await this.paying()
      .then(async (use) => use.payOnline.execute(bookingId, payer ?? (await payerOf(use))))
      .catch(unavailable);
    runInAction(() => {
      this.busyWith = undefined;
      if (outcome.kind === 'unpaid') this.unfinished.set(bookingId, outcome.message);
      else this.unfinished.delete(bookingId);
    });
    if (outcome.kind === 'session-ended') void this.loginGate.request();
    else if (!quiet)
      this.notifier.notify(
        outcome.kind === 'paid'
          ? notification('success', paymentMessages.paidNow)
          : notification('warning', outcome.message),
      );
    return outcome;
  }

  /** Pay after the service instead: the technician takes UPI or cash. Resolves to true when done. */
  async payAfterService(bookingId: number, { quiet = false }: Quiet = {}): Promise<boolean> {
    if (this.busyWith !== undefined) return false;
    if (!goesOnline(this.connection, this.notifier, paymentMessages.offline)) return false;
    this.busyWith = bookingId;
    const result = await this.paying()
      .then((use) => use.payAfterService.execute(bookingId))
      .catch(() =>
        fail({ reason: 'failed' as const, message: paymentMessages.afterServiceFailed }),
      );
    runInAction(() => {
      this.busyWith = undefined;
      if (result.ok) this.unfinished.delete(bookingId);
      else this.unfinished.set(bookingId, result.error.message);
    });
    if (!result.ok && result.error.reason === 'session-ended') void this.loginGate.request();
    else if (!quiet)
      this.notifier.notify(
        result.ok
          ? notification('success', result.value.message)
          : notification('error', result.error.message),
      );
    return result.ok;
  }
}

/** Who pays, for the checkout to prefill: her profile's name and number, when it can be read. */
async function payerOf(use: Paying): Promise<Payer> {
  const details = await use.visitDetails.execute();
  return details.ok
    ? {
        name: details.value.name,
        mobile: details.value.mobile,
        ...(details.value.email ? { email: details.value.email } : {}),
      }
    : { name: '', mobile: '' };
}

/** Paying's code could not be downloaded (offline meanwhile): the checkout cannot be had. */
function unavailable(): PayOnlineOutcome {
  return { kind: 'unpaid', reason: 'unavailable', message: paymentMessages.unfinished.unavailable };
}
