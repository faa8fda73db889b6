import type { Container } from 'inversify';
import { Checkout } from '../../core/booking/Checkout';
import { ConfirmBooking } from '../../core/booking/ConfirmBooking';
import { CartPresenter } from '../../presenters/cart/CartPresenter';
import { ConfirmBookingPresenter } from '../../presenters/cart/ConfirmBookingPresenter';
import { provide } from '../binding';
import { TOKENS } from '../tokens';

/** The cart page's checkout and the confirm dialog: loaded with the cart page. */
export function cartFeature(container: Container): void {
  provide(
    container,
    TOKENS.checkout,
    [TOKENS.cartStore, TOKENS.sessionStore, TOKENS.bookingGateway],
    (cart, session, bookings) => new Checkout(cart, session, bookings),
  );
  provide(
    container,
    TOKENS.confirmBooking,
    [TOKENS.cartStore, TOKENS.sessionStore, TOKENS.bookingGateway],
    (cart, session, bookings) => new ConfirmBooking(cart, session, bookings),
  );
  provide(
    container,
    TOKENS.cartPresenter,
    [
      TOKENS.cart,
      TOKENS.checkout,
      TOKENS.loginGate,
      TOKENS.busy,
      TOKENS.notifier,
      TOKENS.announcer,
    ],
    (cart, checkout, gate, busy, notifier, announcer) =>
      new CartPresenter(cart, checkout, gate, busy, notifier, announcer),
    'transient',
  );
  provide(
    container,
    TOKENS.confirmBookingPresenter,
    [TOKENS.cart, TOKENS.confirmBooking, TOKENS.busy, TOKENS.notifier, TOKENS.navigator],
    (cart, confirmBooking, busy, notifier, navigator) =>
      new ConfirmBookingPresenter(cart, confirmBooking, busy, notifier, navigator),
    'transient',
  );
}
