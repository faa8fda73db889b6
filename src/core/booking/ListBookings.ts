import type { SessionStore } from '../auth/SessionStore';
import type { BookingGateway } from './BookingGateway';
import { groupBookings, type BookingGroup } from './groupBookings';

export interface BookingList {
  readonly groups: readonly BookingGroup[];
  /** The backend ended the session (401): there is no list to show, not an empty one. */
  readonly sessionEnded?: true;
}

/**
 * My Bookings (SPEC §2): the customer's bookings grouped and newest first, from one call. A failed
 * call shows the empty state, as SPEC §8 asks, so this use case never fails.
 */
export class ListBookings {
  constructor(
    private readonly session: SessionStore,
    private readonly bookings: BookingGateway,
  ) {}

  async execute(): Promise<BookingList> {
    const { userId } = this.session.read();
    const result = userId > 0 ? await this.bookings.listBookings(userId) : undefined;
    if (result && !result.ok && result.error.kind === 'unauthorized')
      return { groups: [], sessionEnded: true };
    return { groups: result?.ok ? groupBookings(result.value) : [] };
  }
}
