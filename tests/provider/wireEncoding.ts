import type { BookingRow, WorkOrder } from '../../src/core/booking/Booking';
import type { VisitSlot, WorkOrderVisit } from '../../src/core/booking/VisitWindow';
import { workOrderStatus } from '../../src/core/booking/workOrderStatus';
import type { Category } from '../../src/core/catalog/Category';
import type { Service } from '../../src/core/catalog/Service';
import type { ServiceOption } from '../../src/core/catalog/ServiceOption';
import type { PaymentOrder, WorkOrderPayment } from '../../src/core/payment/Payment';
import type { RatingSummary, ReviewsPage } from '../../src/core/rating/Rating';
import type { Profile } from '../../src/core/profile/Profile';
import { rupeesFromPaise } from '../../src/core/shared/Money';

/**
 * Domain → wire, as the real backend answers (SPEC §3 and §7, the JSDoc of the Http*Gateway
 * classes). The app's adapters decode the other way; keeping the encoding here, in test code,
 * means the reference provider can never share a mistake with the decoder it is checked against.
 *
 * Conventions of the wire: empty text is 'n_a', an empty alternate contact is '0', prices are
 * rupees (not paise), dates are ISO 8601 text, and every list travels as JSON text in `data`.
 */

/** The wire's marker for an empty text field. */
export const NOT_AVAILABLE = 'n_a';

/** `{ status?, data }`: what most calls answer. */
export interface WireEnvelope {
  readonly status?: boolean;
  readonly data: string;
}

const textOrNotAvailable = (text: string | undefined): string =>
  text === undefined || text.trim() === '' ? NOT_AVAILABLE : text;

/** A list as the backend sends it: JSON text inside `data`. */
export function rowsEnvelope(rows: readonly object[], status?: boolean): WireEnvelope {
  return status === undefined
    ? { data: JSON.stringify(rows) }
    : { status, data: JSON.stringify(rows) };
}

/** A refusal: `status: false` with the reason as text. */
export function refusalEnvelope(reason: string): WireEnvelope {
  return { status: false, data: reason };
}

export function categoryToWire(category: Category) {
  return {
    CategoryId: category.id,
    Category_Name: category.name,
    Category_Description: textOrNotAvailable(category.description),
    Category_Icon: textOrNotAvailable(category.icon),
    has_Services: category.hasServices,
  };
}

export function serviceToWire(service: Service) {
  return {
    ServiceId: service.id,
    Service_Name: service.name,
    Service_Description: textOrNotAvailable(service.description),
    Service_Icon: textOrNotAvailable(service.icon),
    Category_Name: service.categoryName,
    has_Service_Options: service.hasOptions,
  };
}

export function serviceOptionToWire(option: ServiceOption) {
  return {
    Service_Option_Id: option.id,
    Service_Name: option.serviceName,
    Service_Option_Name: option.name,
    Service_Option_Description: textOrNotAvailable(option.description),
    // An option without a fixed price is null, not 0: 0 would read as "free".
    Service_Option_Price: option.price === undefined ? null : rupeesFromPaise(option.price),
    Service_Option_Icon: textOrNotAvailable(option.icon),
  };
}

export function bookingRowToWire(row: BookingRow) {
  return {
    BookingID: row.bookingId,
    BookingCode: row.bookingCode,
    CreatedDate: row.createdAt.toISOString(),
    Service_Name: row.serviceName,
    Service_Icon: textOrNotAvailable(row.serviceIcon),
  };
}

/** A visit time as the `slots` and `visit` extensions send it: Hyderabad's time with its offset. */
export function visitTimeToWire(instant: Date): string {
  const ist = new Date(instant.getTime() + (5 * 60 + 30) * 60 * 1000);
  return `${ist.toISOString().slice(0, 19)}+05:30`;
}

/** A visit time of a request: ISO 8601 with an offset, or `undefined` when it is not one. */
export function visitTimeFromWire(text: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/.test(text)) return undefined;
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : new Date(time);
}

/** One window of `Services/visitSlots` (the `slots` extension). */
export function slotToWire(slot: VisitSlot) {
  return {
    Slot_Start: visitTimeToWire(slot.start),
    Slot_End: visitTimeToWire(slot.end),
    Slot_Full: slot.full,
  };
}

/** What the `visit` extension adds to a work order's row: its window and its technician. */
function visitToWire(visit: WorkOrderVisit | undefined) {
  return {
    Visit_Start: visit?.window ? visitTimeToWire(visit.window.start) : null,
    Visit_End: visit?.window ? visitTimeToWire(visit.window.end) : null,
    Technician_First_Name: visit?.technician?.name ?? null,
    Technician_Contact: visit?.technician?.phone || null,
  };
}

/**
 * A work order's row; with the `visit` extension, its visit too; with `payments`, its payment;
 * with `ratings`, her rating and its window, and the technician's record.
 */
export function workOrderToWire(
  order: WorkOrder,
  withVisit = false,
  withPayment = false,
  withRating = false,
) {
  return {
    ...workOrderRowToWire(order),
    ...(withVisit ? visitToWire(order.visit) : {}),
    ...(withPayment && order.payment ? paymentToWire(order.payment) : {}),
    ...(withRating ? ratingToWire(order) : {}),
  };
}

/** A work order's rating, null where there is none, and its technician's record. */
function ratingToWire(order: WorkOrder) {
  const given = order.rating?.given;
  const until = order.rating?.editableUntil;
  const technician = order.visit?.technician;
  return {
    Rating_Stars: given?.stars ?? null,
    Rating_Tags: given ? [...given.tags] : [],
    Rating_Comment: given?.comment ?? null,
    Rating_Editable_Until: until ? visitTimeToWire(until) : null,
    Technician_Rating: technician?.rating ?? null,
    Technician_Jobs: technician?.jobs ?? null,
    Technician_Photo: technician?.photoUrl ?? null,
  };
}

/** A row of Services/ratingSummaries. */
export function ratingSummaryToWire(summary: RatingSummary) {
  return {
    Service_Id: summary.serviceId,
    Rating_Average: summary.average,
    Rating_Count: summary.count,
  };
}

/** A page of Services/reviews, as the JSON text in `data` holds it. */
export function reviewsToWire(page: ReviewsPage) {
  return {
    Reviews: page.reviews.map((review) => ({
      Stars: review.stars,
      Tags: [...review.tags],
      Comment: review.comment ?? null,
      Customer: review.customer,
      Month: review.month,
      Language: review.language ?? null,
    })),
    More: page.more,
  };
}

/** A work order's payment: rupees, and the time with Hyderabad's offset. */
function paymentToWire(payment: WorkOrderPayment) {
  return {
    Payment_State: payment.state,
    Payment_Amount: rupeesFromPaise(payment.amount),
    Payment_Method: payment.method ?? null,
    Payment_Time: payment.at ? visitTimeToWire(payment.at) : null,
  };
}

/** createOrder's order, as JSON text in `data` holds it: the amount in rupees. */
export function paymentOrderToWire(order: PaymentOrder) {
  return {
    Provider: order.provider,
    Key_Id: order.keyId,
    Order_Id: order.orderId,
    Amount: rupeesFromPaise(order.amount),
    Currency: order.currency,
  };
}

function workOrderRowToWire(order: WorkOrder) {
  return {
    ReferenceCode: order.referenceCode,
    WorkOrderID: order.workOrderId,
    Service_Option_Name: order.optionName,
    Service_Option_Icon: textOrNotAvailable(order.optionIcon),
    Quantity: order.quantity,
    UnitPrice: rupeesFromPaise(order.unitPrice),
    TotalPrice: rupeesFromPaise(order.totalPrice),
    CreatedDate: order.createdAt.toISOString(),
    WorkOrderStatusId: order.statusId,
    // Sent as the backend sends it; the app names statuses itself and never reads this.
    StatusName: workOrderStatus(order.statusId).name,
  };
}

export function profileToWire(profile: Profile) {
  return {
    Contact_Number: Number(profile.mobile),
    First_Name: textOrNotAvailable(profile.firstName),
    Last_Name: textOrNotAvailable(profile.lastName),
    Email: textOrNotAvailable(profile.email),
    Address: textOrNotAvailable(profile.address),
    AltContactNumber: profile.altContact.trim() === '' ? '0' : profile.altContact,
  };
}
