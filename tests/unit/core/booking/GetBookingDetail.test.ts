import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GetBookingDetail, parseBookingId } from '../../../../src/core/booking/GetBookingDetail';
import { unavailable } from '../../../../src/core/shared/GatewayFailure';
import { fail, ok } from '../../../../src/core/shared/Result';
import { aBookingRow, aWorkOrder } from '../support/examples';
import { FAILURE_RUNS, malformedAnswer, refusal, unreachable } from '../support/gatewayFailures';
import { InMemorySessionStore } from '../support/InMemorySessionStore';
import { bookingDouble } from '../support/gatewayDoubles';

describe('parseBookingId', () => {
  it('reads a whole number', () => {
    expect(parseBookingId('42')).toBe(42);
  });

  it('reads a whole number with blanks around it', () => {
    expect(parseBookingId(' 42 ')).toBe(42);
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty parameter', ''],
    ['0', '0'],
    ['a negative number', '-1'],
    ['a decimal number', '4.2'],
    ['text', 'abc'],
    ['a number followed by text', '42abc'],
    ['a number too long to be an id', '1234567890123456'],
  ])('gives undefined for %s', (_name, param) => {
    expect(parseBookingId(param)).toBeUndefined();
  });
});

describe('GetBookingDetail', () => {
  it('asks for the work orders of the booking in the link', async () => {
    const bookings = bookingDouble();

    await new GetBookingDetail(bookings, new InMemorySessionStore(17)).execute('42');

    expect(bookings.calls).toContainEqual(['getBookingDetail', 42]);
  });

  it("names each work order's service from the customer's rows of that booking", async () => {
    const bookings = bookingDouble();
    bookings.answers.getBookingDetail = ok([
      aWorkOrder({ workOrderId: 1, optionName: 'Repair' }),
      aWorkOrder({ workOrderId: 2, optionName: 'Repair' }),
    ]);
    bookings.answers.listBookings = ok([
      aBookingRow({ bookingId: 41, serviceName: 'Microwave' }),
      aBookingRow({ bookingId: 42, serviceName: 'Geyser' }),
      aBookingRow({ bookingId: 42, serviceName: 'Washing machine' }),
    ]);

    const result = await new GetBookingDetail(bookings, new InMemorySessionStore(17)).execute('42');

    expect(result.ok && result.value.workOrders.map((order) => order.serviceName)).toEqual([
      'Geyser',
      'Washing machine',
    ]);
    expect(bookings.calls).toContainEqual(['listBookings', 17]);
  });

  it("shows a booking that is not among the customer's own as the empty booking", async () => {
    const bookings = bookingDouble();
    bookings.answers.getBookingDetail = ok([aWorkOrder({ workOrderId: 1 })]);
    bookings.answers.listBookings = ok([aBookingRow({ bookingId: 41, serviceName: 'Microwave' })]);

    expect(
      await new GetBookingDetail(bookings, new InMemorySessionStore(17)).execute('42'),
    ).toEqual(ok({ referenceCode: '', workOrders: [] }));
  });

  it('shows a visitor no booking, and asks the server nothing', async () => {
    const bookings = bookingDouble();
    bookings.answers.getBookingDetail = ok([aWorkOrder({ workOrderId: 1 })]);

    expect(await new GetBookingDetail(bookings, new InMemorySessionStore(0)).execute('42')).toEqual(
      ok({ referenceCode: '', workOrders: [] }),
    );
    expect(bookings.calls).toEqual([]);
  });

  it('says "Error fetching booking details" when the customer\'s own list cannot be read', async () => {
    const bookings = bookingDouble();
    bookings.answers.getBookingDetail = ok([aWorkOrder({ workOrderId: 1 })]);
    bookings.answers.listBookings = fail(unavailable('timeout'));

    expect(
      await new GetBookingDetail(bookings, new InMemorySessionStore(17)).execute('42'),
    ).toEqual(fail({ message: 'Error fetching booking details' }));
  });

  it('gives the reference code, the work orders and "2 services"', async () => {
    const bookings = bookingDouble();
    const workOrders = [aWorkOrder({ workOrderId: 1 }), aWorkOrder({ workOrderId: 2 })];
    bookings.answers.getBookingDetail = ok(workOrders);
    bookings.answers.listBookings = ok([aBookingRow({ bookingId: 42 })]);

    const result = await new GetBookingDetail(bookings, new InMemorySessionStore(17)).execute('42');

    expect(result.ok && result.value.referenceCode).toBe('REF-0042');
    expect(result.ok && result.value.workOrders.map((order) => order.workOrderId)).toEqual([1, 2]);
  });

  it('gives an empty booking with no reference code when it has no work orders', async () => {
    const bookings = bookingDouble();

    expect(
      await new GetBookingDetail(bookings, new InMemorySessionStore(17)).execute('42'),
    ).toEqual(ok({ referenceCode: '', workOrders: [] }));
  });

  it.each([
    ['a missing booking id', undefined],
    ['an empty booking id', ''],
    ['a malformed booking id', 'abc'],
  ])('gives an empty booking for %s without asking the server', async (_name, param) => {
    const bookings = bookingDouble();

    const result = await new GetBookingDetail(bookings, new InMemorySessionStore(17)).execute(
      param,
    );

    expect(result).toEqual(ok({ referenceCode: '', workOrders: [] }));
    expect(bookings.calls).toEqual([]);
  });

  it('says "Error parsing booking data" when the answer is malformed', async () => {
    await fc.assert(
      fc.asyncProperty(malformedAnswer, async (failure) => {
        const bookings = bookingDouble();
        bookings.answers.getBookingDetail = fail(failure);

        expect(
          await new GetBookingDetail(bookings, new InMemorySessionStore(17)).execute('42'),
        ).toEqual(fail({ message: 'Error parsing booking data' }));
      }),
      FAILURE_RUNS,
    );
  });

  it('says "Error fetching booking details" when the server is unreachable or refuses', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(unreachable, refusal), async (failure) => {
        const bookings = bookingDouble();
        bookings.answers.getBookingDetail = fail(failure);

        expect(
          await new GetBookingDetail(bookings, new InMemorySessionStore(17)).execute('42'),
        ).toEqual(fail({ message: 'Error fetching booking details' }));
      }),
      FAILURE_RUNS,
    );
  });
});
