import { ContainerModule } from 'inversify';
import { BookAgain } from '../../core/booking/BookAgain';
import { CancelWorkOrder } from '../../core/booking/CancelWorkOrder';
import { DetailBookings } from '../../core/booking/DetailBookings';
import { GetBookingDetail } from '../../core/booking/GetBookingDetail';
import { ListBookings } from '../../core/booking/ListBookings';
import { SupportLine } from '../../core/shared/SupportLine';
import { BookingDetailPresenter } from '../../presenters/booking/BookingDetailPresenter';
import { BookingHelp } from '../../presenters/booking/BookingHelp';
import { MyBookingsPresenter } from '../../presenters/booking/MyBookingsPresenter';
import { RecentBooking } from '../../presenters/booking/RecentBooking';
import { BusyModel } from '../../presenters/shell/BusyModel';
import { bindClass } from '../binding';
import { bindShared } from './bindShared';
import { TOKENS } from '../tokens';

/** My Bookings and the booking detail, with Book again, cancelling and help. */
export const booking = new ContainerModule(({ bind, isBound }) => {
  bindClass(bind, BookingHelp, [SupportLine]);
  bindClass(bind, ListBookings, [TOKENS.sessionStore, TOKENS.bookingGateway]);
  bindClass(bind, DetailBookings, [TOKENS.bookingGateway]);
  bindShared({ bind, isBound }, GetBookingDetail, [TOKENS.bookingGateway, TOKENS.sessionStore]);
  bindClass(bind, CancelWorkOrder, [TOKENS.sessionStore, TOKENS.bookingGateway]);
  bindClass(bind, BookAgain, [TOKENS.bookingGateway, TOKENS.catalogGateway, TOKENS.cartStore]);
  bindClass(
    bind,
    MyBookingsPresenter,
    [
      ListBookings,
      DetailBookings,
      BookAgain,
      RecentBooking,
      TOKENS.notifier,
      TOKENS.navigator,
      BookingHelp,
    ],
    'transient',
  );
  bindClass(
    bind,
    BookingDetailPresenter,
    [GetBookingDetail, CancelWorkOrder, BusyModel, TOKENS.notifier, BookingHelp],
    'transient',
  );
});
