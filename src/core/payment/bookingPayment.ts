import type { WorkOrder } from '../booking/Booking';
import { notCharged } from '../booking/bookingAmount';
import type { Paise } from '../shared/Money';
import type { PaymentMethod, WorkOrderPayment } from './Payment';

/** Money of a booking in one state: how much, and (for what was paid) how and when. */
export interface PaymentPart {
  readonly amount: Paise;
  readonly method?: PaymentMethod;
  readonly at?: Date;
}

/**
 * What a booking says about money, from its work orders' payments as the backend gives them:
 * what was paid, what is still to pay online or after the service, and what comes back. Each
 * part is there only when it holds something; a cancelled or rejected order that was never paid
 * is nothing to pay.
 */
export interface BookingPayment {
  readonly paid?: PaymentPart;
  readonly toPay?: PaymentPart;
  readonly afterService?: PaymentPart;
  readonly refundStarted?: PaymentPart;
  readonly refunded?: PaymentPart;
}

/** The booking's payment, or undefined from a backend without the `payments` extension. */
export function bookingPayment(workOrders: readonly WorkOrder[]): BookingPayment | undefined {
  const payments = workOrders.flatMap((order) =>
    order.payment ? [{ order, ...order.payment }] : [],
  );
  if (payments.length === 0) return undefined;
  const part = (
    state: WorkOrderPayment['state'],
    counted: (order: WorkOrder) => boolean = () => true,
  ): PaymentPart | undefined => {
    const these = payments.filter((each) => each.state === state && counted(each.order));
    if (these.length === 0) return undefined;
    const amount = these.reduce((sum, each) => sum + each.amount, 0);
    // The latest moment and the method of the last one paid: a booking is paid at one go.
    const last = these.reduce((latest, each) =>
      (each.at?.getTime() ?? 0) >= (latest.at?.getTime() ?? 0) ? each : latest,
    );
    return {
      amount,
      ...(last.method ? { method: last.method } : {}),
      ...(last.at ? { at: last.at } : {}),
    };
  };
  const charged = (order: WorkOrder) => !notCharged(order);
  const parts = {
    paid: part('paid'),
    toPay: part('unpaid', charged),
    afterService: part('pay-after-service', charged),
    refundStarted: part('refund-started'),
    refunded: part('refunded'),
  };
  return Object.fromEntries(
    Object.entries(parts).filter(([, value]) => value !== undefined && value.amount > 0),
  ) as BookingPayment;
}

/** What comes back if this order is cancelled now: what was paid for it, if anything. */
export function refundOnCancel(order: WorkOrder): Paise | undefined {
  return order.payment?.state === 'paid' && order.payment.amount > 0
    ? order.payment.amount
    : undefined;
}
