import { formatDay } from '../shared/formatDay';
import { formatMoney, type Paise } from '../shared/Money';
import type { BookingPayment } from './bookingPayment';
import type { PaymentMethod } from './Payment';
import { paymentMessages } from './paymentMessages';

/** "UPI", "card": how she paid, in the language spoken. */
export function methodName(method: PaymentMethod): string {
  return paymentMessages.method[method];
}

/**
 * What a booking says about its money, one line each: "Paid ₹352.82 by UPI on 27 Nov 2026",
 * "To pay after the service: ₹352.82", "Not paid yet: ₹352.82", "Refund of ₹352.82 on its way",
 * "₹352.82 refunded on 28 Nov 2026".
 */
export function paymentLines(payment: BookingPayment): string[] {
  const { state } = paymentMessages;
  const lines: string[] = [];
  const { paid, afterService, toPay, refundStarted, refunded } = payment;
  if (paid)
    lines.push(
      paid.method && paid.at
        ? state.paid(formatMoney(paid.amount), methodName(paid.method), formatDay(paid.at))
        : state.paidUndated(formatMoney(paid.amount)),
    );
  if (afterService) lines.push(state.afterService(formatMoney(afterService.amount)));
  if (toPay) lines.push(state.toPay(formatMoney(toPay.amount)));
  if (refundStarted) lines.push(state.refundStarted(formatMoney(refundStarted.amount)));
  if (refunded)
    lines.push(
      refunded.at
        ? state.refunded(formatMoney(refunded.amount), formatDay(refunded.at))
        : state.refundedUndated(formatMoney(refunded.amount)),
    );
  return lines;
}

/**
 * What a cancel gives back, and where, in the working days the deployment names ("5–7"):
 * "₹352.82 back to the UPI account you paid from, in 5–7 working days".
 */
export function refundWording(
  amount: Paise,
  method: PaymentMethod | undefined,
  days: string,
): string {
  const { refundOnCancel } = paymentMessages;
  const say =
    method === 'upi' || method === 'card' || method === 'netbanking' || method === 'wallet'
      ? refundOnCancel[method]
      : refundOnCancel.other;
  return say(formatMoney(amount), days);
}
