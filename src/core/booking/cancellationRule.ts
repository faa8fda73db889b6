import type { BusinessTerms } from '../shared/BusinessTerms';
import type { WorkOrder } from './Booking';

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
/** SPEC §4: no technician is assigned yet. */
const NOT_ASSIGNED_STATUS_ID = 1;

/** What cancelling an order costs, by the rules a deployment sets (`BusinessTerms`). */
export type CancellationRule =
  /** No visit time is known: the general rule, free until so many hours before the visit. */
  | { readonly kind: 'general' }
  /** The visit is further away than the free window: free until `until`. */
  | { readonly kind: 'free'; readonly until: Date }
  /** Inside the window, but no technician was assigned in time: our failure, so free. */
  | { readonly kind: 'free-not-assigned' }
  /** The technician is later than the deployment allows: our failure, so free. */
  | { readonly kind: 'free-late' }
  /** Inside the free window: the fee applies. */
  | { readonly kind: 'fee' }
  /** The deployment charges no fee at all. */
  | { readonly kind: 'no-fee' };

type Terms = Pick<
  BusinessTerms,
  'freeCancellationHours' | 'cancellationFeeRupees' | 'technicianAssignedHours' | 'lateMinutes'
>;

/**
 * The rule that applies to cancelling `order` at `now`: free while its visit is more than the
 * free window away; inside it, the fee, unless we failed first (no technician assigned by the
 * promised time, or the technician later than allowed).
 */
export function cancellationRule(order: WorkOrder, terms: Terms, now: Date): CancellationRule {
  if (terms.cancellationFeeRupees === 0) return { kind: 'no-fee' };
  const start = order.visit?.window?.start;
  if (!start) return { kind: 'general' };
  const until = new Date(start.getTime() - terms.freeCancellationHours * HOUR_MS);
  if (now < until) return { kind: 'free', until };
  if (now.getTime() >= start.getTime() + terms.lateMinutes * MINUTE_MS)
    return { kind: 'free-late' };
  const assignBy = start.getTime() - terms.technicianAssignedHours * HOUR_MS;
  if (order.statusId === NOT_ASSIGNED_STATUS_ID && now.getTime() >= assignBy)
    return { kind: 'free-not-assigned' };
  return { kind: 'fee' };
}
