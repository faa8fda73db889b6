import type { PaymentOrder, PaymentProof } from '../../core/payment/Payment';
import type { PaymentGateway } from '../../core/payment/PaymentGateway';
import type { GatewayFailure } from '../../core/shared/GatewayFailure';
import type { Result } from '../../core/shared/Result';
import type { ApiClient } from './ApiClient';
import { bookingBody, doneOrRefused, paymentOrderFromCreate, verifyBody } from './paymentWire';

/**
 * Paying for a booking over HTTP (the `payments` extension). All three calls are writes, sent
 * exactly once; the backend's order for a booking stays the same until it is paid, so asking
 * again after a lost answer charges nothing twice.
 */
export class HttpPaymentGateway implements PaymentGateway {
  constructor(private readonly client: ApiClient) {}

  /**
   * POST `Payments/createOrder`, body `{ user_Id, BookingID }` (never an amount). Answer
   * `{ status: true, data: "{\"Provider\":\"razorpay\",\"Key_Id\":\"rzp_…\",\"Order_Id\":\"order_…\",\"Amount\":352.82,\"Currency\":\"INR\"}" }`,
   * or `{ status: false, data: "<reason>" }`.
   */
  async createOrder(
    userId: number,
    bookingId: number,
  ): Promise<Result<PaymentOrder, GatewayFailure>> {
    const answer = await this.client.send({
      kind: 'write',
      method: 'POST',
      path: 'Payments/createOrder',
      body: bookingBody(userId, bookingId),
    });
    return answer.ok ? paymentOrderFromCreate(answer.value) : answer;
  }

  /**
   * POST `Payments/verify`, body `{ user_Id, BookingID, Order_Id, Payment_Id, Signature }` as the
   * checkout gave them. Answer `{ status: true, data: "paid" }`, or a refusal.
   */
  async verify(
    userId: number,
    bookingId: number,
    proof: PaymentProof,
  ): Promise<Result<void, GatewayFailure>> {
    const answer = await this.client.send({
      kind: 'write',
      method: 'POST',
      path: 'Payments/verify',
      body: verifyBody(userId, bookingId, proof),
    });
    return answer.ok ? doneOrRefused(answer.value) : answer;
  }

  /** POST `Payments/payAfterService`, body `{ user_Id, BookingID }`. Answer `{ status: true }`, or a refusal. */
  async payAfterService(userId: number, bookingId: number): Promise<Result<void, GatewayFailure>> {
    const answer = await this.client.send({
      kind: 'write',
      method: 'POST',
      path: 'Payments/payAfterService',
      body: bookingBody(userId, bookingId),
    });
    return answer.ok ? doneOrRefused(answer.value) : answer;
  }
}
