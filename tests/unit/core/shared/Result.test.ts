import { describe, expect, it } from 'vitest';
import { fail, ok, type Result } from '../../../../src/core/shared/Result';

/** What a caller reads out of a result once it has checked `ok`. */
const contentOf = (result: Result<number, string>): number | string =>
  result.ok ? result.value : result.error;

describe('Result', () => {
  it('wraps a value as a success', () => {
    expect(ok(42)).toEqual({ ok: true, value: 42 });
  });

  it('wraps an error as a failure', () => {
    expect(fail('otp-invalid')).toEqual({ ok: false, error: 'otp-invalid' });
  });

  it('lets a caller reach the value of a success after checking ok', () => {
    expect(contentOf(ok(7))).toBe(7);
  });

  it('lets a caller reach the error of a failure after checking ok', () => {
    expect(contentOf(fail('unavailable'))).toBe('unavailable');
  });
});
