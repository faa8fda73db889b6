import type { SessionStore } from '../auth/SessionStore';
import type { BookingGateway } from '../booking/BookingGateway';
import type { GatewayFailure } from '../shared/GatewayFailure';
import { bookingPayment } from './bookingPayment';
import type { Payer } from './Payment';
import type { PaymentGateway } from './PaymentGateway';
import { paymentMessages } from './paymentMessages';
import type { PaymentSheet } from './PaymentSheet';

/** Why paying online did not finish: the booking stays, unpaid. */
export type UnpaidReason = 'closed' | 'failed' | 'unavailable' | 'not-verified' | 'refused';

export type PayOnlineOutcome =
  | { readonly kind: 'paid' }
  | { readonly kind: 'unpaid'; readonly reason: UnpaidReason; readonly message: string }
  | { readonly kind: 'session-ended' };

/**
 * Pays a booking online: the backend's order for it (the amount is the backend's, and asking again
 * gives the same order, so a retry charges nothing twice), the provider's checkout, then the
 * backend's verify. Paid only when the backend says so: when verify is refused, fails or times
 * out, the booking is read again (the provider's webhook may have told the backend meanwhile) and
 * is paid only if it says it is. Never throws.
 */
export class PayOnline {
  constructor(
    private readonly session: SessionStore,
    private readonly payments: PaymentGateway,
    private readonly sheet: PaymentSheet,
    private readonly bookings: BookingGateway,
  ) {}

  async execute(bookingId: number, payer: Payer): Promise<PayOnlineOutcome> {
    const { userId } = this.session.read();
    if (userId <= 0) return { kind: 'session-ended' };
    const order = await this.payments.createOrder(userId, bookingId);
    if (!order.ok) {
      if (order.error.kind === 'unauthorized') return { kind: 'session-ended' };
      // Refused: perhaps already paid (another tab, a webhook), which the booking says.
      if (order.error.kind === 'rejected' && (await this.isPaid(bookingId)))
        return { kind: 'paid' };
      return unpaid(order.error.kind === 'unavailable' ? 'unavailable' : 'refused');
    }
    const outcome = await this.sheet.pay(order.value, payer);
    if (outcome.kind !== 'authorized') return unpaid(outcome.kind);
    const verified = await this.payments.verify(userId, bookingId, outcome.proof);
    if (verified.ok) return { kind: 'paid' };
    if (await this.isPaid(bookingId)) return { kind: 'paid' };
    return isSessionEnd(verified.error) ? { kind: 'session-ended' } : unpaid('not-verified');
  }

  /** Whether the backend says the booking is paid: something paid, nothing left to pay. */
  private async isPaid(bookingId: number): Promise<boolean> {
    const detail = await this.bookings.getBookingDetail(bookingId);
    if (!detail.ok) return false;
    const payment = bookingPayment(detail.value);
    return payment?.paid !== undefined && !payment.toPay && !payment.afterService;
  }
}

function isSessionEnd(failure: GatewayFailure): boolean {
  return failure.kind === 'unauthorized';
}

function unpaid(reason: UnpaidReason): PayOnlineOutcome {
  const said: Record<UnpaidReason, string> = {
    closed: paymentMessages.unfinished.closed,
    failed: paymentMessages.unfinished.failed,
    unavailable: paymentMessages.unfinished.unavailable,
    'not-verified': paymentMessages.unfinished.notVerified,
    refused: paymentMessages.unfinished.refused,
  };
  return { kind: 'unpaid', reason, message: said[reason] };
}
