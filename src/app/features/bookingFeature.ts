import type { Container } from 'inversify';
import { BookAgain } from '../../core/booking/BookAgain';
import { CancelWorkOrder } from '../../core/booking/CancelWorkOrder';
import { GetBookingDetail } from '../../core/booking/GetBookingDetail';
import { ListBookings } from '../../core/booking/ListBookings';
import { BookingDetailPresenter } from '../../presenters/booking/BookingDetailPresenter';
import { MyBookingsPresenter } from '../../presenters/booking/MyBookingsPresenter';
import { provide } from '../binding';
import { TOKENS } from '../tokens';

/** My Bookings and the booking detail, with Book again and cancelling: loaded with those pages. */
export function bookingFeature(container: Container): void {
  provide(
    container,
    TOKENS.listBookings,
    [TOKENS.sessionStore, TOKENS.bookingGateway],
    (session, bookings) => new ListBookings(session, bookings),
  );
  provide(
    container,
    TOKENS.getBookingDetail,
    [TOKENS.bookingGateway],
    (bookings) => new GetBookingDetail(bookings),
  );
  provide(
    container,
    TOKENS.cancelWorkOrder,
    [TOKENS.sessionStore, TOKENS.bookingGateway],
    (session, bookings) => new CancelWorkOrder(session, bookings),
  );

  provide(
    container,
    TOKENS.bookAgain,
    [TOKENS.bookingGateway, TOKENS.catalogGateway, TOKENS.cartStore],
    (bookings, catalog, cart) => new BookAgain(bookings, catalog, cart),
  );

  provide(
    container,
    TOKENS.myBookingsPresenter,
    [TOKENS.listBookings, TOKENS.bookAgain, TOKENS.busy, TOKENS.notifier],
    (listBookings, bookAgain, busy, notifier) =>
      new MyBookingsPresenter(listBookings, bookAgain, busy, notifier),
    'transient',
  );
  provide(
    container,
    TOKENS.bookingDetailPresenter,
    [TOKENS.getBookingDetail, TOKENS.cancelWorkOrder, TOKENS.busy, TOKENS.notifier, TOKENS.clock],
    (getDetail, cancel, busy, notifier, clock) =>
      new BookingDetailPresenter(getDetail, cancel, busy, notifier, clock),
    'transient',
  );
}
