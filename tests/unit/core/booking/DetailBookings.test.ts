import { describe, expect, it } from 'vitest';
import { DetailBookings, DETAILED_BOOKINGS } from '../../../../src/core/booking/DetailBookings';
import { groupBookings, type BookingGroup } from '../../../../src/core/booking/groupBookings';
import { unavailable } from '../../../../src/core/shared/GatewayFailure';
import { fail, ok } from '../../../../src/core/shared/Result';
import { aBookingRow, aWorkOrder } from '../support/examples';
import { RecordingBookingGateway } from '../support/RecordingBookingGateway';

async function detailed(bookings: RecordingBookingGateway, groups: readonly BookingGroup[]) {
  const shown: BookingGroup[] = [];
  await new DetailBookings(bookings).execute(groups, (group) => shown.push(group));
  return shown;
}

describe('DetailBookings', () => {
  it("gives a booking its work orders, named by the booking's rows", async () => {
    const bookings = new RecordingBookingGateway();
    bookings.bookingDetailAnswer = ok([aWorkOrder({ optionName: 'Repair' })]);

    const shown = await detailed(
      bookings,
      groupBookings([aBookingRow({ bookingId: 42, serviceName: 'Geyser' })]),
    );

    expect(shown[0]?.workOrders).toEqual([
      aWorkOrder({ optionName: 'Repair', serviceName: 'Geyser' }),
    ]);
  });

  it('leaves a booking whose detail cannot be read with its rows alone', async () => {
    const bookings = new RecordingBookingGateway();
    bookings.bookingDetailAnswer = fail(unavailable('network'));

    const shown = await detailed(bookings, groupBookings([aBookingRow({ bookingId: 42 })]));

    expect(shown).toEqual([]);
  });

  it(`reads the details of the ${DETAILED_BOOKINGS} newest bookings only, not one call per booking ever made`, async () => {
    const bookings = new RecordingBookingGateway();
    const rows = Array.from({ length: 50 }, (_, index) =>
      aBookingRow({ bookingId: 1000 + index, createdAt: new Date(Date.UTC(2026, 0, 1 + index)) }),
    );

    await detailed(bookings, groupBookings(rows));

    const read = bookings.calls.flatMap((call) =>
      call.call === 'getBookingDetail' ? [call.bookingId] : [],
    );
    expect(read).toHaveLength(DETAILED_BOOKINGS);
    expect(Math.min(...read)).toBe(1049 - DETAILED_BOOKINGS + 1);
  });
});
