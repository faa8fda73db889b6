import { boolean, object, string, type InferType } from 'yup';
import type { WorkOrderVisit, VisitSlot, VisitWindow } from '../../core/booking/VisitWindow';
import { windowFull, type WindowFull } from '../../core/booking/VisitWindow';
import { malformed, type GatewayFailure } from '../../core/shared/GatewayFailure';
import { fail, ok, type Result } from '../../core/shared/Result';
import { workOrderRow } from './bookingWire';
import { decodeEnvelope, decodeStrict, refusal } from './envelope';
import { WIRE_DATE } from './wireDates';
import { optionalText, optionalTextField } from './wireFields';

/**
 * The `slots` and `visit` extensions on the wire (README, "Contract extensions"): windows as
 * ISO 8601 text with Hyderabad's offset, `2026-11-25T10:00:00+05:30`; a time without an offset is
 * read as Hyderabad's, never the device's, since visits happen there.
 */

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** A visit time from the wire, or `undefined` when the text is not one. */
export function visitTimeFromWire(text: string): Date | undefined {
  const match = WIRE_DATE.exec(text.trim());
  if (!match) return undefined;
  const [, day, time = '00:00:00', fraction, offset] = match;
  const millis = fraction ? `.${fraction.slice(0, 3).padEnd(3, '0')}` : '';
  const date = new Date(`${day}T${time}${millis}${offset ?? '+05:30'}`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A visit time for the wire, in Hyderabad's time with its offset: `2026-11-25T10:00:00+05:30`. */
export function visitTimeToWire(instant: Date): string {
  return `${new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
}

const visitTimeField = () =>
  string().test('visit-time', (value) => value == null || visitTimeFromWire(value) !== undefined);

/** A visit window must end after it starts. */
const endsAfterStart = (start: string | null | undefined, end: string | null | undefined) => {
  if (start == null || end == null) return start == null && end == null;
  const from = visitTimeFromWire(start);
  const to = visitTimeFromWire(end);
  return from !== undefined && to !== undefined && to.getTime() > from.getTime();
};

/** One window of `Services/visitSlots`. */
export const slotRow = object({
  Slot_Start: visitTimeField().defined(),
  Slot_End: visitTimeField()
    .defined()
    .test('window', (end, context) => endsAfterStart(context.parent.Slot_Start, end)),
  Slot_Full: boolean().defined(),
}).defined();

/** The fields the `visit` extension adds to a row of `Services/BookingsRefByBookingID`. */
export const visitFields = object({
  Visit_Start: visitTimeField().nullable().optional(),
  // Both or neither: half a window cannot be shown.
  Visit_End: visitTimeField()
    .nullable()
    .optional()
    .test('window', (end, context) => endsAfterStart(context.parent.Visit_Start, end)),
  Technician_First_Name: optionalTextField(),
  Technician_Contact: optionalTextField(),
}).defined();

/** A row of `Services/BookingsRefByBookingID` from a backend with the `visit` extension. */
export const workOrderVisitRow = workOrderRow.concat(visitFields);

// The schemas' tests have passed, so the times are there; the fallback only satisfies the type.
const visitTime = (text: string): Date => visitTimeFromWire(text) ?? new Date(Number.NaN);

export function slotFromWire(row: InferType<typeof slotRow>): VisitSlot {
  return { start: visitTime(row.Slot_Start), end: visitTime(row.Slot_End), full: row.Slot_Full };
}

/** A work order's visit: its window once agreed, its technician once one is named. */
export function visitFromWire(row: InferType<typeof visitFields>): WorkOrderVisit {
  const name = optionalText(row.Technician_First_Name);
  return {
    ...(row.Visit_Start && row.Visit_End
      ? { window: { start: visitTime(row.Visit_Start), end: visitTime(row.Visit_End) } }
      : {}),
    ...(name ? { technician: { name, phone: optionalText(row.Technician_Contact) ?? '' } } : {}),
  };
}

/** The chosen window as a request carries it: `Slot_Start` and `Slot_End`. */
export function slotBody(window: VisitWindow): { Slot_Start: string; Slot_End: string } {
  return { Slot_Start: visitTimeToWire(window.start), Slot_End: visitTimeToWire(window.end) };
}

const windowRefusal = object({
  status: boolean().defined(),
  data: string().optional(),
  Slot_Full: boolean().optional(),
}).defined();

/**
 * A refusal of a call that sends a window: `{ status: false, data: "<reason>" }`, with
 * `Slot_Full: true` when the window's last place was taken. `undefined` when the answer is not
 * a refusal.
 */
export function windowRefused(body: unknown): GatewayFailure | WindowFull | undefined {
  if (typeof body !== 'object' || body === null || (body as { status?: unknown }).status !== false)
    return undefined;
  const answer = decodeStrict(windowRefusal, body);
  if (!answer.ok) return answer.error;
  const reason = answer.value.data?.trim() ?? '';
  return answer.value.Slot_Full === true ? windowFull(reason) : refusal(answer.value);
}

/** changeVisitTime's answer: `{ status: true, data: "<text>" }`, or a refusal. */
export function visitChangedOrRefused(body: unknown): Result<void, GatewayFailure | WindowFull> {
  const refused = windowRefused(body);
  if (refused) return fail(refused);
  const envelope = decodeEnvelope(body, 'required');
  if (!envelope.ok) return envelope;
  return envelope.value.status ? ok(undefined) : fail(malformed('status: false'));
}
