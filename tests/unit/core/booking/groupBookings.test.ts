import { describe, expect, it } from 'vitest';
import { groupBookings } from '../../../../src/core/booking/groupBookings';
import { aBookingRow } from '../support/examples';

describe('groupBookings', () => {
  it('puts rows of the same booking id into one group', () => {
    const ac = aBookingRow({ bookingId: 42, serviceName: 'AC service' });
    const tap = aBookingRow({ bookingId: 42, serviceName: 'Tap repair' });

    const groups = groupBookings([ac, tap]);

    expect(groups).toEqual([
      {
        bookingId: 42,
        bookingCode: 'GS-0042',
        createdAt: new Date('2026-05-12T05:00:00Z'),
        items: [ac, tap],
      },
    ]);
  });

  it('keeps rows of different bookings in different groups', () => {
    const groups = groupBookings([aBookingRow({ bookingId: 41 }), aBookingRow({ bookingId: 42 })]);

    expect(groups).toHaveLength(2);
  });

  it('puts the newest booking first', () => {
    const groups = groupBookings([
      aBookingRow({ bookingId: 1, createdAt: new Date('2026-01-01T00:00:00Z') }),
      aBookingRow({ bookingId: 2, createdAt: new Date('2026-03-01T00:00:00Z') }),
      aBookingRow({ bookingId: 3, createdAt: new Date('2026-02-01T00:00:00Z') }),
    ]);

    expect(groups.map((group) => group.bookingId)).toEqual([2, 3, 1]);
  });

  it('puts the higher id first when two bookings have the same date', () => {
    const sameTime = new Date('2026-05-12T05:00:00Z');

    const groups = groupBookings([
      aBookingRow({ bookingId: 7, createdAt: sameTime }),
      aBookingRow({ bookingId: 9, createdAt: sameTime }),
      aBookingRow({ bookingId: 8, createdAt: sameTime }),
    ]);

    expect(groups.map((group) => group.bookingId)).toEqual([9, 8, 7]);
  });

  it('dates a booking by its earliest row', () => {
    const groups = groupBookings([
      aBookingRow({ bookingId: 42, createdAt: new Date('2026-05-12T06:00:00Z') }),
      aBookingRow({ bookingId: 42, createdAt: new Date('2026-05-12T05:00:00Z') }),
    ]);

    expect(groups[0]?.createdAt).toEqual(new Date('2026-05-12T05:00:00Z'));
  });

  it('keeps the rows of a booking in the order the server sent them', () => {
    const groups = groupBookings([
      aBookingRow({ bookingId: 42, serviceName: 'B' }),
      aBookingRow({ bookingId: 41, serviceName: 'X' }),
      aBookingRow({ bookingId: 42, serviceName: 'A' }),
    ]);

    expect(
      groups.find((group) => group.bookingId === 42)?.items.map((row) => row.serviceName),
    ).toEqual(['B', 'A']);
  });

  it('gives no groups for no rows', () => {
    expect(groupBookings([])).toEqual([]);
  });
});
