import { describe, expect, it } from 'vitest';
import type { BookingGateway } from '../../../src/core/booking/BookingGateway';
import type { VisitWindow } from '../../../src/core/booking/VisitWindow';
import { expectId, expectRealDate, expectShownText } from './domainExpectations';
import type { Scenario } from './Scenario';

type Customer = { readonly userId: number };
type InWindow = Customer & { readonly window: VisitWindow };
type MovingOrder = InWindow & { readonly workOrderId: number };

/** The situations the BookingGateway's `slots` and `visit` extensions are checked in. */
export interface VisitGatewayScenarios {
  /** User `userId` has a saved cart, and windows are on offer. */
  readonly windowsAreOffered: Scenario<BookingGateway, Customer>;
  /** User `userId` has a saved cart, and `window` is open. */
  readonly windowIsOpen: Scenario<BookingGateway, InWindow>;
  /** User `userId` has a saved cart, and every place of `window` is taken. */
  readonly windowIsFull: Scenario<BookingGateway, InWindow>;
  /** Work order `workOrderId` can still be cancelled, and `window` is open. */
  readonly visitCanMove: Scenario<BookingGateway, MovingOrder>;
  /** Work on order `workOrderId` has begun; `window` is open. */
  readonly visitCannotMove: Scenario<BookingGateway, MovingOrder>;
  /** Booking `bookingId` has an order with a window and a technician. */
  readonly bookingHasVisits: Scenario<BookingGateway, { readonly bookingId: number }>;
}

/** Registers the behaviour every BookingGateway of a backend with the extensions must show. */
export function visitGatewayContract(adapter: string, scenarios: VisitGatewayScenarios): void {
  describe(`${adapter} keeps the slots and visit extensions' contract`, () => {
    it('gives visit windows with real times, each ending after it starts, full or not', () =>
      scenarios.windowsAreOffered(async (bookings, { userId }) => {
        const result = await bookings.visitSlots(userId);
        if (!result.ok) throw new Error(`visitSlots failed: ${JSON.stringify(result.error)}`);
        expect(result.value.length).toBeGreaterThan(0);
        for (const slot of result.value) {
          expectRealDate(slot.start);
          expectRealDate(slot.end);
          expect(slot.end.getTime()).toBeGreaterThan(slot.start.getTime());
          expect(typeof slot.full).toBe('boolean');
        }
      }));

    it('books a saved cart in an open window', () =>
      scenarios.windowIsOpen(async (bookings, { userId, window }) => {
        const result = await bookings.book(userId, window);
        if (!result.ok) throw new Error(`book failed: ${JSON.stringify(result.error)}`);
        expectId(result.value.bookingId);
      }));

    it('says a window is full when its last place was taken', () =>
      scenarios.windowIsFull(async (bookings, { userId, window }) => {
        const result = await bookings.book(userId, window);
        expect(result.ok || result.error.kind).toBe('window-full');
      }));

    it("moves a work order's visit that can still move", () =>
      scenarios.visitCanMove(async (bookings, { userId, workOrderId, window }) => {
        expect(await bookings.changeVisitTime(userId, workOrderId, window)).toEqual({
          ok: true,
          value: undefined,
        });
      }));

    it('refuses to move a visit once work has begun, with a reason to show', () =>
      scenarios.visitCannotMove(async (bookings, { userId, workOrderId, window }) => {
        const result = await bookings.changeVisitTime(userId, workOrderId, window);
        if (result.ok || result.error.kind !== 'rejected')
          throw new Error(`expected a refusal, got ${JSON.stringify(result)}`);
        expectShownText(result.error.reason);
      }));

    it("gives each work order's visit: a real window, and a named technician once assigned", () =>
      scenarios.bookingHasVisits(async (bookings, { bookingId }) => {
        const result = await bookings.getBookingDetail(bookingId);
        if (!result.ok) throw new Error(`getBookingDetail failed: ${JSON.stringify(result.error)}`);
        const visits = result.value.map((order) => order.visit);
        expect(visits.every((visit) => visit !== undefined)).toBe(true);
        for (const visit of visits) {
          if (visit?.window) {
            expectRealDate(visit.window.start);
            expect(visit.window.end.getTime()).toBeGreaterThan(visit.window.start.getTime());
          }
          if (visit?.technician) expectShownText(visit.technician.name);
        }
        expect(visits.some((visit) => visit?.window && visit.technician)).toBe(true);
      }));
  });
}
