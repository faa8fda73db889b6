import { bookingOutcomes } from './bookingMessages';
import { fail, ok, type Result } from '../shared/Result';
import type { WorkOrder } from './Booking';
import type { BookingGateway } from './BookingGateway';

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
 */
export class GetBookingDetail {
  constructor(private readonly bookings: BookingGateway) {}

  async execute(bookingIdParam: string | null | undefined): Promise<GetBookingDetailResult> {
    const bookingId = parseBookingId(bookingIdParam);
    if (bookingId === undefined) return ok(emptyDetail);
    const result = await this.bookings.getBookingDetail(bookingId);
    if (!result.ok) {
      return fail({
        message:
          result.error.kind === 'malformed'
            ? bookingOutcomes.bookingDetailParseFailed
            : bookingOutcomes.bookingDetailFetchFailed,
      });
    }
    const workOrders = result.value;
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
