import type { GatewayFailure } from '../shared/GatewayFailure';
import { PortMethods } from '../shared/PortMethods';
import type { Result } from '../shared/Result';
import type { BookingRow, CartLine, WorkOrder } from './Booking';
import type { VisitSlot, VisitWindow, WindowFull } from './VisitWindow';

/**
 * Books services and reads bookings. Reads (`listBookings`, `getBookingDetail`, `visitSlots`) may
 * be retried by the adapter; writes (`saveCart`, `book`, `cancelWorkOrder`, `changeVisitTime`)
 * are sent once and never retried, so a flaky network cannot book twice.
 * Failures: `unavailable` (network, HTTP error, timeout), `malformed` (payload off contract),
 * `rejected` (the server refused, with its text), `unauthorized` (the session ended), and for a
 * visit window `window-full` (its last place was just taken). Never throws.
 */
export interface BookingGateway {
  /** Stores the cart on the server before booking (Services/save-cart). */
  saveCart(userId: number, lines: readonly CartLine[]): Promise<Result<void, GatewayFailure>>;
  /**
   * Books the saved cart (Services/book-service); gives the new booking id. With `window` (the
   * `slots` extension) the visit is in that window, or fails `window-full` when it just filled.
   */
  book(
    userId: number,
    window?: VisitWindow,
  ): Promise<Result<{ readonly bookingId: number }, GatewayFailure | WindowFull>>;
  /** The customer's booking rows, possibly none (Services/BookingsByUserId). */
  listBookings(userId: number): Promise<Result<readonly BookingRow[], GatewayFailure>>;
  /** The work orders of one booking, possibly none (Services/BookingsRefByBookingID). */
  getBookingDetail(bookingId: number): Promise<Result<readonly WorkOrder[], GatewayFailure>>;
  /** Cancels one work order: status 7 (WorkOrder/workOrderStatusChange). */
  cancelWorkOrder(userId: number, workOrderId: number): Promise<Result<void, GatewayFailure>>;
  /**
   * The visit windows of the next seven days, full ones included (Services/visitSlots; the
   * `slots` extension): for the customer's saved cart, or for moving `workOrderId`.
   */
  visitSlots(
    userId: number,
    workOrderId?: number,
  ): Promise<Result<readonly VisitSlot[], GatewayFailure>>;
  /**
   * Moves a work order's visit to `window` (WorkOrder/changeVisitTime; the `slots` extension).
   * Fails `window-full` when its last place was just taken, `rejected` with the server's reason
   * when the order can no longer be moved.
   */
  changeVisitTime(
    userId: number,
    workOrderId: number,
    window: VisitWindow,
  ): Promise<Result<void, GatewayFailure | WindowFull>>;
}

/** Every method of the BookingGateway, for what is built once for each (a late adapter, a fake, a test double). */
export const BOOKING_GATEWAY_METHODS = PortMethods.of<BookingGateway>()([
  'saveCart',
  'book',
  'listBookings',
  'getBookingDetail',
  'cancelWorkOrder',
  'visitSlots',
  'changeVisitTime',
]);
