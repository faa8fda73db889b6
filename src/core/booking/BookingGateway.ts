import type { GatewayFailure } from '../shared/GatewayFailure';
import type { Result } from '../shared/Result';
import type { BookingRow, CartLine, WorkOrder } from './Booking';

/**
 * Books services and reads bookings. Reads (`listBookings`, `getBookingDetail`) may be retried by
 * the adapter; writes (`saveCart`, `book`, `cancelWorkOrder`) are sent once and never retried,
 * so a flaky network cannot book twice.
 * Failures: `unavailable` (network, HTTP error, timeout), `malformed` (payload off contract),
 * `rejected` (the server refused, with its text). Never throws.
 */
export interface BookingGateway {
  /** Stores the cart on the server before booking (Services/save-cart). */
  saveCart(userId: number, lines: readonly CartLine[]): Promise<Result<void, GatewayFailure>>;
  /** Books the saved cart (Services/book-service); gives the new booking id. */
  book(userId: number): Promise<Result<{ readonly bookingId: number }, GatewayFailure>>;
  /** The customer's booking rows, possibly none (Services/BookingsByUserId). */
  listBookings(userId: number): Promise<Result<readonly BookingRow[], GatewayFailure>>;
  /** The work orders of one booking, possibly none (Services/BookingsRefByBookingID). */
  getBookingDetail(bookingId: number): Promise<Result<readonly WorkOrder[], GatewayFailure>>;
  /** Cancels one work order: status 7 (WorkOrder/workOrderStatusChange). */
  cancelWorkOrder(userId: number, workOrderId: number): Promise<Result<void, GatewayFailure>>;
}
