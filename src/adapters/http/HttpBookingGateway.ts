import type { BookingRow, CartLine, WorkOrder } from '../../core/booking/Booking';
import type { BookingGateway } from '../../core/booking/BookingGateway';
import { CANCELLED_STATUS_ID } from '../../core/booking/cancellation';
import type { VisitSlot, VisitWindow, WindowFull } from '../../core/booking/VisitWindow';
import type { GatewayFailure } from '../../core/shared/GatewayFailure';
import { fail, ok, type Result } from '../../core/shared/Result';
import { apiPath, type ApiClient } from './ApiClient';
import {
  bookingIdFromBook,
  bookingRow,
  bookingRowFromWire,
  cartSavedOrRefused,
  saveCartBody,
  statusChangedOrRefused,
  workOrderFromWire,
  workOrderRow,
} from './bookingWire';
import { object, type InferType } from 'yup';
import { decodeRowList } from './envelope';
import { paymentFields, withPayment } from './paymentWire';
import {
  ratingFields,
  technicianRatingFields,
  withRating,
  withTechnicianRating,
} from './ratingDetailWire';
import {
  slotBody,
  slotFromWire,
  slotRow,
  visitChangedOrRefused,
  visitFromWire,
  windowRefused,
  visitFields,
} from './visitWire';

/** A detail row: the spec's fields, and those of the extensions the backend offers. */
type DetailRow = InferType<typeof workOrderRow> &
  Partial<InferType<typeof visitFields>> &
  Partial<InferType<typeof paymentFields>> &
  Partial<InferType<typeof ratingFields>> &
  Partial<InferType<typeof technicianRatingFields>>;

/**
 * Booking over HTTP. The two lists are reads (retried on network errors, timeouts and
 * 502/503/504); saving the cart, booking and cancelling are writes, sent exactly once, so a lost
 * answer can never book or cancel twice.
 *
 * Failures: `unavailable` (network, timeout, HTTP error), `malformed` (off-contract answer, e.g. a
 * booking answer without `result.data`), `rejected` (`status: false` with the server's text).
 * Never throws.
 */
export class HttpBookingGateway implements BookingGateway {
  /**
   * `withVisits`: the backend offers the `visit` extension, so work orders carry their visit;
   * `withPayments`: the `payments` extension, so they carry what is paid or to pay;
   * `withRatings`: the `ratings` extension, so they carry her rating and their technician theirs;
   * `imageOrigins`: where the page may show pictures from, the only origins a photo is kept from.
   */
  constructor(
    private readonly client: ApiClient,
    private readonly withVisits = false,
    private readonly withPayments = false,
    private readonly withRatings = false,
    private readonly imageOrigins: readonly string[] = [],
  ) {}

  /**
   * POST `Services/save-cart`, body `{ user_Id, createdBy: <user id>, cartItems: [{
   * service_Option_Id, quantity, UnitPrice }] }` with `UnitPrice` in rupees. Answer `{ message }`:
   * any JSON object is success unless it says `status: false`.
   */
  async saveCart(
    userId: number,
    lines: readonly CartLine[],
  ): Promise<Result<void, GatewayFailure>> {
    const answer = await this.client.send({
      kind: 'write',
      method: 'POST',
      path: 'Services/save-cart',
      body: saveCartBody(userId, lines),
    });
    return answer.ok ? cartSavedOrRefused(answer.value) : answer;
  }

  /**
   * POST `Services/book-service`, body `{ user_Id }`. Answer `{ result: { data: 1001 } }`, the
   * booking id a positive integer or its text; anything else is `malformed`, which the core shows
   * as 'Invalid response from server. Please try again.'
   * With a window (the `slots` extension) the body adds `Slot_Start` and `Slot_End`, and the
   * answer may refuse: `{ status: false, data: "<reason>", Slot_Full: true }` is `window-full`,
   * without `Slot_Full` `rejected`.
   */
  async book(
    userId: number,
    window?: VisitWindow,
  ): Promise<Result<{ readonly bookingId: number }, GatewayFailure | WindowFull>> {
    const answer = await this.client.send({
      kind: 'write',
      method: 'POST',
      path: 'Services/book-service',
      body: { user_Id: userId, ...(window ? slotBody(window) : {}) },
    });
    if (!answer.ok) return answer;
    const refused = window ? windowRefused(answer.value) : undefined;
    return refused ? fail(refused) : bookingIdFromBook(answer.value);
  }

  /**
   * GET `Services/BookingsByUserId/{userId}`. Answer `{ status, data: "<JSON text of rows>" }`,
   * rows `{ BookingID, BookingCode, CreatedDate, Service_Name, Service_Icon }`. No bookings may
   * come as `data: "[]"`, `""` or `"n_a"`, or as `status: false`: all read as an empty list.
   */
  async listBookings(userId: number): Promise<Result<readonly BookingRow[], GatewayFailure>> {
    const answer = await this.client.send({
      kind: 'read',
      method: 'GET',
      keep: 'personal',
      path: apiPath`Services/BookingsByUserId/${userId}`,
    });
    if (!answer.ok) return answer;
    const rows = decodeRowList(answer.value, bookingRow, 'or-empty-text-or-status-false');
    return rows.ok ? ok(rows.value.map(bookingRowFromWire)) : rows;
  }

  /**
   * GET `Services/BookingsRefByBookingID/{bookingId}`. Answer `{ data: "<JSON text of rows>" }`,
   * rows `{ ReferenceCode, WorkOrderID, Service_Option_Name, Service_Option_Icon, Quantity,
   * UnitPrice, TotalPrice (rupees), CreatedDate, WorkOrderStatusId (null reads as 0, the default
   * status) }`; `StatusName` is not read, the core names statuses. A booking without work orders
   * may come as `"[]"`, `""` or `"n_a"`; a `status: false` with a reason is `rejected`.
   * With the `visit` extension each row also has `Visit_Start` and `Visit_End` (both or neither,
   * null until agreed), `Technician_First_Name` and `Technician_Contact` (null or "n_a" until
   * assigned). With the `payments` extension each row also has what is paid (paymentWire). With
   * the `ratings` extension each row also has `Rating_Stars` (1–5 or null), `Rating_Tags`,
   * `Rating_Comment`, `Rating_Editable_Until` (null once the window is over, or for an order not
   * completed), and the technician's `Technician_Rating`, `Technician_Jobs` and `Technician_Photo`
   * (null until one is named; read with the `visit` extension's technician).
   */
  async getBookingDetail(bookingId: number): Promise<Result<readonly WorkOrder[], GatewayFailure>> {
    const answer = await this.client.send({
      kind: 'read',
      method: 'GET',
      keep: 'personal',
      path: apiPath`Services/BookingsRefByBookingID/${bookingId}`,
    });
    if (!answer.ok) return answer;
    const rows: Result<DetailRow[], GatewayFailure> = decodeRowList(
      answer.value,
      workOrderRow
        .concat(this.withVisits ? visitFields : object({}))
        .concat(this.withPayments ? paymentFields : object({}))
        .concat(this.withRatings ? ratingFields : object({}))
        .concat(this.withRatings ? technicianRatingFields : object({})),
      'or-empty-text',
    );
    if (!rows.ok) return rows;
    return ok(
      rows.value.map((each) => {
        const order = workOrderFromWire(each);
        const visited = this.withVisits ? { ...order, visit: this.visitOf(each) } : order;
        const paid = this.withPayments ? withPayment(visited, each) : visited;
        return this.withRatings ? withRating(paid, each) : paid;
      }),
    );
  }

  /** A row's visit, its technician with their rating when the backend offers ratings. */
  private visitOf(row: DetailRow) {
    const visit = visitFromWire(row);
    return this.withRatings && visit.technician
      ? { ...visit, technician: withTechnicianRating(visit.technician, row, this.imageOrigins) }
      : visit;
  }

  /**
   * POST `WorkOrder/workOrderStatusChange`, body `{ UserId, WorkOrderId, ChangeWOStatusId: 7 }`.
   * The answer is not specified: any 2xx is success, unless its body is JSON with `status: false`
   * (then `rejected` with `data`, or `malformed` without a reason).
   */
  async cancelWorkOrder(
    userId: number,
    workOrderId: number,
  ): Promise<Result<void, GatewayFailure>> {
    const answer = await this.client.send({
      kind: 'write',
      method: 'POST',
      path: 'WorkOrder/workOrderStatusChange',
      body: { UserId: userId, WorkOrderId: workOrderId, ChangeWOStatusId: CANCELLED_STATUS_ID },
      expect: 'json-if-any',
    });
    return answer.ok ? statusChangedOrRefused(answer.value) : answer;
  }

  /**
   * POST `Services/visitSlots` (the `slots` extension), body `{ user_Id }` for the saved cart, or
   * `{ user_Id, WorkOrderId }` for moving a work order. Answer `{ status: true, data: "<JSON text
   * of rows>" }`, rows `{ Slot_Start, Slot_End, Slot_Full }`; none may come as `"[]"`, `""` or
   * `"n_a"`. A read: retried like the lists.
   */
  async visitSlots(
    userId: number,
    workOrderId?: number,
  ): Promise<Result<readonly VisitSlot[], GatewayFailure>> {
    const answer = await this.client.send({
      kind: 'read',
      method: 'POST',
      path: 'Services/visitSlots',
      body: { user_Id: userId, ...(workOrderId === undefined ? {} : { WorkOrderId: workOrderId }) },
    });
    if (!answer.ok) return answer;
    const rows = decodeRowList(answer.value, slotRow, 'or-empty-text');
    return rows.ok ? ok(rows.value.map(slotFromWire)) : rows;
  }

  /**
   * POST `WorkOrder/changeVisitTime` (the `slots` extension), body `{ UserId, WorkOrderId,
   * Slot_Start, Slot_End }`. Answer `{ status: true, data: "<text>" }`; a refusal is
   * `{ status: false, data: "<reason>" }`, with `Slot_Full: true` when the window just filled.
   */
  async changeVisitTime(
    userId: number,
    workOrderId: number,
    window: VisitWindow,
  ): Promise<Result<void, GatewayFailure | WindowFull>> {
    const answer = await this.client.send({
      kind: 'write',
      method: 'POST',
      path: 'WorkOrder/changeVisitTime',
      body: { UserId: userId, WorkOrderId: workOrderId, ...slotBody(window) },
    });
    return answer.ok ? visitChangedOrRefused(answer.value) : answer;
  }
}
