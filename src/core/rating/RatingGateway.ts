import type { GatewayFailure } from '../shared/GatewayFailure';
import { PortMethods } from '../shared/PortMethods';
import type { Result } from '../shared/Result';
import type { RatingSubmission, RatingSummary, ReviewsPage } from './Rating';

/**
 * Ratings through the backend (the `ratings` extension). The summaries and reviews are reads of
 * the catalogue's kind (anyone may make them); rating is a write of the customer's own, sent once.
 * Failures: `rejected` with the backend's reason (not hers, not completed, the window is over, a
 * rule broken), `unavailable`, `malformed`, `unauthorized` (the session ended). Never throws.
 */
export interface RatingGateway {
  /** Every rated service's average and count (Services/ratingSummaries); an unrated one is absent. */
  summaries(): Promise<Result<readonly RatingSummary[], GatewayFailure>>;
  /** A service's reviews, newest first, 10 a page from page 1 (Services/reviews/{serviceId}). */
  reviews(serviceId: number, page: number): Promise<Result<ReviewsPage, GatewayFailure>>;
  /**
   * Rates one of her completed work orders (WorkOrder/rate); the same call changes her rating
   * while its window lasts.
   */
  rate(
    userId: number,
    workOrderId: number,
    rating: RatingSubmission,
  ): Promise<Result<void, GatewayFailure>>;
}

/** Every method of the RatingGateway, for what is built once for each (a late adapter, a fake, a test double). */
export const RATING_GATEWAY_METHODS = PortMethods.of<RatingGateway>()([
  'summaries',
  'reviews',
  'rate',
]);
