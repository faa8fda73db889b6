import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ListBookings } from '../../../../src/core/booking/ListBookings';
import { fail, ok } from '../../../../src/core/shared/Result';
import { aBookingRow } from '../support/examples';
import { anyGatewayFailure, FAILURE_RUNS } from '../support/gatewayFailures';
import { InMemorySessionStore } from '../support/InMemorySessionStore';
import { bookingDouble } from '../support/gatewayDoubles';

describe('ListBookings', () => {
  it("asks for the logged-in customer's bookings", async () => {
    const bookings = bookingDouble();

    await new ListBookings(new InMemorySessionStore(17), bookings).execute();

    expect(bookings.calls[0]).toEqual(['listBookings', 17]);
  });

  it('counts one booking as "1 booking"', async () => {
    const bookings = bookingDouble();
    bookings.answers.listBookings = ok([
      aBookingRow({ bookingId: 42, serviceName: 'AC service' }),
      aBookingRow({ bookingId: 42, serviceName: 'Tap repair' }),
    ]);

    const list = await new ListBookings(new InMemorySessionStore(17), bookings).execute();

    expect(list.groups).toHaveLength(1);
  });

  it('groups rows by booking: three rows of two bookings are two groups', async () => {
    const bookings = bookingDouble();
    bookings.answers.listBookings = ok([
      aBookingRow({ bookingId: 41 }),
      aBookingRow({ bookingId: 42 }),
      aBookingRow({ bookingId: 42 }),
    ]);

    const list = await new ListBookings(new InMemorySessionStore(17), bookings).execute();

    expect(list.groups).toHaveLength(2);
  });

  it('gives the groups newest first', async () => {
    const bookings = bookingDouble();
    bookings.answers.listBookings = ok([
      aBookingRow({ bookingId: 41, createdAt: new Date('2026-01-01T00:00:00Z') }),
      aBookingRow({ bookingId: 42, createdAt: new Date('2026-02-01T00:00:00Z') }),
    ]);

    const list = await new ListBookings(new InMemorySessionStore(17), bookings).execute();

    expect(list.groups.map((group) => group.bookingId)).toEqual([42, 41]);
  });

  it('shows the empty state for any failure: unreachable, malformed or refused (SPEC §8)', async () => {
    await fc.assert(
      fc.asyncProperty(anyGatewayFailure, async (failure) => {
        const bookings = bookingDouble();
        bookings.answers.listBookings = fail(failure);

        expect(await new ListBookings(new InMemorySessionStore(17), bookings).execute()).toEqual({
          groups: [],
        });
      }),
      FAILURE_RUNS,
    );
  });

  it('shows the empty state to a visitor without asking the server', async () => {
    const bookings = bookingDouble();

    const list = await new ListBookings(new InMemorySessionStore(0), bookings).execute();

    expect(list).toEqual({ groups: [] });
    expect(bookings.calls).toEqual([]);
  });

  it('says the session ended, not that there are no bookings, when the server no longer knows the caller', async () => {
    const bookings = bookingDouble();
    bookings.answers.listBookings = fail({ kind: 'unauthorized' });

    const list = await new ListBookings(new InMemorySessionStore(17), bookings).execute();

    expect(list).toEqual({ groups: [], sessionEnded: true });
  });
});
