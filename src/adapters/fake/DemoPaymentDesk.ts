import type { PaymentMethod, PaymentOrder, PaymentProof } from '../../core/payment/Payment';
import type { PaymentGateway } from '../../core/payment/PaymentGateway';
import { fail, ok } from '../../core/shared/Result';
import { demoRejections, type DemoBackend, type DemoReply, type PaymentRules } from './DemoBackend';
import type { StoredPayment } from './demoPayments';
import type { DemoState, StoredBooking, StoredWorkOrder } from './DemoState';
import type { DemoCalls } from './fakeGateway';
import { sameText } from './sameText';

/**
 * The demo's provider: its sheet and its backend live in the same browser, so its signature is a
 * keyed digest of no secret worth the name; only the shape of the exchange is real.
 */
export const DEMO_PAYMENTS: PaymentRules = {
  provider: 'demo',
  keyId: 'demo_key',
  sign: (orderId, paymentId) => demoDigest(`${orderId}|${paymentId}`),
};

/**
 * The demo backend's payments desk (the `payments` extension): the provider's orders, the
 * checkout's proofs and their check, the provider's webhooks. A module of its own, over the
 * backend's state, so the demo downloads it when she first pays, not with every page.
 */
export class DemoPaymentDesk {
  private readonly rules: PaymentRules;

  constructor(private readonly backend: DemoBackend) {
    this.rules = backend.paymentRules ?? DEMO_PAYMENTS;
  }

  /**
   * The provider's order for the booking's unpaid work orders (the `payments` extension), for
   * the amount the backend priced them at: the same order until it is paid, a new one when what
   * is to pay changed (an order cancelled meanwhile).
   */
  createPaymentOrder(userId: number, bookingId: number): DemoReply<PaymentOrder> {
    return this.backend.change((state) => {
      const booking = bookingOf(state, userId, bookingId);
      if (!booking) return fail(demoRejections.bookingNotFound);
      const amount = amountToPay(booking);
      if (amount === 0) return fail(demoRejections.nothingToPay);
      if (booking.paymentOrder?.amount !== amount) {
        booking.paymentOrder = {
          orderId: randomId('order_'),
          amount,
          authorized: [],
          verified: [],
        };
      }
      const { provider, keyId } = this.rules;
      return ok({
        provider,
        keyId,
        orderId: booking.paymentOrder.orderId,
        amount,
        currency: 'INR',
      });
    });
  }

  /**
   * What the provider's checkout does when the customer pays `orderId` by `method`: a payment,
   * and the proof it hands the browser (the demo's sheet, and the reference provider's test
   * checkout). Undefined for an order nobody created.
   */
  authorizePayment(orderId: string, method: PaymentMethod): PaymentProof | undefined {
    return this.backend.change((state) => {
      const booking = state.bookings.find((each) => each.paymentOrder?.orderId === orderId);
      if (!booking?.paymentOrder) return undefined;
      const paymentId = randomId('pay_');
      booking.paymentOrder.authorized.push({ paymentId, method });
      return { orderId, paymentId, signature: this.rules.sign(orderId, paymentId) };
    });
  }

  /**
   * Checks the checkout's proof against the order the backend stored for the booking (never the
   * order id sent), in constant time, each payment once; then the booking's unpaid work orders
   * are paid.
   */
  verifyPayment(userId: number, bookingId: number, proof: PaymentProof): DemoReply<void> {
    return this.backend.change((state, now) => {
      const booking = bookingOf(state, userId, bookingId);
      const order = booking?.paymentOrder;
      if (!booking || !order) return fail(demoRejections.paymentNotVerified);
      const expected = this.rules.sign(order.orderId, proof.paymentId);
      const genuine =
        sameText(expected, proof.signature) &&
        proof.orderId === order.orderId &&
        !order.verified.includes(proof.paymentId);
      if (!genuine) return fail(demoRejections.paymentNotVerified);
      order.verified.push(proof.paymentId);
      const method =
        order.authorized.find((each) => each.paymentId === proof.paymentId)?.method ?? 'upi';
      markPaid(booking, method, now);
      return ok(undefined);
    });
  }

  /**
   * The provider says an order was paid (its `order.paid` webhook): how a payment whose verify
   * never reached the backend is found. `false` for an order nobody created.
   */
  paymentCaptured(orderId: string, method: PaymentMethod = 'upi'): boolean {
    return this.backend.change((state, now) => {
      const booking = state.bookings.find((each) => each.paymentOrder?.orderId === orderId);
      if (!booking) return false;
      markPaid(booking, method, now);
      return true;
    });
  }

  /**
   * The provider refunded what was paid for order `orderId` (its `refund.processed` webhook):
   * the booking's orders whose refund started are refunded now. `false` for an order nobody
   * created.
   */
  refundProcessed(orderId: string): boolean {
    return this.backend.change((state, now) => {
      const booking = state.bookings.find((each) => each.paymentOrder?.orderId === orderId);
      if (!booking) return false;
      const at = now.toISOString();
      for (const order of booking.workOrders)
        if (order.payment?.state === 'refund-started')
          order.payment = { ...order.payment, state: 'refunded', at };
      return true;
    });
  }

  /**
   * Puts every work order of a booking in payment state `paymentState`, as the back office
   * would, paid by `method` where it was paid: for provider states of the contract tests, and
   * for the reference provider's model of a careless backend. `unpaid` forgets the booking's
   * provider order too. `false` when there is no such booking.
   */
  setPaymentState(
    bookingId: number,
    paymentState: StoredPayment['state'],
    method: PaymentMethod = 'upi',
  ): boolean {
    return this.backend.change((state, now) => {
      const booking = state.bookings.find((each) => each.bookingId === bookingId);
      if (!booking) return false;
      const at = now.toISOString();
      const dated = paymentState !== 'unpaid' && paymentState !== 'pay-after-service';
      booking.workOrders = booking.workOrders.map((order) => {
        const amount = order.payment?.amount ?? order.unitPrice * order.quantity;
        const payment: StoredPayment = {
          state: paymentState,
          amount,
          ...(dated ? { method } : {}),
          ...(dated ? { at } : {}),
        };
        return { ...order, payment };
      });
      if (paymentState === 'unpaid') delete booking.paymentOrder;
      return true;
    });
  }

  /** The booking's unpaid work orders are to be paid to the technician after the service. */
  payAfterService(userId: number, bookingId: number): DemoReply<void> {
    return this.backend.change((state) => {
      const booking = bookingOf(state, userId, bookingId);
      if (!booking) return fail(demoRejections.bookingNotFound);
      const unpaid = chargeable(booking).filter((order) => order.payment?.state === 'unpaid');
      if (unpaid.length === 0) return fail(demoRejections.nothingToPay);
      for (const order of unpaid) if (order.payment) order.payment.state = 'pay-after-service';
      return ok(undefined);
    });
  }
}

const customerNamed = (_backend: DemoBackend, userId: number) => userId;

export const DEMO_PAYMENT_CALLS: DemoCalls<PaymentGateway> = {
  createOrder: {
    owner: customerNamed,
    extension: 'payments',
    answer: ({ backend }, userId, bookingId) =>
      new DemoPaymentDesk(backend).createPaymentOrder(userId, bookingId),
  },
  verify: {
    owner: customerNamed,
    extension: 'payments',
    answer: ({ backend }, userId, bookingId, proof) =>
      new DemoPaymentDesk(backend).verifyPayment(userId, bookingId, proof),
  },
  payAfterService: {
    owner: customerNamed,
    extension: 'payments',
    answer: ({ backend }, userId, bookingId) =>
      new DemoPaymentDesk(backend).payAfterService(userId, bookingId),
  },
};

/** The customer's booking `bookingId`; undefined when there is none, or it is another's. */
function bookingOf(state: DemoState, userId: number, bookingId: number): StoredBooking | undefined {
  return state.bookings.find((each) => each.bookingId === bookingId && each.userId === userId);
}

/** The work orders that cost something: not cancelled (7), not rejected (6). */
function chargeable(booking: StoredBooking): StoredWorkOrder[] {
  return booking.workOrders.filter((order) => order.statusId !== 6 && order.statusId !== 7);
}

/** What is still to pay online: the unpaid and the to-pay-after-service orders that cost something. */
function amountToPay(booking: StoredBooking): number {
  return chargeable(booking)
    .filter(
      (order) => order.payment?.state === 'unpaid' || order.payment?.state === 'pay-after-service',
    )
    .reduce((sum, order) => sum + (order.payment?.amount ?? 0), 0);
}

function markPaid(booking: StoredBooking, method: PaymentMethod, now: Date): void {
  for (const order of chargeable(booking)) {
    const payment = order.payment;
    if (payment?.state === 'unpaid' || payment?.state === 'pay-after-service')
      order.payment = { ...payment, state: 'paid', method, at: now.toISOString() };
  }
}

/** `prefix` and 16 random hex digits: `order_…`, `pay_…`. */
function randomId(prefix: string): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(8));
  return prefix + Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A short, stable digest of `text` (FNV-1a, 64 bits as hex): the demo's stand-in signature. */
function demoDigest(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const char of text) {
    hash ^= BigInt(char.codePointAt(0) ?? 0);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}
