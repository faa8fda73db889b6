import type { WorkOrder } from './Booking';
import { workOrderStatus } from './workOrderStatus';

/**
 * Our service warranty, in days from the visit that did the work: the days the site promises
 * (the options and confirm dialogs' price note, the features page's terms), in one place. A
 * constant, not a deployment setting: those promises are written in three languages around
 * this number, and a setting could make the button and the words disagree.
 */
export const WARRANTY_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A completed order's warranty at a moment: open (until when, if the day the work was done is
 * known), or ended (on which day, if known).
 */
export type Warranty =
  | { readonly state: 'open'; readonly until?: Date }
  | { readonly state: 'ended'; readonly endedOn?: Date };

/**
 * The warranty of `order` at `now`; none unless it is completed. The work was done when its
 * visit ended (the `visit` extension); without a visit the booking's date stands in, the
 * earliest the work can have been done, so the app never offers a claim past the promise, and
 * names no day it would have to guess.
 */
export function warrantyOf(order: WorkOrder, now: Date): Warranty | undefined {
  if (workOrderStatus(order.statusId).stage !== 'completed') return undefined;
  const doneAt = order.visit?.window?.end;
  const ends = new Date((doneAt ?? order.createdAt).getTime() + WARRANTY_DAYS * DAY_MS);
  if (now.getTime() < ends.getTime())
    return doneAt ? { state: 'open', until: ends } : { state: 'open' };
  return doneAt ? { state: 'ended', endedOn: ends } : { state: 'ended' };
}
