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
