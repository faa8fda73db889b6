import type { WorkOrder } from './Booking';
import { workOrderStatus } from './workOrderStatus';

/**
 * Whether an order's status tells the customer to contact us ("This order is on hold. Call us to
 * change it."; an unknown status): then Call and WhatsApp go beside those words.
 */
export function asksToContactUs(order: WorkOrder): boolean {
  const { stage } = workOrderStatus(order.statusId);
  return stage === 'on-hold' || stage === 'unknown';
}

/** The services of a booking, each once, in order: what a message about the booking names. */
export function servicesOf(orders: readonly WorkOrder[]): readonly string[] {
  return [...new Set(orders.map((order) => order.serviceName ?? order.optionName))];
}
