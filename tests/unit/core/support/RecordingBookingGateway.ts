import type { BookingRow, CartLine, WorkOrder } from '../../../../src/core/booking/Booking';
import type { BookingGateway } from '../../../../src/core/booking/BookingGateway';
import type { VisitSlot, VisitWindow, WindowFull } from '../../../../src/core/booking/VisitWindow';
import type { GatewayFailure } from '../../../../src/core/shared/GatewayFailure';
import { ok, type Result } from '../../../../src/core/shared/Result';

export type BookingCall =
  | { readonly call: 'saveCart'; readonly userId: number; readonly lines: readonly CartLine[] }
  | { readonly call: 'book'; readonly userId: number; readonly window?: VisitWindow }
  | { readonly call: 'listBookings'; readonly userId: number }
  | { readonly call: 'getBookingDetail'; readonly bookingId: number }
  | { readonly call: 'cancelWorkOrder'; readonly userId: number; readonly workOrderId: number }
  | { readonly call: 'visitSlots'; readonly userId: number; readonly workOrderId?: number }
  | {
      readonly call: 'changeVisitTime';
      readonly userId: number;
      readonly workOrderId: number;
      readonly window: VisitWindow;
    };

/** A booking backend that records every call in order and returns the results the test scripts. */
export class RecordingBookingGateway implements BookingGateway {
  readonly calls: BookingCall[] = [];
  saveCartAnswer: Result<void, GatewayFailure> = ok(undefined);
  bookAnswer: Result<{ readonly bookingId: number }, GatewayFailure | WindowFull> = ok({
    bookingId: 42,
  });
  listBookingsAnswer: Result<readonly BookingRow[], GatewayFailure> = ok([]);
  bookingDetailAnswer: Result<readonly WorkOrder[], GatewayFailure> = ok([]);
  cancelAnswer: Result<void, GatewayFailure> = ok(undefined);
  visitSlotsAnswer: Result<readonly VisitSlot[], GatewayFailure> = ok([]);
  changeVisitTimeAnswer: Result<void, GatewayFailure | WindowFull> = ok(undefined);
  /**
   * A server slow to give details: each detail call is recorded and answered (with
   * `bookingDetailAnswer`) only when the test calls `answerDetail` for its booking.
   */
  holdDetails = false;
  private readonly heldDetails = new Map<number, () => void>();

  async saveCart(
    userId: number,
    lines: readonly CartLine[],
  ): Promise<Result<void, GatewayFailure>> {
    this.calls.push({ call: 'saveCart', userId, lines });
    return this.saveCartAnswer;
  }

  async book(
    userId: number,
    window?: VisitWindow,
  ): Promise<Result<{ readonly bookingId: number }, GatewayFailure | WindowFull>> {
    this.calls.push(window ? { call: 'book', userId, window } : { call: 'book', userId });
    return this.bookAnswer;
  }

  async listBookings(userId: number): Promise<Result<readonly BookingRow[], GatewayFailure>> {
    this.calls.push({ call: 'listBookings', userId });
    return this.listBookingsAnswer;
  }

  async getBookingDetail(bookingId: number): Promise<Result<readonly WorkOrder[], GatewayFailure>> {
    this.calls.push({ call: 'getBookingDetail', bookingId });
    if (this.holdDetails)
      await new Promise<void>((answer) => this.heldDetails.set(bookingId, answer));
    return this.bookingDetailAnswer;
  }

  /** Answers the held detail call of `bookingId`. */
  answerDetail(bookingId: number): void {
    this.heldDetails.get(bookingId)?.();
  }

  async cancelWorkOrder(
    userId: number,
    workOrderId: number,
  ): Promise<Result<void, GatewayFailure>> {
    this.calls.push({ call: 'cancelWorkOrder', userId, workOrderId });
    return this.cancelAnswer;
  }

  async visitSlots(
    userId: number,
    workOrderId?: number,
  ): Promise<Result<readonly VisitSlot[], GatewayFailure>> {
    this.calls.push(
      workOrderId === undefined
        ? { call: 'visitSlots', userId }
        : { call: 'visitSlots', userId, workOrderId },
    );
    return this.visitSlotsAnswer;
  }

  async changeVisitTime(
    userId: number,
    workOrderId: number,
    window: VisitWindow,
  ): Promise<Result<void, GatewayFailure | WindowFull>> {
    this.calls.push({ call: 'changeVisitTime', userId, workOrderId, window });
    return this.changeVisitTimeAnswer;
  }
}
