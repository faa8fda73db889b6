import type { BookingRow, CartLine, WorkOrder } from '../../core/booking/Booking';
import type { BookingGateway } from '../../core/booking/BookingGateway';
import { rejected, type GatewayFailure } from '../../core/shared/GatewayFailure';
import { fail, ok, type Result } from '../../core/shared/Result';
import type { DemoBackend } from './DemoBackend';
import { SimulatedNetwork, type FakeGatewayOptions } from './SimulatedNetwork';

/** BookingGateway of the offline demo: carts, bookings and work orders live in the DemoBackend. */
export class FakeBookingGateway implements BookingGateway {
  private readonly network: SimulatedNetwork<keyof BookingGateway>;

  constructor(
    private readonly backend: DemoBackend,
    options: FakeGatewayOptions = {},
  ) {
    this.network = new SimulatedNetwork(options);
  }

  /** The next `times` calls of `method` fail with `failure` (tests and demos). */
  failNext(method: keyof BookingGateway, failure: GatewayFailure, times = 1): void {
    this.network.failNext(method, failure, times);
  }

  saveCart(userId: number, lines: readonly CartLine[]): Promise<Result<void, GatewayFailure>> {
    // Copied now, as a request body would be: later changes to the caller's array are not sent.
    const sent = lines.map((line) => ({ ...line }));
    return this.network.callFor(
      'saveCart',
      () => userId,
      () => {
        const reply = this.backend.saveCart(userId, sent);
        return reply.ok ? ok(undefined) : fail(rejected(reply.error));
      },
    );
  }

  book(userId: number): Promise<Result<{ readonly bookingId: number }, GatewayFailure>> {
    return this.network.callFor(
      'book',
      () => userId,
      () => {
        const reply = this.backend.book(userId);
        return reply.ok ? ok(reply.value) : fail(rejected(reply.error));
      },
    );
  }

  listBookings(userId: number): Promise<Result<readonly BookingRow[], GatewayFailure>> {
    return this.network.callFor(
      'listBookings',
      () => userId,
      () => ok(this.backend.bookings(userId)),
    );
  }

  getBookingDetail(bookingId: number): Promise<Result<readonly WorkOrder[], GatewayFailure>> {
    return this.network.callFor(
      'getBookingDetail',
      () => this.backend.bookingOwner(bookingId),
      () => ok(this.backend.bookingDetail(bookingId)),
    );
  }

  cancelWorkOrder(userId: number, workOrderId: number): Promise<Result<void, GatewayFailure>> {
    return this.network.callFor(
      'cancelWorkOrder',
      () => userId,
      () => {
        const reply = this.backend.cancel(userId, workOrderId);
        return reply.ok ? ok(undefined) : fail(rejected(reply.error));
      },
    );
  }
}
