import { describe, expect, it } from 'vitest';
import { booking } from '../../../../src/app/features/booking';
import { cart } from '../../../../src/app/features/cart';
import { catalog } from '../../../../src/app/features/catalog';
import { login } from '../../../../src/app/features/login';
import { profile } from '../../../../src/app/features/profile';
import { override } from '../../../../src/app/binding';
import { TOKENS } from '../../../../src/app/tokens';
import { DEMO_MOBILE } from '../../../../src/adapters/fake/DemoBackend';
import { AddToCart } from '../../../../src/core/cart/AddToCart';
import { LoginPresenter } from '../../../../src/presenters/auth/LoginPresenter';
import { CartModel } from '../../../../src/presenters/cart/CartModel';
import { CartPresenter } from '../../../../src/presenters/cart/CartPresenter';
import { ConfirmBookingPresenter } from '../../../../src/presenters/cart/ConfirmBookingPresenter';
import { offlineMessages } from '../../../../src/presenters/offline/offlineMessages';
import { FakeConnection } from '../../../support/FakeConnection';
import { loggedInApp, thermostat } from '../doubles';
import {
  BOOKING_GATEWAY_METHODS,
  type BookingGateway,
} from '../../../../src/core/booking/BookingGateway';
import { portDouble, type PortDouble } from '../../../support/portDouble';
import { testApp } from '../../../support/testContainer';

const features = [catalog, cart, login, profile, booking];

/** Customer 101 with the thermostat in the cart, the phone offline, the cart's saves counted. */
function offlineCustomer() {
  const connection = new FakeConnection();
  let bookings: PortDouble<BookingGateway> | undefined;
  const app = loggedInApp({
    features,
    overrides: (gateways) => [
      override(TOKENS.connection, connection),
      override(
        TOKENS.bookingGateway,
        (bookings = portDouble(BOOKING_GATEWAY_METHODS, { inner: gateways.booking })),
      ),
    ],
  });
  app.get(AddToCart).execute(thermostat);
  connection.goOffline();
  if (!bookings) throw new Error('the counting gateway was not made');
  return { app, bookings, connection };
}

describe('offline, what needs the network says so and sends nothing', () => {
  it('Proceed to Checkout says booking needs the internet, saves nothing and keeps the cart', async () => {
    const { app, bookings } = offlineCustomer();

    await app.get(CartPresenter).proceedToCheckout();

    expect(app.notifier.last).toEqual(
      expect.objectContaining({ kind: 'warning', message: offlineMessages.needed.checkout }),
    );
    expect(bookings.callsTo('saveCart')).toEqual([]);
    expect(app.get(CartModel).items.map((item) => item.optionId)).toEqual([thermostat.id]);
  });

  it('and works once the phone is back online, without anything queued meanwhile', async () => {
    const { app, bookings, connection } = offlineCustomer();
    await app.get(CartPresenter).proceedToCheckout();

    connection.goOnline();
    await app.get(CartPresenter).proceedToCheckout();

    expect(bookings.callsTo('saveCart')).toHaveLength(1);
  });

  it('Pay Now says nothing was booked and keeps the cart', async () => {
    const { app } = offlineCustomer();

    expect(await app.get(ConfirmBookingPresenter).pay()).toBe(false);

    expect(app.notifier.last?.message).toBe(offlineMessages.needed.pay);
    expect(app.get(CartModel).items).toHaveLength(1);
  });

  it('Continue in the login dialog says so beside the number, keeps it and sends no code', async () => {
    const connection = new FakeConnection();
    const app = testApp({ features, overrides: [override(TOKENS.connection, connection)] });
    const dialog = app.get(LoginPresenter);
    dialog.setMobile(DEMO_MOBILE);
    connection.goOffline();

    await dialog.sendCode();

    expect(dialog.viewModel.error).toBe(offlineMessages.needed.login);
    expect(dialog.viewModel.step).toBe('phone');
    expect(dialog.viewModel.mobile).toBe(DEMO_MOBILE);
  });
});
