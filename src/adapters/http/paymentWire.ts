import { mixed, object, string, type InferType } from 'yup';
import type { WorkOrder } from '../../core/booking/Booking';
import {
  PAYMENT_METHODS,
  PAYMENT_STATES,
  type PaymentOrder,
  type PaymentProof,
  type WorkOrderPayment,
} from '../../core/payment/Payment';
import type { GatewayFailure } from '../../core/shared/GatewayFailure';
import { paiseFromRupees } from '../../core/shared/Money';
import { fail, ok, type Result } from '../../core/shared/Result';
import { decodeDataJson, decodeEnvelope, refusal } from './envelope';
import { visitTimeFromWire } from './visitWire';
import { rupeesField } from './wireFields';

/**
 * The `payments` extension on the wire (README, "Payments"): amounts in rupees as everywhere on
 * the wire, times ISO 8601 with their offset, the provider's order as JSON text in `data`.
 */

const paymentTime = () =>
  string().test('instant', (value) => value == null || visitTimeFromWire(value) !== undefined);

/** The four fields each work order of a booking's detail gains. */
export const paymentFields = object({
  Payment_State: mixed<WorkOrderPayment['state']>().oneOf(PAYMENT_STATES).defined(),
  Payment_Amount: rupeesField().defined(),
  Payment_Method: mixed<NonNullable<WorkOrderPayment['method']>>()
    .oneOf(PAYMENT_METHODS)
    .nullable()
    .optional(),
  Payment_Time: paymentTime().nullable().optional(),
}).defined();

/**
 * A work order with its payment, from a row of a backend with the `payments` extension (whose
 * schema requires the state and the amount; a row without them stays as it was).
 */
export function withPayment(
  order: WorkOrder,
  row: Partial<InferType<typeof paymentFields>>,
): WorkOrder {
  if (row.Payment_State === undefined || row.Payment_Amount === undefined) return order;
  const at = row.Payment_Time ? visitTimeFromWire(row.Payment_Time) : undefined;
  const payment: WorkOrderPayment = {
    state: row.Payment_State,
    amount: paiseFromRupees(row.Payment_Amount),
    ...(row.Payment_Method ? { method: row.Payment_Method } : {}),
    ...(at ? { at } : {}),
  };
  return { ...order, payment };
}

const paymentOrderData = object({
  Provider: string().defined().min(1),
  Key_Id: string().defined().min(1),
  Order_Id: string().defined().min(1),
  Amount: rupeesField().defined(),
  Currency: mixed<'INR'>().oneOf(['INR']).defined(),
}).defined();

/** The body of the three calls: the customer and the booking, never an amount. */
export function bookingBody(userId: number, bookingId: number) {
  return { user_Id: userId, BookingID: bookingId };
}

/** verify's body: the booking, and the checkout's proof as the provider gave it. */
export function verifyBody(userId: number, bookingId: number, proof: PaymentProof) {
  return {
    ...bookingBody(userId, bookingId),
    Order_Id: proof.orderId,
    Payment_Id: proof.paymentId,
    Signature: proof.signature,
  };
}

/** createOrder's answer: `{ status: true, data: "<JSON text of the order>" }`, or a refusal. */
export function paymentOrderFromCreate(body: unknown): Result<PaymentOrder, GatewayFailure> {
  const order = decodeDataJson(body, paymentOrderData, 'data: not a payment order');
  if (!order.ok) return order;
  return ok({
    provider: order.value.Provider,
    keyId: order.value.Key_Id,
    orderId: order.value.Order_Id,
    amount: paiseFromRupees(order.value.Amount),
    currency: order.value.Currency,
  });
}

/** verify's and payAfterService's answer: `{ status: true }` (any `data`), or a refusal. */
export function doneOrRefused(body: unknown): Result<void, GatewayFailure> {
  const envelope = decodeEnvelope(body, 'required');
  if (!envelope.ok) return envelope;
  return envelope.value.status ? ok(undefined) : fail(refusal(envelope.value));
}
