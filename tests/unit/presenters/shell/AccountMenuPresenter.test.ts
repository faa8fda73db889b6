import { describe, expect, it } from 'vitest';
import { account } from '../../../../src/app/features/account';
import { cart } from '../../../../src/app/features/cart';
import { catalog } from '../../../../src/app/features/catalog';
import { MemoryStorage } from '../../../../src/adapters/storage/MemoryStorage';
import { AddToCart } from '../../../../src/core/cart/AddToCart';
import { SessionModel } from '../../../../src/presenters/auth/SessionModel';
import { CartModel } from '../../../../src/presenters/cart/CartModel';
import { AccountMenuPresenter } from '../../../../src/presenters/shell/AccountMenuPresenter';
import { BusyModel } from '../../../../src/presenters/shell/BusyModel';
import { testApp } from '../../../support/testContainer';
import { thermostat } from '../doubles';

/** The late features this menu needs, bound as the app binds them with its first view. */
const features = [account, catalog, cart];

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
  return { app, menu: app.get(AccountMenuPresenter) };
}

describe('AccountMenuPresenter: logout', () => {
  it("says 'Logged Out successfully!'", async () => {
    const { app, menu } = loggedInWithThings();

    await menu.logout();

    expect(app.notifier.last).toEqual({
      kind: 'success',
      message: 'Logged Out successfully!',
      durationMs: 3000,
    });
  });

  it('logs the customer out', async () => {
    const { app, menu } = loggedInWithThings();

    await menu.logout();

    expect(app.get(SessionModel).userId).toBe(0);
  });

  it('covers the page with the spinner until the phone is logged out', async () => {
    const { app, menu } = loggedInWithThings();
    const busy = app.get(BusyModel);

    const done = menu.logout();
    expect(busy.isBusy).toBe(true);
    await done;

    expect(busy.isBusy).toBe(false);
  });

  it('empties the cart', async () => {
    const { app, menu } = loggedInWithThings();

    await menu.logout();

    expect(app.get(CartModel).items).toEqual([]);
  });

  it("wipes local and session storage except the demo server's 'gharseva-demo:' keys", async () => {
    const { app, menu } = loggedInWithThings();

    await menu.logout();

    expect(app.localStorage.length).toBe(1);
    expect(app.localStorage.getItem('gharseva-demo:bookings')).toBe('[]');
    expect(app.sessionStorage.length).toBe(0);
  });

  it('stays on the page for 1999 ms', async () => {
    const { app, menu } = loggedInWithThings();

    await menu.logout();
    app.clock.advance(1999);

    expect(app.navigator.reloaded).toEqual([]);
  });

  it('reloads the app at / after 2000 ms', async () => {
    const { app, menu } = loggedInWithThings();

    await menu.logout();
    app.clock.advance(2000);

    expect(app.navigator.reloaded).toEqual(['/']);
    expect(app.navigator.visited).toEqual([]);
  });
});
