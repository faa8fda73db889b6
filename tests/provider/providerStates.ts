import { DemoPaymentDesk } from '../../src/adapters/fake/DemoPaymentDesk';
import { DemoRatingDesk } from '../../src/adapters/fake/DemoRatingDesk';
import { DEMO_OTP, DEMO_USER_ID, type DemoBackend } from '../../src/adapters/fake/DemoBackend';
import { isValidMobile } from '../../src/core/auth/mobileNumber';
import { CANCELLABLE_STATUS_IDS } from '../../src/core/booking/cancellation';
import { sameWindow, type VisitWindow } from '../../src/core/booking/VisitWindow';
import { fail, ok, type Result } from '../../src/core/shared/Result';
import type { CodeLimits } from './codeLimits';
import type { OneTimeCodes } from './oneTimeCodes';
import { visitTimeToWire } from './wireEncoding';

/**
 * The provider states of the pacts in pacts/, set up on the demo backend.
 * Each setup makes its sentence true on the backend as it is, keeping what earlier setups made
 * (the security probe sets up two customers' states for one check, as an interaction with two
 * states would), or refuses with the reason when the seed cannot: the reference provider never
 * pretends a state it does not have, so a wrong parameter in the pact fails verification here
 * rather than at the backend team's. The teardown goes back to the seed (referenceProvider.ts).
 *
 * The README's "For the backend team" section lists the same states for the real service.
 */

/** A state's parameters as the Pact verifier sends them (numbers or text). */
export type StateParams = Readonly<Record<string, unknown>>;

/** What of the provider beyond the demo backend a state may set. */
export interface StateContext {
  /** The provider keeps sessions: a state about a session answers its token. */
  readonly sessions: boolean;
  /**
   * The secure provider's one-time codes and their limits; without them every number's code is
   * the demo's, for ever.
   */
  readonly codes?: { readonly sent: OneTimeCodes; readonly limits: CodeLimits };
}

export interface ProviderState {
  /** The sentence, with `{name}` where a parameter goes, exactly as in the pact. */
  readonly state: string;
  /**
   * Makes the state true; a failure is the reason it cannot. Values it gives (a session's token)
   * go back to the verifier for the request's `fromProviderState`.
   */
  setUp(
    backend: DemoBackend,
    params: StateParams,
    context: StateContext,
  ): Result<void | Readonly<Record<string, string>>, string>;
}

function wholeParam(params: StateParams, name: string): Result<number, string> {
  const value = params[name];
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number)
    ? ok(number)
    : fail(`parameter "${name}" must be a whole number, got ${JSON.stringify(value)}`);
}

function textParam(params: StateParams, name: string): Result<string, string> {
  const value = params[name];
  if (typeof value === 'string' && value.trim() !== '') return ok(value.trim());
  if (typeof value === 'number') return ok(String(value));
  return fail(`parameter "${name}" is missing, got ${JSON.stringify(value)}`);
}

/** Reads several parameters at once; the first missing or ill-typed one is the failure. */
function readParams<const Whole extends readonly string[], const Text extends readonly string[]>(
  params: StateParams,
  whole: Whole,
  text: Text,
): Result<Record<Whole[number], number> & Record<Text[number], string>, string> {
  const values: Record<string, number | string> = {};
  for (const name of whole) {
    const read = wholeParam(params, name);
    if (!read.ok) return read;
    values[name] = read.value;
  }
  for (const name of text) {
    const read = textParam(params, name);
    if (!read.ok) return read;
    values[name] = read.value;
  }
  return ok(values as Record<Whole[number], number> & Record<Text[number], string>);
}

/** The seed holds bookings of user `userId`. */
function hasBookings(backend: DemoBackend, params: StateParams): Result<void, string> {
  const read = readParams(params, ['userId'], []);
  if (!read.ok) return read;
  return check(
    backend.bookings(read.value.userId).length > 0,
    `user ${read.value.userId} has no bookings in the seed`,
  );
}

const FIRST_CANCELLABLE_STATUS_ID = CANCELLABLE_STATUS_IDS[0] ?? 1;
/** In Progress: the technician has begun, so the visit can no longer move. */
const WORK_BEGUN_STATUS_ID = 3;
const COMPLETED_STATUS_ID = 5;

/** User `userId` has saved a cart holding one of option `optionId`. */
function savedCart(backend: DemoBackend, params: StateParams): Result<void, string> {
  const read = readParams(params, ['userId', 'optionId'], []);
  if (!read.ok) return read;
  const { userId, optionId } = read.value;
  const unitPrice = optionPrice(backend, optionId);
  if (unitPrice === undefined) return fail(`service option ${optionId} is not offered`);
  const saved = backend.saveCart(userId, [{ optionId, quantity: 1, unitPrice }]);
  return saved.ok ? ok(undefined) : fail(saved.error);
}

/**
 * A window open to user `userId` (not `apartFrom`), as the state's values the verifier puts in
 * the request: `{ slotStart, slotEnd }`, ISO 8601 with Hyderabad's offset.
 */
function openWindow(
  backend: DemoBackend,
  userId: number,
  apartFrom?: VisitWindow,
): Result<{ window: VisitWindow; values: Record<string, string> }, string> {
  const slots = backend.visitSlots(userId);
  if (!slots.ok) return fail(slots.error);
  const open = slots.value.find((slot) => !slot.full && !sameWindow(slot, apartFrom));
  if (!open) return fail('no visit window is open in the next seven days');
  const window = { start: open.start, end: open.end };
  return ok({
    window,
    values: { slotStart: visitTimeToWire(open.start), slotEnd: visitTimeToWire(open.end) },
  });
}

/** Work order `workOrderId` is one of user `userId`'s; its status set to `statusId`. */
function orderOfCustomer(
  backend: DemoBackend,
  params: StateParams,
  statusId: number,
): Result<{ userId: number; current?: VisitWindow }, string> {
  const read = readParams(params, ['workOrderId', 'userId'], []);
  if (!read.ok) return read;
  const { workOrderId, userId } = read.value;
  const order = backend
    .bookings(userId)
    .flatMap((row) => backend.bookingDetail(row.bookingId))
    .find((candidate) => candidate.workOrderId === workOrderId);
  if (!order) return fail(`work order ${workOrderId} is not one of user ${userId}'s`);
  backend.setWorkOrderStatus(workOrderId, statusId);
  return ok({ userId, ...(order.visit?.window ? { current: order.visit.window } : {}) });
}

/** Booking `bookingId` is one of user `userId`'s. */
function ownBooking(
  backend: DemoBackend,
  params: StateParams,
): Result<{ userId: number; bookingId: number }, string> {
  const read = readParams(params, ['bookingId', 'userId'], []);
  if (!read.ok) return read;
  const { bookingId, userId } = read.value;
  return backend.bookings(userId).some((row) => row.bookingId === bookingId)
    ? ok({ userId, bookingId })
    : fail(`booking ${bookingId} is not one of user ${userId}'s`);
}

/**
 * Booking `bookingId` of user `userId` with nothing paid yet and no provider order, its work
 * orders that can still be cancelled waiting for a technician (so there is something to pay).
 */
function unpaidBooking(
  backend: DemoBackend,
  params: StateParams,
): Result<{ userId: number; bookingId: number }, string> {
  const booking = ownBooking(backend, params);
  if (!booking.ok) return booking;
  const { bookingId } = booking.value;
  new DemoPaymentDesk(backend).setPaymentState(bookingId, 'unpaid');
  const open = backend
    .bookingDetail(bookingId)
    .filter((order) => order.statusId !== 6 && order.statusId !== 7);
  return open.length > 0 ? booking : fail(`booking ${bookingId} has only cancelled work orders`);
}

const check = (holds: boolean, reason: string): Result<void, string> =>
  holds ? ok(undefined) : fail(reason);

/** The rating a state gives an order it says was rated. */
const SEEDED_RATING = { stars: 5, tags: ['on-time', 'polite'] } as const;

/**
 * Work order `workOrderId` of user `userId`, done `daysAgo` days ago as the back office marks it
 * (status 5), and not rated yet.
 */
function completedOrder(
  backend: DemoBackend,
  params: StateParams,
  daysAgo: number,
): Result<{ userId: number; workOrderId: number }, string> {
  const read = readParams(params, ['workOrderId', 'userId'], []);
  if (!read.ok) return read;
  const { workOrderId, userId } = read.value;
  const found = backend.change((state, now) => {
    const order = state.bookings
      .filter((booking) => booking.userId === userId)
      .flatMap((booking) => booking.workOrders)
      .find((candidate) => candidate.workOrderId === workOrderId);
    if (!order) return false;
    order.statusId = 5;
    order.completedAt = new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
    delete order.rating;
    return true;
  });
  return found
    ? ok({ userId, workOrderId })
    : fail(`work order ${workOrderId} is not one of user ${userId}'s`);
}

/** The user `userId` exists with mobile `mobile` (and, when given, that first name). */
function customerIs(
  backend: DemoBackend,
  userId: number,
  mobile: string,
  firstName?: string,
): Result<void, string> {
  const profile = backend.profile(userId);
  if (!profile.ok) return fail(`the seed has no user ${userId}`);
  if (profile.value.mobile !== mobile)
    return fail(`user ${userId} has mobile ${profile.value.mobile}, not ${mobile}`);
  if (firstName !== undefined && profile.value.firstName !== firstName)
    return fail(`user ${userId} is named ${profile.value.firstName}, not ${firstName}`);
  return ok(undefined);
}

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Whether a state may say `code` was sent: the secure provider takes any six digits; the others
 * send the demo's code alone, so a pact that uses another cannot pass against them.
 */
function codeAccepted(code: string, context: StateContext): Result<void, string> {
  if (!context.codes)
    return check(
      code === DEMO_OTP,
      `the reference provider only sends the code ${DEMO_OTP}, not ${code} (the secure one sends any)`,
    );
  return check(/^\d{6}$/.test(code), `the code must be six digits, got ${code}`);
}

/** `code` is the one pending for `mobile`, sent `sinceSentMs` ago: a new code, which ends a lock. */
function codeSent(mobile: string, code: string, context: StateContext, sinceSentMs = 0): void {
  context.codes?.sent.pending(mobile, code, sinceSentMs);
  context.codes?.limits.newCode(mobile);
}

/**
 * The customer named `firstName` with that mobile and user id asked for a code (login), and the
 * code pending for the number is `code`, sent `sinceSentMs` ago.
 */
function customerSentCode(
  backend: DemoBackend,
  params: StateParams,
  context: StateContext,
  sinceSentMs = 0,
): Result<void, string> {
  const read = readParams(params, ['userId'], ['firstName', 'mobile', 'code']);
  if (!read.ok) return read;
  const { userId, firstName, mobile, code } = read.value;
  const customer = customerIs(backend, userId, mobile, firstName);
  if (!customer.ok) return customer;
  const accepted = codeAccepted(code, context);
  if (!accepted.ok) return accepted;
  const login = backend.login(mobile);
  if (!login.ok) return fail(login.error);
  codeSent(mobile, code, context, sinceSentMs);
  return ok(undefined);
}

/** A session of customer `userId` of that age, as `{ token }`; none when sessions are not kept. */
function oldSession(
  backend: DemoBackend,
  userId: number,
  context: StateContext,
  age: { sinceOpenedMs: number; sinceUsedMs: number },
): Result<void | Readonly<Record<string, string>>, string> {
  const profile = backend.profile(userId);
  if (!profile.ok) return fail(`the seed has no user ${userId}`);
  if (!context.sessions) return ok(undefined);
  const opened = backend.openSession(profile.value.mobile, age);
  return opened ? ok({ token: opened.token }) : fail(`user ${userId} cannot log in`);
}

/**
 * A number without a profile asks for a code, which registers it under the next new user id (or
 * finds it registered by an earlier setup); the pact's `userId` (when given) must be that id.
 */
function newNumberLogsIn(
  backend: DemoBackend,
  mobile: string,
  expectedUserId: number | undefined,
): Result<void, string> {
  const existing = expectedUserId === undefined ? undefined : backend.profile(expectedUserId);
  if (existing?.ok && existing.value.mobile !== mobile)
    return fail(`user ${expectedUserId} already exists with mobile ${existing.value.mobile}`);
  const login = backend.login(mobile);
  if (!login.ok) return fail(`mobile ${mobile} cannot log in: ${login.error}`);
  const profile = backend.profile(login.value.userId);
  if (profile.ok && profile.value.firstName !== '')
    return fail(`mobile ${mobile} already has a profile`);
  return check(
    expectedUserId === undefined || login.value.userId === expectedUserId,
    `mobile ${mobile} became user ${login.value.userId}, not ${expectedUserId}`,
  );
}

/** The option's price in paise (0 when unpriced), or `undefined` when nobody offers it. */
function optionPrice(backend: DemoBackend, optionId: number): number | undefined {
  // Category 0 asks for every service.
  for (const service of backend.services(0)) {
    const option = backend.options(service.id).find((candidate) => candidate.id === optionId);
    if (option) return option.price ?? 0;
  }
  return undefined;
}

export const providerStates: readonly ProviderState[] = [
  {
    state: 'the catalogue has categories',
    setUp: (backend) => check(backend.categories().length > 0, 'the catalogue is empty'),
  },
  {
    state: 'category {categoryId} has services',
    setUp: (backend, params) => {
      const read = readParams(params, ['categoryId'], []);
      if (!read.ok) return read;
      const { categoryId } = read.value;
      return check(
        backend.services(categoryId).length > 0,
        `category ${categoryId} has no services in the seed`,
      );
    },
  },
  {
    state: 'service {serviceId} has options',
    setUp: (backend, params) => {
      const read = readParams(params, ['serviceId'], []);
      if (!read.ok) return read;
      const { serviceId } = read.value;
      return check(
        backend.options(serviceId).length > 0,
        `service ${serviceId} has no options in the seed`,
      );
    },
  },
  {
    state: 'a customer with mobile {mobile} exists as user {userId}',
    setUp: (backend, params, context) => {
      const read = readParams(params, ['userId'], ['mobile']);
      if (!read.ok) return read;
      const customer = customerIs(backend, read.value.userId, read.value.mobile);
      // Login answers with the user id, as the state promises: no code limit stands in its way.
      if (customer.ok) context.codes?.limits.forget(read.value.mobile);
      return customer;
    },
  },
  {
    state: 'mobile {mobile} is not a valid mobile number',
    setUp: (_backend, params) => {
      const read = readParams(params, [], ['mobile']);
      if (!read.ok) return read;
      return check(!isValidMobile(read.value.mobile), `${read.value.mobile} is a valid number`);
    },
  },
  {
    state: 'a customer named {firstName} with mobile {mobile} was sent the code {code}',
    setUp: (backend, params, context) => customerSentCode(backend, params, context),
  },
  // The security probe's own states: README, "What the probe needs of your provider states".
  {
    state:
      'a customer named {firstName} with mobile {mobile} was sent the code {code} {minutes} minutes ago',
    setUp: (backend, params, context) => {
      const minutes = wholeParam(params, 'minutes');
      return minutes.ok
        ? customerSentCode(backend, params, context, minutes.value * MINUTE_MS)
        : minutes;
    },
  },
  {
    state: 'user {userId} has a session last used {minutes} minutes ago',
    setUp: (backend, params, context) => {
      const read = readParams(params, ['userId', 'minutes'], []);
      if (!read.ok) return read;
      const ago = read.value.minutes * MINUTE_MS;
      return oldSession(backend, read.value.userId, context, {
        sinceOpenedMs: ago,
        sinceUsedMs: ago,
      });
    },
  },
  {
    state: 'user {userId} has a session opened {days} days ago and used a minute ago',
    setUp: (backend, params, context) => {
      const read = readParams(params, ['userId', 'days'], []);
      if (!read.ok) return read;
      return oldSession(backend, read.value.userId, context, {
        sinceOpenedMs: read.value.days * DAY_MS,
        sinceUsedMs: MINUTE_MS,
      });
    },
  },
  {
    state: 'work order {workOrderId} of user {userId} is completed',
    setUp: (backend, params) => {
      const order = orderOfCustomer(backend, params, COMPLETED_STATUS_ID);
      if (!order.ok) return order;
      // Done by a technician: one was sent, if the seed had none on it.
      const workOrderId = Number(params.workOrderId);
      const done = backend
        .bookings(order.value.userId)
        .flatMap((row) => backend.bookingDetail(row.bookingId))
        .find((each) => each.workOrderId === workOrderId);
      if (!done?.visit?.technician) {
        backend.assignTechnician(workOrderId);
        backend.setWorkOrderStatus(workOrderId, COMPLETED_STATUS_ID);
      }
      return ok(undefined);
    },
  },
  {
    state: 'mobile {mobile} has no profile yet and was sent the code {code}',
    setUp: (backend, params, context) => {
      const read = readParams(params, [], ['mobile', 'code']);
      if (!read.ok) return read;
      const accepted = codeAccepted(read.value.code, context);
      if (!accepted.ok) return accepted;
      const userId = params.userId === undefined ? undefined : wholeParam(params, 'userId');
      if (userId && !userId.ok) return userId;
      const loggedIn = newNumberLogsIn(backend, read.value.mobile, userId?.value);
      if (loggedIn.ok) codeSent(read.value.mobile, read.value.code, context);
      return loggedIn;
    },
  },
  {
    state: 'user {userId} with mobile {mobile} has a profile',
    setUp: (backend, params) => {
      const read = readParams(params, ['userId'], ['mobile']);
      if (!read.ok) return read;
      const customer = customerIs(backend, read.value.userId, read.value.mobile);
      if (!customer.ok) return customer;
      const profile = backend.profile(read.value.userId);
      return check(
        profile.ok && profile.value.firstName !== '',
        `user ${read.value.userId} has no profile`,
      );
    },
  },
  {
    state: 'user {userId} with mobile {mobile} has no profile yet',
    setUp: (backend, params) => {
      const read = readParams(params, ['userId'], ['mobile']);
      return read.ok ? newNumberLogsIn(backend, read.value.mobile, read.value.userId) : read;
    },
  },
  {
    state: 'user {userId} exists',
    setUp: (backend, params) => {
      const read = readParams(params, ['userId'], []);
      if (!read.ok) return read;
      return check(
        backend.profile(read.value.userId).ok,
        `the seed has no user ${read.value.userId}`,
      );
    },
  },
  {
    state: 'no user with id {userId} exists',
    setUp: (backend, params) => {
      const read = readParams(params, ['userId'], []);
      if (!read.ok) return read;
      return check(!backend.profile(read.value.userId).ok, `user ${read.value.userId} exists`);
    },
  },
  {
    state: 'user {userId} exists and service option {optionId} is offered',
    setUp: (backend, params) => {
      const read = readParams(params, ['userId', 'optionId'], []);
      if (!read.ok) return read;
      const { userId, optionId } = read.value;
      if (!backend.profile(userId).ok) return fail(`the seed has no user ${userId}`);
      return check(
        optionPrice(backend, optionId) !== undefined,
        `service option ${optionId} is not offered`,
      );
    },
  },
  {
    state: 'user {userId} has a saved cart with service option {optionId}',
    setUp: savedCart,
  },
  // The slots extension's pact (pacts/GharSevaWeb-HomeServicesApi-slots.json): each state gives
  // the window the request is about.
  {
    state:
      'user {userId} has a saved cart with service option {optionId} and a visit window is open',
    setUp: (backend, params) => {
      const saved = savedCart(backend, params);
      if (!saved.ok) return saved;
      const open = openWindow(backend, Number(params.userId));
      return open.ok ? ok(open.value.values) : open;
    },
  },
  {
    state:
      'user {userId} has a saved cart with service option {optionId} and a visit window is full',
    setUp: (backend, params) => {
      const saved = savedCart(backend, params);
      if (!saved.ok) return saved;
      const open = openWindow(backend, Number(params.userId));
      if (!open.ok) return open;
      // Other customers take its last place.
      backend.fillVisitWindow(open.value.window.start);
      return ok(open.value.values);
    },
  },
  {
    state: 'work order {workOrderId} of user {userId} is cancellable and a visit window is open',
    setUp: (backend, params) => {
      const order = orderOfCustomer(backend, params, FIRST_CANCELLABLE_STATUS_ID);
      if (!order.ok) return order;
      const open = openWindow(backend, order.value.userId, order.value.current);
      return open.ok ? ok(open.value.values) : open;
    },
  },
  {
    state: 'work order {workOrderId} of user {userId} has begun and a visit window is open',
    setUp: (backend, params) => {
      const order = orderOfCustomer(backend, params, WORK_BEGUN_STATUS_ID);
      if (!order.ok) return order;
      const open = openWindow(backend, order.value.userId, order.value.current);
      return open.ok ? ok(open.value.values) : open;
    },
  },
  {
    state: 'user {userId} has bookings',
    setUp: hasBookings,
  },
  // The session extension's pact (pacts/GharSevaWeb-HomeServicesApi-session.json).
  {
    state: 'user {userId} has bookings and is logged in with a session',
    setUp: (backend, params) => {
      const booked = hasBookings(backend, params);
      if (!booked.ok) return booked;
      const userId = Number(params.userId);
      const token = sessionOf(backend, userId);
      return token ? ok({ token }) : fail(`the seed has no user ${userId}`);
    },
  },
  {
    state: 'user {userId} has bookings and the caller has no session',
    setUp: hasBookings,
  },
  {
    state: 'user {userId} has no bookings',
    setUp: (backend, params) => {
      const read = readParams(params, ['userId'], []);
      if (!read.ok) return read;
      return check(
        backend.bookings(read.value.userId).length === 0,
        `user ${read.value.userId} has bookings in the seed`,
      );
    },
  },
  {
    state: 'booking {bookingId} of user {userId} has work orders',
    setUp: (backend, params) => {
      const read = readParams(params, ['bookingId', 'userId'], []);
      if (!read.ok) return read;
      const { bookingId, userId } = read.value;
      const owned = backend.bookings(userId).some((row) => row.bookingId === bookingId);
      if (!owned) return fail(`booking ${bookingId} is not one of user ${userId}'s`);
      return check(
        backend.bookingDetail(bookingId).length > 0,
        `booking ${bookingId} has no work orders`,
      );
    },
  },
  // The visit extension's pact (pacts/GharSevaWeb-HomeServicesApi-visit.json).
  {
    state: 'booking {bookingId} of user {userId} has a visit window and an assigned technician',
    setUp: (backend, params) => {
      const read = readParams(params, ['bookingId', 'userId'], []);
      if (!read.ok) return read;
      const { bookingId, userId } = read.value;
      const owned = backend.bookings(userId).some((row) => row.bookingId === bookingId);
      if (!owned) return fail(`booking ${bookingId} is not one of user ${userId}'s`);
      return check(
        backend
          .bookingDetail(bookingId)
          .some((order) => order.visit?.window && order.visit.technician),
        `booking ${bookingId} has no work order with a window and a technician`,
      );
    },
  },
  // The payments extension's pact (pacts/GharSevaWeb-HomeServicesApi-payments.json).
  {
    state: 'booking {bookingId} of user {userId} is unpaid',
    setUp: (backend, params) => {
      const booking = unpaidBooking(backend, params);
      return booking.ok ? ok(undefined) : booking;
    },
  },
  {
    // Gives the checkout's proof, signed with the provider's key secret, for the request.
    state: 'booking {bookingId} of user {userId} is unpaid and its payment was authorized',
    setUp: (backend, params) => {
      const booking = unpaidBooking(backend, params);
      if (!booking.ok) return booking;
      const { userId, bookingId } = booking.value;
      const order = new DemoPaymentDesk(backend).createPaymentOrder(userId, bookingId);
      if (!order.ok) return fail(order.error);
      const proof = new DemoPaymentDesk(backend).authorizePayment(order.value.orderId, 'upi');
      if (!proof) return fail(`the order of booking ${bookingId} took no payment`);
      return ok({ orderId: proof.orderId, paymentId: proof.paymentId, signature: proof.signature });
    },
  },
  {
    state: 'booking {bookingId} of user {userId} is paid',
    setUp: (backend, params) => {
      const booking = ownBooking(backend, params);
      if (!booking.ok) return booking;
      new DemoPaymentDesk(backend).setPaymentState(booking.value.bookingId, 'paid', 'card');
      return ok(undefined);
    },
  },
  {
    state: 'booking {bookingId} of user {userId} has a refunded work order',
    setUp: (backend, params) => {
      const booking = ownBooking(backend, params);
      if (!booking.ok) return booking;
      const { bookingId } = booking.value;
      return check(
        backend.bookingDetail(bookingId).some((order) => order.payment?.state === 'refunded'),
        `booking ${bookingId} has no refunded work order in the seed`,
      );
    },
  },
  // The ratings extension's pact (pacts/GharSevaWeb-HomeServicesApi-ratings.json).
  {
    state: 'services have ratings',
    setUp: (backend) =>
      check(new DemoRatingDesk(backend).summaries().length > 0, 'no service has ratings'),
  },
  {
    state: 'service {serviceId} has more than 10 reviews',
    setUp: (backend, params) => {
      const read = readParams(params, ['serviceId'], []);
      if (!read.ok) return read;
      const first = new DemoRatingDesk(backend).reviews(read.value.serviceId, 1);
      return check(
        first.ok && first.value.more,
        `service ${read.value.serviceId} has 10 reviews or fewer in the seed`,
      );
    },
  },
  {
    state: 'work order {workOrderId} of user {userId} is completed and can be rated',
    setUp: (backend, params) => {
      const order = completedOrder(backend, params, 0);
      return order.ok ? ok(undefined) : order;
    },
  },
  {
    state: 'work order {workOrderId} of user {userId} was rated and can still be changed',
    setUp: (backend, params) => {
      const order = completedOrder(backend, params, 1);
      if (!order.ok) return order;
      const { userId, workOrderId } = order.value;
      const rated = new DemoRatingDesk(backend).rate(userId, workOrderId, SEEDED_RATING);
      return rated.ok ? ok(undefined) : rated;
    },
  },
  {
    state: 'work order {workOrderId} of user {userId} was completed more than 7 days ago',
    setUp: (backend, params) => {
      const order = completedOrder(backend, params, 8);
      return order.ok ? ok(undefined) : order;
    },
  },
  {
    state:
      'booking {bookingId} of user {userId} has a completed work order rated within its window',
    setUp: (backend, params) => {
      const booking = ownBooking(backend, params);
      if (!booking.ok) return booking;
      const { userId, bookingId } = booking.value;
      const order = backend
        .bookingDetail(bookingId)
        .find((candidate) => candidate.rating?.editableUntil !== undefined);
      if (!order) return fail(`booking ${bookingId} has no completed work order to rate`);
      const rated = new DemoRatingDesk(backend).rate(userId, order.workOrderId, SEEDED_RATING);
      return rated.ok ? ok(undefined) : rated;
    },
  },
  {
    state: 'booking {bookingId} has no work orders',
    setUp: (backend, params) => {
      const read = readParams(params, ['bookingId'], []);
      if (!read.ok) return read;
      return check(
        backend.bookingDetail(read.value.bookingId).length === 0,
        `booking ${read.value.bookingId} has work orders in the seed`,
      );
    },
  },
  {
    state: 'work order {workOrderId} of user {userId} is cancellable',
    setUp: (backend, params) => {
      const read = readParams(params, ['workOrderId', 'userId'], []);
      if (!read.ok) return read;
      const { workOrderId, userId } = read.value;
      const owned = backend
        .bookings(userId)
        .some((row) =>
          backend.bookingDetail(row.bookingId).some((order) => order.workOrderId === workOrderId),
        );
      if (!owned) return fail(`work order ${workOrderId} is not one of user ${userId}'s`);
      // The back office moves it back to the first cancellable status, Not Assigned.
      backend.setWorkOrderStatus(workOrderId, FIRST_CANCELLABLE_STATUS_ID);
      return ok(undefined);
    },
  },
];

/** A new session of customer `userId`: its token, or undefined when there is no such customer. */
function sessionOf(backend: DemoBackend, userId: number): string | undefined {
  const profile = backend.profile(userId);
  return profile.ok ? backend.openSession(profile.value.mobile)?.token : undefined;
}

/**
 * With sessions kept, every state answers a session, `{ token }`, which the kit sends with the
 * interaction's request: the session of the state's customer (its `userId`), or of the seeded
 * customer when the state names none or one that does not exist. A state whose sentence says
 * the caller has no session answers none.
 */
export function withSession(
  backend: DemoBackend,
  state: string,
  params: StateParams,
): Readonly<Record<string, string>> {
  if (/has no session/.test(state)) return {};
  const userId = wholeParam(params, 'userId');
  const token =
    (userId.ok ? sessionOf(backend, userId.value) : undefined) ?? sessionOf(backend, DEMO_USER_ID);
  return token ? { token } : {};
}

/**
 * Sets up `state` with `params` on `backend`, keeping what earlier setups made. A failure names
 * the reason: an unknown sentence, a missing parameter, or a state the seed cannot have.
 */
export function setUpProviderState(
  backend: DemoBackend,
  state: string,
  params: StateParams,
  context: StateContext,
): Result<void | Readonly<Record<string, string>>, string> {
  const known = providerStates.find((candidate) => candidate.state === state);
  if (!known) {
    const list = providerStates.map((candidate) => `  - ${candidate.state}`).join('\n');
    return fail(`Unknown provider state "${state}". The reference provider knows:\n${list}`);
  }
  const done = known.setUp(backend, params, context);
  return done.ok ? done : fail(`Provider state "${state}" cannot be set up: ${done.error}`);
}
