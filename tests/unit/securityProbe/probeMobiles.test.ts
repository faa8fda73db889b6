import { describe, expect, it } from 'vitest';
import { SettingError } from '../../../scripts/pact-kit/settings';
import {
  DEFAULT_PROBE_MOBILES,
  probeMobilesFrom,
} from '../../../scripts/security-probe/ownCustomers';

describe("PROBE_MOBILES, the security probe's own numbers without provider states", () => {
  it('are the two defaults when unset or blank', () => {
    expect(probeMobilesFrom({})).toEqual(DEFAULT_PROBE_MOBILES);
    expect(probeMobilesFrom({ PROBE_MOBILES: ' ' })).toEqual(DEFAULT_PROBE_MOBILES);
  });

  it('are two mobile numbers, comma-separated, spaces aside', () => {
    expect(probeMobilesFrom({ PROBE_MOBILES: '9123456780, 8123 456 789' })).toEqual([
      '9123456780',
      '8123456789',
    ]);
  });

  it.each([
    ['one number', '9123456780'],
    ['three numbers', '9123456780,8123456789,7123456789'],
    ['the same number twice', '9123456780,9123456780'],
    ['a number that is not a mobile', '9123456780,5123456789'],
    ['a number one digit short', '9123456780,912345678'],
  ])('refuse %s', (_, given) => {
    expect(() => probeMobilesFrom({ PROBE_MOBILES: given })).toThrow(SettingError);
  });
});
