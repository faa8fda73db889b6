import type { BookingRow, WorkOrder } from './Booking';

/**
 * Names each work order's service from the booking's rows in the customer's list, which come one
 * per work order and in the same order. When the counts differ the rows cannot be matched, unless
 * they all name one service; then the orders stay unnamed rather than wrongly named.
 */
export function withServiceNames(
  workOrders: readonly WorkOrder[],
  rows: readonly BookingRow[],
): readonly WorkOrder[] {
  const names = new Set(rows.map((row) => row.serviceName));
  const onlyName = names.size === 1 ? rows[0]?.serviceName : undefined;
  if (rows.length !== workOrders.length && !onlyName) return workOrders;
  return workOrders.map((order, index) => {
    const serviceName = onlyName ?? rows[index]?.serviceName;
    return serviceName ? { ...order, serviceName } : order;
  });
}
