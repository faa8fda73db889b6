import { describe, expect, it } from 'vitest';
import { visitStage } from '../../../../src/core/booking/visitStage';

describe('visitStage', () => {
  it("groups the spec's seven statuses into the steps a customer waits through", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(visitStage)).toEqual([
      'waiting',
      'assigned',
      'working',
      'working',
      'done',
      'cancelled',
      'cancelled',
    ]);
  });

  it('has no step for a status it does not know', () => {
    expect(visitStage(0)).toBeUndefined();
    expect(visitStage(99)).toBeUndefined();
  });
});
