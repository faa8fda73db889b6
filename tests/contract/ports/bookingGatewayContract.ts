import { expect } from 'vitest';
import { DEMO_USER_ID } from '../../../src/adapters/fake/DemoBackend';
import { HttpBookingGateway } from '../../../src/adapters/http/HttpBookingGateway';
import type { BookingGateway } from '../../../src/core/booking/BookingGateway';
import * as booking from '../interactions/bookingInteractions';
import { PROVIDER } from '../pactSetup';
import {
  A_BOOKING_WITH_WORK_ORDERS,
  A_USER_WITHOUT_BOOKINGS,
  AN_UNKNOWN_BOOKING,
  cancellableOrder,
  offeredLines,
  savedCart,
} from './demoSituations';
import {
  expectId,
  expectOptionalText,
  expectPaise,
  expectRealDate,
  expectShownText,
} from './domainExpectations';
import { caseOf, type PortContract } from './portContract';

const bookingCase = caseOf<BookingGateway>();

/** What every BookingGateway does, SPEC §7's calls. */
export const bookingGatewayContract: PortContract<BookingGateway> = {
  about: 'BookingGateway',
  provider: PROVIDER,
  demo: (gateways) => gateways.booking,
  http: (client) => new HttpBookingGateway(client),
  cases: [
    bookingCase({
      does: 'saves a cart of offered options',
      demo: () => ({ userId: DEMO_USER_ID, lines: offeredLines }),
      pact: booking.customerSavesCart,
      check: async (gateway, { userId, lines }) => {
        expect(await gateway.saveCart(userId, lines)).toEqual({ ok: true, value: undefined });
      },
    }),
    bookingCase({
      does: 'books a saved cart and gives a positive whole-number booking id',
      demo: savedCart,
      pact: booking.customerBooksSavedCart,
      check: async (gateway, { userId }) => {
        const result = await gateway.book(userId);
        if (!result.ok) throw new Error(`book failed: ${JSON.stringify(result.error)}`);
        expectId(result.value.bookingId);
      },
    }),
    bookingCase({
      does: "lists a customer's booking rows with ids, codes, names and real dates",
      demo: () => ({ userId: DEMO_USER_ID }),
      pact: booking.customerHasBookings,
      check: async (gateway, { userId }) => {
        const result = await gateway.listBookings(userId);
        if (!result.ok) throw new Error(`listBookings failed: ${JSON.stringify(result.error)}`);
        expect(result.value.length).toBeGreaterThan(0);
        for (const row of result.value) {
          expectId(row.bookingId);
          expectShownText(row.bookingCode);
          expectShownText(row.serviceName);
          expectOptionalText(row.serviceIcon);
          expectRealDate(row.createdAt);
        }
      },
    }),
    bookingCase({
      does: 'lists no rows, not a failure, for a customer without bookings',
      demo: () => ({ userId: A_USER_WITHOUT_BOOKINGS }),
      pact: booking.customerHasNoBookings,
      check: async (gateway, { userId }) => {
        expect(await gateway.listBookings(userId)).toEqual({ ok: true, value: [] });
      },
    }),
    bookingCase({
      does: 'gives the work orders of a booking under one reference code, with prices in whole paise',
      demo: () => ({ bookingId: A_BOOKING_WITH_WORK_ORDERS }),
      pact: booking.bookingHasWorkOrders,
      check: async (gateway, { bookingId }) => {
        const result = await gateway.getBookingDetail(bookingId);
        if (!result.ok) throw new Error(`getBookingDetail failed: ${JSON.stringify(result.error)}`);
        expect(result.value.length).toBeGreaterThan(0);
        for (const order of result.value) {
          expectId(order.workOrderId);
          expectShownText(order.optionName);
          expectOptionalText(order.optionIcon);
          expectId(order.quantity);
          expectPaise(order.unitPrice);
          expectPaise(order.totalPrice);
          expectRealDate(order.createdAt);
          expect(Number.isInteger(order.statusId)).toBe(true);
        }
        const codes = new Set(result.value.map((order) => order.referenceCode));
        expect(codes.size).toBe(1);
        expectShownText([...codes][0]);
      },
    }),
    bookingCase({
      does: 'gives no work orders, not a failure, for a booking without any',
      demo: () => ({ bookingId: AN_UNKNOWN_BOOKING }),
      pact: booking.bookingHasNoWorkOrders,
      check: async (gateway, { bookingId }) => {
        expect(await gateway.getBookingDetail(bookingId)).toEqual({ ok: true, value: [] });
      },
    }),
    bookingCase({
      does: 'cancels a cancellable work order',
      demo: (backend) => ({ userId: DEMO_USER_ID, workOrderId: cancellableOrder(backend) }),
      pact: booking.customerCancelsWorkOrder,
      check: async (gateway, { userId, workOrderId }) => {
        expect(await gateway.cancelWorkOrder(userId, workOrderId)).toEqual({
          ok: true,
          value: undefined,
        });
      },
    }),
  ],
};
