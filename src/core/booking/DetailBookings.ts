import type { BookingGateway } from './BookingGateway';
import type { BookingGroup } from './groupBookings';
import { inBatches } from '../shared/inBatches';
import { withServiceNames } from './serviceNames';

/** Details read at once: enough to fill a phone's screen quickly without a burst at the server. */
export const DETAIL_READS_AT_ONCE = 4;

/**
 * The newest bookings whose details are read: the ones a customer looks at. The spec's API has no
 * call for a list with its details, so each is a call; older bookings show their rows alone.
 */
export const DETAILED_BOOKINGS = 20;

/**
 * What My Bookings says of each of the newest bookings beyond its rows: what was done, where it
 * stands and what it costs, read from its detail. Every booking is handed to `show` once it is as
 * complete as it will get: the older ones at once with their rows alone, each of the newest as its
 * detail comes (with its rows alone when the detail cannot be read).
 */
export class DetailBookings {
  constructor(private readonly bookings: BookingGateway) {}

  async execute(
    groups: readonly BookingGroup[],
    show: (group: BookingGroup) => void,
  ): Promise<void> {
    groups.slice(DETAILED_BOOKINGS).forEach(show);
    await inBatches(groups.slice(0, DETAILED_BOOKINGS), DETAIL_READS_AT_ONCE, async (group) => {
      const detail = await this.bookings.getBookingDetail(group.bookingId);
      show(
        detail.ok && detail.value.length > 0
          ? { ...group, workOrders: withServiceNames(detail.value, group.items) }
          : group,
      );
    });
  }
}
