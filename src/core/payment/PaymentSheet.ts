import type { Payer, PaymentOrder, PaymentProof } from './Payment';

/**
 * How the customer's attempt at the provider's checkout ended: authorised (with the proof the
 * backend verifies: nothing is paid until it does), closed by her, failed at the provider, or
 * the checkout could not be had (its code did not load, or the phone is offline).
 */
export type SheetOutcome =
  | { readonly kind: 'authorized'; readonly proof: PaymentProof }
  | { readonly kind: 'closed' }
  | { readonly kind: 'failed'; readonly reason?: string }
  | { readonly kind: 'unavailable' };

/**
 * The payment provider's checkout in the browser (Razorpay's Standard Checkout; the demo's own
 * sheet): opens `order`, with the payer prefilled, and says how it ended. Never throws.
 */
export interface PaymentSheet {
  pay(order: PaymentOrder, payer: Payer): Promise<SheetOutcome>;
}
