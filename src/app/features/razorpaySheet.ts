import {
  checkoutScript,
  RazorpayCheckout,
  type RazorpayConstructor,
} from '../../adapters/payment/RazorpayCheckout';
import type { PaymentSheet } from '../../core/payment/PaymentSheet';

/** Razorpay's Standard Checkout, its checkout.js loaded on this first payment, for `merchant`. */
export function razorpaySheet(merchant: string): PaymentSheet {
  return new RazorpayCheckout(
    checkoutScript(document, window as { Razorpay?: RazorpayConstructor }),
    merchant,
  );
}
