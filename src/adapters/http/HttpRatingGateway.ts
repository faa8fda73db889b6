import type { RatingSubmission, RatingSummary, ReviewsPage } from '../../core/rating/Rating';
import type { RatingGateway } from '../../core/rating/RatingGateway';
import type { GatewayFailure } from '../../core/shared/GatewayFailure';
import { ok, type Result } from '../../core/shared/Result';
import { apiPath, type ApiClient } from './ApiClient';
import { decodeRowList } from './envelope';
import {
  rateBody,
  ratedOrRefused,
  ratingSummaryRow,
  reviewsFromWire,
  summaryFromWire,
} from './ratingWire';

/**
 * Ratings over HTTP (the `ratings` extension). The summaries and reviews are reads (retried on
 * network errors, timeouts and 502/503/504; the summaries kept like the catalogue); rating is a
 * write, sent exactly once.
 */
export class HttpRatingGateway implements RatingGateway {
  constructor(private readonly client: ApiClient) {}

  /**
   * GET `Services/ratingSummaries`. Answer `{ status: true, data: "[{\"Service_Id\":3,
   * \"Rating_Average\":4.62,\"Rating_Count\":1240}]" }`; none may come as `"[]"`, `""` or `"n_a"`.
   */
  async summaries(): Promise<Result<readonly RatingSummary[], GatewayFailure>> {
    const answer = await this.client.send({
      kind: 'read',
      method: 'GET',
      keep: 'catalogue',
      path: 'Services/ratingSummaries',
    });
    if (!answer.ok) return answer;
    const rows = decodeRowList(answer.value, ratingSummaryRow, 'or-empty-text');
    return rows.ok ? ok(rows.value.map(summaryFromWire)) : rows;
  }

  /**
   * GET `Services/reviews/{serviceId}?page={page}` (10 a page, newest first). Answer
   * `{ status: true, data: "{\"Reviews\":[{\"Stars\":4,\"Tags\":[\"on-time\"],\"Comment\":\"…\",
   * \"Customer\":\"Priya S.\",\"Month\":\"2026-11\",\"Language\":\"te\"}],\"More\":true}" }`.
   */
  async reviews(serviceId: number, page: number): Promise<Result<ReviewsPage, GatewayFailure>> {
    const answer = await this.client.send({
      kind: 'read',
      method: 'GET',
      path: apiPath`Services/reviews/${serviceId}?page=${page}`,
    });
    return answer.ok ? reviewsFromWire(answer.value) : answer;
  }

  /**
   * POST `WorkOrder/rate`, body `{ UserId, WorkOrderId, Stars, Tags, Comment }`; the same call
   * changes her rating within its window. Answer `{ status: true }`, or
   * `{ status: false, data: "<reason>" }`.
   */
  async rate(
    userId: number,
    workOrderId: number,
    rating: RatingSubmission,
  ): Promise<Result<void, GatewayFailure>> {
    const answer = await this.client.send({
      kind: 'write',
      method: 'POST',
      path: 'WorkOrder/rate',
      body: rateBody(userId, workOrderId, rating),
    });
    return answer.ok ? ratedOrRefused(answer.value) : answer;
  }
}
