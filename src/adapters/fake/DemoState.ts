import type { StoredPayment, StoredPaymentOrder } from './demoPayments';
import { isPaymentMethod } from './demoPayments';
import { PAYMENT_STATES } from '../../core/payment/Payment';
import { isRatingTag, isStars } from '../../core/rating/Rating';

/**
 * The demo backend's state as it keeps it in storage, and the checks that stored JSON really is
 * that state. Written by hand (not with yup) so the demo backend stays small: it downloads with
 * the first page.
 */

export interface StoredUser {
  userId: number;
  mobile: string;
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  altContact: string;
}

export interface StoredCart {
  userId: number;
  lines: StoredCartLine[];
}

export interface StoredCartLine {
  optionId: number;
  quantity: number;
  unitPrice: number;
}

export interface StoredWorkOrder {
  workOrderId: number;
  optionId: number;
  optionName: string;
  optionIcon?: string;
  serviceName: string;
  serviceIcon?: string;
  quantity: number;
  unitPrice: number;
  statusId: number;
  /** The visit's window (ISO 8601), once one is agreed. */
  visitStart?: string;
  visitEnd?: string;
  /** Who visits, once assigned. */
  technician?: StoredTechnician;
  /**
   * When a booking made in the demo is given its technician (ISO 8601): from then on it moves on
   * over the demo's clock. Seeded orders have none and stay as seeded.
   */
  assignAt?: string;
  /** What is paid for it or still to pay (the `payments` extension). */
  payment?: StoredPayment;
  /** When the back office marked it done (ISO 8601); else it was done when its visit ended. */
  completedAt?: string;
  /** Her rating of it (the `ratings` extension). */
  rating?: StoredRating;
}

/** A customer's rating of a work order, as she last gave it. */
export interface StoredRating {
  stars: number;
  tags: string[];
  comment?: string;
  /** When she gave it or last changed it (ISO 8601). */
  givenAt: string;
}

export interface StoredTechnician {
  name: string;
  phone: string;
}

export interface StoredBooking {
  bookingId: number;
  userId: number;
  bookingCode: string;
  /** ISO 8601. */
  createdAt: string;
  workOrders: StoredWorkOrder[];
  /** The payment provider's order for it, once one was asked for (the `payments` extension). */
  paymentOrder?: StoredPaymentOrder;
}

/** A session the demo server gave at verify (the `session` extension). */
export interface StoredSession {
  /** The token as the server keeps it (SessionRules.keep: a hash in the reference provider). */
  token: string;
  userId: number;
  /** When it opened and when it was last used (ISO 8601); a session stored without them has ended. */
  openedAt?: string;
  lastUsedAt?: string;
}

/**
 * Places in a visit window taken by the demo's other customers, where it differs from what the
 * demo makes up (demoVisits.ts): the back office, a demo or a test fills a window this way.
 */
export interface StoredVisitLoad {
  /** The window's start, ISO 8601. */
  start: string;
  taken: number;
}

export interface DemoState {
  users: StoredUser[];
  carts: StoredCart[];
  bookings: StoredBooking[];
  sessions: StoredSession[];
  visitLoad: StoredVisitLoad[];
}

export const demoStateKeys = [
  'users',
  'carts',
  'bookings',
  'sessions',
  'visitLoad',
] as const satisfies readonly (keyof DemoState)[];

/** The stored JSON of one key of the state, or `undefined` when it is not what we wrote. */
export function parseDemoStateEntry<K extends keyof DemoState>(
  key: K,
  raw: string,
): DemoState[K] | undefined {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const check = entryChecks[key] as (item: unknown) => boolean;
  return Array.isArray(value) && value.every(check) ? (value as DemoState[K]) : undefined;
}

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isPositiveId = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;
const isPaise = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isText = (value: unknown) => typeof value === 'string';
const isOptionalText = (value: unknown) => value === undefined || typeof value === 'string';
const isOptionalDate = (value: unknown) =>
  value === undefined || (typeof value === 'string' && !Number.isNaN(Date.parse(value)));
const isOptionalTechnician = (value: unknown) =>
  value === undefined || (isRecord(value) && isText(value.name) && isText(value.phone));

const isUser = (value: unknown): boolean =>
  isRecord(value) &&
  isPositiveId(value.userId) &&
  typeof value.mobile === 'string' &&
  /^[6-9]\d{9}$/.test(value.mobile) &&
  ['firstName', 'lastName', 'email', 'address', 'altContact'].every((field) =>
    isText(value[field]),
  );

const isCartLine = (value: unknown): boolean =>
  isRecord(value) &&
  isPositiveId(value.optionId) &&
  isPositiveId(value.quantity) &&
  isPaise(value.unitPrice);

const isCart = (value: unknown): boolean =>
  isRecord(value) &&
  isPositiveId(value.userId) &&
  Array.isArray(value.lines) &&
  value.lines.every(isCartLine);

const isOptionalPayment = (value: unknown) =>
  value === undefined ||
  (isRecord(value) &&
    (PAYMENT_STATES as readonly unknown[]).includes(value.state) &&
    isPaise(value.amount) &&
    (value.method === undefined || isPaymentMethod(value.method)) &&
    isOptionalDate(value.at));

const isNonEmptyText = (value: unknown) => typeof value === 'string' && value !== '';

const isOptionalPaymentOrder = (value: unknown) =>
  value === undefined ||
  (isRecord(value) &&
    isNonEmptyText(value.orderId) &&
    isPaise(value.amount) &&
    Array.isArray(value.authorized) &&
    value.authorized.every(
      (each: unknown) =>
        isRecord(each) && isNonEmptyText(each.paymentId) && isPaymentMethod(each.method),
    ) &&
    Array.isArray(value.verified) &&
    value.verified.every(isNonEmptyText));

const isOptionalRating = (value: unknown) =>
  value === undefined ||
  (isRecord(value) &&
    isStars(value.stars) &&
    Array.isArray(value.tags) &&
    value.tags.every(isRatingTag) &&
    isOptionalText(value.comment) &&
    isOptionalDate(value.givenAt) &&
    value.givenAt !== undefined);

const isWorkOrder = (value: unknown): boolean =>
  isRecord(value) &&
  isPositiveId(value.workOrderId) &&
  isPositiveId(value.optionId) &&
  isText(value.optionName) &&
  isOptionalText(value.optionIcon) &&
  isText(value.serviceName) &&
  isOptionalText(value.serviceIcon) &&
  isPositiveId(value.quantity) &&
  isPaise(value.unitPrice) &&
  typeof value.statusId === 'number' &&
  Number.isInteger(value.statusId) &&
  isOptionalDate(value.visitStart) &&
  isOptionalDate(value.visitEnd) &&
  isOptionalTechnician(value.technician) &&
  isOptionalDate(value.assignAt) &&
  isOptionalPayment(value.payment) &&
  isOptionalDate(value.completedAt) &&
  isOptionalRating(value.rating);

const isBooking = (value: unknown): boolean =>
  isRecord(value) &&
  isPositiveId(value.bookingId) &&
  isPositiveId(value.userId) &&
  typeof value.bookingCode === 'string' &&
  value.bookingCode !== '' &&
  typeof value.createdAt === 'string' &&
  !Number.isNaN(Date.parse(value.createdAt)) &&
  Array.isArray(value.workOrders) &&
  value.workOrders.every(isWorkOrder) &&
  isOptionalPaymentOrder(value.paymentOrder);

const isSession = (value: unknown): boolean =>
  isRecord(value) &&
  typeof value.token === 'string' &&
  value.token !== '' &&
  isPositiveId(value.userId) &&
  isOptionalDate(value.openedAt) &&
  isOptionalDate(value.lastUsedAt);

const isVisitLoad = (value: unknown): boolean =>
  isRecord(value) &&
  typeof value.start === 'string' &&
  !Number.isNaN(Date.parse(value.start)) &&
  typeof value.taken === 'number' &&
  Number.isInteger(value.taken) &&
  value.taken >= 0;

const entryChecks: { readonly [K in keyof DemoState]: (item: unknown) => boolean } = {
  users: isUser,
  carts: isCart,
  bookings: isBooking,
  sessions: isSession,
  visitLoad: isVisitLoad,
};
