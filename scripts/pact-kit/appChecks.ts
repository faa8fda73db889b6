/**
 * What the app makes of each answer the pact describes, checked with the app's own HTTP gateways
 * (src/adapters/http): Pact cannot look inside the JSON text the API carries in `data`, so the kit
 * sends each interaction's call again, through the very code the app runs, and asks what the app
 * needs of it: a decoded answer (every field it reads, with the type it reads) and what the
 * provider state promises (the customer's name comes back, the options have prices).
 */
import { reach, type AnySchema } from 'yup';
import type { EveryHttpGateway } from '../../src/adapters/http/HttpGateways';
import { categoryRow, serviceOptionRow, serviceRow } from '../../src/adapters/http/catalogWire';
import { bookingRow, workOrderRow } from '../../src/adapters/http/bookingWire';
import { slotRow, visitTimeFromWire, workOrderVisitRow } from '../../src/adapters/http/visitWire';
import { paymentFields } from '../../src/adapters/http/paymentWire';
import { ratingFields, technicianRatingFields } from '../../src/adapters/http/ratingDetailWire';
import { ratingSummaryRow } from '../../src/adapters/http/ratingWire';
import type { RatingSubmission } from '../../src/core/rating/Rating';
import { profileRow } from '../../src/adapters/http/profileWire';
import type { WorkOrder } from '../../src/core/booking/Booking';
import { bookingPayment } from '../../src/core/payment/bookingPayment';
import { formatMoney } from '../../src/core/shared/Money';
import type { CartLine } from '../../src/core/booking/Booking';
import type { ProfileSubmission } from '../../src/core/profile/ProfileGateway';
import type { VisitWindow, WindowFull } from '../../src/core/booking/VisitWindow';
import type { GatewayFailure } from '../../src/core/shared/GatewayFailure';
import { paiseFromRupees } from '../../src/core/shared/Money';
import type { PaymentProof } from '../../src/core/payment/Payment';
import type { Result } from '../../src/core/shared/Result';

/** The values a provider state names (`{ userId: 101 }`), as the pact carries them. */
export type StateParams = Readonly<Record<string, unknown>>;

/**
 * Why the app cannot use an answer: what its decoder said (`{ malformed: "[0].CategoryId:
 * typeError" }`, which the kit explains with the answer in hand), an error status (`HTTP_ERROR`,
 * which the kit names from the answer in hand: the app's failure carries no status), or a
 * sentence.
 */
export type Shortfall = string | { readonly malformed: string } | typeof HTTP_ERROR;

/** The answer had an error status (a 401 to a call with a session token among them). */
export const HTTP_ERROR = { httpError: true } as const;

/**
 * One interaction's check, given its state's values and the body of its request in the pact
 * (which a write sends again): undefined when the app gets what it needs, else why not.
 */
type Check = (
  gateways: EveryHttpGateway,
  params: StateParams,
  requestBody: Readonly<Record<string, unknown>>,
  tamper: Tamper,
  /**
   * The same gateways asking in English, for an interaction that asks in another language (the
   * catalogue-languages extension: `gateways` send its `Accept-Language`).
   */
  english: EveryHttpGateway,
) => Promise<Shortfall | undefined>;

/**
 * Sends what `call` sends through the app's gateways with `extra` fields added to its JSON body:
 * what a browser whose code was changed would send, to see that the backend ignores it.
 */
export type Tamper = <T>(
  extra: Readonly<Record<string, unknown>>,
  call: () => Promise<T>,
) => Promise<T>;

/** The rows an answer's `data` holds, where it holds a list: to say what a field should be. */
export const ROW_SCHEMAS: Readonly<Record<string, AnySchema>> = {
  'a request for all categories': categoryRow,
  'a request for the services of a category': serviceRow,
  'a request for the options of a service': serviceOptionRow,
  "a request for a customer's bookings": bookingRow,
  'a request for the bookings of a customer who has none': bookingRow,
  'a request for the work orders of a booking': workOrderRow,
  'a request for the work orders of a booking without any': workOrderRow,
  "a request for a customer's profile": profileRow,
  'a request for the profile of a user who has not filled it in': profileRow,
  'a request for the visit windows of the saved cart': slotRow,
  'a request for the visit windows to move a work order to': slotRow,
  'a request for the work orders of a booking, with their visits': workOrderVisitRow,
  'a request for the work orders of a paid booking, with their payments':
    workOrderRow.concat(paymentFields),
  'a request for the work orders of a booking with a refund': workOrderRow.concat(paymentFields),
  "a request for every rated service's summary": ratingSummaryRow,
  'a request for all categories in Telugu': categoryRow,
  'a request for all categories in Hindi': categoryRow,
  'a request for the services of a category in Telugu': serviceRow,
  'a request for the options of a service in Telugu, a description without Telugu words in English':
    serviceOptionRow,
  "a request for a customer's bookings in Telugu": bookingRow,
  'a request for the work orders of a booking in Telugu': workOrderRow,
  'a request for the work orders of a booking, with their ratings': workOrderRow
    .concat(ratingFields)
    .concat(technicianRatingFields),
};

/** What the browser's changed code sends as the amount: ₹1. */
export const TAMPERED_AMOUNT = 1;

const text = (params: StateParams, name: string) => String(params[name]);
const id = (params: StateParams, name: string) => Number(params[name]);

/** The app decoded the answer, and `then` finds what the state promised in it. */
function decoded<T>(
  result: Result<T, GatewayFailure | WindowFull>,
  then: (value: T) => string | undefined = () => undefined,
): Shortfall | undefined {
  return result.ok ? then(result.value) : failureReason(result.error);
}

/** The server refused, with a reason the app can show. */
function refused<T>(result: Result<T, GatewayFailure | WindowFull>): Shortfall | undefined {
  if (!result.ok && result.error.kind === 'rejected') return undefined;
  if (result.ok) return 'expected a refusal (status: false and the reason in data), got a success';
  return failureReason(result.error);
}

function failureReason(failure: GatewayFailure | WindowFull): Shortfall {
  if (failure.kind === 'malformed') return { malformed: failure.detail ?? 'body: invalid' };
  if (failure.kind === 'window-full')
    return `refused: "${failure.reason}" with Slot_Full: true where a success was expected`;
  if (failure.kind === 'rejected')
    return `refused: "${failure.reason}" where a success was expected`;
  if (failure.kind === 'unauthorized' || failure.cause === 'http') return HTTP_ERROR;
  return `no answer (${failure.cause ?? 'network'})`;
}

const someRows = (what: string) => (rows: readonly unknown[]) =>
  rows.length > 0 ? undefined : `data: expected at least one ${what} for this state, got none`;
const noRows = (rows: readonly unknown[]) =>
  rows.length === 0 ? undefined : `data: expected no rows for this state, got ${rows.length}`;

/**
 * The window a slots state gave (`slotStart`, `slotEnd`), or the pact's example when the state
 * gave none (the verifier then sends the example too).
 */
function windowOf(params: StateParams, body: Readonly<Record<string, unknown>>): VisitWindow {
  const read = (name: string, field: string) =>
    visitTimeFromWire(String(params[name] ?? body[field] ?? '')) ?? new Date(Number.NaN);
  return { start: read('slotStart', 'Slot_Start'), end: read('slotEnd', 'Slot_End') };
}

/** The pact's userSignUp body, as the profile page submits it. */
function submissionIn(body: Readonly<Record<string, unknown>>): ProfileSubmission {
  return {
    userId: Number(body.userId),
    firstName: String(body.firstName),
    lastName: String(body.lastName),
    email: String(body.email),
    password: String(body.password),
    address: String(body.address),
    altContact: String(body.altConatact),
  };
}

/** The pact's save-cart lines (prices in rupees), as the cart holds them (paise). */
function cartLinesIn(body: Readonly<Record<string, unknown>>): CartLine[] {
  const items = (body.cartItems ?? []) as readonly Record<string, unknown>[];
  return items.map((item) => ({
    optionId: Number(item.service_Option_Id),
    quantity: Number(item.quantity),
    unitPrice: paiseFromRupees(Number(item.UnitPrice)),
  }));
}

/** Each interaction of the pact, by its description, and what the app needs of its answer. */
export const APP_CHECKS: Readonly<Record<string, Check>> = {
  'a login request from a known customer': async ({ auth }, params) =>
    decoded(await auth.sendOtp(text(params, 'mobile')), ({ userId }) =>
      userId === id(params, 'userId')
        ? undefined
        : `data: expected the user id of this state, ${id(params, 'userId')}, got ${userId}`,
    ),
  'a login request the server refuses': async ({ auth }, params) =>
    refused(await auth.sendOtp(text(params, 'mobile'))),
  'the right code from a customer with a profile': async ({ auth }, params) =>
    decoded(await auth.verifyOtp(text(params, 'mobile'), text(params, 'code')), (user) =>
      user.kind === 'registered' && user.name === text(params, 'firstName')
        ? undefined
        : `data: expected the customer's first name, "${text(params, 'firstName')}", got ${
            user.kind === 'registered' ? `"${user.name}"` : 'n_a (a number without a profile)'
          }`,
    ),
  'the right code from a number without a profile': async ({ auth }, params) =>
    decoded(await auth.verifyOtp(text(params, 'mobile'), text(params, 'code')), (user) =>
      user.kind === 'new' ? undefined : `data: expected "n_a" (no profile yet), got "${user.name}"`,
    ),
  'a wrong code': async ({ auth }, params) =>
    refused(await auth.verifyOtp(text(params, 'mobile'), '111111')),
  'a request for all categories': async ({ catalog }) =>
    decoded(await catalog.listCategories(), someRows('category')),
  'a request for the services of a category': async ({ catalog }, params) =>
    decoded(await catalog.listServices(id(params, 'categoryId')), someRows('service')),
  'a request for the options of a service': async ({ catalog }, params) =>
    decoded(await catalog.listOptions(id(params, 'serviceId')), (options) => {
      if (options.length === 0) return someRows('option')(options);
      const unpriced = options.filter((option) => option.price === undefined).length;
      return unpriced === 0
        ? undefined
        : `data[].Service_Option_Price: expected a price in rupees on every option of this state, ${unpriced} of ${options.length} have none`;
    }),
  "a request for a customer's profile": async ({ profile }, params) =>
    decoded(await profile.load(id(params, 'userId')), (found) =>
      found.firstName === ''
        ? 'data[0].First_Name: expected the first name of a filled-in profile, got n_a'
        : undefined,
    ),
  'a request for the profile of a user who has not filled it in': async ({ profile }, params) =>
    decoded(await profile.load(id(params, 'userId')), (found) =>
      found.firstName === ''
        ? undefined
        : `data[0].First_Name: expected n_a (no profile yet), got "${found.firstName}"`,
    ),
  'a profile update': async ({ profile }, _params, body) =>
    decoded(await profile.save(submissionIn(body))),
  'a profile update the server refuses': async ({ profile }, _params, body) =>
    refused(await profile.save(submissionIn(body))),
  "a request for a customer's bookings": async ({ booking }, params) =>
    decoded(await booking.listBookings(id(params, 'userId')), someRows('booking')),
  'a request for the bookings of a customer who has none': async ({ booking }, params) =>
    decoded(await booking.listBookings(id(params, 'userId')), noRows),
  'a request for the work orders of a booking': async ({ booking }, params) =>
    decoded(await booking.getBookingDetail(id(params, 'bookingId')), someRows('work order')),
  'a request for the work orders of a booking without any': async ({ booking }, params) =>
    decoded(await booking.getBookingDetail(id(params, 'bookingId')), noRows),
  "a request to save the customer's cart": async ({ booking }, params, body) =>
    decoded(await booking.saveCart(id(params, 'userId'), cartLinesIn(body))),
  'a request to book the saved cart': async ({ booking }, params) =>
    decoded(await booking.book(id(params, 'userId'))),
  'a request to cancel a work order': async ({ booking }, params) =>
    decoded(await booking.cancelWorkOrder(id(params, 'userId'), id(params, 'workOrderId'))),
  // The slots extension.
  'a request for the visit windows of the saved cart': async ({ booking }, params) =>
    decoded(await booking.visitSlots(id(params, 'userId')), openWindows),
  'a request for the visit windows to move a work order to': async ({ booking }, params) =>
    decoded(await booking.visitSlots(id(params, 'userId'), id(params, 'workOrderId')), openWindows),
  'a request to book the saved cart in a visit window': async ({ booking }, params, body) =>
    decoded(await booking.book(id(params, 'userId'), windowOf(params, body))),
  'a request to book the saved cart in a visit window that has just filled': async (
    { booking },
    params,
    body,
  ) => {
    const result = await booking.book(id(params, 'userId'), windowOf(params, body));
    if (!result.ok && result.error.kind === 'window-full') return undefined;
    return result.ok
      ? 'expected a refusal with Slot_Full: true (the window is full), got a booking'
      : result.error.kind === 'rejected'
        ? `Slot_Full: missing, expected true beside the refusal "${result.error.reason}"`
        : failureReason(result.error);
  },
  "a request to change a work order's visit time": async ({ booking }, params, body) =>
    decoded(
      await booking.changeVisitTime(
        id(params, 'userId'),
        id(params, 'workOrderId'),
        windowOf(params, body),
      ),
    ),
  'a change of visit time the server refuses': async ({ booking }, params, body) =>
    refused(
      await booking.changeVisitTime(
        id(params, 'userId'),
        id(params, 'workOrderId'),
        windowOf(params, body),
      ),
    ),
  // The visit extension.
  'a request for the work orders of a booking, with their visits': async ({ booking }, params) =>
    decoded(await booking.getBookingDetail(id(params, 'bookingId')), (orders) =>
      orders.some((order) => order.visit?.window && order.visit.technician)
        ? undefined
        : 'data[].Visit_Start, Technician_First_Name: expected a work order with its visit window and technician for this state, got none',
    ),
  // The payments extension.
  'a request for the payment order of an unpaid booking': async (
    { payment, booking },
    params,
    _body,
    tamper,
  ) => {
    const userId = id(params, 'userId');
    const bookingId = id(params, 'bookingId');
    // The amount a browser whose code was changed sends: the backend's own must stand.
    const order = await tamper({ Amount: TAMPERED_AMOUNT }, () =>
      payment.createOrder(userId, bookingId),
    );
    if (!order.ok) return failureReason(order.error);
    const detail = await booking.getBookingDetail(bookingId);
    if (!detail.ok) return failureReason(detail.error);
    const owed = amountOwed(detail.value);
    if (owed === undefined)
      return `data[].Payment_State, Payment_Amount: expected the payment of every work order of booking ${bookingId}, got none`;
    return order.value.amount === owed
      ? undefined
      : `data.Amount: expected the booking's own amount, ${formatMoney(owed)} (the sum of its unpaid rows' Payment_Amount), got ${formatMoney(order.value.amount)} when the body also sent "Amount": ${TAMPERED_AMOUNT}; the amount must never come from the request`;
  },
  'a request for the payment order of a paid booking': async ({ payment }, params) =>
    refused(await payment.createOrder(id(params, 'userId'), id(params, 'bookingId'))),
  "a request to verify the checkout's proof of payment": async ({ payment }, params) =>
    decoded(await payment.verify(id(params, 'userId'), id(params, 'bookingId'), proofIn(params))),
  'a proof of payment with a forged signature': async ({ payment }, params, body) =>
    refused(
      await payment.verify(id(params, 'userId'), id(params, 'bookingId'), {
        ...proofIn(params),
        signature: String(body.Signature),
      }),
    ),
  'a request to pay an unpaid booking after the service': async ({ payment }, params) =>
    decoded(await payment.payAfterService(id(params, 'userId'), id(params, 'bookingId'))),
  'a request for the work orders of a paid booking, with their payments': async (
    { booking },
    params,
  ) =>
    decoded(await booking.getBookingDetail(id(params, 'bookingId')), (orders) =>
      orders.length > 0 && orders.every((order) => order.payment?.state === 'paid')
        ? undefined
        : 'data[].Payment_State: expected "paid" on every work order for this state',
    ),
  'a request for the work orders of a booking with a refund': async ({ booking }, params) =>
    decoded(await booking.getBookingDetail(id(params, 'bookingId')), (orders) =>
      orders.some((order) => order.payment?.state === 'refunded')
        ? undefined
        : 'data[].Payment_State: expected a work order "refunded" for this state, got none',
    ),
  // The ratings extension.
  "a request for every rated service's summary": async ({ rating }) =>
    decoded(await rating.summaries(), someRows('rated service')),
  "a request for the first page of a service's reviews": async ({ rating }, params) =>
    decoded(await rating.reviews(id(params, 'serviceId'), 1), (page) =>
      page.reviews.length > 0 && page.more
        ? undefined
        : 'data.Reviews, More: expected a full first page of reviews and More: true for this state',
    ),
  'a rating of a completed work order': async ({ rating }, params, body) =>
    decoded(await rating.rate(id(params, 'userId'), id(params, 'workOrderId'), ratingIn(body))),
  'a changed rating of a work order within its window': async ({ rating }, params, body) =>
    decoded(await rating.rate(id(params, 'userId'), id(params, 'workOrderId'), ratingIn(body))),
  'a rating of a work order whose window is over': async ({ rating }, params, body) =>
    refused(await rating.rate(id(params, 'userId'), id(params, 'workOrderId'), ratingIn(body))),
  // The catalogue-languages extension.
  'a request for all categories in Telugu': sameButWords('category', ({ catalog }) =>
    catalog.listCategories(),
  ),
  'a request for all categories in Hindi': sameButWords('category', ({ catalog }) =>
    catalog.listCategories(),
  ),
  'a request for the services of a category in Telugu': sameButWords('service', ({ catalog }, p) =>
    catalog.listServices(id(p, 'categoryId')),
  ),
  'a request for the options of a service in Telugu, a description without Telugu words in English':
    sameButWords('option', ({ catalog }, p) => catalog.listOptions(id(p, 'serviceId'))),
  "a request for a customer's bookings in Telugu": sameButWords('booking row', ({ booking }, p) =>
    booking.listBookings(id(p, 'userId')),
  ),
  'a request for the work orders of a booking in Telugu': sameButWords(
    'work order',
    ({ booking }, p) => booking.getBookingDetail(id(p, 'bookingId')),
  ),
  'a request for the work orders of a booking, with their ratings': async ({ booking }, params) =>
    decoded(await booking.getBookingDetail(id(params, 'bookingId')), (orders) =>
      orders.some((order) => order.rating?.given && order.rating.editableUntil)
        ? undefined
        : 'data[].Rating_Stars, Rating_Editable_Until: expected a work order rated within its window for this state, got none',
    ),
};

/** The words of a catalogue row or a booking's (names, descriptions): all that a language changes. */
const WORDS = ['name', 'description', 'categoryName', 'serviceName', 'optionName'] as const;

/** A row without its words: what must be the same in every language. */
function withoutWords(row: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).filter(([field]) => !(WORDS as readonly string[]).includes(field)),
  );
}

/**
 * The catalogue-languages extension: `read` in the language the interaction asks, decoded by the
 * app, then in English: the same rows in the same order, the same ids, prices, icons and flags;
 * only names and descriptions may differ.
 */
function sameButWords(
  what: string,
  read: (
    gateways: EveryHttpGateway,
    params: StateParams,
  ) => Promise<Result<readonly object[], GatewayFailure>>,
): Check {
  return async (gateways, params, _body, _tamper, english) => {
    const asked = await read(gateways, params);
    if (!asked.ok) return failureReason(asked.error);
    if (asked.value.length === 0) return someRows(what)(asked.value);
    const inEnglish = await read(english, params);
    if (!inEnglish.ok)
      return `in English: ${String(describeShortfall(failureReason(inEnglish.error)))}`;
    const differs = asked.value.findIndex(
      (row, index) =>
        JSON.stringify(withoutWords(row)) !==
        JSON.stringify(withoutWords(inEnglish.value[index] ?? {})),
    );
    return differs < 0 && asked.value.length === inEnglish.value.length
      ? undefined
      : `data[${differs < 0 ? asked.value.length : differs}]: expected the same ${what}s as in English, in the same order, with the same ids, prices, icons and flags (only names and descriptions change with Accept-Language), got ${asked.value.length} rows against ${inEnglish.value.length} in English${differs < 0 ? '' : ', this one different'}`;
  };
}

function describeShortfall(shortfall: Shortfall): string {
  if (typeof shortfall === 'string') return shortfall;
  return 'malformed' in shortfall ? shortfall.malformed : 'an HTTP error';
}

/** The rating a request of the pact sends (`Stars`, `Tags`, `Comment`), as the app would. */
function ratingIn(body: Readonly<Record<string, unknown>>): RatingSubmission {
  const comment = typeof body.Comment === 'string' ? body.Comment : undefined;
  return {
    stars: Number(body.Stars) as RatingSubmission['stars'],
    tags: (Array.isArray(body.Tags) ? body.Tags : []) as RatingSubmission['tags'],
    ...(comment ? { comment } : {}),
  };
}

/** The proof the state gave (`orderId`, `paymentId`, `signature`), as the verifier sends it. */
function proofIn(params: StateParams): PaymentProof {
  return {
    orderId: text(params, 'orderId'),
    paymentId: text(params, 'paymentId'),
    signature: text(params, 'signature'),
  };
}

/** What is still to pay of a booking: its unpaid rows (or to pay after the service), with GST. */
function amountOwed(orders: readonly WorkOrder[]): number | undefined {
  const summary = bookingPayment(orders);
  if (!summary) return undefined;
  return (summary.toPay?.amount ?? 0) + (summary.afterService?.amount ?? 0);
}

/** A list of windows with at least one free: what a state with windows on offer promises. */
function openWindows(slots: readonly { readonly full: boolean }[]): string | undefined {
  if (slots.length === 0)
    return 'data: expected the visit windows of the next seven days, got none';
  return slots.some((slot) => !slot.full)
    ? undefined
    : 'data[].Slot_Full: expected at least one window free for this state, every one is full';
}

/** What a row field should be, in words, from the app's row schema: "a whole number". */
export function expectedField(schema: AnySchema | undefined, field: string): string | undefined {
  if (!schema) return undefined;
  let described: ReturnType<AnySchema['describe']>;
  try {
    described = (reach(schema, field) as AnySchema).describe();
  } catch {
    return undefined;
  }
  const tests = new Set(described.tests.map((test) => test.name));
  const nullable = 'nullable' in described && described.nullable ? ' (or null)' : '';
  if (tests.has('safe-integer')) return `a whole number${nullable}`;
  if (tests.has('date')) return `ISO 8601 date text${nullable}`;
  if (described.type === 'number') return `a number${nullable}`;
  if (described.type === 'boolean') return `true or false${nullable}`;
  if (described.type === 'string') return `text${nullable}`;
  return undefined;
}
