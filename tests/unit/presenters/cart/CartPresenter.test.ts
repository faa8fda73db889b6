import { when } from 'mobx';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../../src/app/features/catalog';
import { cart } from '../../../../src/app/features/cart';
import { login } from '../../../../src/app/features/login';
import { profile } from '../../../../src/app/features/profile';
import { DEMO_MOBILE, DEMO_OTP } from '../../../../src/adapters/fake/DemoBackend';
import { override } from '../../../../src/app/binding';
import { TOKENS } from '../../../../src/app/tokens';
import { rejected, unavailable } from '../../../../src/core/shared/GatewayFailure';
import { testApp, type TestApp } from '../../../support/testContainer';
import { foamJet, loggedInApp, thermostat } from '../doubles';
import {
  BOOKING_GATEWAY_METHODS,
  type BookingGateway,
} from '../../../../src/core/booking/BookingGateway';
import { portDouble, type PortDouble } from '../../../support/portDouble';
import { SessionModel } from '../../../../src/presenters/auth/SessionModel';
import { LoginGate } from '../../../../src/presenters/auth/LoginGate';
import { LiveAnnouncements } from '../../../../src/presenters/shell/LiveAnnouncements';
import { LoginPresenter } from '../../../../src/presenters/auth/LoginPresenter';
import { CartPresenter } from '../../../../src/presenters/cart/CartPresenter';
import { BusyModel } from '../../../../src/presenters/shell/BusyModel';
import { AddToCart } from '../../../../src/core/cart/AddToCart';
import { ProfilePresenter } from '../../../../src/presenters/profile/ProfilePresenter';

/** The late features this screen needs, bound as the app binds them with its first view. */
const features = [catalog, cart, login, profile];

const THERMOSTAT = thermostat.id;
const FOAM_JET = foamJet.id;

/** The cart page with the thermostat (₹333.33) in the cart. */
function cartWithThermostat(app: TestApp = testApp({ features })) {
  app.get(AddToCart).execute(thermostat);
  return { app, cart: app.get(CartPresenter) };
}

/** Customer 101 logged in, the saves of the cart counted by a hand-written double. */
function countingCustomerApp() {
  let bookings: PortDouble<BookingGateway> | undefined;
  const app = loggedInApp({
    features,
    overrides: (gateways) => [
      override(
        TOKENS.bookingGateway,
        (bookings = portDouble(BOOKING_GATEWAY_METHODS, { inner: gateways.booking })),
      ),
    ],
  });
  if (!bookings) throw new Error('the counting gateway was not made');
  return { app, bookings };
}

/** Logs in through the login dialog the gate opened, as the customer would. */
async function logInThroughTheDialog(app: TestApp, mobile = DEMO_MOBILE): Promise<void> {
  await when(() => app.get(LoginGate).isOpen);
  const login = app.get(LoginPresenter);
  login.setMobile(mobile);
  await login.sendCode();
  login.paste(DEMO_OTP);
  await login.verify();
}

describe('CartPresenter', () => {
  describe('the cart', () => {
    it('is empty, with nothing to pay, when nothing was added', () => {
      const cart = testApp({ features }).get(CartPresenter);

      expect(cart.viewModel).toMatchObject({
        isEmpty: true,
        lines: [],
        headline: '0 items · ₹0.00',
        total: '₹0.00',
      });
    });

    it('shows each line with its option, service, description, icon, unit price and line total', () => {
      const { cart } = cartWithThermostat();

      expect(cart.viewModel.isEmpty).toBe(false);
      expect(cart.viewModel.lines).toEqual([
        expect.objectContaining({
          id: THERMOSTAT,
          optionName: 'Thermostat replacement',
          serviceName: 'Geyser',
          description: 'Labour only; the thermostat is billed at MRP.',
          icon: '/icons/geyser.svg',
          unitPrice: '₹333.33',
          unitPriceLabel: '₹333.33 each',
          quantity: '1',
          lineTotal: '₹333.33',
        }),
      ]);
    });

    it('leaves out an icon URL that could run script, so the placeholder shows', () => {
      const app = testApp({ features });
      app.get(AddToCart).execute({ ...thermostat, icon: 'javascript:alert(1)' });

      const [line] = app.get(CartPresenter).viewModel.lines;

      expect(line).not.toHaveProperty('icon');
    });

    it("shows Subtotal ₹333.33, 'Tax (18% GST)' ₹60.00 and Total ₹393.33 for an option of ₹333.33", () => {
      const { cart } = cartWithThermostat();

      expect(cart.viewModel).toMatchObject({
        subtotal: '₹333.33',
        tax: '₹60.00',
        total: '₹393.33',
      });
    });

    it('gives the item count and total under the heading', () => {
      const { app, cart } = cartWithThermostat();
      app.get(AddToCart).execute(foamJet);

      expect(cart.viewModel.headline).toBe('2 items · ₹1,100.15');
    });

    it('raises the quantity and the line total at once on +', () => {
      const { cart } = cartWithThermostat();

      cart.increase(THERMOSTAT);

      expect(cart.viewModel.lines[0]).toMatchObject({ quantity: '2', lineTotal: '₹666.66' });
      expect(cart.viewModel).toMatchObject({
        subtotal: '₹666.66',
        tax: '₹120.00',
        total: '₹786.66',
      });
    });

    it("announces the new count and total politely on +: 'Cart, 2 items. Total ₹786.66'", () => {
      const { app, cart } = cartWithThermostat();

      cart.increase(THERMOSTAT);

      expect(app.get(LiveAnnouncements).text).toBe('Cart, 2 items. Total ₹786.66');
    });

    it("announces 'Cart, empty' when the last line goes or the cart is cleared", () => {
      const { app, cart } = cartWithThermostat();

      cart.decrease(THERMOSTAT);

      expect(app.get(LiveAnnouncements).text).toBe('Cart, empty');
    });

    it('lowers the quantity and the line total at once on −', () => {
      const { cart } = cartWithThermostat();
      cart.increase(THERMOSTAT);
      cart.increase(THERMOSTAT);

      cart.decrease(THERMOSTAT);

      expect(cart.viewModel.lines[0]).toMatchObject({ quantity: '2', lineTotal: '₹666.66' });
    });

    it('removes the line on − at quantity 1', () => {
      const { cart } = cartWithThermostat();

      cart.decrease(THERMOSTAT);

      expect(cart.viewModel.lines).toEqual([]);
      expect(cart.viewModel.isEmpty).toBe(true);
    });

    it('labels − as removing the line at quantity 1 and as one fewer above it', () => {
      const { cart } = cartWithThermostat();
      const atOne = cart.viewModel.lines[0]?.decreaseLabel;

      cart.increase(THERMOSTAT);

      expect(atOne).toBe('Remove Thermostat replacement from the cart');
      expect(cart.viewModel.lines[0]?.decreaseLabel).toBe('Remove one Thermostat replacement');
    });

    it('removes a line, keeping the others', () => {
      const { app, cart } = cartWithThermostat();
      app.get(AddToCart).execute(foamJet);

      cart.remove(THERMOSTAT);

      expect(cart.viewModel.lines.map((line) => line.id)).toEqual([FOAM_JET]);
    });

    it('empties the cart on Clear Cart, on the device too', () => {
      const { app, cart } = cartWithThermostat();
      app.get(AddToCart).execute(foamJet);

      cart.clear();

      expect(cart.viewModel.isEmpty).toBe(true);
      expect(app.localStorage.getItem('cart')).toBeNull();
    });
  });

  describe('undo', () => {
    it("offers Undo after Clear Cart: 'Your cart was cleared.', and Undo puts every line back", () => {
      const { app, cart } = cartWithThermostat();
      app.get(AddToCart).execute(foamJet);

      cart.clear();
      expect(cart.viewModel.isEmpty).toBe(true);
      expect(app.notifier.last).toMatchObject({
        kind: 'info',
        message: 'Your cart was cleared.',
        durationMs: 8000,
        action: { label: 'Undo' },
      });
      app.notifier.last?.action?.run();

      expect(cart.viewModel.lines.map((line) => line.optionName)).toEqual([
        'Thermostat replacement',
        'Foam-jet service',
      ]);
      expect(cart.viewModel.total).toBe('₹1,100.15');
    });

    it('offers Undo on the emptied cart itself, until it is used', () => {
      const { cart } = cartWithThermostat();

      cart.clear();
      expect(cart.viewModel.canUndo).toBe(true);
      cart.undo();

      expect(cart.viewModel.canUndo).toBe(false);
      expect(cart.viewModel.lines).toHaveLength(1);
    });

    it("offers Undo after a line is removed: 'Thermostat replacement removed from your cart.'", () => {
      const { app, cart } = cartWithThermostat();
      app.get(AddToCart).execute(foamJet);

      cart.remove(THERMOSTAT);
      expect(app.notifier.last?.message).toBe('Thermostat replacement removed from your cart.');
      app.notifier.last?.action?.run();

      expect(cart.viewModel.lines.map((line) => line.optionName)).toEqual([
        'Thermostat replacement',
        'Foam-jet service',
      ]);
    });

    it('puts a removed line back without undoing what changed since', () => {
      const { app, cart } = cartWithThermostat();
      app.get(AddToCart).execute(foamJet);

      cart.remove(THERMOSTAT);
      cart.increase(FOAM_JET);
      app.notifier.notifications.find((shown) => shown.action)?.action?.run();

      expect(cart.viewModel.lines.map((line) => [line.optionName, line.quantity])).toEqual([
        ['Thermostat replacement', '1'],
        ['Foam-jet service', '2'],
      ]);
    });
  });

  describe('a checkout left to create the account', () => {
    it('goes from Create Account straight to the confirm dialog', async () => {
      const { app, cart } = cartWithThermostat();
      const checkout = cart.proceedToCheckout();
      await logInThroughTheDialog(app, '9000000001');
      await checkout;
      expect(app.navigator.current).toBe('/signup');
      const profile = app.get(ProfilePresenter);
      await profile.load();

      await profile.submit({
        ...profile.viewModel.initialValues,
        firstName: 'Asha',
        lastName: 'Rao',
        email: 'asha@example.in',
        house: 'H.No. 8-2-293',
        street: 'Road No. 3, Jubilee Hills',
        pincode: '500033',
        password: 'secret1',
        confirmPassword: 'secret1',
      });
      expect(app.navigator.current).toBe('/cart');
      const cartPage = app.get(CartPresenter);
      await cartPage.resume();

      expect(cartPage.viewModel.confirmOpen).toBe(true);
    });

    it('does not open the confirm dialog on a later visit to the cart', async () => {
      const { app, cart } = cartWithThermostat(loggedInApp({ features }));
      await cart.resume();

      expect(cart.viewModel.confirmOpen).toBe(false);
      expect(app.navigator.visited).toEqual([]);
    });
  });

  describe('checkout', () => {
    it("warns 'Your cart is empty!' when the cart is empty", async () => {
      const app = loggedInApp({ features });
      const cart = app.get(CartPresenter);

      await cart.proceedToCheckout();

      expect(app.notifier.last).toEqual({
        kind: 'warning',
        message: 'Your cart is empty!',
        durationMs: 4000,
      });
      expect(cart.viewModel.confirmOpen).toBe(false);
    });

    it('shows the empty cart when the device was emptied behind the page', async () => {
      const { app, cart } = cartWithThermostat(loggedInApp({ features }));
      app.localStorage.removeItem('cart');

      await cart.proceedToCheckout();

      expect(app.notifier.last?.message).toBe('Your cart is empty!');
      expect(cart.viewModel.isEmpty).toBe(true);
      expect(cart.viewModel.confirmOpen).toBe(false);
    });

    it('saves the cart of a logged-in customer and opens the confirm dialog', async () => {
      const { app, bookings } = countingCustomerApp();
      const { cart } = cartWithThermostat(app);

      await cart.proceedToCheckout();

      expect(bookings.callsTo('saveCart')).toEqual([
        [101, [{ optionId: THERMOSTAT, quantity: 1, unitPrice: 33333 }]],
      ]);
      expect(cart.viewModel.confirmOpen).toBe(true);
      expect(cart.viewModel.checkingOut).toBe(false);
    });

    it("saves the catalogue's price for a line whose price was edited on the device, and shows it was", async () => {
      const { app, bookings } = countingCustomerApp();
      app.get(AddToCart).execute({ ...thermostat, price: 1 });
      const cart = app.get(CartPresenter);

      await cart.proceedToCheckout();

      expect(bookings.callsTo('saveCart')).toEqual([
        [101, [{ optionId: THERMOSTAT, quantity: 1, unitPrice: 33333 }]],
      ]);
      expect(cart.viewModel.lines[0]).toMatchObject({
        unitPrice: '₹333.33',
        priceWas: 'was ₹0.01',
      });
      expect(app.notifier.last).toMatchObject({
        kind: 'info',
        message: 'Thermostat replacement now costs ₹333.33, was ₹0.01.',
      });
    });

    it('saves nothing, keeps the cart and says why when the catalogue cannot be read', async () => {
      const { app, bookings } = countingCustomerApp();
      const { cart } = cartWithThermostat(app);
      app.gateways.catalog.failNext('listCategories', unavailable('http'), 4);

      await cart.proceedToCheckout();

      expect(bookings.callsTo('saveCart')).toEqual([]);
      expect(cart.viewModel.lines).toHaveLength(1);
      expect(cart.viewModel.confirmOpen).toBe(false);
      expect(app.notifier.last).toMatchObject({
        kind: 'error',
        message:
          'We could not check today’s prices, so nothing was booked. Your cart is kept: please try again.',
      });
    });

    it('asks the customer to log in again when the backend ended the session, then goes on', async () => {
      const { app, bookings } = countingCustomerApp();
      const { cart } = cartWithThermostat(app);
      app.gateways.booking.failNext('saveCart', { kind: 'unauthorized' });

      const checkingOut = cart.proceedToCheckout();
      await logInThroughTheDialog(app, DEMO_MOBILE);
      await checkingOut;

      expect(bookings.callsTo('saveCart')).toHaveLength(2); // the one refused, and the one after login
      expect(cart.viewModel.confirmOpen).toBe(true);
    });

    it('checks out the cart on screen even when the device is too full to store it', async () => {
      const { app, bookings } = countingCustomerApp();
      app.localStorage.quotaChars = app.localStorage.getItem('userId')?.length ?? 0;
      const { cart } = cartWithThermostat(app);

      await cart.proceedToCheckout();

      expect(bookings.callsTo('saveCart')).toEqual([
        [101, [{ optionId: THERMOSTAT, quantity: 1, unitPrice: 33333 }]],
      ]);
      expect(cart.viewModel.confirmOpen).toBe(true);
    });

    it('shows the spinner and marks the checkout as running while the cart is saved', () => {
      const { app, cart } = cartWithThermostat(loggedInApp({ features }));

      void cart.proceedToCheckout();

      expect(cart.viewModel.checkingOut).toBe(true);
      expect(app.get(BusyModel).isBusy).toBe(true);
    });

    it('saves the cart once when Proceed to Checkout is clicked twice', async () => {
      const { app, bookings } = countingCustomerApp();
      const { cart } = cartWithThermostat(app);

      await Promise.all([cart.proceedToCheckout(), cart.proceedToCheckout()]);

      expect(bookings.callsTo('saveCart')).toHaveLength(1);
    });

    it("says 'Error occurred. Please try again.' and opens no dialog when the cart cannot be saved", async () => {
      const { app, cart } = cartWithThermostat(loggedInApp({ features }));
      app.gateways.booking.failNext('saveCart', unavailable('network'));

      await cart.proceedToCheckout();

      expect(app.notifier.last).toEqual({
        kind: 'error',
        message: 'Error occurred. Please try again.',
        durationMs: 5000,
      });
      expect(cart.viewModel.confirmOpen).toBe(false);
      expect(cart.viewModel.checkingOut).toBe(false);
      expect(app.get(BusyModel).isBusy).toBe(false);
    });

    it("says 'Error occurred. Please try again.' when the server refuses the cart", async () => {
      const { app, cart } = cartWithThermostat(loggedInApp({ features }));
      app.gateways.booking.failNext('saveCart', rejected('Invalid cart item'));

      await cart.proceedToCheckout();

      expect(app.notifier.last?.message).toBe('Error occurred. Please try again.');
    });

    it('opens the login dialog instead for a visitor', async () => {
      const { app, cart } = cartWithThermostat();

      void cart.proceedToCheckout();
      await when(() => app.get(LoginGate).isOpen);

      expect(cart.viewModel.confirmOpen).toBe(false);
      expect(cart.viewModel.checkingOut).toBe(true);
      expect(app.get(BusyModel).isBusy).toBe(false);
    });

    it('goes straight on to the confirm dialog once the visitor has logged in', async () => {
      const { app, cart } = cartWithThermostat();
      const checkout = cart.proceedToCheckout();

      await logInThroughTheDialog(app);
      await checkout;

      expect(app.get(SessionModel).userId).toBe(101);
      expect(cart.viewModel.confirmOpen).toBe(true);
      expect(cart.viewModel.checkingOut).toBe(false);
    });

    it('stays on the cart when the visitor closes the login dialog', async () => {
      const { app, cart } = cartWithThermostat();
      const checkout = cart.proceedToCheckout();
      await when(() => app.get(LoginGate).isOpen);

      app.get(LoginPresenter).close();
      await checkout;

      expect(cart.viewModel.confirmOpen).toBe(false);
      expect(cart.viewModel.checkingOut).toBe(false);
      expect(cart.viewModel.lines).toHaveLength(1);
    });

    it('does not open the confirm dialog for a new user sent to fill in the profile', async () => {
      const { app, cart } = cartWithThermostat();
      const checkout = cart.proceedToCheckout();

      await logInThroughTheDialog(app, '9123456789');
      await checkout;

      expect(app.navigator.visited).toEqual(['/signup']);
      expect(cart.viewModel.confirmOpen).toBe(false);
    });

    it('closes the confirm dialog on Cancel, keeping the cart', async () => {
      const { cart } = cartWithThermostat(loggedInApp({ features }));
      await cart.proceedToCheckout();

      cart.closeConfirm();

      expect(cart.viewModel.confirmOpen).toBe(false);
      expect(cart.viewModel.lines).toHaveLength(1);
    });
  });
});
