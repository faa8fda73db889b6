import { describe, expect, it } from 'vitest';
import { nextTryAt, resendAt, secondsUntil } from '../../../../src/core/auth/codeWaits';
import type { SentCode } from '../../../../src/core/auth/SentCodes';

const SENT_AT = new Date('2026-11-25T10:00:00+05:30');
const code = (wrongCodes: number, lastWrongAt?: Date): SentCode => ({
  mobile: '9876543210',
  userId: 17,
  sentAt: SENT_AT,
  wrongCodes,
  ...(lastWrongAt ? { lastWrongAt } : {}),
});
const later = (seconds: number) => new Date(SENT_AT.getTime() + seconds * 1000);

describe('the waits of a code', () => {
  it('lets another code be sent 30 seconds after the last', () => {
    expect(resendAt(code(0))).toEqual(later(30));
  });

  it('lets the first three wrong codes be followed by another at once', () => {
    expect(nextTryAt(code(2, later(10)))).toBeUndefined();
  });

  it.each([
    [3, 5],
    [4, 10],
    [5, 20],
    [6, 40],
    [7, 60],
    [12, 60],
  ])('after %i wrong codes, waits %i s before the next try', (wrong, seconds) => {
    expect(nextTryAt(code(wrong, later(10)))).toEqual(later(10 + seconds));
  });

  it('counts whole seconds up, and none once the moment has passed', () => {
    expect(secondsUntil(later(5), later(0.2))).toBe(5);
    expect(secondsUntil(later(5), later(6))).toBe(0);
    expect(secondsUntil(undefined, later(6))).toBe(0);
  });
});
