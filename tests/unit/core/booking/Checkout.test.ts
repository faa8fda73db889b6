import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Checkout } from '../../../../src/core/booking/Checkout';
import type { CartItem } from '../../../../src/core/cart/CartItem';
import { fail, ok } from '../../../../src/core/shared/Result';
import { aCartItem } from '../support/examples';
import { anyGatewayFailure, FAILURE_RUNS } from '../support/gatewayFailures';
import { InMemoryCartStore } from '../support/InMemoryCartStore';
import { InMemorySessionStore } from '../support/InMemorySessionStore';
import { RecordingBookingGateway } from '../support/RecordingBookingGateway';

function checkout(items: readonly CartItem[], userId: number) {
  const bookings = new RecordingBookingGateway();
  const cart = new InMemoryCartStore(items);
  const useCase = new Checkout(cart, new InMemorySessionStore(userId), bookings);
  return { bookings, cart, useCase };
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

  it("saves a customer's cart lines with option id, quantity and unit price", async () => {
    const { bookings, useCase } = checkout(
      [
        aCartItem({ optionId: 611, quantity: 2, unitPrice: 24900 }),
        aCartItem({ optionId: 211, quantity: 1, unitPrice: 33333 }),
      ],
      17,
    );

    await useCase.execute();

    expect(bookings.calls).toEqual([
      {
        call: 'saveCart',
        userId: 17,
        lines: [
          { optionId: 611, quantity: 2, unitPrice: 24900 },
          { optionId: 211, quantity: 1, unitPrice: 33333 },
        ],
      },
    ]);
  });

  it('is ready to confirm once the cart is saved', async () => {
    const { useCase } = checkout([aCartItem()], 17);

    expect(await useCase.execute()).toEqual(ok({ kind: 'ready-to-confirm' }));
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
        bookings.saveCartAnswer = fail(failure);

        expect(await useCase.execute()).toEqual(
          fail({ reason: 'save-failed', message: 'Error occurred. Please try again.' }),
        );
        expect(cart.items).toHaveLength(1);
      }),
      FAILURE_RUNS,
    );
  });
});
