import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/adapters/http/ApiClient';
import { HttpBookingGateway } from '../../src/adapters/http/HttpBookingGateway';
import { bookingHasVisits } from './interactions/visitInteractions';
import { extensionProvider, newPact, PACT_DIR, runScenario } from './pactSetup';

/** The visit extension's own pact: GharSevaWeb-HomeServicesApi-visit.json. */
const pact = newPact(PACT_DIR, extensionProvider('visit'));
const gateway = (client: ApiClient) => new HttpBookingGateway(client, true);

describe('the visit extension', () => {
  it("reads each work order's visit window and, once assigned, its technician", () =>
    runScenario(pact, bookingHasVisits, gateway, async (bookings, { bookingId }) => {
      const detail = await bookings.getBookingDetail(bookingId);

      const window = {
        start: new Date('2026-11-25T10:00:00+05:30'),
        end: new Date('2026-11-25T12:00:00+05:30'),
      };
      expect(detail.ok && detail.value.map((order) => [order.statusId, order.visit])).toEqual([
        [2, { window, technician: { name: 'Ravi', phone: '+91 90000 11001' } }],
        [1, { window }],
      ]);
    }));
});
