import { describe, expect, it } from 'vitest';
import { catalog } from '../../../../src/app/features/catalog';
import { cart } from '../../../../src/app/features/cart';
import { login } from '../../../../src/app/features/login';
import { MemoryStorage } from '../../../../src/adapters/storage/MemoryStorage';
import { testApp } from '../../../support/testContainer';
import { foamJet, loggedInApp, thermostat } from '../doubles';
import { CartModel } from '../../../../src/presenters/cart/CartModel';
import { NavbarPresenter } from '../../../../src/presenters/shell/NavbarPresenter';
import { SessionModel } from '../../../../src/presenters/auth/SessionModel';
import { LoginGate } from '../../../../src/presenters/auth/LoginGate';
import { LoginPresenter } from '../../../../src/presenters/auth/LoginPresenter';
import { AddToCart } from '../../../../src/core/cart/AddToCart';
import { ChangeQuantity } from '../../../../src/core/cart/ChangeQuantity';
import { ClearCart } from '../../../../src/core/cart/ClearCart';

/** The late features this screen needs, bound as the app binds them with its first view. */
const features = [catalog, cart, login];

/** Priya logged in, with a cart, something in sessionStorage and the demo server's own data. */
function loggedInWithThings() {
  const localStorage = new MemoryStorage();
  localStorage.setItem('userId', '101');
  localStorage.setItem('gharseva-demo:bookings', '[]');
  localStorage.setItem('some-other-key', 'x');
  const sessionStorage = new MemoryStorage();
  sessionStorage.setItem('draft', 'x');
  const app = testApp({ features, localStorage, sessionStorage });
  app.get(AddToCart).execute(thermostat);
  return { app, navbar: app.get(NavbarPresenter) };
}

describe('NavbarPresenter', () => {
  it('shows the brand GharSeva', () => {
    expect(testApp({ features }).get(NavbarPresenter).viewModel.brand).toBe('GharSeva');
  });

  it('tags the offline demo', () => {
    expect(testApp({ features }).get(NavbarPresenter).viewModel.isDemo).toBe(true);
  });

  it("shows no badge and reads 'Cart, empty' with an empty cart", () => {
    const navbar = testApp({ features }).get(NavbarPresenter);

    expect(navbar.viewModel.cartBadge).toBeUndefined();
    expect(navbar.viewModel.cartLabel).toBe('Cart, empty');
  });

  it("shows the badge '1' and reads 'Cart, 1 item' with one unit", () => {
    const app = testApp({ features });
    const navbar = app.get(NavbarPresenter);

    app.get(AddToCart).execute(thermostat);

    expect(navbar.viewModel.cartBadge).toBe('1');
    expect(navbar.viewModel.cartLabel).toBe('Cart, 1 item');
  });

  it("counts units, not lines: the badge '3' and 'Cart, 3 items'", () => {
    const app = testApp({ features });
    const navbar = app.get(NavbarPresenter);

    app.get(AddToCart).execute(thermostat);
    app.get(AddToCart).execute(foamJet);
    app.get(ChangeQuantity).execute(foamJet.id, 2);

    expect(navbar.viewModel.cartBadge).toBe('3');
    expect(navbar.viewModel.cartLabel).toBe('Cart, 3 items');
  });

  it('hides the badge again when the cart is emptied', () => {
    const app = testApp({ features });
    const navbar = app.get(NavbarPresenter);
    app.get(AddToCart).execute(thermostat);

    app.get(ClearCart).execute();

    expect(navbar.viewModel.cartBadge).toBeUndefined();
  });

  it('offers the login icon to a visitor', () => {
    expect(testApp({ features }).get(NavbarPresenter).viewModel.isLoggedIn).toBe(false);
  });

  it('offers the user menu to a logged-in customer', () => {
    expect(loggedInApp({ features }).get(NavbarPresenter).viewModel.isLoggedIn).toBe(true);
  });

  it('opens the login dialog from the user icon', () => {
    const app = testApp({ features });

    app.get(NavbarPresenter).openLogin();

    expect(app.get(LoginGate).isOpen).toBe(true);
    expect(app.get(LoginPresenter).viewModel.isOpen).toBe(true);
  });

  describe('logout', () => {
    it("says 'Logged Out successfully!'", async () => {
      const { app, navbar } = loggedInWithThings();

      await navbar.logout();

      expect(app.notifier.last).toEqual({
        kind: 'success',
        message: 'Logged Out successfully!',
        durationMs: 3000,
      });
    });

    it('logs the customer out', async () => {
      const { app, navbar } = loggedInWithThings();

      await navbar.logout();

      expect(navbar.viewModel.isLoggedIn).toBe(false);
      expect(app.get(SessionModel).userId).toBe(0);
    });

    it('empties the cart', async () => {
      const { app, navbar } = loggedInWithThings();

      await navbar.logout();

      expect(app.get(CartModel).items).toEqual([]);
      expect(navbar.viewModel.cartBadge).toBeUndefined();
    });

    it("wipes local and session storage except the demo server's 'gharseva-demo:' keys", async () => {
      const { app, navbar } = loggedInWithThings();

      await navbar.logout();

      expect(app.localStorage.length).toBe(1);
      expect(app.localStorage.getItem('gharseva-demo:bookings')).toBe('[]');
      expect(app.sessionStorage.length).toBe(0);
    });

    it('stays on the page for 1999 ms', async () => {
      const { app, navbar } = loggedInWithThings();

      await navbar.logout();
      app.clock.advance(1999);

      expect(app.navigator.reloaded).toEqual([]);
    });

    it('reloads the app at / after 2000 ms', async () => {
      const { app, navbar } = loggedInWithThings();

      await navbar.logout();
      app.clock.advance(2000);

      expect(app.navigator.reloaded).toEqual(['/']);
      expect(app.navigator.visited).toEqual([]);
    });
  });
});
