import type { WorkOrder } from './Booking';
import { statusLineMessages as words } from './statusLineMessages';
import { statusMessages } from './bookingMessages';
import type { VisitWindow } from './VisitWindow';
import { workOrderStatus, type WorkOrderStage } from './workOrderStatus';
import { formatDate } from '../shared/formatDate';

/** Where an order's visit is in time: none agreed (or no `visit` extension), to come, going on, over. */
export type VisitTiming = 'none' | 'ahead' | 'under-way' | 'past';

export function visitTiming(visit: VisitWindow | undefined, now: Date): VisitTiming {
  if (!visit) return 'none';
  if (now < visit.start) return 'ahead';
  return now < visit.end ? 'under-way' : 'past';
}

/** The one line an order shows beside its badge. */
export interface StatusLine {
  /** The badge's stage: the line is always about the stage the badge names. */
  readonly stage: WorkOrderStage;
  readonly text: string;
  /** What happens next, where she waits on us (on hold, rejected, a visit time gone by). */
  readonly next?: string;
  /** Call and WhatsApp go beside it. */
  readonly offersHelp: boolean;
}

/**
 * The line for `order` at `now`, decided from its status and its visit's time together, so it
 * never says more than the status does: a visit's time only sharpens what the status already
 * says ("on the way" only while an assigned visit's window is on), and a status the backend has
 * not moved past its window says that the time has passed, never that someone is still coming.
 * `cancelledAt`: when she cancelled it on this device, as the app learnt it.
 */
export function statusLine(order: WorkOrder, now: Date, cancelledAt?: Date): StatusLine {
  const { stage } = workOrderStatus(order.statusId);
  const timing = visitTiming(order.visit?.window, now);
  const line = (text: string, next?: string): StatusLine => ({
    stage,
    text,
    ...(next ? { next } : {}),
    offersHelp: next !== undefined,
  });
  switch (stage) {
    case 'not-assigned':
      return timing === 'under-way' || timing === 'past'
        ? line(words.noTechnicianYet, words.next.noTechnicianYet)
        : line(words.waiting);
    case 'assigned':
      if (timing === 'under-way') return line(words.onTheWay);
      return timing === 'past'
        ? line(words.visitPassed, words.next.visitPassed)
        : line(words.assigned);
    case 'in-progress':
      return line(words.working);
    case 'on-hold':
      return line(words.paused, words.next.paused);
    case 'completed':
      return line(words.done);
    case 'rejected':
      return line(words.notTaken, words.next.notTaken);
    case 'cancelled':
      return line(cancelledAt ? words.cancelledByYou(formatDate(cancelledAt)) : words.cancelled);
    case 'unknown':
      return line(words.unknown, statusMessages.notCancellable);
  }
}
