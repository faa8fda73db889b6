import { boolean, mixed, number, object, string, type InferType } from 'yup';
import type { BookingRow, CartLine, WorkOrder } from '../../core/booking/Booking';
import { malformed, type GatewayFailure } from '../../core/shared/GatewayFailure';
import { paiseFromRupees, rupeesFromPaise } from '../../core/shared/Money';
import { fail, ok, type Result } from '../../core/shared/Result';
import { decodeStrict, refusal } from './envelope';
import {
  rupeesField,
  wholeNumberField,
  optionalText,
  optionalTextField,
  textOrEmpty,
} from './wireFields';
import { dateFromWire, wireDateField } from './wireDates';

/** Bookings on the wire: the cart as saved, the booking answer, and the rows of the two lists. */

export const bookingRow = object({
  BookingID: wholeNumberField(),
  BookingCode: string().defined(),
  CreatedDate: wireDateField(),
  Service_Name: string().defined(),
  Service_Icon: optionalTextField(),
}).defined();

export const workOrderRow = object({
  ReferenceCode: string().defined(),
  WorkOrderID: wholeNumberField(),
  Service_Option_Name: string().defined(),
  Service_Option_Icon: optionalTextField(),
  Quantity: wholeNumberField().min(0),
  UnitPrice: rupeesField().defined(),
  TotalPrice: rupeesField().defined(),
  CreatedDate: wireDateField(),
  // SPEC §4: a missing status shows the default status, so null and absent are allowed.
  WorkOrderStatusId: number()
    .nullable()
    .optional()
    .test(
      'safe-integer',
      (value) => value === null || value === undefined || Number.isSafeInteger(value),
    ),
}).defined();

// The schema's date test has passed, so the date is there; the fallback only satisfies the type.
const wireDate = (text: string): Date => dateFromWire(text) ?? new Date(Number.NaN);

export function bookingRowFromWire(row: InferType<typeof bookingRow>): BookingRow {
  return {
    bookingId: row.BookingID,
    bookingCode: textOrEmpty(row.BookingCode),
    createdAt: wireDate(row.CreatedDate),
    serviceName: textOrEmpty(row.Service_Name),
    serviceIcon: optionalText(row.Service_Icon),
  };
}

/** Status 0 stands for "missing", which the core shows as its default status. */
export function workOrderFromWire(row: InferType<typeof workOrderRow>): WorkOrder {
  return {
    referenceCode: textOrEmpty(row.ReferenceCode),
    workOrderId: row.WorkOrderID,
    optionName: textOrEmpty(row.Service_Option_Name),
    optionIcon: optionalText(row.Service_Option_Icon),
    quantity: row.Quantity,
    unitPrice: paiseFromRupees(row.UnitPrice),
    totalPrice: paiseFromRupees(row.TotalPrice),
    createdAt: wireDate(row.CreatedDate),
    statusId: row.WorkOrderStatusId ?? 0,
  };
}

export interface SaveCartBody {
  readonly user_Id: number;
  readonly createdBy: number;
  readonly cartItems: ReadonlyArray<{
    readonly service_Option_Id: number;
    readonly quantity: number;
    /** Rupees, as the backend prices everything. */
    readonly UnitPrice: number;
  }>;
}

export function saveCartBody(userId: number, lines: readonly CartLine[]): SaveCartBody {
  return {
    user_Id: userId,
    createdBy: userId,
    cartItems: lines.map((line) => ({
      service_Option_Id: line.optionId,
      quantity: line.quantity,
      UnitPrice: rupeesFromPaise(line.unitPrice),
    })),
  };
}

// Only the object matters: `message` is not read. A `status: false` is still a refusal.
const saveCartAnswer = object({
  status: boolean().optional(),
  data: mixed().optional(),
  message: mixed().optional(),
}).defined();

/** Save-cart's answer: any JSON object (`{ message }`), unless it says `status: false`. */
export function cartSavedOrRefused(body: unknown): Result<void, GatewayFailure> {
  const answer = decodeStrict(saveCartAnswer, body);
  if (!answer.ok) return answer;
  if (answer.value.status !== false) return ok(undefined);
  const { data, message } = answer.value;
  return fail(refusal({ data: typeof data === 'string' && data.trim() !== '' ? data : message }));
}

const bookAnswer = object({
  result: object({
    data: mixed(
      (value): value is number | string => typeof value === 'number' || typeof value === 'string',
    ).defined(),
  }).defined(),
}).defined();

/** Book-service's answer: `{ result: { data: <booking id> } }`, the id a number or numeric text. */
export function bookingIdFromBook(
  body: unknown,
): Result<{ readonly bookingId: number }, GatewayFailure> {
  const answer = decodeStrict(bookAnswer, body);
  if (!answer.ok) return answer;
  const { data } = answer.value.result;
  const bookingId =
    typeof data === 'number' ? data : /^\s*\d{1,15}\s*$/.test(data) ? Number(data) : Number.NaN;
  return Number.isSafeInteger(bookingId) && bookingId > 0
    ? ok({ bookingId })
    : fail(malformed('result.data: not a booking id'));
}

/**
 * The status change's answer, which the spec does not describe: any 2xx is success, unless the
 * body is a JSON object saying `status: false`.
 */
export function statusChangedOrRefused(body: unknown): Result<void, GatewayFailure> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return ok(undefined);
  const { status, data } = body as { status?: unknown; data?: unknown };
  return status === false ? fail(refusal({ data })) : ok(undefined);
}
