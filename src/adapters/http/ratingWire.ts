import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import type { Technician } from '../../core/booking/VisitWindow';
import type { WorkOrder } from '../../core/booking/Booking';
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
  type WorkOrderRating,
} from '../../core/rating/Rating';
import { malformed, type GatewayFailure } from '../../core/shared/GatewayFailure';
import { fail, ok, type Result } from '../../core/shared/Result';
import { dataText, decodeEnvelope, decodeStrict, parseJsonText, refusal } from './envelope';
import { visitTimeFromWire } from './visitWire';
import { optionalText, optionalTextField, wholeNumberField } from './wireFields';

/**
 * The `ratings` extension on the wire (README, "Ratings"): stars as whole numbers 1–5, tags as
 * codes, times ISO 8601 with their offset, lists as JSON text in `data`.
 */

const starsField = () => mixed<Stars>().oneOf(STAR_VALUES);
// An unknown tag is off contract: the backend takes known tags only, so it cannot store one.
const tagsField = () => array(mixed<RatingTag>().oneOf(RATING_TAGS).defined());
const ratingTime = () =>
  string().test('instant', (value) => value == null || visitTimeFromWire(value) !== undefined);

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
  const envelope = decodeEnvelope(body, 'required');
  if (!envelope.ok) return envelope;
  if (!envelope.value.status) return fail(refusal(envelope.value));
  const text = dataText(envelope.value);
  if (!text.ok) return text;
  const parsed = parseJsonText(text.value);
  if (!parsed.ok) return parsed;
  const page = decodeStrict(reviewsData, parsed.value);
  if (!page.ok) return fail(malformed('data: not a page of reviews'));
  return ok({ reviews: page.value.Reviews.map(reviewFromWire), more: page.value.More });
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

/** The four fields each work order of a booking's detail gains. */
export const ratingFields = object({
  Rating_Stars: starsField().nullable().optional(),
  Rating_Tags: tagsField().nullable().optional(),
  Rating_Comment: optionalTextField(),
  Rating_Editable_Until: ratingTime().nullable().optional(),
}).defined();

/** A work order with its rating, from a row of a backend with the `ratings` extension. */
export function withRating(
  order: WorkOrder,
  row: Partial<InferType<typeof ratingFields>>,
): WorkOrder {
  const until = row.Rating_Editable_Until
    ? visitTimeFromWire(row.Rating_Editable_Until)
    : undefined;
  const comment = optionalText(row.Rating_Comment);
  const rating: WorkOrderRating = {
    ...(row.Rating_Stars
      ? {
          given: {
            stars: row.Rating_Stars,
            tags: row.Rating_Tags ?? [],
            ...(comment ? { comment } : {}),
          },
        }
      : {}),
    ...(until ? { editableUntil: until } : {}),
  };
  return { ...order, rating };
}

/** The three fields `visit`'s technician gains. */
export const technicianRatingFields = object({
  Technician_Rating: number().min(1).max(5).nullable().optional(),
  Technician_Jobs: number()
    .min(0)
    .nullable()
    .optional()
    .test('safe-integer', (value) => value == null || Number.isSafeInteger(value)),
  // Only an https address is a photo; the app draws it only from an origin it was told of.
  Technician_Photo: optionalTextField().test(
    'https',
    (value) => value == null || optionalText(value) === undefined || /^https:\/\/\S+$/.test(value),
  ),
}).defined();

/**
 * A technician with their rating, jobs and photo as the backend gives them. A photo is kept only
 * from `imageOrigins` (the CSP's `img-src`): from anywhere else the browser would refuse to draw it,
 * so the app shows their initials instead.
 */
export function withTechnicianRating(
  technician: Technician,
  row: Partial<InferType<typeof technicianRatingFields>>,
  imageOrigins: readonly string[],
): Technician {
  const photo = optionalText(row.Technician_Photo);
  const photoUrl = photo && imageOrigins.includes(originOf(photo)) ? photo : undefined;
  return {
    ...technician,
    ...(row.Technician_Rating != null ? { rating: row.Technician_Rating } : {}),
    ...(row.Technician_Jobs != null ? { jobs: row.Technician_Jobs } : {}),
    ...(photoUrl ? { photoUrl } : {}),
  };
}

/** rate's answer: `{ status: true }` (any `data`), or a refusal with its reason. */
export function ratedOrRefused(body: unknown): Result<void, GatewayFailure> {
  const envelope = decodeEnvelope(body, 'required');
  if (!envelope.ok) return envelope;
  return envelope.value.status ? ok(undefined) : fail(refusal(envelope.value));
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}
