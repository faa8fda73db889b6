import { bookingOutcomes } from './bookingMessages';
import { fail, ok, type Result } from '../shared/Result';
import type { WorkOrder } from './Booking';
import type { BookingGateway } from './BookingGateway';
import type { SessionStore } from '../auth/SessionStore';
import { withServiceNames } from './serviceNames';

export interface BookingDetail {
  /** The booking's reference code, or '' when the booking has no work orders. */
  readonly referenceCode: string;
  readonly workOrders: readonly WorkOrder[];
}

export type GetBookingDetailResult = Result<BookingDetail, { readonly message: string }>;

/** Reads a booking id from a link: a positive whole number, or `undefined`. */
export function parseBookingId(param: string | null | undefined): number | undefined {
  if (!param || !/^\d{1,15}$/.test(param.trim())) return undefined;
  const id = Number(param.trim());
  return id > 0 ? id : undefined;
}

/**
 * The booking detail screen (SPEC §2), and the receipt's. A missing or malformed booking id is an
 * empty booking, not an error; a payload that does not parse and a call that fails carry SPEC
 * §8's two messages. Only the customer's own bookings are shown: a booking that is not in her
 * list (BookingsByUserId) is the empty booking too, whatever its detail call answered, since a
 * backend built to SPEC §7 alone answers any booking id to anyone; when her list cannot be read,
 * the booking cannot be shown as hers, and that is the fetch's failure. The detail rows name
 * options only, so the services are named from that list.
 */
export class GetBookingDetail {
  constructor(
    private readonly bookings: BookingGateway,
    private readonly session: SessionStore,
  ) {}

  async execute(bookingIdParam: string | null | undefined): Promise<GetBookingDetailResult> {
    const bookingId = parseBookingId(bookingIdParam);
    if (bookingId === undefined) return ok(emptyDetail);
    const { userId } = this.session.read();
    if (userId <= 0) return ok(emptyDetail);
    const [result, list] = await Promise.all([
      this.bookings.getBookingDetail(bookingId),
      this.bookings.listBookings(userId),
    ]);
    if (!result.ok) {
      return fail({
        message:
          result.error.kind === 'malformed'
            ? bookingOutcomes.bookingDetailParseFailed
            : bookingOutcomes.bookingDetailFetchFailed,
      });
    }
    if (!list.ok) return fail({ message: bookingOutcomes.bookingDetailFetchFailed });
    const rows = list.value.filter((row) => row.bookingId === bookingId);
    if (rows.length === 0) return ok(emptyDetail);
    const workOrders = withServiceNames(result.value, rows);
    return ok({
      referenceCode: workOrders[0]?.referenceCode ?? '',
      workOrders,
    });
  }
}

const emptyDetail: BookingDetail = {
  referenceCode: '',
  workOrders: [],
};
