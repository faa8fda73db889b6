import { ContainerModule } from 'inversify';
import { Checkout } from '../../core/booking/Checkout';
import { ConfirmBooking } from '../../core/booking/ConfirmBooking';
import { ChangeQuantity } from '../../core/cart/ChangeQuantity';
import { ClearCart } from '../../core/cart/ClearCart';
import { RestoreCart } from '../../core/cart/RestoreCart';
import { GetVisitDetails } from '../../core/profile/GetVisitDetails';
import { LoginGate } from '../../presenters/auth/LoginGate';
import { RecentBooking } from '../../presenters/booking/RecentBooking';
import { VisitTimePicker } from '../../presenters/booking/VisitTimePicker';
import { CartModel } from '../../presenters/cart/CartModel';
import { CartPresenter } from '../../presenters/cart/CartPresenter';
import { ConfirmBookingPresenter } from '../../presenters/cart/ConfirmBookingPresenter';
import { PendingCheckout } from '../../presenters/cart/PendingCheckout';
import { PriceReview } from '../../presenters/cart/PriceReview';
import { BusyModel } from '../../presenters/shell/BusyModel';
import { PriceCart } from '../../core/cart/PriceCart';
import { WalkCatalogue } from '../../core/catalog/WalkCatalogue';
import { bindClass } from '../binding';
import { bindShared } from './bindShared';
import { bindCatalogueWalk } from './catalogueWalk';
import { bindVisitTimes } from './visitTimes';
import { TOKENS } from '../tokens';
import { bindBusinessTerms } from './businessTerms';
import { ConnectionModel } from '../../presenters/shell/ConnectionModel';
import { BookingPayments } from '../../presenters/payment/BookingPayments';
import { bindPayments } from './payments';

/** The cart page's checkout and the confirm dialog. */
export const cart = new ContainerModule(({ bind, isBound }) => {
  bindClass(bind, PriceReview, []);
  bindCatalogueWalk({ bind, isBound });
  bindClass(bind, PriceCart, [TOKENS.cartStore, TOKENS.catalogToday, WalkCatalogue]);
  bindClass(bind, ChangeQuantity, [TOKENS.cartStore]);
  bindClass(bind, ClearCart, [TOKENS.cartStore]);
  bindClass(bind, RestoreCart, [TOKENS.cartStore]);
  bindClass(bind, Checkout, [
    TOKENS.cartStore,
    TOKENS.sessionStore,
    TOKENS.bookingGateway,
    PriceCart,
  ]);
  bindClass(bind, ConfirmBooking, [TOKENS.cartStore, TOKENS.sessionStore, TOKENS.bookingGateway]);
  bindShared({ bind, isBound }, GetVisitDetails, [TOKENS.sessionStore, TOKENS.profileGateway]);
  bindVisitTimes({ bind, isBound });
  bindPayments({ bind, isBound });
  bindBusinessTerms({ bind, isBound });
  bindClass(
    bind,
    CartPresenter,
    [
      CartModel,
      ChangeQuantity,
      ClearCart,
      RestoreCart,
      Checkout,
      PendingCheckout,
      LoginGate,
      BusyModel,
      TOKENS.notifier,
      TOKENS.announcer,
      PriceReview,
      ConnectionModel,
    ],
    'transient',
  );
  bindClass(
    bind,
    ConfirmBookingPresenter,
    [
      CartModel,
      ConfirmBooking,
      GetVisitDetails,
      PendingCheckout,
      RecentBooking,
      BusyModel,
      TOKENS.notifier,
      TOKENS.navigator,
      PriceReview,
      LoginGate,
      VisitTimePicker,
      ConnectionModel,
      BookingPayments,
      TOKENS.paymentChoice,
      TOKENS.businessTerms,
    ],
    'transient',
  );
});
