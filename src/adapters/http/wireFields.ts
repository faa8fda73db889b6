import { number, string } from 'yup';

/**
 * Field conventions every row of the backend shares: the text 'n_a' for "empty" (SPEC §3) and
 * `CreatedDate` as ISO-like text. The core sees '' or `undefined` and real `Date`s instead.
 */

/** The wire's marker for an empty text field. */
export const NOT_AVAILABLE = 'n_a';

/** Text the customer reads: 'n_a' and null become ''. */
export function textOrEmpty(value: string | null | undefined): string {
  return value === null || value === undefined || value.trim() === NOT_AVAILABLE ? '' : value;
}

/** Optional text (descriptions, icon URLs): 'n_a', null and blank become `undefined`. */
export function optionalText(value: string | null | undefined): string | undefined {
  const text = textOrEmpty(value).trim();
  return text === '' ? undefined : text;
}

/**
 * An id, a quantity or a phone number: a whole number that JavaScript holds exactly. A larger
 * one has already lost digits in JSON.parse, so it cannot name anything reliably.
 */
export const wholeNumberField = () =>
  number()
    .defined()
    .test('safe-integer', (value) => Number.isSafeInteger(value));

// The largest rupee amount whose paise are still exact integers.
const MAX_RUPEES = Math.floor(Number.MAX_SAFE_INTEGER / 100);

/** A price in rupees: not negative, and small enough to stay exact in paise. */
export const rupeesField = () => number().min(0).max(MAX_RUPEES);

/** An optional text field on the wire: absent, null or a string. */
export const optionalTextField = () => string().nullable().optional();

// ISO 8601 as .NET and SQL Server write it: a date, optionally a time with up to 7 decimals and
// an offset; a space may stand for the 'T'. Anything looser is refused: V8 reads "1" as 2001.
export const WIRE_DATE =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2})?)(?:\.(\d{1,9}))?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A wire date as a `Date`, or `undefined` when the text is not one. A time without an offset is
 * the viewer's local time (the backend and its customers are both in India); a bare date is
 * local midnight, not UTC midnight, so it shows as the same day.
 */
export function dateFromWire(text: string): Date | undefined {
  const match = WIRE_DATE.exec(text.trim());
  if (!match) return undefined;
  const [, day, time = '00:00:00', fraction, offset = ''] = match;
  // Browsers differ on more than three decimals; milliseconds are all a display needs.
  const millis = fraction ? `.${fraction.slice(0, 3).padEnd(3, '0')}` : '';
  const date = new Date(`${day}T${time}${millis}${offset}`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** `CreatedDate`: required text that must read as a date. */
export const wireDateField = () =>
  string()
    .defined()
    .test('date', (value) => typeof value === 'string' && dateFromWire(value) !== undefined);
