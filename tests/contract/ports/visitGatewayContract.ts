import { expect } from 'vitest';
import { HttpBookingGateway } from '../../../src/adapters/http/HttpBookingGateway';
import type { BookingGateway } from '../../../src/core/booking/BookingGateway';
import * as slots from '../interactions/slotsInteractions';
import * as visit from '../interactions/visitInteractions';
import { extensionProvider } from '../pactSetup';
import { A_BOOKING_WITH_WORK_ORDERS, cancellableOrder, openWindowWithCart } from './demoSituations';
import { expectId, expectRealDate, expectShownText } from './domainExpectations';
import { caseOf, type PortContract } from './portContract';

const bookingCase = caseOf<BookingGateway>();

/** What every BookingGateway of a backend with the `slots` extension does. */
export const slotsGatewayContract: PortContract<BookingGateway> = {
  about: 'BookingGateway with the slots extension',
  provider: extensionProvider('slots'),
  demo: (gateways) => gateways.booking,
  http: (client) => new HttpBookingGateway(client),
  cases: [
    bookingCase({
      does: 'gives visit windows with real times, each ending after it starts, full or not',
      demo: (backend) => ({ userId: openWindowWithCart(backend).userId }),
      pact: slots.customerSeesVisitSlots,
      check: async (gateway, { userId }) => {
        const result = await gateway.visitSlots(userId);
        if (!result.ok) throw new Error(`visitSlots failed: ${JSON.stringify(result.error)}`);
        expect(result.value.length).toBeGreaterThan(0);
        for (const slot of result.value) {
          expectRealDate(slot.start);
          expectRealDate(slot.end);
          expect(slot.end.getTime()).toBeGreaterThan(slot.start.getTime());
          expect(typeof slot.full).toBe('boolean');
        }
      },
    }),
    bookingCase({
      does: 'books a saved cart in an open window',
      demo: openWindowWithCart,
      pact: slots.customerBooksInWindow,
      check: async (gateway, { userId, window }) => {
        const result = await gateway.book(userId, window);
        if (!result.ok) throw new Error(`book failed: ${JSON.stringify(result.error)}`);
        expectId(result.value.bookingId);
      },
    }),
    bookingCase({
      does: 'says a window is full when its last place was taken',
      demo: (backend) => {
        const open = openWindowWithCart(backend);
        backend.fillVisitWindow(open.window.start);
        return open;
      },
      pact: slots.customerBooksInFullWindow,
      check: async (gateway, { userId, window }) => {
        const result = await gateway.book(userId, window);
        expect(result.ok || result.error.kind).toBe('window-full');
      },
    }),
    bookingCase({
      does: "moves a work order's visit that can still move",
      demo: (backend) => ({
        ...openWindowWithCart(backend),
        workOrderId: cancellableOrder(backend, A_BOOKING_WITH_WORK_ORDERS),
      }),
      pact: slots.customerChangesVisitTime,
      check: async (gateway, { userId, workOrderId, window }) => {
        expect(await gateway.changeVisitTime(userId, workOrderId, window)).toEqual({
          ok: true,
          value: undefined,
        });
      },
    }),
    bookingCase({
      does: 'refuses to move a visit once work has begun, with a reason to show',
      demo: (backend) => {
        const workOrderId = cancellableOrder(backend, A_BOOKING_WITH_WORK_ORDERS);
        backend.setWorkOrderStatus(workOrderId, 3);
        return { ...openWindowWithCart(backend), workOrderId };
      },
      pact: slots.customerChangesVisitTimeTooLate,
      check: async (gateway, { userId, workOrderId, window }) => {
        const result = await gateway.changeVisitTime(userId, workOrderId, window);
        if (result.ok || result.error.kind !== 'rejected')
          throw new Error(`expected a refusal, got ${JSON.stringify(result)}`);
        expectShownText(result.error.reason);
      },
    }),
  ],
};

/** What every BookingGateway of a backend with the `visit` extension does. */
export const visitGatewayContract: PortContract<BookingGateway> = {
  about: 'BookingGateway with the visit extension',
  provider: extensionProvider('visit'),
  demo: (gateways) => gateways.booking,
  http: (client) => new HttpBookingGateway(client, true),
  cases: [
    bookingCase({
      does: "gives each work order's visit: a real window, and a named technician once assigned",
      demo: () => ({ bookingId: A_BOOKING_WITH_WORK_ORDERS }),
      pact: visit.bookingHasVisits,
      check: async (gateway, { bookingId }) => {
        const result = await gateway.getBookingDetail(bookingId);
        if (!result.ok) throw new Error(`getBookingDetail failed: ${JSON.stringify(result.error)}`);
        const visits = result.value.map((order) => order.visit);
        expect(visits.every((each) => each !== undefined)).toBe(true);
        for (const each of visits) {
          if (each?.window) {
            expectRealDate(each.window.start);
            expect(each.window.end.getTime()).toBeGreaterThan(each.window.start.getTime());
          }
          if (each?.technician) expectShownText(each.technician.name);
        }
        expect(visits.some((each) => each?.window && each.technician)).toBe(true);
      },
    }),
  ],
};
