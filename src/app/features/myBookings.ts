import { ContainerModule } from 'inversify';
import { BookAgain } from '../../core/booking/BookAgain';
import { DetailBookings } from '../../core/booking/DetailBookings';
import { ListBookings } from '../../core/booking/ListBookings';
import { SupportLine } from '../../core/shared/SupportLine';
import { BookingHelp } from '../../presenters/booking/BookingHelp';
import { CancelledHere } from '../../presenters/booking/CancelledHere';
import { MyBookingsPresenter } from '../../presenters/booking/MyBookingsPresenter';
import { RecentBooking } from '../../presenters/booking/RecentBooking';
import { BookingPayments } from '../../presenters/payment/BookingPayments';
import { bindClass } from '../binding';
import { TOKENS } from '../tokens';
import { bindShared } from './bindShared';
import { bindBusinessTerms } from './businessTerms';
import { bindPayments } from './payments';

/**
 * My Bookings, with Book again. Apart from a booking's detail (features/booking.ts), so neither
 * page downloads the other's presenter; what the two share is bound by whichever loads first.
 */
export const myBookings = new ContainerModule(({ bind, isBound }) => {
  bindShared({ bind, isBound }, BookingHelp, [SupportLine]);
  bindShared({ bind, isBound }, CancelledHere, []);
  bindClass(bind, ListBookings, [TOKENS.sessionStore, TOKENS.bookingGateway]);
  bindClass(bind, DetailBookings, [TOKENS.bookingGateway]);
  bindClass(bind, BookAgain, [TOKENS.bookingGateway, TOKENS.catalogToday, TOKENS.cartStore]);
  bindBusinessTerms({ bind, isBound });
  bindPayments({ bind, isBound });
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
});
