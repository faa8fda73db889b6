import type { PaymentMethod, PaymentState } from '../../core/payment/Payment';
import { PAYMENT_METHODS } from '../../core/payment/Payment';
import type { Paise } from '../../core/shared/Money';

/**
 * The demo backend's payments (the `payments` extension), as a backend keeps them: each work
 * order's share of its booking's amount with GST, its state, and the provider's order and
 * payments of each booking. Pure functions over the stored state; DemoBackend applies them.
 */

/** A work order's payment as the demo stores it (ISO 8601 times). */
export interface StoredPayment {
  state: PaymentState;
  /** Its amount with its share of the booking's GST, in paise. */
  amount: Paise;
  method?: PaymentMethod;
  /** When it was paid, or its refund started or reached the customer. */
  at?: string;
}

/** The provider's order of a booking, and the payments it has seen for it. */
export interface StoredPaymentOrder {
  orderId: string;
  amount: Paise;
  /** Payments the checkout authorised for this order, by id, with how they were made. */
  authorized: { paymentId: string; method: PaymentMethod }[];
  /** Payment ids already verified: a proof is taken once. */
  verified: string[];
}

/** How long a refund takes to reach the customer in the demo, on the demo's clock. */
export const DEMO_REFUND_AFTER_MS = 10 * 60 * 1000;

/**
 * Shares `tax` out over the lines in proportion to their totals, to the paisa, so that the shares
 * add up to it exactly (largest remainder first, then the earlier line).
 */
export function taxShares(totals: readonly Paise[], tax: Paise): Paise[] {
  const sum = totals.reduce((all, total) => all + total, 0);
  if (sum === 0) return totals.map((_, index) => (index === 0 ? tax : 0));
  const exact = totals.map((total) => (total * tax) / sum);
  const shares = exact.map(Math.floor);
  let left = tax - shares.reduce((all, share) => all + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** A refund that started long enough ago has reached the customer (a pure function of time). */
export function refundProgressed(payment: StoredPayment, now: Date): StoredPayment {
  if (payment.state !== 'refund-started' || payment.at === undefined) return payment;
  const reachedAt = Date.parse(payment.at) + DEMO_REFUND_AFTER_MS;
  return now.getTime() >= reachedAt
    ? { ...payment, state: 'refunded', at: new Date(reachedAt).toISOString() }
    : payment;
}

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly unknown[]).includes(value);
}
