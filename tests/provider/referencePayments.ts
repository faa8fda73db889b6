import { DemoPaymentDesk } from '../../src/adapters/fake/DemoPaymentDesk';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DemoBackend, DemoReply, PaymentRules } from '../../src/adapters/fake/DemoBackend';
import { isPaymentMethod } from '../../src/adapters/fake/demoPayments';
import type {
  PaymentMethod,
  PaymentOrder,
  PaymentProof,
  PaymentState,
} from '../../src/core/payment/Payment';
import { paiseFromRupees } from '../../src/core/shared/Money';
import { fail, ok } from '../../src/core/shared/Result';

/**
 * The reference provider's payment provider (the `payments` extension): Razorpay as a backend
 * meets it, with test keys of its own, and the checkout's and the webhooks' signatures made and
 * checked as Razorpay makes them. A secure provider keeps the money rules; a spec-literal one
 * keeps the holes the security probe must name (README, "Security the contract cannot express").
 */

/** The merchant's public key id: the checkout opens orders with it. */
export const REFERENCE_KEY_ID = 'rzp_test_GharSevaRef01';
/** Test-only: signs the checkout's proofs. A real key secret lives only on the backend. */
export const REFERENCE_KEY_SECRET = 'gharseva-reference-key-secret-test-only';
/** Test-only: signs the provider's webhooks. */
export const REFERENCE_WEBHOOK_SECRET = 'gharseva-reference-webhook-secret-test-only';

export const WEBHOOK_PATH = '/webhooks/razorpay';
export const WEBHOOK_SIGNATURE_HEADER = 'x-razorpay-signature';

/** HMAC-SHA256 of `text` with `secret`, as hex: Razorpay's signatures. */
export function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** The checkout's signature of a payment: HMAC-SHA256(key secret, `order_id|payment_id`). */
export const REFERENCE_PAYMENTS: PaymentRules = {
  provider: 'razorpay',
  keyId: REFERENCE_KEY_ID,
  sign: (orderId, paymentId) => hmacHex(REFERENCE_KEY_SECRET, `${orderId}|${paymentId}`),
};

/** Whether `signature` is the webhook secret's over `rawBody`, compared in constant time. */
export function genuineWebhook(rawBody: string, signature: string | undefined): boolean {
  if (signature === undefined) return false;
  const expected = Buffer.from(hmacHex(REFERENCE_WEBHOOK_SECRET, rawBody), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The events a backend takes; any other is answered 200 and changes nothing. */
export const WEBHOOK_EVENTS = ['payment.captured', 'order.paid', 'refund.processed'] as const;

/** A webhook as Razorpay sends it, for the order `orderId`, paid (or refunded) by `method`. */
export function webhookBody(event: string, orderId: string, method: PaymentMethod = 'upi'): string {
  const paymentId = randomId('pay_');
  const payment = { entity: { id: paymentId, entity: 'payment', order_id: orderId, method } };
  const payload =
    event === 'order.paid'
      ? { payment, order: { entity: { id: orderId, entity: 'order', status: 'paid' } } }
      : event === 'refund.processed'
        ? { refund: { entity: { id: randomId('rfnd_'), payment_id: paymentId } }, payment }
        : { payment };
  return JSON.stringify({
    entity: 'event',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(Date.now() / 1000),
  });
}

/** The order a webhook is about, and how it was paid, read from Razorpay's payload. */
function webhookOrder(body: unknown): { orderId?: string; method: PaymentMethod } {
  const payload = (body as { payload?: Record<string, { entity?: Record<string, unknown> }> })
    ?.payload;
  const payment = payload?.payment?.entity;
  const orderId = payment?.order_id ?? payload?.order?.entity?.id;
  return {
    ...(typeof orderId === 'string' ? { orderId } : {}),
    method: isPaymentMethod(payment?.method) ? payment.method : 'upi',
  };
}

/** An order a careless backend created: for an amount it was sent, or a booking nobody pays. */
interface CarelessOrder {
  readonly bookingId: number;
  readonly methods: Map<string, PaymentMethod>;
}

const NOT_VERIFIED = 'The payment could not be verified';

/**
 * Payments over the demo backend. `holes` (the spec-literal provider): it takes an `Amount` the
 * body sends, accepts any signature, lets anyone pay or verify any booking (the booking's owner
 * is whoever it belongs to, whoever asks) and lets a cancelled booking be paid.
 */
export class ReferencePayments {
  private readonly careless = new Map<string, CarelessOrder>();

  private readonly desk: DemoPaymentDesk;

  constructor(
    private readonly backend: DemoBackend,
    readonly holes: boolean,
  ) {
    this.desk = new DemoPaymentDesk(backend);
  }

  /** Back to the seed. */
  reset(): void {
    this.careless.clear();
  }

  /** Whose booking it is for the call: the caller's, or with holes, whoever owns it. */
  private customer(userId: number, bookingId: number): number {
    return this.holes ? (this.backend.bookingOwner(bookingId) ?? userId) : userId;
  }

  createOrder(userId: number, bookingId: number, sentAmount: unknown): DemoReply<PaymentOrder> {
    const owner = this.customer(userId, bookingId);
    const order = this.desk.createPaymentOrder(owner, bookingId);
    if (!this.holes) return order;
    const sent = typeof sentAmount === 'number' && sentAmount >= 0 ? sentAmount : undefined;
    if (order.ok && sent === undefined) return order;
    // What a backend that forgets the work orders' status would charge: cancelled ones too.
    const unpaid = this.backend
      .bookingDetail(bookingId)
      .filter(
        (each) => each.payment?.state === 'unpaid' || each.payment?.state === 'pay-after-service',
      )
      .reduce((sum, each) => sum + (each.payment?.amount ?? 0), 0);
    const amount = sent === undefined ? unpaid : paiseFromRupees(sent);
    if (unpaid === 0) return order.ok ? fail('There is nothing to pay for this booking') : order;
    const orderId = randomId('order_');
    this.careless.set(orderId, { bookingId, methods: new Map() });
    return ok({
      provider: REFERENCE_PAYMENTS.provider,
      keyId: REFERENCE_KEY_ID,
      orderId,
      amount,
      currency: 'INR',
    });
  }

  verify(userId: number, bookingId: number, proof: PaymentProof): DemoReply<void> {
    const verified = this.desk.verifyPayment(this.customer(userId, bookingId), bookingId, proof);
    if (verified.ok || !this.holes) return verified;
    // Any signature, any order, any booking: paid.
    const method = this.careless.get(proof.orderId)?.methods.get(proof.paymentId) ?? 'upi';
    return this.desk.setPaymentState(bookingId, 'paid', method)
      ? ok(undefined)
      : fail(NOT_VERIFIED);
  }

  payAfterService(userId: number, bookingId: number): DemoReply<void> {
    return this.desk.payAfterService(this.customer(userId, bookingId), bookingId);
  }

  /** What the checkout hands its `handler` when the customer pays `orderId` by `method`. */
  authorize(orderId: string, method: PaymentMethod): PaymentProof | undefined {
    const careless = this.careless.get(orderId);
    if (!careless) return this.desk.authorizePayment(orderId, method);
    const paymentId = randomId('pay_');
    careless.methods.set(paymentId, method);
    return { orderId, paymentId, signature: REFERENCE_PAYMENTS.sign(orderId, paymentId) };
  }

  /**
   * A genuine webhook's event: paid (`payment.captured`, `order.paid`), refunded
   * (`refund.processed`), or nothing to do. False for an order nobody created.
   */
  takeWebhook(body: unknown): boolean {
    const event = (body as { event?: unknown } | null)?.event;
    if (typeof event !== 'string' || !(WEBHOOK_EVENTS as readonly string[]).includes(event))
      return true;
    const { orderId, method } = webhookOrder(body);
    if (orderId === undefined) return false;
    const careless = this.careless.get(orderId);
    const state: PaymentState = event === 'refund.processed' ? 'refunded' : 'paid';
    if (careless) return this.desk.setPaymentState(careless.bookingId, state, method);
    return state === 'refunded'
      ? this.desk.refundProcessed(orderId)
      : this.desk.paymentCaptured(orderId, method);
  }
}

/** `prefix` and 14 random hex digits, like Razorpay's ids. */
function randomId(prefix: string): string {
  return prefix + randomBytes(7).toString('hex');
}
