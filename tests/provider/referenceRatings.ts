import { DemoRatingDesk, type SentRating } from '../../src/adapters/fake/DemoRatingDesk';
import type { DemoBackend, DemoReply } from '../../src/adapters/fake/DemoBackend';
import type { RatingSummary, ReviewsPage } from '../../src/core/rating/Rating';
import { fail, ok } from '../../src/core/shared/Result';

/**
 * The ratings extension of the reference provider, over the demo's ratings desk. Secure, it keeps
 * every rule: only the customer of a completed order, within a week of its being done, 1–5
 * stars, known tags, a comment of at most 500 characters. Without --secure it is the extension's
 * call to the letter, holes and all: any order, in any state, at any time, anything sent is
 * kept, as a backend that trusts the app to check would (the probe names each hole).
 */
export class ReferenceRatings {
  private readonly desk: DemoRatingDesk;

  constructor(
    private readonly backend: DemoBackend,
    private readonly holes: boolean,
  ) {
    this.desk = new DemoRatingDesk(backend);
  }

  summaries(): RatingSummary[] {
    return this.desk.summaries();
  }

  reviews(serviceId: number, page: number): DemoReply<ReviewsPage> {
    return this.desk.reviews(serviceId, page);
  }

  rate(userId: number, workOrderId: number, sent: SentRating): DemoReply<void> {
    const comment = sent.comment;
    if (!this.holes)
      return this.desk.rate(userId, workOrderId, {
        stars: sent.stars,
        tags: sent.tags,
        ...(comment ? { comment } : {}),
      });
    const stored = this.backend.change((state, now) => {
      const order = state.bookings
        .flatMap((booking) => booking.workOrders)
        .find((candidate) => candidate.workOrderId === workOrderId);
      if (!order) return false;
      order.rating = {
        stars: sent.stars,
        tags: [...sent.tags],
        ...(comment ? { comment } : {}),
        givenAt: now.toISOString(),
      };
      return true;
    });
    return stored ? ok(undefined) : fail('Work order not found');
  }
}
