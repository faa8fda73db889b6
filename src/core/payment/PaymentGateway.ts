import type { GatewayFailure } from '../shared/GatewayFailure';
import { PortMethods } from '../shared/PortMethods';
import type { Result } from '../shared/Result';
import type { PaymentOrder, PaymentProof } from './Payment';

/**
 * Paying for a booking through the backend (the `payments` extension). Every call is a write,
 * sent once and never retried: the backend's order for a booking is the same however often it is
 * asked for, so asking again after a failure charges nothing twice.
 * Failures: `rejected` with the backend's reason (already paid, cancelled, a proof it refuses),
 * `unavailable`, `malformed`, `unauthorized` (the session ended). Never throws.
 */
export interface PaymentGateway {
  /**
   * The provider's order for the booking's unpaid work orders (Payments/createOrder), for the
   * amount the backend prices: the same order until it is paid.
   */
  createOrder(userId: number, bookingId: number): Promise<Result<PaymentOrder, GatewayFailure>>;
  /**
   * Hands the checkout's proof to the backend (Payments/verify), which checks the provider's
   * signature against the order it stored; the booking is paid once this succeeds.
   */
  verify(
    userId: number,
    bookingId: number,
    proof: PaymentProof,
  ): Promise<Result<void, GatewayFailure>>;
  /** The booking's unpaid work orders are to be paid to the technician (Payments/payAfterService). */
  payAfterService(userId: number, bookingId: number): Promise<Result<void, GatewayFailure>>;
}

/** Every method of the PaymentGateway, for what is built once for each (a late adapter, a fake, a test double). */
export const PAYMENT_GATEWAY_METHODS = PortMethods.of<PaymentGateway>()([
  'createOrder',
  'verify',
  'payAfterService',
]);
