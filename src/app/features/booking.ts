import { ContainerModule } from 'inversify';
import { CancelWorkOrder } from '../../core/booking/CancelWorkOrder';
import { ChangeVisitTime } from '../../core/booking/ChangeVisitTime';
import { GetBookingDetail } from '../../core/booking/GetBookingDetail';
import { SupportLine } from '../../core/shared/SupportLine';
import { BookingDetailPresenter } from '../../presenters/booking/BookingDetailPresenter';
import { BookingHelp } from '../../presenters/booking/BookingHelp';
import { CancelledHere } from '../../presenters/booking/CancelledHere';
import { ChangeVisitTimePresenter } from '../../presenters/booking/ChangeVisitTimePresenter';
import { VisitTimePicker } from '../../presenters/booking/VisitTimePicker';
import { BusyModel } from '../../presenters/shell/BusyModel';
import { bindClass } from '../binding';
import { bindShared } from './bindShared';
import { TOKENS } from '../tokens';
import { bindBusinessTerms } from './businessTerms';
import { bindVisitTimes } from './visitTimes';
import { ConnectionModel } from '../../presenters/shell/ConnectionModel';
import { BookingPayments } from '../../presenters/payment/BookingPayments';
import { bindPayments } from './payments';

/**
 * A booking's detail, with cancelling, help and changing the visit time. Apart from My Bookings
 * (features/myBookings.ts), so neither page downloads the other's presenter; what the two share
 * is bound by whichever loads first.
 */
export const booking = new ContainerModule(({ bind, isBound }) => {
  bindShared({ bind, isBound }, BookingHelp, [SupportLine]);
  bindShared({ bind, isBound }, CancelledHere, []);
  bindShared({ bind, isBound }, GetBookingDetail, [TOKENS.bookingGateway, TOKENS.sessionStore]);
  bindClass(bind, CancelWorkOrder, [TOKENS.sessionStore, TOKENS.bookingGateway]);
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
