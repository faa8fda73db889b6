import { describe, expect, it } from 'vitest';
import type { WorkOrder } from '../../../../src/core/booking/Booking';
import { cancellationRule } from '../../../../src/core/booking/cancellationRule';
import { FakeClock } from '../../../support/FakeClock';

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** Free until 4 hours before the visit, ₹100 after; a technician by 2 hours before; 30 min late. */
const terms = {
  freeCancellationHours: 4,
  cancellationFeeRupees: 100,
  technicianAssignedHours: 2,
  lateMinutes: 30,
};

/** The clock's start, 21 Nov 2026 10:00 in Hyderabad. */
const clock = () => new FakeClock();

function orderVisiting(start: Date | undefined, statusId = 2): WorkOrder {
  return {
    referenceCode: 'GS-1',
    workOrderId: 1,
    optionName: 'Repair',
    quantity: 1,
    unitPrice: 29_900,
    totalPrice: 29_900,
    createdAt: new Date('2026-11-20T10:00:00+05:30'),
    statusId,
    ...(start
      ? { visit: { window: { start, end: new Date(start.getTime() + 2 * HOUR_MS) } } }
      : {}),
  };
}

describe('cancellationRule', () => {
  it('is the general rule when the visit has no time yet', () => {
    expect(cancellationRule(orderVisiting(undefined), terms, clock().now())).toEqual({
      kind: 'general',
    });
  });

  it('is free, until the free window starts, while the visit is further away than it', () => {
    const now = clock().now();
    const start = new Date(now.getTime() + 6 * HOUR_MS);

    expect(cancellationRule(orderVisiting(start), terms, now)).toEqual({
      kind: 'free',
      until: new Date(now.getTime() + 2 * HOUR_MS),
    });
  });

  it('charges the fee from the moment the free window starts', () => {
    const time = clock();
    const start = new Date(time.now().getTime() + 6 * HOUR_MS);
    time.advance(2 * HOUR_MS - 1);
    expect(cancellationRule(orderVisiting(start), terms, time.now()).kind).toBe('free');

    time.advance(1);

    expect(cancellationRule(orderVisiting(start), terms, time.now())).toEqual({ kind: 'fee' });
  });

  it('charges the fee inside the window while a technician is assigned and not late', () => {
    const time = clock();
    const start = new Date(time.now().getTime() + HOUR_MS);
    time.advance(HOUR_MS + 29 * MINUTE_MS);

    expect(cancellationRule(orderVisiting(start, 2), terms, time.now())).toEqual({ kind: 'fee' });
  });

  it('is free when no technician is assigned by the promised time before the visit', () => {
    const now = clock().now();
    const start = new Date(now.getTime() + 2 * HOUR_MS);

    expect(cancellationRule(orderVisiting(start, 1), terms, now)).toEqual({
      kind: 'free-not-assigned',
    });
    expect(cancellationRule(orderVisiting(start, 1), terms, new Date(now.getTime() - 1)).kind).toBe(
      'fee',
    );
  });

  it('is free once the technician is later than the deployment allows', () => {
    const time = clock();
    const start = new Date(time.now().getTime() + 3 * HOUR_MS);
    time.advance(3 * HOUR_MS + 30 * MINUTE_MS);

    expect(cancellationRule(orderVisiting(start, 2), terms, time.now())).toEqual({
      kind: 'free-late',
    });
  });

  it('never charges when the deployment sets no fee', () => {
    const now = clock().now();
    const start = new Date(now.getTime() + HOUR_MS);

    expect(
      cancellationRule(orderVisiting(start), { ...terms, cancellationFeeRupees: 0 }, now),
    ).toEqual({ kind: 'no-fee' });
  });
});
