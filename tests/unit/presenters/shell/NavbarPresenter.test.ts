import { describe, expect, it } from 'vitest';
import { catalog } from '../../../../src/app/features/catalog';
import { cart } from '../../../../src/app/features/cart';
import { login } from '../../../../src/app/features/login';
import { testApp } from '../../../support/testContainer';
import { foamJet, loggedInApp, thermostat } from '../doubles';
import { NavbarPresenter } from '../../../../src/presenters/shell/NavbarPresenter';
import { LoginGate } from '../../../../src/presenters/auth/LoginGate';
import { LoginPresenter } from '../../../../src/presenters/auth/LoginPresenter';
import { AddToCart } from '../../../../src/core/cart/AddToCart';
import { ChangeQuantity } from '../../../../src/core/cart/ChangeQuantity';
import { ClearCart } from '../../../../src/core/cart/ClearCart';

/** The late features this screen needs, bound as the app binds them with its first view. */
const features = [catalog, cart, login];

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
});
