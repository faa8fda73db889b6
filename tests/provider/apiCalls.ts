import {
  array,
  number,
  object,
  string,
  ValidationError,
  type AnySchema,
  type InferType,
} from 'yup';
import type { DemoBackend, DemoReply, VisitReply } from '../../src/adapters/fake/DemoBackend';
import type { VisitWindow } from '../../src/core/booking/VisitWindow';
import { CANCELLED_STATUS_ID } from '../../src/core/booking/cancellation';
import { paiseFromRupees } from '../../src/core/shared/Money';
import type { Language } from '../../src/core/shared/language';
import { fail, ok, type Result } from '../../src/core/shared/Result';
import type { ReferencePayments } from './referencePayments';
import type { ReferenceRatings } from './referenceRatings';
import {
  bookingRowToWire,
  categoryToWire,
  paymentOrderToWire,
  profileToWire,
  ratingSummaryToWire,
  reviewsToWire,
  refusalEnvelope,
  rowsEnvelope,
  serviceOptionToWire,
  serviceToWire,
  slotToWire,
  visitTimeFromWire,
  workOrderToWire,
} from './wireEncoding';

/**
 * The twelve calls of SPEC §7 as the reference provider serves them: each decodes its request
 * strictly (the wire's names and types, as the app sends them), asks the demo backend, and
 * encodes the answer in the backend's wire format. A request off the wire format is a 400, so a
 * change in what the app sends shows up here as well as in the pact.
 */

/** What a call answers: an HTTP status and a JSON body (none for `undefined`). */
export interface WireAnswer {
  readonly status: number;
  readonly body?: unknown;
}

/** One request to a call: the ids from its path and its parsed JSON body (`{}` for a GET). */
export interface CallRequest {
  readonly pathIds: Readonly<Record<string, number>>;
  readonly body: unknown;
  /** The provider keeps sessions (the session extension): verify gives a token. */
  readonly sessions?: boolean;
  /** The bearer token the request carried, if any. */
  readonly token?: string;
  /** The provider offers visit windows (the slots extension): its calls, a window on booking. */
  readonly slots?: boolean;
  /** Work orders carry their visit window and technician (the visit extension). */
  readonly visit?: boolean;
  /** The provider takes payments (the payments extension): its calls, payments on detail rows. */
  readonly payments?: ReferencePayments;
  /** The provider takes ratings (the ratings extension): its calls, ratings on detail rows. */
  readonly ratings?: ReferenceRatings;
  /** The request's query (`?page=2`). */
  readonly query?: URLSearchParams;
  /**
   * The language the request asked in (`Accept-Language`), when the provider offers the
   * catalogue-languages extension; absent, English.
   */
  readonly language?: Language;
}

export interface ApiCall {
  readonly method: 'GET' | 'POST';
  /** The path after the API prefix; `{name}` stands for a whole-number id. */
  readonly path: string;
  /**
   * For a call about a customer's own data, whose data it is (undefined when nobody's, as for an
   * unknown booking); absent for the catalogue and the login, which anyone may call. With
   * sessions kept, only that customer's session may make the call.
   */
  readonly customer?: (backend: DemoBackend, request: CallRequest) => number | undefined;
  /**
   * With sessions kept, the answer to a caller about another customer's data; absent, a 403.
   * A booking's detail answers as for an unknown booking, so that booking ids, which run in
   * sequence, cannot be told apart from ids nobody has.
   */
  readonly othersData?: () => WireAnswer;
  /**
   * An answer about one customer that `customer` does not mark: verify (it carries her session)
   * and logout. The secure provider answers these, and every call with `customer`, with
   * `Cache-Control: no-store`.
   */
  readonly personal?: true;
  answer(backend: DemoBackend, request: CallRequest): WireAnswer;
}

/** The list answers of the API: `data` holds JSON text of their rows. */
const LIST_CALLS = [
  'Services/allCategory',
  'Services/allServicesByCategoryId',
  'Services/allSubServicesByServiceId',
  'Services/BookingsByUserId',
  'Services/BookingsRefByBookingID',
  'Authentication/userDetails',
] as const;

type Row = Record<string, unknown>;

/** The answer with each row of the list in its `data` changed by `change`. */
function changeRows(answer: WireAnswer, change: (row: Row) => Row): WireAnswer {
  const body = answer.body as { data?: unknown } | undefined;
  if (typeof body?.data !== 'string') return answer;
  let rows: unknown;
  try {
    rows = JSON.parse(body.data);
  } catch {
    return answer;
  }
  if (!Array.isArray(rows)) return answer;
  return {
    status: answer.status,
    body: { ...body, data: JSON.stringify(rows.map((row: Row) => change(row))) },
  };
}

function renamed(from: string, to: string) {
  return (row: Row): Row => {
    const { [from]: value, ...rest } = row;
    return from in row ? { ...rest, [to]: value } : row;
  };
}

/** What `deliberateBreaks` call the refusal of a missing or wrong API key, which precedes any call. */
export const API_KEY_REFUSAL = 'the API-key refusal';

/**
 * Responses broken on purpose, the ways real backends break, to prove that the verification kit
 * notices each and says where (npm run test:pact-verify). Each names the calls it breaks (by
 * `callName`, or API_KEY_REFUSAL) and keeps the HTTP status, but for the key refusal's break.
 */
export const deliberateBreaks = {
  /** The category list's `data` is the JSON text of an object instead of a list. */
  allCategory: {
    calls: ['Services/allCategory'],
    answer: (answer: WireAnswer): WireAnswer => ({
      status: answer.status,
      body: { data: JSON.stringify({ categories: [] }) },
    }),
  },
  /** Book-service forgets the `result` wrapper around the booking id. */
  'book-service': {
    calls: ['Services/book-service'],
    answer: (answer: WireAnswer): WireAnswer => {
      const { result } = (answer.body ?? {}) as { result?: { data?: unknown } };
      return { status: answer.status, body: { data: result?.data } };
    },
  },
  /** Every list sent as a real JSON array in `data` instead of JSON text. */
  'lists-as-array': {
    calls: LIST_CALLS,
    answer: (answer: WireAnswer): WireAnswer => {
      const body = answer.body as { data?: unknown } | undefined;
      if (typeof body?.data !== 'string') return answer;
      try {
        return { status: answer.status, body: { ...body, data: JSON.parse(body.data) as unknown } };
      } catch {
        return answer;
      }
    },
  },
  /** Category ids as strings: `"CategoryId": "1"`. */
  'string-ids': {
    calls: ['Services/allCategory'],
    answer: (answer: WireAnswer) =>
      changeRows(answer, (row) => ({ ...row, CategoryId: String(row.CategoryId) })),
  },
  /** `Service_Option_Cost` where the app reads `Service_Option_Price`. */
  'renamed-price': {
    calls: ['Services/allSubServicesByServiceId'],
    answer: (answer: WireAnswer) =>
      changeRows(answer, renamed('Service_Option_Price', 'Service_Option_Cost')),
  },
  /** `hasServices` where the app reads `has_Services`. */
  'renamed-has_Services': {
    calls: ['Services/allCategory'],
    answer: (answer: WireAnswer) => changeRows(answer, renamed('has_Services', 'hasServices')),
  },
  /** `BookingId` where the app reads `BookingID`. */
  'renamed-BookingID': {
    calls: ['Services/BookingsByUserId'],
    answer: (answer: WireAnswer) => changeRows(answer, renamed('BookingID', 'BookingId')),
  },
  /** Login answers without `status`. */
  'status-missing': {
    calls: ['Authentication/login'],
    answer: (answer: WireAnswer): WireAnswer => {
      const rest = { ...((answer.body ?? {}) as Record<string, unknown>) };
      delete rest.status;
      return { status: answer.status, body: rest };
    },
  },
  /** The category list's `data` is text that is not JSON. */
  'data-not-json': {
    calls: ['Services/allCategory'],
    answer: (answer: WireAnswer): WireAnswer => ({
      status: answer.status,
      body: { data: '[{CategoryId: 1, Category_Name: AC}]' },
    }),
  },
  /** Booking dates as Indian day-first text instead of ISO 8601. */
  'date-not-iso': {
    calls: ['Services/BookingsByUserId'],
    answer: (answer: WireAnswer) =>
      changeRows(answer, (row) => ({ ...row, CreatedDate: '10/05/2026 12:00 PM' })),
  },
  /** A missing or wrong API key answered 401, which the app takes for the end of a session. */
  'key-refused-401': {
    calls: [API_KEY_REFUSAL],
    answer: (answer: WireAnswer): WireAnswer => ({ ...answer, status: 401 }),
  },
} as const satisfies Record<
  string,
  { readonly calls: readonly string[]; readonly answer: (answer: WireAnswer) => WireAnswer }
>;

export type DeliberateBreak = keyof typeof deliberateBreaks;

export function isDeliberateBreak(name: string): name is DeliberateBreak {
  return Object.hasOwn(deliberateBreaks, name);
}

/** `answer` to `call` (a `callName`, or API_KEY_REFUSAL) as each of `breaks` that names it breaks it. */
export function withBreaks(
  breaks: Iterable<DeliberateBreak>,
  call: string,
  answer: WireAnswer,
): WireAnswer {
  let broken = answer;
  for (const name of breaks)
    if ((deliberateBreaks[name].calls as readonly string[]).includes(call))
      broken = deliberateBreaks[name].answer(broken);
  return broken;
}

const whole = () =>
  number()
    .defined()
    .test('whole-number', (value) => Number.isSafeInteger(value));

const loginBody = object({ Contact_Number: whole(), Device_Type: string().defined() }).defined();
const verifyOtpBody = object({ Contact_Number: whole(), Otp: whole().min(0) }).defined();
const signUpBody = object({
  userId: whole(),
  firstName: string().defined(),
  lastName: string().defined(),
  email: string().defined(),
  password: string().defined(),
  address: string().defined(),
  cityId: whole(),
  stateId: whole(),
  altConatact: whole().min(0),
}).defined();
const optionsBody = object({ serviceId: whole() }).defined();
const saveCartBody = object({
  user_Id: whole(),
  createdBy: whole(),
  cartItems: array(
    object({ service_Option_Id: whole(), quantity: whole(), UnitPrice: number().min(0).defined() }),
  ).defined(),
}).defined();
const bookBody = object({ user_Id: whole() }).defined();
// The slots extension's window: both times, or neither.
const slotFields = {
  Slot_Start: string().defined(),
  Slot_End: string().defined(),
};
const bookInSlotBody = object({ user_Id: whole(), ...slotFields }).defined();
const visitSlotsBody = object({
  user_Id: whole(),
  WorkOrderId: number()
    .optional()
    .test('whole-number', (value) => value === undefined || Number.isSafeInteger(value)),
}).defined();
const changeVisitTimeBody = object({
  UserId: whole(),
  WorkOrderId: whole(),
  ...slotFields,
}).defined();
const statusChangeBody = object({
  UserId: whole(),
  WorkOrderId: whole(),
  ChangeWOStatusId: whole(),
}).defined();
const paymentBody = object({ user_Id: whole(), BookingID: whole() }).defined();
const verifyPaymentBody = object({
  user_Id: whole(),
  BookingID: whole(),
  Order_Id: string().defined(),
  Payment_Id: string().defined(),
  Signature: string().defined(),
}).defined();
const emptyBody = object({}).defined();
// Any number of stars, any tags, any length: the rules are the backend's to apply, not the
// decoder's, so a careless provider can keep what a secure one refuses.
const rateBody = object({
  UserId: whole(),
  WorkOrderId: whole(),
  Stars: number().defined(),
  Tags: array(string().defined()).defined(),
  Comment: string().nullable().defined(),
}).defined();

/** The request body against `schema`, strictly: "1" is not a number. */
function decodeBody<S extends AnySchema>(schema: S, body: unknown): Result<InferType<S>, string> {
  try {
    return ok(schema.validateSync(body, { strict: true, abortEarly: true }) as InferType<S>);
  } catch (error) {
    return fail(
      error instanceof ValidationError ? `${error.path || 'body'}: ${error.type}` : 'invalid body',
    );
  }
}

const badRequest = (reason: string): WireAnswer => ({
  status: 400,
  body: refusalEnvelope(`Bad request (${reason})`),
});

const okJson = (body: unknown): WireAnswer => ({ status: 200, body });

/** A refusal of the demo backend, as the wire's `status: false` with its reason. */
const refusedOr = <T>(reply: DemoReply<T>, answer: (value: T) => unknown): WireAnswer =>
  okJson(reply.ok ? answer(reply.value) : refusalEnvelope(reply.error));

/** A refusal of a call with a window; the wire says `Slot_Full: true` when its last place went. */
const windowRefusedOr = <T>(reply: VisitReply<T>, answer: (value: T) => unknown): WireAnswer =>
  okJson(
    reply.ok
      ? answer(reply.value)
      : typeof reply.error === 'string'
        ? refusalEnvelope(reply.error)
        : { ...refusalEnvelope(reply.error.windowFull), Slot_Full: true },
  );

/** The window a request names, or the reason it names none. */
function windowIn(body: { Slot_Start: string; Slot_End: string }): Result<VisitWindow, string> {
  const start = visitTimeFromWire(body.Slot_Start);
  const end = visitTimeFromWire(body.Slot_End);
  if (!start) return fail('Slot_Start: not ISO 8601 with an offset');
  if (!end) return fail('Slot_End: not ISO 8601 with an offset');
  return ok({ start, end });
}

/** A call of an extension, which a provider without it does not have. */
const noSuchCall = (path: string): WireAnswer => ({
  status: 404,
  body: refusalEnvelope(`No such call: ${path}`),
});

/** SPEC §3: numbers travel as numbers, so a code that began with 0 arrives one digit short. */
const codeFromWire = (otp: number): string => String(otp).padStart(6, '0');
const mobileFromWire = (contactNumber: number): string => String(contactNumber);

function withBody<S extends AnySchema>(
  schema: S,
  answer: (
    backend: DemoBackend,
    body: InferType<S>,
    pathIds: CallRequest['pathIds'],
    request: CallRequest,
  ) => WireAnswer,
): ApiCall['answer'] {
  return (backend, request) => {
    const body = decodeBody(schema, request.body);
    return body.ok ? answer(backend, body.value, request.pathIds, request) : badRequest(body.error);
  };
}

/** A number field of the request's body, when there is one (a body off the wire is a 400 later). */
function bodyNumber(request: CallRequest, field: string): number | undefined {
  const value = (request.body as Record<string, unknown> | null)?.[field];
  return typeof value === 'number' ? value : undefined;
}

/** `userId` when that customer exists: a call about nobody is answered as without sessions. */
function existing(backend: DemoBackend, userId: number | undefined): number | undefined {
  return userId !== undefined && backend.profile(userId).ok ? userId : undefined;
}

/** The ids of a path, which `matchCall` has already checked are there. */
const id = (pathIds: CallRequest['pathIds'], name: string): number => pathIds[name] ?? 0;

export const apiCalls: readonly ApiCall[] = [
  {
    method: 'POST',
    path: 'Authentication/login',
    answer: withBody(loginBody, (backend, body) =>
      refusedOr(backend.login(mobileFromWire(body.Contact_Number)), ({ userId }) => ({
        status: true,
        data: JSON.stringify(userId),
      })),
    ),
  },
  {
    method: 'POST',
    path: 'Authentication/verifyOtp',
    personal: true,
    answer: (backend, request) =>
      withBody(verifyOtpBody, (_backend, body) => {
        const mobile = mobileFromWire(body.Contact_Number);
        return refusedOr(backend.verify(mobile, codeFromWire(body.Otp)), (user) => {
          const session = request.sessions ? backend.openSession(mobile) : undefined;
          return {
            status: true,
            data: user.kind === 'registered' ? user.name : 'n_a',
            ...(session
              ? { token: session.token, expiresAt: session.expiresAt.toISOString() }
              : {}),
          };
        });
      })(backend, request),
  },
  // The session extension: the token in the header is ended; nothing to end is no error.
  {
    method: 'POST',
    path: 'Authentication/logout',
    personal: true,
    answer: (backend, request) => {
      if (request.sessions !== true) return noSuchCall('Authentication/logout');
      backend.closeSession(request.token);
      return { status: 204 };
    },
  },
  {
    method: 'POST',
    path: 'Authentication/userSignUp',
    customer: (backend, request) => existing(backend, bodyNumber(request, 'userId')),
    answer: withBody(signUpBody, (backend, body) =>
      refusedOr(
        backend.saveProfile({
          userId: body.userId,
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          password: body.password,
          address: body.address,
          altContact: body.altConatact === 0 ? '' : String(body.altConatact),
        }),
        () => ({ status: true }),
      ),
    ),
  },
  {
    method: 'POST',
    path: 'Authentication/userDetails/{userId}',
    customer: (backend, request) => existing(backend, request.pathIds.userId),
    answer: withBody(emptyBody, (backend, _body, pathIds) =>
      refusedOr(backend.profile(id(pathIds, 'userId')), (profile) =>
        rowsEnvelope([profileToWire(profile)], true),
      ),
    ),
  },
  {
    method: 'POST',
    path: 'Services/allCategory',
    answer: withBody(emptyBody, (backend, _body, _pathIds, request) =>
      okJson(rowsEnvelope(backend.categories(request.language).map(categoryToWire))),
    ),
  },
  {
    method: 'POST',
    path: 'Services/allServicesByCategoryId/{categoryId}',
    answer: withBody(emptyBody, (backend, _body, pathIds, request) =>
      okJson(
        rowsEnvelope(
          backend.services(id(pathIds, 'categoryId'), request.language).map(serviceToWire),
        ),
      ),
    ),
  },
  {
    method: 'POST',
    path: 'Services/allSubServicesByServiceId',
    answer: withBody(optionsBody, (backend, body, _pathIds, request) =>
      okJson(
        rowsEnvelope(backend.options(body.serviceId, request.language).map(serviceOptionToWire)),
      ),
    ),
  },
  {
    method: 'GET',
    path: 'Services/BookingsByUserId/{userId}',
    customer: (backend, request) => existing(backend, request.pathIds.userId),
    answer: (backend, request) =>
      okJson(
        rowsEnvelope(
          backend.bookings(id(request.pathIds, 'userId'), request.language).map(bookingRowToWire),
          true,
        ),
      ),
  },
  {
    method: 'GET',
    path: 'Services/BookingsRefByBookingID/{bookingId}',
    customer: (backend, request) => backend.bookingOwner(id(request.pathIds, 'bookingId')),
    othersData: () => okJson(rowsEnvelope([])),
    answer: (backend, request) =>
      okJson(
        rowsEnvelope(
          backend
            .bookingDetail(id(request.pathIds, 'bookingId'), request.language)
            .map((order) =>
              workOrderToWire(
                order,
                request.visit === true,
                request.payments !== undefined,
                request.ratings !== undefined,
              ),
            ),
        ),
      ),
  },
  {
    method: 'POST',
    path: 'WorkOrder/workOrderStatusChange',
    customer: (backend, request) => existing(backend, bodyNumber(request, 'UserId')),
    answer: withBody(statusChangeBody, (backend, body) =>
      // Customers may only cancel (SPEC §4); other moves belong to the back office.
      body.ChangeWOStatusId !== CANCELLED_STATUS_ID
        ? okJson(refusalEnvelope('Only cancellation is allowed'))
        : refusedOr(backend.cancel(body.UserId, body.WorkOrderId), () => ({
            status: true,
            data: 'Work order cancelled',
          })),
    ),
  },
  {
    method: 'POST',
    path: 'Services/save-cart',
    customer: (backend, request) => existing(backend, bodyNumber(request, 'user_Id')),
    answer: withBody(saveCartBody, (backend, body) => {
      if (body.createdBy !== body.user_Id) return badRequest('createdBy: not the user');
      const lines = body.cartItems.map((item) => ({
        optionId: item.service_Option_Id,
        quantity: item.quantity,
        unitPrice: paiseFromRupees(item.UnitPrice),
      }));
      const reply = backend.saveCart(body.user_Id, lines);
      return okJson(
        reply.ok
          ? { message: 'Cart saved successfully' }
          : { ...refusalEnvelope(reply.error), message: reply.error },
      );
    }),
  },
  {
    method: 'POST',
    path: 'Services/book-service',
    customer: (backend, request) => existing(backend, bodyNumber(request, 'user_Id')),
    answer: (backend, request) => {
      const booked = ({ bookingId }: { bookingId: number }) => ({ result: { data: bookingId } });
      // A provider without the slots extension ignores a window, as it ignores any unknown field.
      const inSlot =
        request.slots === true &&
        typeof request.body === 'object' &&
        request.body !== null &&
        'Slot_Start' in request.body;
      if (!inSlot)
        return withBody(bookBody, (_backend, body) =>
          windowRefusedOr(backend.book(body.user_Id), booked),
        )(backend, request);
      return withBody(bookInSlotBody, (_backend, body) => {
        const window = windowIn(body);
        if (!window.ok) return badRequest(window.error);
        return windowRefusedOr(backend.book(body.user_Id, window.value), booked);
      })(backend, request);
    },
  },
  // The slots extension (pacts/GharSevaWeb-HomeServicesApi-slots.json).
  {
    method: 'POST',
    path: 'Services/visitSlots',
    customer: (backend, request) => existing(backend, bodyNumber(request, 'user_Id')),
    answer: (backend, request) =>
      request.slots !== true
        ? noSuchCall('Services/visitSlots')
        : withBody(visitSlotsBody, (_backend, body) =>
            refusedOr(backend.visitSlots(body.user_Id, body.WorkOrderId), (slots) =>
              rowsEnvelope(slots.map(slotToWire), true),
            ),
          )(backend, request),
  },
  {
    method: 'POST',
    path: 'WorkOrder/changeVisitTime',
    customer: (backend, request) => existing(backend, bodyNumber(request, 'UserId')),
    answer: (backend, request) =>
      request.slots !== true
        ? noSuchCall('WorkOrder/changeVisitTime')
        : withBody(changeVisitTimeBody, (_backend, body) => {
            const window = windowIn(body);
            if (!window.ok) return badRequest(window.error);
            return windowRefusedOr(
              backend.changeVisitTime(body.UserId, body.WorkOrderId, window.value),
              () => ({ status: true, data: 'Visit time changed' }),
            );
          })(backend, request),
  },
  // The payments extension (pacts/GharSevaWeb-HomeServicesApi-payments.json).
  {
    method: 'POST',
    path: 'Payments/createOrder',
    customer: (backend, request) => existing(backend, bodyNumber(request, 'user_Id')),
    answer: (backend, request) => {
      const { payments } = request;
      if (!payments) return noSuchCall('Payments/createOrder');
      return withBody(paymentBody, (_backend, body) =>
        refusedOr(
          // A secure backend never reads an amount from the body; a careless one does.
          payments.createOrder(body.user_Id, body.BookingID, bodyNumber(request, 'Amount')),
          (order) => ({ status: true, data: JSON.stringify(paymentOrderToWire(order)) }),
        ),
      )(backend, request);
    },
  },
  {
    method: 'POST',
    path: 'Payments/verify',
    customer: (backend, request) => existing(backend, bodyNumber(request, 'user_Id')),
    answer: (backend, request) => {
      const { payments } = request;
      if (!payments) return noSuchCall('Payments/verify');
      return withBody(verifyPaymentBody, (_backend, body) =>
        refusedOr(
          payments.verify(body.user_Id, body.BookingID, {
            orderId: body.Order_Id,
            paymentId: body.Payment_Id,
            signature: body.Signature,
          }),
          () => ({ status: true, data: 'paid' }),
        ),
      )(backend, request);
    },
  },
  {
    method: 'POST',
    path: 'Payments/payAfterService',
    customer: (backend, request) => existing(backend, bodyNumber(request, 'user_Id')),
    answer: (backend, request) => {
      const { payments } = request;
      if (!payments) return noSuchCall('Payments/payAfterService');
      return withBody(paymentBody, (_backend, body) =>
        refusedOr(payments.payAfterService(body.user_Id, body.BookingID), () => ({
          status: true,
        })),
      )(backend, request);
    },
  },
  // The ratings extension (pacts/GharSevaWeb-HomeServicesApi-ratings.json).
  {
    method: 'GET',
    path: 'Services/ratingSummaries',
    answer: (_backend, request) =>
      request.ratings
        ? okJson(rowsEnvelope(request.ratings.summaries().map(ratingSummaryToWire), true))
        : noSuchCall('Services/ratingSummaries'),
  },
  {
    method: 'GET',
    path: 'Services/reviews/{serviceId}',
    answer: (_backend, request) => {
      const { ratings } = request;
      if (!ratings) return noSuchCall('Services/reviews');
      const page = request.query?.get('page') ?? '1';
      if (!/^\d{1,6}$/.test(page)) return badRequest('page: not a whole number');
      return refusedOr(
        ratings.reviews(id(request.pathIds, 'serviceId'), Number(page)),
        (found) => ({
          status: true,
          data: JSON.stringify(reviewsToWire(found)),
        }),
      );
    },
  },
  {
    method: 'POST',
    path: 'WorkOrder/rate',
    customer: (backend, request) => existing(backend, bodyNumber(request, 'UserId')),
    answer: (backend, request) => {
      const { ratings } = request;
      if (!ratings) return noSuchCall('WorkOrder/rate');
      return withBody(rateBody, (_backend, body) =>
        refusedOr(
          ratings.rate(body.UserId, body.WorkOrderId, {
            stars: body.Stars,
            tags: body.Tags,
            comment: body.Comment ?? undefined,
          }),
          () => ({ status: true, data: 'rated' }),
        ),
      )(backend, request);
    },
  },
];

/** The call a request is for, with the ids read from its path. */
export interface MatchedCall {
  readonly call: ApiCall;
  readonly pathIds: Readonly<Record<string, number>>;
  /** Names of path ids that were not whole numbers (a 400). */
  readonly badIds: readonly string[];
}

/**
 * The call whose path fits `callPath` (the path after the API prefix, still URL-encoded),
 * whatever the method; `undefined` when no call has that shape.
 */
export function matchCall(callPath: string): MatchedCall | undefined {
  const segments = callPath.split('/');
  for (const call of apiCalls) {
    const template = call.path.split('/');
    if (template.length !== segments.length) continue;
    const pathIds: Record<string, number> = {};
    const badIds: string[] = [];
    const fits = template.every((part, index) => {
      const segment = segments[index] ?? '';
      const idName = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!idName) return part === segment;
      const value = decodedSegment(segment);
      if (value !== undefined && /^\d{1,15}$/.test(value)) pathIds[idName] = Number(value);
      else badIds.push(idName);
      return true;
    });
    if (fits) return { call, pathIds, badIds };
  }
  return undefined;
}

function decodedSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined; // a stray '%': not an id
  }
}

/** A call's name without its ids, e.g. 'Services/BookingsByUserId': how requests are counted. */
export function callName(call: ApiCall): string {
  return call.path.replace(/\/\{\w+\}/g, '');
}
