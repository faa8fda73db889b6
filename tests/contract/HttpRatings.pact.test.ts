import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/adapters/http/ApiClient';
import { HttpBookingGateway } from '../../src/adapters/http/HttpBookingGateway';
import { ratedBookingDetail } from './interactions/ratingInteractions';
import { extensionProvider, newPact, PACT_DIR, runScenario } from './pactSetup';

/** The ratings extension's own pact: GharSevaWeb-HomeServicesApi-ratings.json. */
const pact = newPact(PACT_DIR, extensionProvider('ratings'));
const gateway = (client: ApiClient) => new HttpBookingGateway(client, false, false, true);

describe("the ratings extension on a booking's detail", () => {
  it('reads her rating of a completed order and until when she may change it; none on an order not done', () =>
    runScenario(pact, ratedBookingDetail, gateway, async (bookings, { bookingId }) => {
      const detail = await bookings.getBookingDetail(bookingId);

      expect(detail.ok && detail.value.map((order) => order.rating)).toEqual([
        {},
        {
          given: {
            stars: 4,
            tags: ['on-time', 'clean-work'],
            comment: 'Came on time and left the bathroom clean.',
          },
          editableUntil: new Date('2026-05-14T14:00:00+05:30'),
        },
      ]);
    }));
});
