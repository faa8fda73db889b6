import { describe, expect, it } from 'vitest';
import { workOrderStatus } from '../../../../src/core/booking/workOrderStatus';
import {
  CANCELLABLE_STATUS_IDS,
  CANCELLED_STATUS_ID,
  isCancellable,
} from '../../../../src/core/booking/cancellation';

describe('workOrderStatus', () => {
  it.each([
    [1, 'Not Assigned'],
    [2, 'Assigned'],
    [3, 'In Progress'],
    [4, 'On Hold'],
    [5, 'Completed'],
    [6, 'Rejected'],
    [7, 'Cancelled'],
  ])('names status %i "%s"', (id, name) => {
    expect(workOrderStatus(id)).toMatchObject({ id, name });
  });

  it('gives the default status for an id it does not know', () => {
    expect(workOrderStatus(99)).toMatchObject({
      id: 99,
      name: 'Status unavailable',
      stage: 'unknown',
    });
  });

  it('gives the default status for id 0', () => {
    expect(workOrderStatus(0).name).toBe('Status unavailable');
  });

  it('gives the default status with id 0 for a missing id', () => {
    expect(workOrderStatus(undefined)).toMatchObject({ id: 0, name: 'Status unavailable' });
    expect(workOrderStatus(null)).toMatchObject({ id: 0, name: 'Status unavailable' });
  });

  it('gives every known status its own stage (the badge colours it)', () => {
    const stages = [1, 2, 3, 4, 5, 6, 7].map((id) => workOrderStatus(id).stage);

    expect(new Set(stages).size).toBe(7);
  });
});

describe('isCancellable', () => {
  it.each([1, 2])('lets the customer cancel a work order in status %i', (id) => {
    expect(isCancellable(id)).toBe(true);
  });

  it.each([0, 3, 4, 5, 6, 7, 8])('refuses to cancel a work order in status %i', (id) => {
    expect(isCancellable(id)).toBe(false);
  });

  it('cancels to status 7 and only from 1 and 2', () => {
    expect(CANCELLED_STATUS_ID).toBe(7);
    expect(CANCELLABLE_STATUS_IDS).toEqual([1, 2]);
  });
});
