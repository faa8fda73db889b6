import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConfirmBooking } from '../../../../src/core/booking/ConfirmBooking';
import { windowFull } from '../../../../src/core/booking/VisitWindow';
import { fail, ok } from '../../../../src/core/shared/Result';
import { aCartItem } from '../support/examples';
import { FAILURE_RUNS, malformedAnswer, refusal, unreachable } from '../support/gatewayFailures';
import { InMemoryCartStore } from '../support/InMemoryCartStore';
import { InMemorySessionStore } from '../support/InMemorySessionStore';
import { bookingDouble } from '../support/gatewayDoubles';

function confirmBooking(userId = 17) {
  const bookings = bookingDouble();
  const cart = new InMemoryCartStore([aCartItem()]);
  const useCase = new ConfirmBooking(cart, new InMemorySessionStore(userId), bookings);
  return { bookings, cart, useCase };
}

describe('ConfirmBooking', () => {
  it("books the customer's saved cart", async () => {
    const { bookings, useCase } = confirmBooking();

    await useCase.execute();

    expect(bookings.calls).toEqual([['book', 17]]);
  });

  it('says "Your BookingId is 42" when the booking succeeds', async () => {
    const { bookings, useCase } = confirmBooking();
    bookings.answers.book = ok({ bookingId: 42 });

    expect(await useCase.execute()).toEqual(ok({ bookingId: 42, message: 'Your BookingId is 42' }));
  });

  it('empties the cart when the booking succeeds', async () => {
    const { cart, useCase } = confirmBooking();

    await useCase.execute();

    expect(cart.items).toEqual([]);
  });

  it('says "Invalid response from server. Please try again." for a malformed answer (no booking id) and keeps the cart', async () => {
    await fc.assert(
      fc.asyncProperty(malformedAnswer, async (failure) => {
        const { bookings, cart, useCase } = confirmBooking();
        bookings.answers.book = fail(failure);

        const result = await useCase.execute();

        expect(result).toEqual(
          fail({
            reason: 'invalid-response',
            message: 'Invalid response from server. Please try again.',
          }),
        );
        expect(cart.items).toHaveLength(1);
      }),
      FAILURE_RUNS,
    );
  });

  it('says "Failed to confirm booking. Please try again." and keeps the cart when the server is unreachable or refuses', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(unreachable, refusal), async (failure) => {
        const { bookings, cart, useCase } = confirmBooking();
        bookings.answers.book = fail(failure);

        const result = await useCase.execute();

        expect(result).toEqual(
          fail({ reason: 'failed', message: 'Failed to confirm booking. Please try again.' }),
        );
        expect(cart.items).toHaveLength(1);
      }),
      FAILURE_RUNS,
    );
  });

  it('books nothing for a visitor and keeps the cart', async () => {
    const { bookings, cart, useCase } = confirmBooking(0);

    const result = await useCase.execute();

    expect(result).toEqual(
      fail({ reason: 'not-logged-in', message: 'Failed to confirm booking. Please try again.' }),
    );
    expect(bookings.calls).toEqual([]);
    expect(cart.items).toHaveLength(1);
  });
  describe('with a visit window (the slots extension)', () => {
    const window = {
      start: new Date('2026-11-25T10:00:00+05:30'),
      end: new Date('2026-11-25T12:00:00+05:30'),
    };

    it('books the visit in the window chosen', async () => {
      const { bookings, useCase } = confirmBooking();

      await useCase.execute(window);

      expect(bookings.calls).toEqual([['book', 17, window]]);
    });

    it('says the window just filled, and keeps the cart, when its last place was taken', async () => {
      const { bookings, cart, useCase } = confirmBooking();
      bookings.answers.book = fail(windowFull('No places left'));

      expect(await useCase.execute(window)).toEqual(
        fail({
          reason: 'window-full',
          message: 'That time has just filled up. Please choose another.',
        }),
      );
      expect(cart.items).toHaveLength(1);
    });
  });
});
