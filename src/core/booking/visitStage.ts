import { workOrderStatus } from './workOrderStatus';

/**
 * Where a visit stands, as the customer follows it: the spec's seven statuses grouped into the
 * five steps a customer waits through (SPEC §4 names them; the status badge keeps the name).
 */
export type VisitStage = 'waiting' | 'assigned' | 'working' | 'done' | 'cancelled';

/** The customer's step for a work order status; none for an unknown status. */
export function visitStage(statusId: number): VisitStage | undefined {
  switch (workOrderStatus(statusId).stage) {
    case 'not-assigned':
      return 'waiting';
    case 'assigned':
      return 'assigned';
    // On hold is a job that has begun and stopped for a while (a part on order, say).
    case 'in-progress':
    case 'on-hold':
      return 'working';
    case 'completed':
      return 'done';
    case 'rejected':
    case 'cancelled':
      return 'cancelled';
    default:
      return undefined;
  }
}
