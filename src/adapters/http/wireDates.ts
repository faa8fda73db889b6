import { string } from 'yup';

/*
 * The wire's dates, apart from the other fields (wireFields.ts): only a customer's reads carry
 * dates, so their decoding downloads with the customer's gateways, never with the catalogue's
 * first load (the `/` budget, scripts/bundle-budget.ts).
 */

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
