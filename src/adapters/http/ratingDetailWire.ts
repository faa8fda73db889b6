import { number, object, string, type InferType } from 'yup';
import type { WorkOrder } from '../../core/booking/Booking';
import type { Technician } from '../../core/booking/VisitWindow';
import type { WorkOrderRating } from '../../core/rating/Rating';
import { starsField, tagsField } from './ratingWire';
import { visitTimeFromWire } from './visitWire';
import { optionalText, optionalTextField } from './wireFields';

/**
 * The `ratings` extension's fields on a booking's detail rows (README, "Ratings"): a work order's
 * rating and its window (ISO 8601 with its offset), and the technician's record.
 */

const ratingTime = () =>
  string().test('instant', (value) => value == null || visitTimeFromWire(value) !== undefined);

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
 * from `imageOrigins` (the CSP's `img-src`): from anywhere else the browser would refuse to draw
 * it, so the app shows their initial instead.
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

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}
