import type { CartLine } from '../../core/booking/Booking';
import type { BookingGateway } from '../../core/booking/BookingGateway';
import type { VisitWindow } from '../../core/booking/VisitWindow';
import { callLate } from './callLate';

/** The BookingGateway whose implementation downloads on its first call (see callLate). */
export class LateBookingGateway implements BookingGateway {
  constructor(private readonly implementation: () => Promise<BookingGateway>) {}

  saveCart(userId: number, lines: readonly CartLine[]): ReturnType<BookingGateway['saveCart']> {
    return callLate(this.implementation, (gateway) => gateway.saveCart(userId, lines));
  }

  book(userId: number, window?: VisitWindow): ReturnType<BookingGateway['book']> {
    return callLate(this.implementation, (gateway) => gateway.book(userId, window));
  }

  listBookings(userId: number): ReturnType<BookingGateway['listBookings']> {
    return callLate(this.implementation, (gateway) => gateway.listBookings(userId));
  }

  getBookingDetail(bookingId: number): ReturnType<BookingGateway['getBookingDetail']> {
    return callLate(this.implementation, (gateway) => gateway.getBookingDetail(bookingId));
  }

  cancelWorkOrder(
    userId: number,
    workOrderId: number,
  ): ReturnType<BookingGateway['cancelWorkOrder']> {
    return callLate(this.implementation, (gateway) => gateway.cancelWorkOrder(userId, workOrderId));
  }

  visitSlots(userId: number, workOrderId?: number): ReturnType<BookingGateway['visitSlots']> {
    return callLate(this.implementation, (gateway) => gateway.visitSlots(userId, workOrderId));
  }

  changeVisitTime(
    userId: number,
    workOrderId: number,
    window: VisitWindow,
  ): ReturnType<BookingGateway['changeVisitTime']> {
    return callLate(this.implementation, (gateway) =>
      gateway.changeVisitTime(userId, workOrderId, window),
    );
  }
}
