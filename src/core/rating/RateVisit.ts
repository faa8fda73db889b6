import type { SessionStore } from '../auth/SessionStore';
import type { WorkOrder } from '../booking/Booking';
import type { Clock } from '../shared/Clock';
import { fail, ok, type Result } from '../shared/Result';
import { canRate, COMMENT_MAX, ratingProblem, type RatingSubmission } from './Rating';
import type { RatingGateway } from './RatingGateway';
import { rateMessages } from './rateMessages';

export type RateVisitResult = Result<
  { readonly message: string },
  {
    /** `refused`: the backend (or its rules, checked first) will not take it; `failed`: try again. */
    readonly reason: 'refused' | 'failed' | 'session-ended';
    readonly message: string;
  }
>;

/**
 * She rates a finished visit, or changes her rating while its window lasts: the backend's rules
 * are checked first (a completed order, within its window, 1–5 stars, known tags, 500
 * characters) so she is told at once, and the backend decides. A comment of spaces is none.
 */
export class RateVisit {
  constructor(
    private readonly session: SessionStore,
    private readonly ratings: RatingGateway,
    private readonly clock: Clock,
  ) {}

  async execute(order: WorkOrder, rating: RatingSubmission): Promise<RateVisitResult> {
    if (!canRate(order, this.clock.now()))
      return fail({ reason: 'refused', message: rateMessages.closed });
    const comment = rating.comment?.trim();
    const sent: RatingSubmission = {
      stars: rating.stars,
      tags: rating.tags,
      ...(comment ? { comment } : {}),
    };
    const problem = ratingProblem(sent);
    if (problem === 'comment-too-long')
      return fail({ reason: 'refused', message: rateMessages.commentTooLong(COMMENT_MAX) });
    if (problem) return fail({ reason: 'refused', message: rateMessages.failed });
    const { userId } = this.session.read();
    if (userId <= 0) return fail({ reason: 'session-ended', message: rateMessages.failed });
    const result = await this.ratings.rate(userId, order.workOrderId, sent);
    if (result.ok)
      return ok({ message: order.rating?.given ? rateMessages.changed : rateMessages.thanks });
    switch (result.error.kind) {
      case 'unauthorized':
        return fail({ reason: 'session-ended', message: rateMessages.failed });
      case 'rejected':
        return fail({ reason: 'refused', message: result.error.reason });
      default:
        return fail({ reason: 'failed', message: rateMessages.failed });
    }
  }
}
