import { describe, expect, it } from 'vitest';
import { DetailBookings, DETAILED_BOOKINGS } from '../../../../src/core/booking/DetailBookings';
import { groupBookings, type BookingGroup } from '../../../../src/core/booking/groupBookings';
import { unavailable } from '../../../../src/core/shared/GatewayFailure';
import { fail, ok } from '../../../../src/core/shared/Result';
import { aBookingRow, aWorkOrder } from '../support/examples';
import { bookingDouble } from '../support/gatewayDoubles';
import type { PortDouble } from '../../../support/portDouble';
import type { BookingGateway } from '../../../../src/core/booking/BookingGateway';

async function detailed(bookings: PortDouble<BookingGateway>, groups: readonly BookingGroup[]) {
  const shown: BookingGroup[] = [];
  await new DetailBookings(bookings).execute(groups, (group) => shown.push(group));
  return shown;
}

describe('DetailBookings', () => {
  it("gives a booking its work orders, named by the booking's rows", async () => {
    const bookings = bookingDouble();
    bookings.answers.getBookingDetail = ok([aWorkOrder({ optionName: 'Repair' })]);

    const shown = await detailed(
      bookings,
      groupBookings([aBookingRow({ bookingId: 42, serviceName: 'Geyser' })]),
    );

    expect(shown[0]?.workOrders).toEqual([
      aWorkOrder({ optionName: 'Repair', serviceName: 'Geyser' }),
    ]);
  });

  it('leaves a booking whose detail cannot be read with its rows alone', async () => {
    const bookings = bookingDouble();
    bookings.answers.getBookingDetail = fail(unavailable('network'));

    const groups = groupBookings([aBookingRow({ bookingId: 42 })]);

    const shown = await detailed(bookings, groups);

    expect(shown).toEqual(groups);
  });

  it(`reads the details of the ${DETAILED_BOOKINGS} newest bookings only, not one call per booking ever made`, async () => {
    const bookings = bookingDouble();
    const rows = Array.from({ length: 50 }, (_, index) =>
      aBookingRow({ bookingId: 1000 + index, createdAt: new Date(Date.UTC(2026, 0, 1 + index)) }),
    );

    await detailed(bookings, groupBookings(rows));

    const read = bookings.callsTo('getBookingDetail').map(([bookingId]) => bookingId);
    expect(read).toHaveLength(DETAILED_BOOKINGS);
    expect(Math.min(...read)).toBe(1049 - DETAILED_BOOKINGS + 1);
  });

  it('hands over the older bookings at once, with their rows alone, before any detail is read', async () => {
    const bookings = bookingDouble();
    bookings.hold('getBookingDetail');
    const groups = groupBookings(
      Array.from({ length: DETAILED_BOOKINGS + 2 }, (_, index) =>
        aBookingRow({ bookingId: 1000 + index, createdAt: new Date(Date.UTC(2026, 0, 1 + index)) }),
      ),
    );
    const shown: BookingGroup[] = [];

    void new DetailBookings(bookings).execute(groups, (group) => shown.push(group));

    expect(shown).toEqual(groups.slice(DETAILED_BOOKINGS));
  });
});
