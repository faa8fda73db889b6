import { expect } from 'vitest';

/**
 * What every adapter owes the core in the values it returns, whatever its backend: the wire's
 * conventions ('n_a', '0', JSON text, rupees) never leak through.
 */

/** A name or a code the customer reads: text with something visible in it, never 'n_a'. */
export function expectShownText(value: unknown): void {
  expect(typeof value).toBe('string');
  expect((value as string).trim()).not.toBe('');
  expect(value).not.toBe('n_a');
}

/** An optional text (a description, an icon): absent, or text as above; never '' or 'n_a'. */
export function expectOptionalText(value: unknown): void {
  if (value !== undefined) expectShownText(value);
}

/** An id: a positive whole number JavaScript holds exactly. */
export function expectId(value: unknown): void {
  expect(Number.isSafeInteger(value)).toBe(true);
  expect(value as number).toBeGreaterThan(0);
}

/** An amount of money in the core: whole paise, never negative. */
export function expectPaise(value: unknown): void {
  expect(Number.isSafeInteger(value)).toBe(true);
  expect(value as number).toBeGreaterThanOrEqual(0);
}

/** A date the screens can format. */
export function expectRealDate(value: unknown): void {
  expect(value).toBeInstanceOf(Date);
  expect(Number.isNaN((value as Date).getTime())).toBe(false);
}
