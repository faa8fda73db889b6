import { splitGst, type GstSettings, type GstShare } from '../cart/gstSplit';
import type { VisitDetails } from '../profile/GetVisitDetails';
import type { Paise } from '../shared/Money';
import type { WorkOrder } from './Booking';
import { bookingAmount, notCharged } from './bookingAmount';
import type { BookingDetail } from './GetBookingDetail';

/** One line of a receipt: a work order, what it costs, and whether it is charged. */
export interface ReceiptLine {
  readonly order: WorkOrder;
  /** Its total as the server gives it (TotalPrice). */
  readonly amount: Paise;
  /** A cancelled or rejected order is listed but not charged. */
  readonly charged: boolean;
}

/** What a booking's receipt says: who, what, and what it costs with GST split. */
export interface Receipt {
  readonly code: string;
  /** When the booking was made: its earliest work order's date. */
  readonly bookedAt: Date;
  readonly customer: VisitDetails;
  readonly lines: readonly ReceiptLine[];
  /** The charged lines' amounts. */
  readonly subtotal: Paise;
  /** 18 % of the subtotal as the cart charged it, split as the deployment's GST mode says. */
  readonly gst: readonly GstShare[];
  readonly total: Paise;
  readonly gstin?: string;
}

/**
 * The receipt of a booking: the same amount the booking detail shows (`bookingAmount`), with its
 * GST split into CGST and SGST (or IGST), which always add up to the 18 % charged. A booking
 * with no work orders has none.
 */
export function receiptOf(
  detail: BookingDetail,
  customer: VisitDetails,
  settings: GstSettings,
): Receipt | undefined {
  const [first, ...rest] = detail.workOrders;
  if (!first) return undefined;
  const { subtotal, tax, total } = bookingAmount(detail.workOrders);
  const bookedAt = rest.reduce(
    (earliest, order) => (order.createdAt < earliest ? order.createdAt : earliest),
    first.createdAt,
  );
  return {
    code: detail.referenceCode,
    bookedAt,
    customer,
    lines: detail.workOrders.map((order) => ({
      order,
      amount: order.totalPrice,
      charged: !notCharged(order),
    })),
    subtotal,
    gst: splitGst(tax, settings.mode),
    total,
    ...(settings.gstin ? { gstin: settings.gstin } : {}),
  };
}
