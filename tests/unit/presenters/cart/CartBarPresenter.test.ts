import { describe, expect, it } from 'vitest';
import { catalog } from '../../../../src/app/features/catalog';
import { CartBarPresenter } from '../../../../src/presenters/cart/CartBarPresenter';
import { AddToCart } from '../../../../src/core/cart/AddToCart';
import { links } from '../../../../src/presenters/links';
import { testApp } from '../../../support/testContainer';
import { thermostat } from '../doubles';

/** The late features this screen needs, bound as the app binds them with its first view. */
const features = [catalog];

function appWithACartLine() {
  const app = testApp({ features });
  app.get(AddToCart).execute(thermostat);
  return app;
}

describe('CartBarPresenter', () => {
  it('shows the count and total of a cart that holds something', () => {
    const bar = appWithACartLine().get(CartBarPresenter);

    expect(bar.viewModel(links.root)).toEqual({
      visible: true,
      summary: '1 item · ₹393.33',
      action: 'View cart',
    });
  });

  it('is not shown while the cart is empty, and then says nothing (not even a total)', () => {
    expect(testApp({ features }).get(CartBarPresenter).viewModel(links.root)).toEqual({
      visible: false,
    });
  });

  it.each([
    ['the cart, which has its own checkout bar', links.cart],
    ['the profile and sign-up form', links.profile],
    ['the contact form', links.contact],
    ['the quote form', links.quote],
  ])('is not shown on %s', (_page, path) => {
    expect(appWithACartLine().get(CartBarPresenter).viewModel(path).visible).toBe(false);
  });
});
