import { ContainerModule } from 'inversify';
import { BookAgain } from '../../core/booking/BookAgain';
import { CancelWorkOrder } from '../../core/booking/CancelWorkOrder';
import { DetailBookings } from '../../core/booking/DetailBookings';
import { GetBookingDetail } from '../../core/booking/GetBookingDetail';
import { ListBookings } from '../../core/booking/ListBookings';
import { BookingDetailPresenter } from '../../presenters/booking/BookingDetailPresenter';
import { MyBookingsPresenter } from '../../presenters/booking/MyBookingsPresenter';
import { RecentBooking } from '../../presenters/booking/RecentBooking';
import { BusyModel } from '../../presenters/shell/BusyModel';
import { bindClass } from '../binding';
import { TOKENS } from '../tokens';
import { ConnectionModel } from '../../presenters/shell/ConnectionModel';

/** My Bookings and the booking detail, with Book again and cancelling. */
export const booking = new ContainerModule(({ bind }) => {
  bindClass(bind, ListBookings, [TOKENS.sessionStore, TOKENS.bookingGateway]);
  bindClass(bind, DetailBookings, [TOKENS.bookingGateway]);
  bindClass(bind, GetBookingDetail, [TOKENS.bookingGateway, TOKENS.sessionStore]);
  bindClass(bind, CancelWorkOrder, [TOKENS.sessionStore, TOKENS.bookingGateway]);
  bindClass(bind, BookAgain, [TOKENS.bookingGateway, TOKENS.catalogToday, TOKENS.cartStore]);
  bindClass(
    bind,
    MyBookingsPresenter,
    [ListBookings, DetailBookings, BookAgain, RecentBooking, TOKENS.notifier, TOKENS.navigator],
    'transient',
  );
  bindClass(
    bind,
    BookingDetailPresenter,
    [GetBookingDetail, CancelWorkOrder, BusyModel, TOKENS.notifier, ConnectionModel],
    'transient',
  );
});
