import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USER_ID, DemoBackend } from '../../../../src/adapters/fake/DemoBackend';
import { MemoryDemoStorage } from '../../../../src/adapters/fake/DemoStorage';
import type { CartLine } from '../../../../src/core/booking/Booking';
import { groupBookings } from '../../../../src/core/booking/groupBookings';
import { rejected, unavailable } from '../../../../src/core/shared/GatewayFailure';
import { fail, ok } from '../../../../src/core/shared/Result';
import { FakeClock } from '../../../support/FakeClock';
import { DemoGateways } from '../../../../src/adapters/fake/DemoGateways';
import type { FakeGateway } from '../../../../src/adapters/fake/fakeGateway';
import type { BookingGateway } from '../../../../src/core/booking/BookingGateway';

const lines: CartLine[] = [
  { optionId: 113, quantity: 1, unitPrice: 34_900 },
  { optionId: 411, quantity: 2, unitPrice: 34_900 },
];

describe("the demo's BookingGateway", () => {
  let clock: FakeClock;
  let bookings: FakeGateway<BookingGateway>;

  beforeEach(() => {
    clock = new FakeClock(new Date('2026-05-11T04:30:00.000Z'));
    bookings = new DemoGateways(new DemoBackend(new MemoryDemoStorage(), clock)).booking;
  });

  it('saves the cart, books it, lists it first and cancels one of its work orders', async () => {
    expect(await bookings.saveCart(DEMO_USER_ID, lines)).toEqual(ok(undefined));
    const booked = await bookings.book(DEMO_USER_ID);
    if (!booked.ok) throw new Error('booking failed');
    const { bookingId } = booked.value;

    const list = await bookings.listBookings(DEMO_USER_ID);
    const groups = list.ok ? groupBookings(list.value) : [];
    expect(groups[0]?.bookingId).toBe(bookingId);
    // Two options named "Repair" from two services stay two work orders.
    expect(groups[0]?.items.map((row) => row.serviceName)).toEqual(['Split AC', 'Washing machine']);

    const detail = await bookings.getBookingDetail(bookingId);
    const orders = detail.ok ? detail.value : [];
    expect(orders.map((o) => [o.optionName, o.quantity, o.totalPrice, o.statusId])).toEqual([
      ['Repair', 1, 34_900, 1],
      ['Repair', 2, 69_800, 1],
    ]);

    expect(await bookings.cancelWorkOrder(DEMO_USER_ID, orders[1]?.workOrderId ?? -1)).toEqual(
      ok(undefined),
    );
    const after = await bookings.getBookingDetail(bookingId);
    expect(after.ok && after.value.map((o) => o.statusId)).toEqual([1, 7]);
  });

  it('refuses to cancel a work order in progress, with the server text', async () => {
    const detail = await bookings.getBookingDetail(5003);
    const inProgress = detail.ok ? detail.value.find((o) => o.statusId === 3) : undefined;
    expect(await bookings.cancelWorkOrder(DEMO_USER_ID, inProgress?.workOrderId ?? -1)).toEqual(
      fail(rejected('This order can no longer be cancelled')),
    );
  });

  it('refuses to book an empty cart', async () => {
    expect(await bookings.book(DEMO_USER_ID)).toEqual(fail(rejected('Your cart is empty')));
  });

  it('sends the cart as it was when saved, not as the caller changes it later', async () => {
    const clock = new FakeClock(new Date('2026-05-11T04:30:00.000Z'));
    const slow = new DemoGateways(new DemoBackend(new MemoryDemoStorage(), clock), {
      latencyMs: 200,
      clock,
    }).booking;
    const mine = lines.map((line) => ({ ...line }));
    const saving = slow.saveCart(DEMO_USER_ID, mine);
    mine.length = 0;
    clock.advance(200);
    expect(await saving).toEqual(ok(undefined));
    const booking = slow.book(DEMO_USER_ID);
    clock.advance(200);
    const booked = await booking;
    const detail = booked.ok ? slow.getBookingDetail(booked.value.bookingId) : undefined;
    clock.advance(200);
    const orders = await detail;
    expect(orders?.ok && orders.value).toHaveLength(2);
  });

  it('fails the next booking on demand and leaves the saved cart to be booked later', async () => {
    await bookings.saveCart(DEMO_USER_ID, lines);
    bookings.failNext('book', unavailable('timeout'));
    expect(await bookings.book(DEMO_USER_ID)).toEqual(fail(unavailable('timeout')));
    expect((await bookings.book(DEMO_USER_ID)).ok).toBe(true);
  });

  it('fails the list and the detail on demand', async () => {
    bookings.failNext('listBookings', unavailable('network'));
    bookings.failNext('getBookingDetail', unavailable('network'));
    expect(await bookings.listBookings(DEMO_USER_ID)).toEqual(fail(unavailable('network')));
    expect(await bookings.getBookingDetail(5001)).toEqual(fail(unavailable('network')));
    expect((await bookings.listBookings(DEMO_USER_ID)).ok).toBe(true);
  });

  it('hands out copies: changing a work order read does not change the booking', async () => {
    const first = await bookings.getBookingDetail(5004);
    if (first.ok) (first.value[0] as { statusId: number }).statusId = 5;
    const second = await bookings.getBookingDetail(5004);
    expect(second.ok && second.value[0]?.statusId).toBe(2);
  });
  describe('as a backend without the slots and visit extensions', () => {
    const window = {
      start: new Date('2026-05-13T10:00:00+05:30'),
      end: new Date('2026-05-13T12:00:00+05:30'),
    };

    beforeEach(() => {
      bookings = new DemoGateways(new DemoBackend(new MemoryDemoStorage(), clock), {
        extensions: new Set(),
      }).booking;
    });

    it('gives work orders without their visit', async () => {
      const detail = await bookings.getBookingDetail(5004);

      expect(detail.ok && detail.value.map((order) => order.visit)).toEqual([undefined, undefined]);
    });

    it('has no visit windows (HTTP 404), and books without the window it does not know', async () => {
      expect(await bookings.visitSlots(DEMO_USER_ID)).toEqual(fail(unavailable('http')));
      expect(await bookings.changeVisitTime(DEMO_USER_ID, 9008, window)).toEqual(
        fail(unavailable('http')),
      );
      await bookings.saveCart(DEMO_USER_ID, lines);

      const booked = await bookings.book(DEMO_USER_ID, window);

      expect(booked).toEqual(ok({ bookingId: 5006 }));
    });
  });
});
