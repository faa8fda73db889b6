import {
  COMPLETED_STATUS_ID,
  REVIEWS_PAGE_SIZE,
  ratingProblem,
  type RatingSummary,
  type Review,
  type ReviewsPage,
  type Stars,
  type RatingTag,
} from '../../core/rating/Rating';
import type { RatingGateway } from '../../core/rating/RatingGateway';
import { spoken } from '../../core/shared/language';
import { fail, ok } from '../../core/shared/Result';
import { demoRejections, ratingWindowEnd, type DemoBackend, type DemoReply } from './DemoBackend';
import {
  REVIEWED_SERVICES,
  REVIEWERS,
  REVIEW_POOL,
  SEEDED_REVIEWS_PER_SERVICE,
  SEEDED_SUMMARIES,
} from './demoRatings';
import type { DemoState, StoredWorkOrder } from './DemoState';
import type { DemoCalls } from './fakeGateway';

/** A rating as a request carries it: checked here, as a backend must, before it is kept. */
export interface SentRating {
  readonly stars: number;
  readonly tags: readonly string[];
  readonly comment?: string;
}

/** Why the demo server refuses a rating, in the customer's language (ids `demoRating.…`). */
export const ratingRejections = spoken('demoRating', {
  notCompleted: 'Only a completed visit can be rated',
  windowOver: 'This visit can no longer be rated',
  stars: 'Choose from 1 to 5 stars',
  tag: 'This tag is not one we know',
  commentTooLong: 'Your comment is longer than 500 characters',
} as const);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo backend's ratings desk (the `ratings` extension): her ratings of her completed
 * orders, kept with them, and the services' summaries and reviews, the seeded ones with hers. A
 * module of its own, with the seeded reviews, so the demo downloads it when ratings are first
 * asked for, not with every page.
 */
export class DemoRatingDesk {
  constructor(private readonly backend: DemoBackend) {}

  /** Every rated service's average and count: the seeded ones with the ratings given here. */
  summaries(): RatingSummary[] {
    return this.backend.read((state) => {
      const given = this.givenByService(state);
      const ids = new Set([...Object.keys(SEEDED_SUMMARIES).map(Number), ...given.keys()]);
      return [...ids]
        .sort((a, b) => a - b)
        .map((serviceId) => {
          const [average, count] = SEEDED_SUMMARIES[serviceId] ?? [0, 0];
          const stars = (given.get(serviceId) ?? []).map((order) => order.rating?.stars ?? 0);
          const total = count + stars.length;
          const sum = average * count + stars.reduce((a, b) => a + b, 0);
          return { serviceId, average: Math.round((sum / total) * 100) / 100, count: total };
        });
    });
  }

  /** A service's reviews, newest first, a page of 10: those given here, then the seeded ones. */
  reviews(serviceId: number, page: number): DemoReply<ReviewsPage> {
    // Pages count from 1; anything else reads as the first, as a lenient backend would.
    const from = (Number.isInteger(page) && page > 1 ? page - 1 : 0) * REVIEWS_PAGE_SIZE;
    return ok(
      this.backend.read((state, now) => {
        const users = new Map(state.users.map((user) => [user.userId, user]));
        const given = state.bookings
          .flatMap((booking) => booking.workOrders.map((order) => ({ booking, order })))
          .filter(({ order }) => order.rating && this.serviceOf(order) === serviceId)
          .sort(
            (a, b) =>
              Date.parse(b.order.rating?.givenAt ?? '') - Date.parse(a.order.rating?.givenAt ?? ''),
          )
          .map(({ booking, order }): Review => {
            const user = users.get(booking.userId);
            const rating = order.rating;
            const comment = rating?.comment;
            return {
              stars: (rating?.stars ?? 5) as Stars,
              tags: (rating?.tags ?? []) as RatingTag[],
              ...(comment ? { comment, language: scriptOf(comment) } : {}),
              customer: shortName(user?.firstName ?? '', user?.lastName ?? ''),
              month: monthOf(new Date(rating?.givenAt ?? now)),
            };
          });
        const all = [...given, ...seededReviews(serviceId, now)];
        return {
          reviews: all.slice(from, from + REVIEWS_PAGE_SIZE),
          more: all.length > from + REVIEWS_PAGE_SIZE,
        };
      }),
    );
  }

  /**
   * Rates one of her completed work orders, or changes her rating, within a week of its being
   * done: another customer's order reads as not found, as for cancelling.
   */
  rate(userId: number, workOrderId: number, rating: SentRating): DemoReply<void> {
    return this.backend.change((state, now) => {
      const order = state.bookings
        .filter((booking) => booking.userId === userId)
        .flatMap((booking) => booking.workOrders)
        .find((candidate) => candidate.workOrderId === workOrderId);
      if (!order) return fail(demoRejections.workOrderNotFound);
      if (order.statusId !== COMPLETED_STATUS_ID) return fail(ratingRejections.notCompleted);
      const until = ratingWindowEnd(order);
      if (!until || until.getTime() <= now.getTime()) return fail(ratingRejections.windowOver);
      const problem = ratingProblem(rating);
      if (problem)
        return fail(
          problem === 'comment-too-long'
            ? ratingRejections.commentTooLong
            : ratingRejections[problem],
        );
      const comment = rating.comment?.trim();
      order.rating = {
        stars: rating.stars,
        tags: [...new Set(rating.tags)],
        ...(comment ? { comment } : {}),
        givenAt: now.toISOString(),
      };
      return ok(undefined);
    });
  }

  private serviceOf(order: StoredWorkOrder): number | undefined {
    return this.backend.serviceIdOf(order.optionId);
  }

  /** The rated work orders of each service. */
  private givenByService(state: DemoState): Map<number, StoredWorkOrder[]> {
    const byService = new Map<number, StoredWorkOrder[]>();
    for (const order of state.bookings.flatMap((booking) => booking.workOrders)) {
      const serviceId = this.serviceOf(order);
      if (!order.rating || serviceId === undefined) continue;
      byService.set(serviceId, [...(byService.get(serviceId) ?? []), order]);
    }
    return byService;
  }
}

/** The seeded reviews of a service, newest first, dated back from `now`: the same on every device. */
function seededReviews(serviceId: number, now: Date): Review[] {
  if (!REVIEWED_SERVICES.includes(serviceId)) return [];
  return Array.from({ length: SEEDED_REVIEWS_PER_SERVICE }, (_, index) => {
    const seed = REVIEW_POOL[(index * 5 + serviceId) % REVIEW_POOL.length] ?? REVIEW_POOL[0];
    const customer = REVIEWERS[(index * 3 + serviceId) % REVIEWERS.length] ?? 'Lakshmi P.';
    const given = new Date(now.getTime() - (index * 9 + (serviceId % 7)) * DAY_MS);
    return {
      stars: seed?.stars ?? 5,
      tags: seed?.tags ?? [],
      ...(seed?.comment ? { comment: seed.comment, language: seed.language } : {}),
      customer,
      month: monthOf(given),
    };
  });
}

/** "Priya S.": the first name and the initial of the last, all others see of a customer. */
function shortName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

/** The month of an instant in Hyderabad, `2026-11`. */
function monthOf(instant: Date): string {
  return new Date(instant.getTime() + 330 * 60 * 1000).toISOString().slice(0, 7);
}

/** The language a comment is written in, by its script: Telugu, Devanagari (Hindi), else English. */
function scriptOf(text: string): string {
  if (/[\u0C00-\u0C7F]/.test(text)) return 'te';
  if (/[\u0900-\u097F]/.test(text)) return 'hi';
  return 'en';
}

export const DEMO_RATING_CALLS: DemoCalls<RatingGateway> = {
  summaries: {
    extension: 'ratings',
    answer: ({ backend }) => ok(new DemoRatingDesk(backend).summaries()),
  },
  reviews: {
    extension: 'ratings',
    answer: ({ backend }, serviceId, page) => new DemoRatingDesk(backend).reviews(serviceId, page),
  },
  rate: {
    owner: (_backend, userId) => userId,
    extension: 'ratings',
    answer: ({ backend }, userId, workOrderId, rating) =>
      new DemoRatingDesk(backend).rate(userId, workOrderId, rating),
  },
};
