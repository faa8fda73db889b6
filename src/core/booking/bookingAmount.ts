import { withGst, type CartTotals } from '../cart/gstPricing';
import type { WorkOrder } from './Booking';
import { workOrderStatus } from './workOrderStatus';

/** What a booking costs: its orders' totals with 18 % GST, leaving out cancelled and rejected ones. */
export function bookingAmount(workOrders: readonly WorkOrder[]): CartTotals {
  return withGst(
    workOrders
      .filter((order) => !notCharged(order))
      .reduce((sum, order) => sum + order.totalPrice, 0),
  );
}

/** A cancelled or rejected order costs nothing. */
export function notCharged(order: WorkOrder): boolean {
  const { stage } = workOrderStatus(order.statusId);
  return stage === 'cancelled' || stage === 'rejected';
}
