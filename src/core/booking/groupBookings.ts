import type { BookingRow, WorkOrder } from './Booking';

export interface BookingGroup {
  readonly bookingId: number;
  readonly bookingCode: string;
  readonly createdAt: Date;
  readonly items: readonly BookingRow[];
  /** The booking's work orders, named by service, when its detail could be read. */
  readonly workOrders?: readonly WorkOrder[];
}

/**
 * SPEC §2: rows grouped by booking id, newest booking first. A booking's date is its earliest
 * row's; equal dates fall back to the higher (newer) id so the order is stable.
 */
export function groupBookings(rows: readonly BookingRow[]): readonly BookingGroup[] {
  const groups = new Map<number, { bookingCode: string; createdAt: Date; items: BookingRow[] }>();
  for (const row of rows) {
    const group = groups.get(row.bookingId);
    if (!group) {
      groups.set(row.bookingId, {
        bookingCode: row.bookingCode,
        createdAt: row.createdAt,
        items: [row],
      });
      continue;
    }
    group.items.push(row);
    if (row.createdAt.getTime() < group.createdAt.getTime()) group.createdAt = row.createdAt;
  }
  return [...groups.entries()]
    .map(([bookingId, group]) => ({ bookingId, ...group }))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.bookingId - a.bookingId);
}
