import type { WorkOrder } from './Booking';

/** The services of a booking, each once, in order: what a message about the booking names. */
export function servicesOf(orders: readonly WorkOrder[]): readonly string[] {
  return [...new Set(orders.map((order) => order.serviceName ?? order.optionName))];
}
