import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/adapters/http/ApiClient';
import { HttpBookingGateway } from '../../src/adapters/http/HttpBookingGateway';
import { paidBookingDetail, refundedBookingDetail } from './interactions/paymentInteractions';
import { extensionProvider, newPact, PACT_DIR, runScenario } from './pactSetup';

/** The payments extension's own pact: GharSevaWeb-HomeServicesApi-payments.json. */
const pact = newPact(PACT_DIR, extensionProvider('payments'));
const gateway = (client: ApiClient) => new HttpBookingGateway(client, false, true);

describe("the payments extension on a booking's detail", () => {
  it('reads what each work order of a paid booking cost with GST, how and when it was paid', () =>
    runScenario(pact, paidBookingDetail, gateway, async (bookings, { bookingId }) => {
      const detail = await bookings.getBookingDetail(bookingId);

      const at = new Date('2026-05-10T12:05:00+05:30');
      expect(detail.ok && detail.value.map((order) => order.payment)).toEqual([
        { state: 'paid', amount: 52746, method: 'card', at },
        { state: 'paid', amount: 39333, method: 'card', at },
      ]);
    }));

  it('reads a refund of a rejected or cancelled order, done or on its way', () =>
    runScenario(pact, refundedBookingDetail, gateway, async (bookings, { bookingId }) => {
      const detail = await bookings.getBookingDetail(bookingId);

      const at = new Date('2026-05-11T12:05:00+05:30');
      expect(detail.ok && detail.value.map((order) => [order.statusId, order.payment])).toEqual([
        [6, { state: 'refunded', amount: 52746, method: 'card', at }],
        [7, { state: 'refund-started', amount: 39333, method: 'card', at }],
      ]);
    }));
});
