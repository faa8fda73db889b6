import { describe, expect, it } from 'vitest';
import {
  DEMO_REFUND_AFTER_MS,
  refundProgressed,
  taxShares,
} from '../../../../src/adapters/fake/demoPayments';

describe('taxShares', () => {
  it('shares the tax in proportion to each line, adding up to it exactly', () => {
    // 5,999.94, 5,999.94 and 6,000.12 paise: the two largest remainders take the two paise left.
    expect(taxShares([33_333, 33_333, 33_334], 18_000)).toEqual([6_000, 6_000, 6_000]);
    expect(taxShares([10_000, 20_001], 5_400)).toEqual([1_800, 3_600]);
  });

  it('gives a line of nothing no tax, and the rest all of it', () => {
    expect(taxShares([0, 10_000], 1_800)).toEqual([0, 1_800]);
  });
});

describe('refundProgressed', () => {
  const startedAt = new Date('2026-11-27T05:00:00Z');
  const started = {
    state: 'refund-started' as const,
    amount: 35_282,
    method: 'upi' as const,
    at: startedAt.toISOString(),
  };

  it('keeps a refund on its way until its time has passed', () => {
    const now = new Date(startedAt.getTime() + DEMO_REFUND_AFTER_MS - 1);

    expect(refundProgressed(started, now)).toBe(started);
  });

  it('has the refund reach the customer once its time has passed, dated then', () => {
    const reached = new Date(startedAt.getTime() + DEMO_REFUND_AFTER_MS);

    expect(refundProgressed(started, new Date(reached.getTime() + 5_000))).toEqual({
      ...started,
      state: 'refunded',
      at: reached.toISOString(),
    });
  });
});
