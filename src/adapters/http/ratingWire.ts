import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import {
  COMMENT_MAX,
  RATING_TAGS,
  STAR_VALUES,
  type RatingSubmission,
  type RatingSummary,
  type RatingTag,
  type Review,
  type ReviewsPage,
  type Stars,
} from '../../core/rating/Rating';
import type { GatewayFailure } from '../../core/shared/GatewayFailure';
import { fail, ok, type Result } from '../../core/shared/Result';
import { decodeDataJson, decodeEnvelope, refusal } from './envelope';
import { optionalText, optionalTextField, wholeNumberField } from './wireFields';

/**
 * The `ratings` extension's own calls on the wire (README, "Ratings"): stars as whole numbers 1–5,
 * tags as codes, lists as JSON text in `data`. The fields booking rows gain are in
 * ratingDetailWire.ts, so the services page's summaries need none of the booking's wire code.
 */

export const starsField = () => mixed<Stars>().oneOf(STAR_VALUES);
// An unknown tag is off contract: the backend takes known tags only, so it cannot store one.
export const tagsField = () => array(mixed<RatingTag>().oneOf(RATING_TAGS).defined());

/** One row of `Services/ratingSummaries`: a rated service's average (1–5) and count (≥ 1). */
export const ratingSummaryRow = object({
  Service_Id: wholeNumberField(),
  Rating_Average: number().defined().min(1).max(5),
  Rating_Count: wholeNumberField().min(1),
}).defined();

export function summaryFromWire(row: InferType<typeof ratingSummaryRow>): RatingSummary {
  return { serviceId: row.Service_Id, average: row.Rating_Average, count: row.Rating_Count };
}

/** One review of `Services/reviews/{serviceId}`. */
export const reviewRow = object({
  Stars: starsField().defined(),
  Tags: tagsField().defined(),
  Comment: optionalTextField().test(
    'length',
    (value) => value == null || value.length <= COMMENT_MAX,
  ),
  Customer: string().defined().min(1),
  Month: string()
    .defined()
    .matches(/^\d{4}-(0[1-9]|1[0-2])$/),
  Language: optionalTextField(),
}).defined();

const reviewsData = object({
  Reviews: array(reviewRow).defined(),
  More: boolean().defined(),
}).defined();

function reviewFromWire(row: InferType<typeof reviewRow>): Review {
  const comment = optionalText(row.Comment);
  const language = optionalText(row.Language);
  return {
    stars: row.Stars,
    tags: row.Tags,
    ...(comment ? { comment } : {}),
    customer: row.Customer.trim(),
    month: row.Month,
    ...(language ? { language } : {}),
  };
}

/** reviews' answer: `{ status: true, data: "{\"Reviews\":[…],\"More\":true}" }`, or a refusal. */
export function reviewsFromWire(body: unknown): Result<ReviewsPage, GatewayFailure> {
  const page = decodeDataJson(body, reviewsData, 'data: not a page of reviews');
  return page.ok
    ? ok({ reviews: page.value.Reviews.map(reviewFromWire), more: page.value.More })
    : page;
}

/** rate's body: the customer, her work order and her rating, a missing comment as null. */
export function rateBody(userId: number, workOrderId: number, rating: RatingSubmission) {
  return {
    UserId: userId,
    WorkOrderId: workOrderId,
    Stars: rating.stars,
    Tags: [...rating.tags],
    Comment: rating.comment ?? null,
  };
}

/** rate's answer: `{ status: true }` (any `data`), or a refusal with its reason. */
export function ratedOrRefused(body: unknown): Result<void, GatewayFailure> {
  const envelope = decodeEnvelope(body, 'required');
  if (!envelope.ok) return envelope;
  return envelope.value.status ? ok(undefined) : fail(refusal(envelope.value));
}
