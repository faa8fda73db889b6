import type { Paise } from '../shared/Money';

/**
 * Where a work order stands in being paid (the `payments` extension): not paid yet, paid online,
 * to be paid to the technician after the service, or, once a paid order is cancelled or
 * rejected, its refund on its way and then back with the customer.
 */
export const PAYMENT_STATES = [
  'unpaid',
  'paid',
  'pay-after-service',
  'refund-started',
  'refunded',
] as const;

export type PaymentState = (typeof PAYMENT_STATES)[number];

/** How a customer paid. */
export const PAYMENT_METHODS = ['upi', 'card', 'netbanking', 'wallet', 'cash'] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A work order's payment, as the backend says it is. */
export interface WorkOrderPayment {
  readonly state: PaymentState;
  /** This order's amount with GST, as the backend priced it: to pay, paid, or coming back. */
  readonly amount: Paise;
  /** How it was paid, once it was. */
  readonly method?: PaymentMethod;
  /** When it was paid, its refund started, or its refund reached the customer. */
  readonly at?: Date;
}

/**
 * The payment order the backend created for a booking with the payment provider: the checkout
 * opens it, for the amount the backend decided (never one the browser sends).
 */
export interface PaymentOrder {
  /** The provider whose checkout takes it (`razorpay`). */
  readonly provider: string;
  /** The provider's public key id of the merchant: not a secret. */
  readonly keyId: string;
  readonly orderId: string;
  readonly amount: Paise;
  readonly currency: 'INR';
}

/** What the provider's checkout gives for an authorised payment, for the backend to verify. */
export interface PaymentProof {
  readonly orderId: string;
  readonly paymentId: string;
  readonly signature: string;
}

/** Who pays, prefilled in the checkout. */
export interface Payer {
  readonly name: string;
  /** Ten digits, without +91. */
  readonly mobile: string;
  readonly email?: string;
}
