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
 * The booking detail screen (SPEC §2). A missing or malformed booking id is an empty booking, not
 * an error; a payload that does not parse and a call that fails carry SPEC §8's two messages.
 * The detail rows name options only, so the services are named from the customer's booking list;
 * when that list cannot be read the detail is shown without them.
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
    const [result, list] = await Promise.all([
      this.bookings.getBookingDetail(bookingId),
      userId > 0 ? this.bookings.listBookings(userId) : undefined,
    ]);
    if (!result.ok) {
      return fail({
        message:
          result.error.kind === 'malformed'
            ? bookingOutcomes.bookingDetailParseFailed
            : bookingOutcomes.bookingDetailFetchFailed,
      });
    }
    const rows = list?.ok ? list.value.filter((row) => row.bookingId === bookingId) : [];
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
