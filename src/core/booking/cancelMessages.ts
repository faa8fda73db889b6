import { spoken, template } from '../shared/language';

/** What Cancel Order says: which order it cancels, and what it leaves booked. */
export const cancelMessages = spoken('cancel', {
  /** An order by its option and, when known, its service: "Repair (Geyser)". */
  orderName: template('{option} ({service})', (option: string, service: string) => ({
    option,
    service,
  })),
  othersStayBooked: template(
    '{count, plural, one {The other service in this booking stays booked: {names}.} other {The other # services in this booking stay booked: {names}.}}',
    (names: readonly string[]) => ({ count: names.length, names: names.join(', ') }),
  ),
  /** SPEC §8's "Booking cancelled successfully", saying which order it was. */
  cancelled: template('Booking cancelled successfully: {order}.', (order: string) => ({ order })),
} as const);
