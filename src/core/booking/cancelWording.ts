import type { WorkOrder } from './Booking';
import { bookingOutcomes } from './bookingMessages';
import { cancelMessages } from './cancelMessages';
import { workOrderStatus, type WorkOrderStage } from './workOrderStatus';

/** Stages in which a service is finished with: nothing more happens to it. */
const FINISHED: readonly WorkOrderStage[] = ['completed', 'rejected', 'cancelled'];

/** An order still to be done, or being done: it stays booked when another is cancelled. */
export function isOpen(order: WorkOrder): boolean {
  return !FINISHED.includes(workOrderStatus(order.statusId).stage);
}

/**
 * An order as the customer knows it: "Repair (Geyser)", its service beside its option, since one
 * booking may hold two options called "Repair"; the option alone when the service is unknown.
 */
export function orderName(order: WorkOrder): string {
  return order.serviceName
    ? cancelMessages.orderName(order.optionName, order.serviceName)
    : order.optionName;
}

export interface CancelQuestion {
  /** SPEC §4's question, naming the order. */
  readonly prompt: string;
  /** "The other service in this booking stays booked: …", when the booking has other open orders. */
  readonly othersStay?: string;
}

/** What the customer is asked before `order` of a booking of `orders` is cancelled. */
export function cancelQuestion(order: WorkOrder, orders: readonly WorkOrder[]): CancelQuestion {
  const others = orders.filter((other) => other.workOrderId !== order.workOrderId && isOpen(other));
  return {
    prompt: bookingOutcomes.cancelPrompt(orderName(order)),
    ...(others.length > 0
      ? { othersStay: cancelMessages.othersStayBooked(others.map(orderName)) }
      : {}),
  };
}
