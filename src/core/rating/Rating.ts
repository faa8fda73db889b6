import type { WorkOrder } from '../booking/Booking';

/**
 * Ratings (the `ratings` contract extension): a customer rates a finished visit with 1–5 stars,
 * quick tags and an optional comment; a service's summary and reviews are what customers gave.
 * Every number is the backend's: the app rounds for display and never makes one up.
 */

export const STAR_VALUES = [1, 2, 3, 4, 5] as const;

export type Stars = (typeof STAR_VALUES)[number];

export function isStars(value: unknown): value is Stars {
  return (STAR_VALUES as readonly unknown[]).includes(value);
}

/** Tags that praise a visit (offered with 3–5 stars). Codes on the wire, words in the catalogue. */
export const GOOD_TAGS = [
  'on-time',
  'fixed-first-time',
  'clean-work',
  'polite',
  'fair-price',
] as const;

/** Tags that fault a visit (offered with 1–3 stars). */
export const POOR_TAGS = ['late', 'not-fixed', 'messy', 'rude', 'overcharged'] as const;

export const RATING_TAGS = [...GOOD_TAGS, ...POOR_TAGS] as const;

export type RatingTag = (typeof RATING_TAGS)[number];

export function isRatingTag(value: unknown): value is RatingTag {
  return (RATING_TAGS as readonly unknown[]).includes(value);
}

/** The tags that fit a number of stars: praise for 4–5, faults for 1–2, both for 3. */
export function tagsFor(stars: Stars): readonly RatingTag[] {
  if (stars >= 4) return GOOD_TAGS;
  if (stars <= 2) return POOR_TAGS;
  return RATING_TAGS;
}

/**
 * The longest comment, in UTF-16 code units: what a textarea's `maxlength` counts and what most
 * backends' string length is, so the counter and the backend agree (Hindi and Telugu letters are
 * one unit each).
 */
export const COMMENT_MAX = 500;

/** A service's rating as the backend sums it up: its average (1–5) over `count` ratings. */
export interface RatingSummary {
  readonly serviceId: number;
  readonly average: number;
  readonly count: number;
}

/** An average as it is shown: rounded to one decimal (4.62 → 4.6), never invented. */
export function oneDecimal(average: number): number {
  return Math.round(average * 10) / 10;
}

/** What a customer gives a visit, or gave it. */
export interface RatingSubmission {
  readonly stars: Stars;
  readonly tags: readonly RatingTag[];
  /** Her words, as she wrote them; absent when she wrote none. */
  readonly comment?: string;
}

/** Why a rating cannot be sent as it is: the rules the backend enforces too. */
export type RatingProblem = 'stars' | 'tag' | 'comment-too-long';

/** The first rule `rating` breaks, or `undefined` when the backend should take it. */
export function ratingProblem(rating: {
  readonly stars: unknown;
  readonly tags: readonly unknown[];
  readonly comment?: string;
}): RatingProblem | undefined {
  if (!isStars(rating.stars)) return 'stars';
  if (!rating.tags.every(isRatingTag)) return 'tag';
  if ((rating.comment ?? '').length > COMMENT_MAX) return 'comment-too-long';
  return undefined;
}

/**
 * A work order's rating, from a backend with the extension: what she gave, if she has, and until
 * when she may rate or change it (absent once the window is over, or for an order not completed).
 */
export interface WorkOrderRating {
  readonly given?: RatingSubmission;
  readonly editableUntil?: Date;
}

/** One customer's review of a service, as the backend shows it to others. */
export interface Review {
  readonly stars: Stars;
  readonly tags: readonly RatingTag[];
  readonly comment?: string;
  /** First name and initial ("Priya S."), written by the backend: never a full name. */
  readonly customer: string;
  /** The month it was given, `2026-11`. */
  readonly month: string;
  /** The language its comment is written in (`en`, `hi`, `te`), when the backend knows it. */
  readonly language?: string;
}

/** Reviews come 10 at a time, newest first. */
export const REVIEWS_PAGE_SIZE = 10;

/** One page of a service's reviews, and whether older ones follow. */
export interface ReviewsPage {
  readonly reviews: readonly Review[];
  readonly more: boolean;
}

/**
 * SPEC §4: the status of a completed work order, the only one that may be rated. Named here, not
 * read from the status names, so the demo's backend (which checks stored ratings) stays small.
 */
export const COMPLETED_STATUS_ID = 5;

/** A completed order may be rated, and its rating changed, until its window ends. */
export function canRate(order: Pick<WorkOrder, 'statusId' | 'rating'>, now: Date): boolean {
  const until = order.rating?.editableUntil;
  return (
    order.statusId === COMPLETED_STATUS_ID && until !== undefined && until.getTime() > now.getTime()
  );
}

/** How long after the visit is completed she may rate it, or change her rating. */
export const RATING_WINDOW_DAYS = 7;

/** A completed order shows its rating: one given, or the form while its window lasts. */
export function hasRatingToShow(order: Pick<WorkOrder, 'statusId' | 'rating'>): boolean {
  const rating = order.rating;
  return (
    order.statusId === COMPLETED_STATUS_ID &&
    (rating?.given !== undefined || rating?.editableUntil !== undefined)
  );
}
