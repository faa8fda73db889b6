import { ContainerModule } from 'inversify';
import { BookAgain } from '../../core/booking/BookAgain';
import { CancelWorkOrder } from '../../core/booking/CancelWorkOrder';
import { ChangeVisitTime } from '../../core/booking/ChangeVisitTime';
import { DetailBookings } from '../../core/booking/DetailBookings';
import { GetBookingDetail } from '../../core/booking/GetBookingDetail';
import { ListBookings } from '../../core/booking/ListBookings';
import { SupportLine } from '../../core/shared/SupportLine';
import { BookingDetailPresenter } from '../../presenters/booking/BookingDetailPresenter';
import { BookingHelp } from '../../presenters/booking/BookingHelp';
import { CancelledHere } from '../../presenters/booking/CancelledHere';
import { ChangeVisitTimePresenter } from '../../presenters/booking/ChangeVisitTimePresenter';
import { VisitTimePicker } from '../../presenters/booking/VisitTimePicker';
import { MyBookingsPresenter } from '../../presenters/booking/MyBookingsPresenter';
import { RecentBooking } from '../../presenters/booking/RecentBooking';
import { BusyModel } from '../../presenters/shell/BusyModel';
import { bindClass } from '../binding';
import { bindShared } from './bindShared';
import { TOKENS } from '../tokens';
import { bindBusinessTerms } from './businessTerms';
import { bindVisitTimes } from './visitTimes';
import { ConnectionModel } from '../../presenters/shell/ConnectionModel';
import { BookingPayments } from '../../presenters/payment/BookingPayments';
import { bindPayments } from './payments';

/** My Bookings and the booking detail, with Book again, cancelling, help and changing the visit time. */
export const booking = new ContainerModule(({ bind, isBound }) => {
  bindClass(bind, BookingHelp, [SupportLine]);
  bindClass(bind, CancelledHere, []);
  bindClass(bind, ListBookings, [TOKENS.sessionStore, TOKENS.bookingGateway]);
  bindClass(bind, DetailBookings, [TOKENS.bookingGateway]);
  bindShared({ bind, isBound }, GetBookingDetail, [TOKENS.bookingGateway, TOKENS.sessionStore]);
  bindClass(bind, CancelWorkOrder, [TOKENS.sessionStore, TOKENS.bookingGateway]);
  bindClass(bind, BookAgain, [TOKENS.bookingGateway, TOKENS.catalogToday, TOKENS.cartStore]);
  bindVisitTimes({ bind, isBound });
  bindBusinessTerms({ bind, isBound });
  bindPayments({ bind, isBound });
  bindClass(bind, ChangeVisitTime, [TOKENS.sessionStore, TOKENS.bookingGateway]);
  bindClass(
    bind,
    ChangeVisitTimePresenter,
    [ChangeVisitTime, VisitTimePicker, BusyModel, TOKENS.notifier, ConnectionModel],
    'transient',
  );
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
      TOKENS.clock,
      BookingPayments,
      TOKENS.extensions,
      TOKENS.catalogueLanguage,
      TOKENS.businessTerms,
      CancelledHere,
    ],
    'transient',
  );
  bindClass(
    bind,
    BookingDetailPresenter,
    [
      GetBookingDetail,
      CancelWorkOrder,
      BusyModel,
      TOKENS.notifier,
      BookingHelp,
      ChangeVisitTimePresenter,
      ConnectionModel,
      BookingPayments,
      TOKENS.extensions,
      TOKENS.catalogueLanguage,
      TOKENS.businessTerms,
      TOKENS.clock,
      CancelledHere,
    ],
    'transient',
  );
});
