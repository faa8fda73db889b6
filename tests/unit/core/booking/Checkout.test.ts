import fc from 'fast-check';
import { priceMessages } from '../../../../src/core/cart/priceMessages';
import { describe, expect, it } from 'vitest';
import { Checkout } from '../../../../src/core/booking/Checkout';
import type { CartItem } from '../../../../src/core/cart/CartItem';
import { messages } from '../../../../src/core/shared/messages';
import { fail, ok } from '../../../../src/core/shared/Result';
import type { ServiceOption } from '../../../../src/core/catalog/ServiceOption';
import { aCartItem, anOption } from '../support/examples';
import { anyGatewayFailure, FAILURE_RUNS } from '../support/gatewayFailures';
import { InMemoryCartStore } from '../support/InMemoryCartStore';
import { InMemorySessionStore } from '../support/InMemorySessionStore';
import { PriceCart } from '../../../../src/core/cart/PriceCart';
import { WalkCatalogue } from '../../../../src/core/catalog/WalkCatalogue';
import { bookingDouble, catalogDouble } from '../support/gatewayDoubles';

/** A cart of `items`, all of service 61, whose options the catalogue offers at `offered`. */
function checkout(
  items: readonly CartItem[],
  userId: number,
  offered: readonly ServiceOption[] = [anOption()],
) {
  const bookings = bookingDouble();
  const catalog = catalogDouble();
  catalog.answers.listOptions = ok(offered);
  const cart = new InMemoryCartStore(items.map((item) => ({ ...item, serviceId: 61 })));
  const priceCart = new PriceCart(cart, catalog, new WalkCatalogue(catalog));
  const useCase = new Checkout(cart, new InMemorySessionStore(userId), bookings, priceCart);
  return { bookings, catalog, cart, useCase };
}

describe('Checkout', () => {
  it('warns "Your cart is empty!" and sends nothing for an empty cart', async () => {
    const { bookings, useCase } = checkout([], 17);

    expect(await useCase.execute()).toEqual(
      fail({ reason: 'empty-cart', message: 'Your cart is empty!' }),
    );
    expect(bookings.calls).toEqual([]);
  });

  it('warns about an empty cart before asking a visitor to log in', async () => {
    const { useCase } = checkout([], 0);

    expect(await useCase.execute()).toEqual(
      fail({ reason: 'empty-cart', message: 'Your cart is empty!' }),
    );
  });

  it('asks a visitor to log in and sends nothing', async () => {
    const { bookings, useCase } = checkout([aCartItem()], 0);

    expect(await useCase.execute()).toEqual(ok({ kind: 'needs-login' }));
    expect(bookings.calls).toEqual([]);
  });

  it("saves a customer's cart lines with option id, quantity and the catalogue's unit price", async () => {
    const { bookings, useCase } = checkout(
      [
        aCartItem({ optionId: 611, quantity: 2, unitPrice: 24900 }),
        aCartItem({ optionId: 211, quantity: 1, unitPrice: 1 }),
      ],
      17,
      [anOption(), anOption({ id: 211, price: 33333 })],
    );

    await useCase.execute();

    expect(bookings.calls).toEqual([
      [
        'saveCart',
        17,
        [
          { optionId: 611, quantity: 2, unitPrice: 24900 },
          { optionId: 211, quantity: 1, unitPrice: 33333 },
        ],
      ],
    ]);
  });

  it('is ready to confirm once the cart is saved', async () => {
    const { useCase } = checkout([aCartItem()], 17);

    expect(await useCase.execute()).toEqual(
      ok({ kind: 'ready-to-confirm', changes: [], withdrawn: [] }),
    );
  });

  it('says which prices changed since the lines went into the cart', async () => {
    const { useCase } = checkout([aCartItem({ unitPrice: 14900 })], 17);

    expect(await useCase.execute()).toEqual(
      ok({
        kind: 'ready-to-confirm',
        changes: [{ optionId: 611, optionName: 'Tap replacement', was: 14900, now: 24900 }],
        withdrawn: [],
      }),
    );
  });

  it('saves nothing and says so when the catalogue cannot be read, keeping the cart', async () => {
    const { bookings, catalog, cart, useCase } = checkout([aCartItem()], 17);
    catalog.answers.listOptions = fail({ kind: 'unavailable' });

    const result = await useCase.execute();

    expect(result).toEqual(
      fail({ reason: 'catalogue-unavailable', message: priceMessages.pricesUnavailable }),
    );
    expect(bookings.calls).toEqual([]);
    expect(cart.items).toHaveLength(1);
  });

  it('saves nothing when no option in the cart is still offered, and names what left', async () => {
    const { bookings, useCase } = checkout([aCartItem()], 17, []);

    expect(await useCase.execute()).toEqual(
      fail({ reason: 'empty-cart', message: priceMessages.withdrawn('Tap replacement') }),
    );
    expect(bookings.calls).toEqual([]);
  });

  it('ends the session when the server no longer knows the caller', async () => {
    const { bookings, useCase } = checkout([aCartItem()], 17);
    bookings.answers.saveCart = fail({ kind: 'unauthorized' });

    expect(await useCase.execute()).toEqual(
      fail({ reason: 'session-ended', message: messages.sessionEnded }),
    );
  });

  it('keeps the cart when it is saved, until the booking is confirmed', async () => {
    const { cart, useCase } = checkout([aCartItem()], 17);

    await useCase.execute();

    expect(cart.items).toHaveLength(1);
  });

  it('says "Error occurred. Please try again." and keeps the cart when it cannot be saved, whatever the server did', async () => {
    await fc.assert(
      fc.asyncProperty(anyGatewayFailure, async (failure) => {
        const { bookings, cart, useCase } = checkout([aCartItem()], 17);
        bookings.answers.saveCart = fail(failure);

        expect(await useCase.execute()).toEqual(
          fail({ reason: 'save-failed', message: 'Error occurred. Please try again.' }),
        );
        expect(cart.items).toHaveLength(1);
      }),
      FAILURE_RUNS,
    );
  });
});
