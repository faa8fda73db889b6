import { expect } from 'vitest';
import { DEMO_USER_ID, type DemoBackend } from '../../../src/adapters/fake/DemoBackend';
import { DemoRatingDesk } from '../../../src/adapters/fake/DemoRatingDesk';
import { HttpRatingGateway } from '../../../src/adapters/http/HttpRatingGateway';
import { REVIEWS_PAGE_SIZE, isStars } from '../../../src/core/rating/Rating';
import type { RatingGateway } from '../../../src/core/rating/RatingGateway';
import * as ratings from '../interactions/ratingInteractions';
import { extensionProvider } from '../pactSetup';
import { expectShownText } from './domainExpectations';
import { caseOf, type PortContract } from './portContract';

const ratingCase = caseOf<RatingGateway>();

const A_RATEABLE_ORDER = 9000;
const AN_ORDER_DONE_LONG_AGO = 9001;
const A_REVIEWED_SERVICE = 61;

/** The seed's order she can still rate, rated once already. */
function ratedOnce(backend: DemoBackend) {
  const rated = new DemoRatingDesk(backend).rate(DEMO_USER_ID, A_RATEABLE_ORDER, ratings.A_RATING);
  if (!rated.ok) throw new Error(`the demo refused a rating: ${rated.error}`);
  return { userId: DEMO_USER_ID, workOrderId: A_RATEABLE_ORDER };
}

/** What every RatingGateway (the `ratings` extension) does. */
export const ratingGatewayContract: PortContract<RatingGateway> = {
  about: 'RatingGateway',
  provider: extensionProvider('ratings'),
  demo: (gateways) => gateways.rating,
  http: (client) => new HttpRatingGateway(client),
  cases: [
    ratingCase({
      does: "gives each rated service's average, between 1 and 5, and how many rated it",
      demo: () => ({}),
      pact: ratings.servicesHaveRatings,
      check: async (gateway) => {
        const result = await gateway.summaries();
        if (!result.ok) throw new Error(`summaries failed: ${JSON.stringify(result.error)}`);
        expect(result.value.length).toBeGreaterThan(0);
        for (const summary of result.value) {
          expect(Number.isSafeInteger(summary.serviceId)).toBe(true);
          expect(summary.average).toBeGreaterThanOrEqual(1);
          expect(summary.average).toBeLessThanOrEqual(5);
          expect(Number.isSafeInteger(summary.count) && summary.count > 0).toBe(true);
        }
      },
    }),
    ratingCase({
      does: "gives a service's reviews 10 at a time, saying when more follow",
      demo: () => ({ serviceId: A_REVIEWED_SERVICE, page: 1 }),
      pact: ratings.serviceHasReviews,
      check: async (gateway, { serviceId, page }) => {
        const result = await gateway.reviews(serviceId, page);
        if (!result.ok) throw new Error(`reviews failed: ${JSON.stringify(result.error)}`);
        expect(result.value.more).toBe(true);
        expect(result.value.reviews.length).toBeGreaterThan(0);
        expect(result.value.reviews.length).toBeLessThanOrEqual(REVIEWS_PAGE_SIZE);
        for (const review of result.value.reviews) {
          expect(isStars(review.stars)).toBe(true);
          expectShownText(review.customer);
          expect(review.month).toMatch(/^\d{4}-\d{2}$/);
        }
      },
    }),
    ratingCase({
      does: 'takes her rating of her completed order within its window',
      demo: () => ({
        userId: DEMO_USER_ID,
        workOrderId: A_RATEABLE_ORDER,
        rating: ratings.A_RATING,
      }),
      pact: ratings.customerRatesOrder,
      check: async (gateway, { userId, workOrderId, rating }) => {
        expect(await gateway.rate(userId, workOrderId, rating)).toEqual({
          ok: true,
          value: undefined,
        });
      },
    }),
    ratingCase({
      does: 'takes a changed rating with the same call while the window lasts',
      demo: (backend) => ({
        ...ratedOnce(backend),
        rating: { stars: 3, tags: ['late', 'fixed-first-time'] } as const,
      }),
      pact: ratings.customerChangesRating,
      check: async (gateway, { userId, workOrderId, rating }) => {
        expect(await gateway.rate(userId, workOrderId, rating)).toEqual({
          ok: true,
          value: undefined,
        });
      },
    }),
    ratingCase({
      does: 'refuses a rating once the window is over, with a reason to show',
      demo: () => ({
        userId: DEMO_USER_ID,
        workOrderId: AN_ORDER_DONE_LONG_AGO,
        rating: ratings.A_RATING,
      }),
      pact: ratings.customerRatesAfterWindow,
      check: async (gateway, { userId, workOrderId, rating }) => {
        const result = await gateway.rate(userId, workOrderId, rating);
        if (result.ok || result.error.kind !== 'rejected')
          throw new Error(`expected a refusal, got ${JSON.stringify(result)}`);
        expectShownText(result.error.reason);
      },
    }),
  ],
};
