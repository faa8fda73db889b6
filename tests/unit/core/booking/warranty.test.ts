import { describe, expect, it } from 'vitest';
import { WARRANTY_DAYS, warrantyOf } from '../../../../src/core/booking/warranty';
import { FakeClock } from '../../../support/FakeClock';
import { aWorkOrder } from '../support/examples';

const DAY = 24 * 60 * 60 * 1000;
const VISIT_END = new Date('2026-11-22T12:00:00+05:30');
const visited = (statusId: number) =>
  aWorkOrder({
    statusId,
    createdAt: new Date('2026-11-20T09:00:00+05:30'),
    visit: { window: { start: new Date(VISIT_END.getTime() - 2 * 3600_000), end: VISIT_END } },
  });

describe('warrantyOf', () => {
  it('is open until 30 days after the visit that did the work', () => {
    const clock = new FakeClock(VISIT_END);
    clock.advance(WARRANTY_DAYS * DAY - 1);

    expect(warrantyOf(visited(5), clock.now())).toEqual({
      state: 'open',
      until: new Date(VISIT_END.getTime() + WARRANTY_DAYS * DAY),
    });
  });

  it('has ended, on the day it ran out, from 30 days after the visit', () => {
    const clock = new FakeClock(VISIT_END);
    clock.advance(WARRANTY_DAYS * DAY);

    expect(warrantyOf(visited(5), clock.now())).toEqual({
      state: 'ended',
      endedOn: new Date(VISIT_END.getTime() + WARRANTY_DAYS * DAY),
    });
  });

  it.each([1, 2, 3, 4, 6, 7, 99])(
    'is none for an order of status %i, not completed',
    (statusId) => {
      expect(warrantyOf(visited(statusId), new FakeClock(VISIT_END).now())).toBeUndefined();
    },
  );

  it('counts from the booking’s date without a visit, and names no day it would guess', () => {
    const createdAt = new Date('2026-11-20T09:00:00+05:30');
    const order = aWorkOrder({ statusId: 5, createdAt });
    const clock = new FakeClock(createdAt);

    clock.advance(WARRANTY_DAYS * DAY - 1);
    expect(warrantyOf(order, clock.now())).toEqual({ state: 'open' });
    clock.advance(1);
    expect(warrantyOf(order, clock.now())).toEqual({ state: 'ended' });
  });
});
