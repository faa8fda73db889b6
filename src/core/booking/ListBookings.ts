import type { SessionStore } from '../auth/SessionStore';
import type { BookingGateway } from './BookingGateway';
import { groupBookings, type BookingGroup } from './groupBookings';
import { inBatches } from '../shared/inBatches';
import { withServiceNames } from './serviceNames';

/** Details read at once: enough to fill a phone's screen quickly without a burst at the server. */
const DETAIL_READS_AT_ONCE = 4;

export interface BookingList {
  readonly groups: readonly BookingGroup[];
}

/**
 * My Bookings (SPEC §2): the customer's bookings grouped and newest first. A failed call shows the
 * empty state, as SPEC §8 asks, so this use case never fails. Each booking's detail is read too,
 * so the list can say what was done, where it stands and what it costs; a booking whose detail
 * fails is listed with its rows alone.
 */
export class ListBookings {
  constructor(
    private readonly session: SessionStore,
    private readonly bookings: BookingGateway,
  ) {}

  async execute(): Promise<BookingList> {
    const { userId } = this.session.read();
    const result = userId > 0 ? await this.bookings.listBookings(userId) : undefined;
    const groups = result?.ok ? groupBookings(result.value) : [];
    return {
      groups: await inBatches(groups, DETAIL_READS_AT_ONCE, (group) => this.detailed(group)),
    };
  }

  private async detailed(group: BookingGroup): Promise<BookingGroup> {
    const detail = await this.bookings.getBookingDetail(group.bookingId);
    if (!detail.ok || detail.value.length === 0) return group;
    return { ...group, workOrders: withServiceNames(detail.value, group.items) };
  }
}
