import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/adapters/http/ApiClient';
import { HttpBookingGateway } from '../../src/adapters/http/HttpBookingGateway';
import { windowFull } from '../../src/core/booking/VisitWindow';
import { rejected } from '../../src/core/shared/GatewayFailure';
import {
  customerBooksInFullWindow,
  customerBooksInWindow,
  customerChangesVisitTime,
  customerChangesVisitTimeTooLate,
  customerSeesVisitSlots,
  customerSeesVisitSlotsToMove,
} from './interactions/slotsInteractions';
import { extensionProvider, newPact, PACT_DIR, runScenario } from './pactSetup';

/** The slots extension's own pact: GharSevaWeb-HomeServicesApi-slots.json. */
const pact = newPact(PACT_DIR, extensionProvider('slots'));
const gateway = (client: ApiClient) => new HttpBookingGateway(client);

describe('the slots extension', () => {
  it('reads the visit windows of the saved cart, full ones marked (Services/visitSlots)', () =>
    runScenario(pact, customerSeesVisitSlots, gateway, async (bookings, { userId }) => {
      expect(await bookings.visitSlots(userId)).toEqual({
        ok: true,
        value: [
          {
            start: new Date('2026-11-25T10:00:00+05:30'),
            end: new Date('2026-11-25T12:00:00+05:30'),
            full: false,
          },
          {
            start: new Date('2026-11-25T12:00:00+05:30'),
            end: new Date('2026-11-25T14:00:00+05:30'),
            full: true,
          },
        ],
      });
    }));

  it('reads the visit windows a work order can move to', () =>
    runScenario(
      pact,
      customerSeesVisitSlotsToMove,
      gateway,
      async (bookings, { userId, workOrderId }) => {
        const slots = await bookings.visitSlots(userId, workOrderId);
        expect(slots.ok && slots.value.length).toBe(2);
      },
    ));

  it('books the saved cart in the window chosen (Services/book-service with Slot_Start and Slot_End)', () =>
    runScenario(pact, customerBooksInWindow, gateway, async (bookings, { userId, window }) => {
      expect(await bookings.book(userId, window)).toEqual({ ok: true, value: { bookingId: 5006 } });
    }));

  it('tells a window whose last place was just taken (Slot_Full: true)', () =>
    runScenario(pact, customerBooksInFullWindow, gateway, async (bookings, { userId, window }) => {
      expect(await bookings.book(userId, window)).toEqual({
        ok: false,
        error: windowFull('Every place at this visit time has just been taken'),
      });
    }));

  it("moves a work order's visit to another window (WorkOrder/changeVisitTime)", () =>
    runScenario(
      pact,
      customerChangesVisitTime,
      gateway,
      async (bookings, { userId, workOrderId, window }) => {
        expect(await bookings.changeVisitTime(userId, workOrderId, window)).toEqual({
          ok: true,
          value: undefined,
        });
      },
    ));

  it("gives the server's reason when it refuses to move a visit", () =>
    runScenario(
      pact,
      customerChangesVisitTimeTooLate,
      gateway,
      async (bookings, { userId, workOrderId, window }) => {
        expect(await bookings.changeVisitTime(userId, workOrderId, window)).toEqual({
          ok: false,
          error: rejected('This visit can no longer be moved'),
        });
      },
    ));
});
