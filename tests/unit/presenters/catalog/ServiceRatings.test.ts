import { describe, expect, it } from 'vitest';
import { DemoGateways } from '../../../../src/adapters/fake/DemoGateways';
import { override } from '../../../../src/app/binding';
import { cart } from '../../../../src/app/features/cart';
import { catalog } from '../../../../src/app/features/catalog';
import { TOKENS } from '../../../../src/app/tokens';
import { RATING_GATEWAY_METHODS } from '../../../../src/core/rating/RatingGateway';
import type { Extension } from '../../../../src/core/shared/Extensions';
import { unavailable } from '../../../../src/core/shared/GatewayFailure';
import { fail, ok } from '../../../../src/core/shared/Result';
import { ServiceReviewsPresenter } from '../../../../src/presenters/catalog/ServiceReviewsPresenter';
import { ServicesPresenter } from '../../../../src/presenters/catalog/ServicesPresenter';
import { SubServicePresenter } from '../../../../src/presenters/catalog/SubServicePresenter';
import { portDouble } from '../../../support/portDouble';
import { testApp } from '../../../support/testContainer';
import { demoBackend } from '../doubles';

const features = [catalog, cart];
const AC_CATEGORY = btoa('1');
// 4.62 from 1,240 seeded ratings and 34 reviews, and the seeded customer's own: 1,241 and 35.
const SPLIT_AC = 11;
const WINDOW_AC = 12; // 4.31 from 386 ratings, no reviews seeded
const DUCT_CLEANING = 15; // no ratings

/** The app with a rating gateway that watches the demo's (or answers as scripted). */
function appWithRatings(extensions?: readonly Extension[]) {
  const rating = portDouble(RATING_GATEWAY_METHODS, {
    inner: new DemoGateways(demoBackend()).rating,
  });
  const app = testApp({
    features,
    ...(extensions ? { extensions } : {}),
    overrides: [override(TOKENS.ratingGateway, rating)],
  });
  return { app, rating };
}

async function servicesPage(app: ReturnType<typeof appWithRatings>['app']) {
  const page = app.get(ServicesPresenter);
  await page.load(AC_CATEGORY);
  await page.loadRatings();
  return page;
}

const card = (page: ServicesPresenter, id: number) =>
  page.viewModel.services.find((service) => service.id === id);

describe('ServiceRatings on the services page and in the options dialog', () => {
  it("shows a rated service's average and count on its tile, seen and heard", async () => {
    const { app } = appWithRatings();
    const page = await servicesPage(app);

    expect(page.viewModel.ratingLine).toBe(true);
    expect(card(page, SPLIT_AC)?.rating).toEqual({
      shown: '4.6 ★ · 1,241 ratings',
      heard: 'Rated 4.6 out of 5 from 1,241 ratings',
    });
  });

  it("rounds the backend's average to one decimal and says one rating as one", async () => {
    const { app, rating } = appWithRatings();
    rating.answers.summaries = ok([
      { serviceId: SPLIT_AC, average: 4.25, count: 1 },
      { serviceId: WINDOW_AC, average: 4, count: 12 },
    ]);
    const page = await servicesPage(app);

    expect(card(page, SPLIT_AC)?.rating?.shown).toBe('4.3 ★ · 1 rating');
    expect(card(page, WINDOW_AC)?.rating?.heard).toBe('Rated 4.0 out of 5 from 12 ratings');
  });

  it('says nothing at all for a service without ratings', async () => {
    const { app } = appWithRatings();
    const page = await servicesPage(app);

    expect(card(page, DUCT_CLEANING)).toBeDefined();
    expect(card(page, DUCT_CLEANING)?.rating).toBeUndefined();
  });

  it('makes no call and keeps no line without the extension', async () => {
    const { app, rating } = appWithRatings(['session', 'slots', 'visit', 'payments']);
    const page = await servicesPage(app);
    await app.get(SubServicePresenter).load(SPLIT_AC);

    expect(rating.calls).toEqual([]);
    expect(page.viewModel.ratingLine).toBe(false);
    expect(card(page, SPLIT_AC)?.rating).toBeUndefined();
  });

  it('reads the summaries once a session, for the page and the dialog alike', async () => {
    const { app, rating } = appWithRatings();
    await servicesPage(app);
    await servicesPage(app);
    const dialog = app.get(SubServicePresenter);
    await dialog.load(SPLIT_AC);

    expect(rating.callsTo('summaries')).toHaveLength(1);
    expect(dialog.viewModel.rating?.shown).toBe('4.6 ★ · 1,241 ratings');
  });

  it('shows no summary after a failed read, and does not ask again', async () => {
    const { app, rating } = appWithRatings();
    rating.answers.summaries = fail(unavailable('network'));
    const page = await servicesPage(app);
    await page.loadRatings();

    expect(rating.callsTo('summaries')).toHaveLength(1);
    expect(page.viewModel.services.every((service) => service.rating === undefined)).toBe(true);
    expect(app.notifier.notifications).toEqual([]);
  });
});

describe('ServiceReviewsPresenter', () => {
  async function reviewsOf(serviceId: number, name = 'Split AC') {
    const { app, rating } = appWithRatings();
    await servicesPage(app);
    const reviews = app.get(ServiceReviewsPresenter);
    reviews.show(serviceId, name);
    return { reviews, rating };
  }

  it('has no reviews section for a service without ratings', async () => {
    const { reviews, rating } = await reviewsOf(DUCT_CLEANING, 'Duct cleaning');

    expect(reviews.viewModel).toBeUndefined();
    expect(rating.callsTo('reviews')).toEqual([]);
  });

  it('offers the reviews behind a button with their count, and reads none until it is pressed', async () => {
    const { reviews, rating } = await reviewsOf(SPLIT_AC);

    expect(reviews.viewModel?.toggleLabel).toBe('Reviews (1,241)');
    expect(reviews.viewModel?.expanded).toBe(false);
    expect(rating.callsTo('reviews')).toEqual([]);
  });

  it('shows the newest 10, then 10 more with More reviews, until there are no more', async () => {
    const { reviews, rating } = await reviewsOf(SPLIT_AC);

    const first = reviews.toggle();
    expect(reviews.viewModel?.loading).toBe('Loading reviews');
    await first;
    expect(reviews.viewModel?.reviews).toHaveLength(10);
    expect(reviews.viewModel?.moreLabel).toBe('More reviews');

    await reviews.showMore();
    await reviews.showMore();
    await reviews.showMore();

    expect(rating.callsTo('reviews')).toEqual([
      [SPLIT_AC, 1],
      [SPLIT_AC, 2],
      [SPLIT_AC, 3],
      [SPLIT_AC, 4],
    ]);
    expect(reviews.viewModel?.reviews).toHaveLength(35);
    expect(reviews.viewModel?.moreLabel).toBeUndefined();
  });

  it('writes each review: stars heard as words, tags in words, the comment in its language, who and when', async () => {
    const { reviews } = await reviewsOf(SPLIT_AC);
    await reviews.toggle();

    for (const review of reviews.viewModel?.reviews ?? []) {
      expect(review.starsHeard).toMatch(/^[1-5] out of 5$/);
      expect(review.starsShown).toHaveLength(5);
      expect(review.byline).toMatch(/^\S+ [A-Z]\., [A-Z][a-z]{2} \d{4}$/);
      expect(review.tags.every((tag) => !/^[a-z-]+$/.test(tag))).toBe(true);
      if (review.lang) expect(['en', 'hi', 'te']).toContain(review.lang);
    }
  });

  it("says 'No reviews yet' for a rated service whose reviews are none", async () => {
    const { reviews } = await reviewsOf(WINDOW_AC, 'Window AC');
    await reviews.toggle();

    expect(reviews.viewModel?.reviews).toEqual([]);
    expect(reviews.viewModel?.emptyMessage).toBe('No reviews yet');
    expect(reviews.viewModel?.moreLabel).toBeUndefined();
  });

  it('says the reviews could not be loaded, and Try again reads the same page', async () => {
    const { reviews, rating } = await reviewsOf(SPLIT_AC);
    await reviews.toggle();
    rating.answers.reviews = fail(unavailable('timeout'));
    await reviews.showMore();

    expect(reviews.viewModel?.errorMessage).toBe('Reviews could not be loaded');
    expect(reviews.viewModel?.reviews).toHaveLength(10);

    delete rating.answers.reviews;
    await reviews.retry();

    expect(rating.callsTo('reviews')).toEqual([
      [SPLIT_AC, 1],
      [SPLIT_AC, 2],
      [SPLIT_AC, 2],
    ]);
    expect(reviews.viewModel?.errorMessage).toBeUndefined();
    expect(reviews.viewModel?.reviews).toHaveLength(20);
  });
});
