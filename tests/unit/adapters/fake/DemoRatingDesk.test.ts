import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USER_ID, DemoBackend } from '../../../../src/adapters/fake/DemoBackend';
import { DemoRatingDesk, ratingRejections } from '../../../../src/adapters/fake/DemoRatingDesk';
import { MemoryDemoStorage } from '../../../../src/adapters/fake/DemoStorage';
import type { WorkOrder } from '../../../../src/core/booking/Booking';
import type { RatingSubmission } from '../../../../src/core/rating/Rating';
import { FakeClock } from '../../../support/FakeClock';

const ARJUN = 102;
const DAY_MS = 24 * 60 * 60 * 1000;
const GOOD: RatingSubmission = { stars: 4, tags: ['on-time'], comment: 'Quick and tidy.' };

describe('the demo backend rating visits (the ratings extension)', () => {
  let clock: FakeClock;
  let backend: DemoBackend;
  let desk: DemoRatingDesk;

  beforeEach(() => {
    clock = new FakeClock(new Date('2026-11-27T04:30:00.000Z'));
    backend = new DemoBackend(new MemoryDemoStorage(), clock);
    desk = new DemoRatingDesk(backend);
  });

  /** Priya's seeded work orders, with the booking each is in. */
  const orders = (): WorkOrder[] =>
    [5001, 5002, 5003, 5004, 5005].flatMap((id) => backend.bookingDetail(id));
  const rateable = () => orders().find((order) => order.rating?.editableUntil !== undefined);
  const order = (workOrderId: number) => orders().find((each) => each.workOrderId === workOrderId);

  it('seeds one completed order of Priya she can still rate, and one rated long ago', () => {
    expect(rateable()).toMatchObject({ statusId: 5, rating: {} });
    expect(rateable()?.rating?.given).toBeUndefined();
    expect(orders().filter((each) => each.rating?.given)).toEqual([
      expect.objectContaining({
        statusId: 5,
        rating: { given: expect.objectContaining({ stars: 4 }) },
      }),
    ]);
  });

  it('takes her rating of her completed order and gives it back with the order', () => {
    const id = rateable()?.workOrderId ?? -1;
    expect(desk.rate(DEMO_USER_ID, id, GOOD)).toEqual({ ok: true, value: undefined });
    expect(order(id)?.rating?.given).toEqual(GOOD);
  });

  it('changes her rating when she rates again within the window', () => {
    const id = rateable()?.workOrderId ?? -1;
    desk.rate(DEMO_USER_ID, id, GOOD);
    desk.rate(DEMO_USER_ID, id, { stars: 2, tags: ['late'] });
    expect(order(id)?.rating?.given).toEqual({ stars: 2, tags: ['late'] });
  });

  it('refuses to rate another customer\u2019s order, as if there were none', () => {
    const id = rateable()?.workOrderId ?? -1;
    expect(desk.rate(ARJUN, id, GOOD)).toMatchObject({ ok: false });
    expect(order(id)?.rating?.given).toBeUndefined();
  });

  it('refuses to rate an order not completed', () => {
    const id = orders().find((each) => each.statusId === 3)?.workOrderId ?? -1;
    expect(desk.rate(DEMO_USER_ID, id, GOOD)).toEqual({
      ok: false,
      error: ratingRejections.notCompleted,
    });
  });

  it('refuses once a week has passed since the visit was done', () => {
    const id = rateable()?.workOrderId ?? -1;
    clock.advance(3 * DAY_MS);
    expect(desk.rate(DEMO_USER_ID, id, GOOD)).toEqual({
      ok: false,
      error: ratingRejections.windowOver,
    });
    expect(order(id)?.rating?.editableUntil).toBeUndefined();
  });

  it('opens the window when the back office marks an order done', () => {
    const id = orders().find((each) => each.statusId === 1)?.workOrderId ?? -1;
    backend.setWorkOrderStatus(id, 5);
    expect(order(id)?.rating?.editableUntil).toEqual(new Date(clock.now().getTime() + 7 * DAY_MS));
  });

  it.each([
    ['stars out of range', { stars: 6, tags: [] }, ratingRejections.stars],
    ['a tag nobody knows', { stars: 4, tags: ['amazing'] }, ratingRejections.tag],
    [
      'a comment over 500 characters',
      { stars: 4, tags: [], comment: 'a'.repeat(501) },
      ratingRejections.commentTooLong,
    ],
  ])('refuses %s', (_, rating, reason) => {
    const id = rateable()?.workOrderId ?? -1;
    expect(desk.rate(DEMO_USER_ID, id, rating as unknown as RatingSubmission)).toEqual({
      ok: false,
      error: reason,
    });
  });

  it('sums up rated services with averages from 3.8 to 4.7, leaving unrated ones out', () => {
    const summaries = desk.summaries();
    expect(summaries.length).toBeGreaterThan(10);
    for (const { average, count } of summaries) {
      expect(average).toBeGreaterThanOrEqual(3.8);
      expect(average).toBeLessThanOrEqual(4.75);
      expect(count).toBeGreaterThan(0);
    }
    expect(summaries.some((each) => each.serviceId === 15)).toBe(false);
  });

  it('counts her rating in the service\u2019s summary and shows it first among its reviews', () => {
    const tapsBefore = desk.summaries().find((each) => each.serviceId === 61);
    desk.rate(DEMO_USER_ID, rateable()?.workOrderId ?? -1, GOOD);
    const taps = desk.summaries().find((each) => each.serviceId === 61);
    expect(taps?.count).toBe((tapsBefore?.count ?? 0) + 1);
    const first = desk.reviews(61, 1);
    expect(first.ok && first.value.reviews[0]).toEqual({
      ...GOOD,
      language: 'en',
      customer: 'Priya S.',
      month: '2026-11',
    });
  });

  // 34 seeded, and Priya's own from long ago.
  it('gives a popular service\u2019s reviews 10 a page, some in Hindi and Telugu, not all five stars', () => {
    const pages = [1, 2, 3, 4].map((page) => desk.reviews(11, page));
    const reviews = pages.flatMap((page) => (page.ok ? page.value.reviews : []));
    expect(pages.map((page) => page.ok && page.value.reviews.length)).toEqual([10, 10, 10, 5]);
    expect(pages.map((page) => page.ok && page.value.more)).toEqual([true, true, true, false]);
    expect(new Set(reviews.map((review) => review.language))).toEqual(
      new Set(['en', 'hi', 'te', undefined]),
    );
    expect(reviews.some((review) => review.stars < 4)).toBe(true);
    expect(reviews.every((review) => /^\S+ [A-Z]\.$/.test(review.customer))).toBe(true);
  });

  it('gives the visit\u2019s technician their rating and jobs', () => {
    const technician = orders().find((each) => each.visit?.technician)?.visit?.technician;
    expect(technician).toMatchObject({ rating: expect.any(Number), jobs: expect.any(Number) });
  });
});
