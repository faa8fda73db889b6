import type { BookingRow, CartLine, WorkOrder } from '../../core/booking/Booking';
import type { BookingGateway } from '../../core/booking/BookingGateway';
import {
  windowFull,
  type VisitSlot,
  type VisitWindow,
  type WindowFull,
} from '../../core/booking/VisitWindow';
import { EXTENSIONS, type Extensions } from '../../core/shared/Extensions';
import { rejected, unavailable, type GatewayFailure } from '../../core/shared/GatewayFailure';
import { fail, ok, type Result } from '../../core/shared/Result';
import type { DemoBackend, VisitReply } from './DemoBackend';
import { SimulatedNetwork, type FakeGatewayOptions } from './SimulatedNetwork';

/** BookingGateway of the offline demo: carts, bookings and work orders live in the DemoBackend. */
export class FakeBookingGateway implements BookingGateway {
  private readonly network: SimulatedNetwork<keyof BookingGateway>;
  private readonly extensions: Extensions;

  constructor(
    private readonly backend: DemoBackend,
    options: FakeGatewayOptions = {},
  ) {
    this.network = new SimulatedNetwork(options);
    this.extensions = options.extensions ?? new Set(EXTENSIONS);
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

  book(
    userId: number,
    window?: VisitWindow,
  ): Promise<Result<{ readonly bookingId: number }, GatewayFailure | WindowFull>> {
    // A backend without the slots extension ignores a window it does not know.
    const asked = this.extensions.has('slots') ? window : undefined;
    return this.network.callFor(
      'book',
      () => userId,
      () => visitAnswer(this.backend.book(userId, asked)),
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
      () => {
        const orders = this.backend.bookingDetail(bookingId);
        if (this.extensions.has('visit')) return ok(orders);
        return ok(orders.map(({ visit: _visit, ...order }) => order));
      },
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

  visitSlots(
    userId: number,
    workOrderId?: number,
  ): Promise<Result<readonly VisitSlot[], GatewayFailure>> {
    return this.network.callFor(
      'visitSlots',
      () => userId,
      () => {
        if (!this.extensions.has('slots')) return fail(unavailable('http'));
        const reply = this.backend.visitSlots(userId, workOrderId);
        return reply.ok ? ok(reply.value) : fail(rejected(reply.error));
      },
    );
  }

  changeVisitTime(
    userId: number,
    workOrderId: number,
    window: VisitWindow,
  ): Promise<Result<void, GatewayFailure | WindowFull>> {
    return this.network.callFor(
      'changeVisitTime',
      () => userId,
      () => {
        if (!this.extensions.has('slots')) return fail(unavailable('http'));
        return visitAnswer(this.backend.changeVisitTime(userId, workOrderId, window));
      },
    );
  }
}

/** The demo server's answer to a call with a window, as the gateway's result. */
function visitAnswer<T>(reply: VisitReply<T>): Result<T, GatewayFailure | WindowFull> {
  if (reply.ok) return ok(reply.value);
  return typeof reply.error === 'string'
    ? fail(rejected(reply.error))
    : fail(windowFull(reply.error.windowFull));
}
