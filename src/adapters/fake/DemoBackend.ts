import type { AuthGateway, VerifiedUser } from '../../core/auth/AuthGateway';
import { isValidMobile } from '../../core/auth/mobileNumber';
import type { BookingRow, CartLine, WorkOrder } from '../../core/booking/Booking';
import type { BookingGateway } from '../../core/booking/BookingGateway';
import { CANCELLED_STATUS_ID, isCancellable } from '../../core/booking/cancellation';
import type { CatalogGateway } from '../../core/catalog/CatalogGateway';
import type { Category } from '../../core/catalog/Category';
import type { Service } from '../../core/catalog/Service';
import type { ServiceOption } from '../../core/catalog/ServiceOption';
import type { Profile } from '../../core/profile/Profile';
import type { ProfileGateway, ProfileSubmission } from '../../core/profile/ProfileGateway';
import { windowAt } from '../../core/booking/visitDays';
import {
  windowFull,
  type VisitSlot,
  type VisitWindow,
  type WindowFull,
  type WorkOrderVisit,
} from '../../core/booking/VisitWindow';
import type { Clock } from '../../core/shared/Clock';
import { withGst } from '../../core/cart/gstPricing';
import type { PaymentMethod, WorkOrderPayment } from '../../core/payment/Payment';
import { refundProgressed, taxShares, type StoredPayment } from './demoPayments';
import { fail, ok, type Result } from '../../core/shared/Result';
import { demoCatalogue, type DemoCatalogue, type DemoServiceOption } from './demoCatalogue';
import type { DemoStorage } from './DemoStorage';
import { sameText } from './sameText';
import type { DemoCalls } from './fakeGateway';
import {
  demoStateKeys,
  parseDemoStateEntry,
  type DemoState,
  type StoredBooking,
  type StoredCart,
  type StoredSession,
  type StoredWorkOrder,
} from './DemoState';
import {
  ASSIGN_AFTER_MS,
  VISIT_CAPACITY,
  demoSlots,
  movesOn,
  isFull,
  offeredWindow,
  progressed,
  technicianFor,
  technicianRecord,
} from './demoVisits';
import {
  COMPLETED_STATUS_ID,
  RATING_WINDOW_DAYS,
  type RatingTag,
  type Stars,
  type WorkOrderRating,
} from '../../core/rating/Rating';

import { DEMO_OTP } from './demoCode';
import { spoken, template, type Language } from '../../core/shared/language';
import { CatalogueWords } from './demoCatalogueWords';

export { DEMO_OTP };
/** The seeded customer with a full profile and bookings in every status. */
export const DEMO_MOBILE = '9876543210';
export const DEMO_USER_ID = 101;

/**
 * The texts the demo server answers with when it refuses (`status: false` on the wire), in the
 * customer's language: the demo is ours, so its words are in the catalogues (ids `demo.…`).
 */
export const demoRejections = spoken('demo', {
  invalidMobile: 'Please enter a valid mobile number',
  invalidOtp: 'Invalid OTP. Please try again.',
  userNotFound: 'User not found',
  firstNameRequired: 'First name is required',
  invalidCartItem: 'Invalid cart item',
  optionUnavailable: template('Service option {optionId} is not available', (optionId: number) => ({
    optionId: String(optionId),
  })),
  cartEmpty: 'Your cart is empty',
  workOrderNotFound: 'Work order not found',
  notCancellable: 'This order can no longer be cancelled',
  windowNotOffered: 'This visit time is not offered',
  windowFull: 'Every place at this visit time has just been taken',
  notMovable: 'This visit can no longer be moved',
  bookingNotFound: 'Booking not found',
  nothingToPay: 'There is nothing to pay for this booking',
  paymentNotVerified: 'The payment could not be verified',
} as const);

/** An answer of the demo server: the value, or the text it refuses with. */
export type DemoReply<T> = Result<T, string>;

/** The rules the demo server keeps beyond SPEC §7's letter. */
export interface DemoRules {
  /**
   * What a saved cart's lines cost. `'catalogue'`: the catalogue's price, whatever `UnitPrice`
   * the browser sent (the server decides what something costs). `'as-sent'` (the default): the
   * price as sent, as SPEC §7's save-cart reads word for word.
   */
  readonly prices?: 'catalogue' | 'as-sent';
  /** How long sessions last and how their tokens are kept (the `session` extension). */
  readonly sessions?: SessionRules;
  /** How one-time codes are sent and checked. Default: the demo's code for every number, for ever. */
  readonly codes?: CodeRules;
  /**
   * When a work order gives its technician's number (the `visit` extension). `'until-done'` (the
   * default): while the visit is still to come or going on; once the work order is done,
   * rejected or cancelled (5, 6, 7) the customer needs it no more, and it is the technician's,
   * not hers to keep. `'always'`: as long as the work order exists.
   */
  readonly technicianContact?: 'until-done' | 'always';
  /** The payment provider the backend creates orders with (the `payments` extension). */
  readonly payments?: PaymentRules;
}

/** The payment provider as the backend sees it: its name, its public key, its signature. */
export interface PaymentRules {
  readonly provider: string;
  /** The merchant's key id, public: the checkout opens orders with it. */
  readonly keyId: string;
  /**
   * The signature the provider's checkout gives an authorised payment: HMAC-SHA256 of
   * `orderId|paymentId` with the key secret for Razorpay (the reference provider's). The backend
   * computes it again from the order it stored and compares.
   */
  readonly sign: (orderId: string, paymentId: string) => string;
}

/** How a server sends one-time codes and checks them. */
export interface CodeRules {
  /** Login sent a new code to `mobile`. */
  send(mobile: string): void;
  /** Whether `code` is the one pending for `mobile`; a code that is, is used up. */
  redeem(mobile: string, code: string): boolean;
}

/** A session as if opened and last used a while ago (provider states that need an old one). */
export interface SessionAge {
  readonly sinceOpenedMs: number;
  readonly sinceUsedMs: number;
}

/** A session's lifetimes, and what the server keeps of its token. */
export interface SessionRules {
  /** A session not used for this long ends. Default 30 minutes. */
  readonly idleMs?: number;
  /** A session ends this long after it opened, however much it is used. Default 7 days. */
  readonly absoluteMs?: number;
  /**
   * What is stored of a token, and compared with what a caller sends. The reference provider
   * keeps a SHA-256 hash, so its store holds no session anyone could use; the demo keeps the
   * token as it is (its store is on the same phone as the token).
   */
  readonly keep?: (token: string) => string;
}

export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
// A session's last use is written at most this often, so that every call does not rewrite storage.
const SESSION_TOUCH_MS = 60 * 1000;

/** A session a verified login opened: its token, and when it ends at the latest. */
export interface OpenedSession {
  readonly token: string;
  readonly expiresAt: Date;
}

/** A refusal because a visit window's last place is taken (the wire's `Slot_Full: true`). */
export interface WindowTaken {
  readonly windowFull: string;
}

/** An answer to a call that takes a visit window: the value, or why not. */
export type VisitReply<T> = Result<T, string | WindowTaken>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Done (5), rejected (6) and cancelled: nobody is coming any more. */
const FINISHED_STATUS_IDS: readonly number[] = [5, 6, CANCELLED_STATUS_ID];
const HOUR_MS = 60 * 60 * 1000;
// Ids the seed leaves free start above these, so new ones never collide with seeded ones.
const FIRST_NEW_USER_ID = 1001;
const FIRST_NEW_BOOKING_ID = 5001;
const FIRST_NEW_WORK_ORDER_ID = 9001;

/**
 * The offline demo's server, in domain terms: catalogue, logins, profiles, carts, bookings and
 * work orders, kept as JSON in a DemoStorage so a demo survives a reload. The fake gateways and
 * the reference HTTP provider both sit on top of it. Refusals are values carrying the server's
 * text; nothing here throws.
 *
 * Every call reads the stored state again, so two tabs of a demo see each other's bookings.
 * When storage is unreadable (blocked, or corrupted by hand) the last good state in memory is
 * used, and the next write repairs what is stored.
 */
export class DemoBackend {
  private state: DemoState;
  /** True while storage holds less than memory (a write was refused): memory is the truth. */
  private storageBehind = false;

  constructor(
    private readonly storage: DemoStorage,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly catalogue: DemoCatalogue = demoCatalogue,
    private readonly rules: DemoRules = {},
  ) {
    this.state = this.readStored() ?? this.seed();
    this.storageBehind = !this.writeStored(this.state);
  }

  /**
   * The categories, their words in `language` (the `catalogue-languages` extension), each field
   * falling back to English; so for the services, the options and the booking reads below.
   */
  categories(language: Language = 'en'): Category[] {
    const words = CatalogueWords.in(language);
    return this.catalogue.categories.map((category) => {
      const description = words.categoryDescription(category.id, category.description);
      return {
        ...category,
        name: words.categoryName(category.id, category.name),
        ...(description === undefined ? {} : { description }),
      };
    });
  }

  /** The services of a category; category 0 means every service, an unknown one none. */
  services(categoryId: number, language: Language = 'en'): Service[] {
    const words = CatalogueWords.in(language);
    return this.catalogue.services
      .filter((service) => categoryId === 0 || service.categoryId === categoryId)
      .map((service) => {
        const description = words.serviceDescription(service.id, service.description);
        return {
          id: service.id,
          name: words.serviceName(service.id, service.name),
          ...(description ? { description } : {}),
          ...(service.icon ? { icon: service.icon } : {}),
          categoryName: words.categoryName(service.categoryId, service.categoryName),
          hasOptions: service.hasOptions,
        };
      });
  }

  /** The options of a service; none for an unknown service. */
  options(serviceId: number, language: Language = 'en'): ServiceOption[] {
    const words = CatalogueWords.in(language);
    return this.catalogue.options
      .filter((option) => option.serviceId === serviceId)
      .map((option) => ({
        id: option.id,
        serviceName: words.serviceName(option.serviceId, option.serviceName),
        name: words.optionName(option.id, option.name),
        ...(option.description
          ? { description: words.optionDescription(option.id, option.description) }
          : {}),
        ...(option.price !== undefined ? { price: option.price } : {}),
        ...(option.icon ? { icon: option.icon } : {}),
      }));
  }

  /** Sends the (pretend) code: a known number keeps its user id, a new one gets a fresh id. */
  login(mobile: string): DemoReply<{ userId: number }> {
    const digits = mobile.replace(/\D/g, '');
    if (!isValidMobile(digits)) return fail(demoRejections.invalidMobile);
    const state = this.current();
    this.rules.codes?.send(digits);
    const known = state.users.find((user) => user.mobile === digits);
    if (known) return ok({ userId: known.userId });
    const userId = nextId(
      state.users.map((user) => user.userId),
      FIRST_NEW_USER_ID,
    );
    state.users.push({
      userId,
      mobile: digits,
      firstName: '',
      lastName: '',
      email: '',
      address: '',
      altContact: '',
    });
    this.commit(state);
    return ok({ userId });
  }

  /** Checks the code: a number with a first name is a registered customer, any other is new. */
  verify(mobile: string, code: string): DemoReply<VerifiedUser> {
    const digits = mobile.replace(/\D/g, '');
    if (!isValidMobile(digits)) return fail(demoRejections.invalidMobile);
    // A number that never asked for a code cannot have a valid one.
    const user = this.current().users.find((candidate) => candidate.mobile === digits);
    if (!user || !this.codeIsRight(digits, code)) return fail(demoRejections.invalidOtp);
    return user.firstName.trim() === ''
      ? ok({ kind: 'new' })
      : ok({ kind: 'registered', name: user.firstName });
  }

  /**
   * Opens a session for the customer of a number whose code was verified (the `session`
   * extension): its token and when it ends at the latest; undefined for an unknown number. With
   * `age`, one as if opened and last used that long ago (for provider states).
   */
  openSession(mobile: string, age?: SessionAge): OpenedSession | undefined {
    const state = this.current();
    const userId = state.users.find((user) => user.mobile === mobile.replace(/\D/g, ''))?.userId;
    if (userId === undefined) return undefined;
    // 256 bits from the platform's CSPRNG: a session token must not be guessable (ASVS v5.0.0-7.2.3).
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32));
    const token = `demo-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
    const now = this.clock.now().getTime();
    const openedAt = now - (age?.sinceOpenedMs ?? 0);
    // A customer's older sessions stay valid on their other devices; the last ten are kept.
    const live = this.liveSessions(state, now);
    const theirs = live.filter((session) => session.userId === userId).slice(-9);
    state.sessions = [
      ...live.filter((session) => session.userId !== userId),
      ...theirs,
      {
        token: this.keptToken(token),
        userId,
        openedAt: new Date(openedAt).toISOString(),
        lastUsedAt: new Date(now - (age?.sinceUsedMs ?? 0)).toISOString(),
      },
    ];
    this.commit(state);
    return { token, expiresAt: new Date(openedAt + this.absoluteMs) };
  }

  /**
   * Whose session `token` is, if it is one this server gave that has not ended: not logged out,
   * used within the idle lifetime, and younger than the absolute one. Using it keeps it alive.
   */
  sessionUser(token: string | undefined): number | undefined {
    if (!token) return undefined;
    const state = this.current();
    const now = this.clock.now().getTime();
    const session = this.sessionOf(state, token);
    if (!session) return undefined;
    if (!this.isLive(session, now)) {
      state.sessions = this.liveSessions(state, now);
      this.commit(state);
      return undefined;
    }
    if (now - Date.parse(session.lastUsedAt ?? '') >= SESSION_TOUCH_MS) {
      session.lastUsedAt = new Date(now).toISOString();
      this.commit(state);
    }
    return session.userId;
  }

  /** Ends the session of `token` (logout): it is never known again. Nothing to end is no error. */
  closeSession(token: string | undefined): void {
    if (!token) return;
    const state = this.current();
    const session = this.sessionOf(state, token);
    if (!session) return;
    state.sessions = state.sessions.filter((each) => each !== session);
    this.commit(state);
  }

  /** The customer a booking belongs to, if it exists. */
  bookingOwner(bookingId: number): number | undefined {
    return this.current().bookings.find((booking) => booking.bookingId === bookingId)?.userId;
  }

  /** Ends every session of a customer: their next call is answered 401 (demos and tests). */
  endSessions(userId: number): void {
    const state = this.current();
    state.sessions = state.sessions.filter((session) => session.userId !== userId);
    this.commit(state);
  }

  profile(userId: number): DemoReply<Profile> {
    const user = this.current().users.find((candidate) => candidate.userId === userId);
    if (!user) return fail(demoRejections.userNotFound);
    return ok({
      mobile: user.mobile,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      address: user.address,
      altContact: user.altContact,
    });
  }

  /**
   * Creates or updates a profile. The password is not kept: the demo logs in by code only, and
   * a password has no business in localStorage.
   */
  saveProfile(submission: ProfileSubmission): DemoReply<void> {
    const state = this.current();
    const user = state.users.find((candidate) => candidate.userId === submission.userId);
    if (!user) return fail(demoRejections.userNotFound);
    if (submission.firstName.trim() === '') return fail(demoRejections.firstNameRequired);
    user.firstName = submission.firstName.trim();
    user.lastName = submission.lastName.trim();
    user.email = submission.email.trim();
    user.address = submission.address.trim();
    user.altContact = submission.altContact.replace(/\D/g, '');
    this.commit(state);
    return ok(undefined);
  }

  /**
   * Replaces the customer's saved cart. Unit prices are the catalogue's under the `'catalogue'`
   * rule, else kept as sent; every option must exist, once, with a whole positive quantity.
   */
  saveCart(userId: number, lines: readonly CartLine[]): DemoReply<void> {
    const state = this.current();
    if (!state.users.some((user) => user.userId === userId))
      return fail(demoRejections.userNotFound);
    const seen = new Set<number>();
    for (const line of lines) {
      const wellFormed =
        isPositiveInteger(line.quantity) &&
        Number.isInteger(line.unitPrice) &&
        line.unitPrice >= 0 &&
        !seen.has(line.optionId);
      if (!wellFormed) return fail(demoRejections.invalidCartItem);
      if (!this.option(line.optionId)) return fail(demoRejections.optionUnavailable(line.optionId));
      seen.add(line.optionId);
    }
    const saved: StoredCart = {
      userId,
      lines: lines.map(({ optionId, quantity, unitPrice }) => ({
        optionId,
        quantity,
        unitPrice:
          this.rules.prices === 'catalogue' ? (this.option(optionId)?.price ?? 0) : unitPrice,
      })),
    };
    state.carts = [...state.carts.filter((cart) => cart.userId !== userId), saved];
    this.commit(state);
    return ok(undefined);
  }

  /**
   * Books the saved cart: one booking, one work order per line (status 1, Not Assigned), its
   * technician assigned a few minutes later (the demo's clock). With a `window` (the `slots`
   * extension) the visit is in that window, which must be offered and not full. The saved cart
   * is emptied, so booking twice in a row is refused rather than doubled.
   */
  book(userId: number, window?: VisitWindow): VisitReply<{ bookingId: number }> {
    const state = this.current();
    if (!state.users.some((user) => user.userId === userId))
      return fail(demoRejections.userNotFound);
    const lines = state.carts.find((cart) => cart.userId === userId)?.lines ?? [];
    if (lines.length === 0) return fail(demoRejections.cartEmpty);
    const now = this.clock.now();
    if (window) {
      const refused = this.windowRefusal(state, window, now);
      if (refused) return fail(refused);
    }
    const bookingId = nextId(
      state.bookings.map((booking) => booking.bookingId),
      FIRST_NEW_BOOKING_ID,
    );
    let workOrderId = nextId(
      state.bookings.flatMap((booking) => booking.workOrders.map((order) => order.workOrderId)),
      FIRST_NEW_WORK_ORDER_ID,
    );
    const workOrders: StoredWorkOrder[] = [];
    for (const line of lines) {
      const order = this.workOrderFor(
        workOrderId++,
        line.optionId,
        line.quantity,
        1,
        line.unitPrice,
      );
      if (!order) return fail(demoRejections.optionUnavailable(line.optionId));
      workOrders.push({
        ...order,
        ...(window
          ? { visitStart: window.start.toISOString(), visitEnd: window.end.toISOString() }
          : {}),
        assignAt: new Date(now.getTime() + ASSIGN_AFTER_MS).toISOString(),
      });
    }
    const createdAt = now;
    state.bookings.push({
      bookingId,
      userId,
      bookingCode: bookingCode(bookingId, createdAt),
      createdAt: createdAt.toISOString(),
      workOrders: withPayments(workOrders, 'unpaid'),
    });
    state.carts = state.carts.filter((cart) => cart.userId !== userId);
    this.commit(state);
    return ok({ bookingId });
  }

  /** One row per work order of the customer's bookings, newest booking first. */
  bookings(userId: number, language: Language = 'en'): BookingRow[] {
    const words = CatalogueWords.in(language);
    return this.current()
      .bookings.filter((booking) => booking.userId === userId)
      .sort(
        (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.bookingId - a.bookingId,
      )
      .flatMap((booking) =>
        booking.workOrders.map((order) => ({
          bookingId: booking.bookingId,
          bookingCode: booking.bookingCode,
          createdAt: new Date(booking.createdAt),
          serviceName: words.serviceName(this.serviceIdOf(order.optionId), order.serviceName),
          ...(order.serviceIcon ? { serviceIcon: order.serviceIcon } : {}),
        })),
      );
  }

  /** The work orders of a booking; none for an unknown booking. */
  bookingDetail(bookingId: number, language: Language = 'en'): WorkOrder[] {
    const words = CatalogueWords.in(language);
    const booking = this.current().bookings.find((candidate) => candidate.bookingId === bookingId);
    if (!booking) return [];
    const now = this.clock.now();
    return booking.workOrders.map((order) => ({
      referenceCode: booking.bookingCode,
      workOrderId: order.workOrderId,
      optionName: words.optionName(order.optionId, order.optionName),
      ...(order.optionIcon ? { optionIcon: order.optionIcon } : {}),
      quantity: order.quantity,
      unitPrice: order.unitPrice,
      totalPrice: order.unitPrice * order.quantity,
      createdAt: new Date(booking.createdAt),
      statusId: order.statusId,
      visit: visitOf(order, this.rules.technicianContact ?? 'until-done'),
      ...(order.payment ? { payment: paymentOf(order.payment) } : {}),
      rating: ratingOf(order, now),
    }));
  }

  /** The service (its id) an option belongs to, if the option exists. */
  serviceIdOf(optionId: number): number | undefined {
    return this.option(optionId)?.serviceId;
  }

  /**
   * Cancels one of the customer's work orders (status 7), only while the core allows it. Another
   * customer's order reads as not found, so ids of other people's orders reveal nothing.
   */
  cancel(userId: number, workOrderId: number): DemoReply<void> {
    const state = this.current();
    const order = state.bookings
      .filter((booking) => booking.userId === userId)
      .flatMap((booking) => booking.workOrders)
      .find((candidate) => candidate.workOrderId === workOrderId);
    if (!order) return fail(demoRejections.workOrderNotFound);
    if (!isCancellable(order.statusId)) return fail(demoRejections.notCancellable);
    order.statusId = CANCELLED_STATUS_ID;
    // What was paid for it goes back (the provider's refund, on the demo's clock).
    if (order.payment?.state === 'paid')
      order.payment = {
        ...order.payment,
        state: 'refund-started',
        at: this.clock.now().toISOString(),
      };
    this.commit(state);
    return ok(undefined);
  }

  /**
   * Runs `change` over the current state and keeps what it did: how the desks of rarer calls,
   * in modules of their own loaded when first used (paying: DemoPaymentDesk), work on it.
   */
  change<T>(change: (state: DemoState, now: Date) => T): T {
    const state = this.current();
    const result = change(state, this.clock.now());
    this.commit(state);
    return result;
  }

  /** What `look` finds in the current state, changing nothing: the rarer desks' reads. */
  read<T>(look: (state: DemoState, now: Date) => T): T {
    return look(this.current(), this.clock.now());
  }

  /** How this backend's payment provider signs: the reference provider's, or none (the demo's). */
  get paymentRules(): PaymentRules | undefined {
    return this.rules.payments;
  }

  /**
   * The visit windows of today and the next six days (the `slots` extension), full ones marked:
   * for the customer's saved cart, or for moving one of their work orders (`workOrderId`), which
   * must still be movable.
   */
  visitSlots(userId: number, workOrderId?: number): DemoReply<VisitSlot[]> {
    const state = this.current();
    if (!state.users.some((user) => user.userId === userId))
      return fail(demoRejections.userNotFound);
    if (workOrderId !== undefined) {
      const order = ordersOf(state, userId).find((each) => each.workOrderId === workOrderId);
      if (!order) return fail(demoRejections.workOrderNotFound);
      if (!isCancellable(order.statusId)) return fail(demoRejections.notMovable);
    }
    return ok(demoSlots(this.clock.now(), state.bookings, state.visitLoad));
  }

  /**
   * Moves one of the customer's work orders to another window (the `slots` extension), while it
   * can still be cancelled; the window must be offered and not full.
   */
  changeVisitTime(userId: number, workOrderId: number, window: VisitWindow): VisitReply<void> {
    const state = this.current();
    const order = ordersOf(state, userId).find((each) => each.workOrderId === workOrderId);
    if (!order) return fail(demoRejections.workOrderNotFound);
    if (!isCancellable(order.statusId)) return fail(demoRejections.notMovable);
    const refused = this.windowRefusal(state, window, this.clock.now());
    if (refused) return fail(refused);
    order.visitStart = window.start.toISOString();
    order.visitEnd = window.end.toISOString();
    this.commit(state);
    return ok(undefined);
  }

  /**
   * Sends a technician of its trade to a work order now (status 2), as the back office does: for
   * demos, and for tests that cannot wait for the demo's clock. `false` when there is no such
   * work order.
   */
  assignTechnician(workOrderId: number): boolean {
    const state = this.current();
    const order = state.bookings
      .flatMap((booking) => booking.workOrders)
      .find((candidate) => candidate.workOrderId === workOrderId);
    if (!order) return false;
    order.statusId = 2;
    order.technician = technicianFor(workOrderId, this.categoryOf(order.optionId));
    this.commit(state);
    return true;
  }

  /** Every place of the window starting at `start` taken by other customers (back office, tests). */
  fillVisitWindow(start: Date): void {
    const state = this.current();
    state.visitLoad = [
      ...state.visitLoad.filter((entry) => Date.parse(entry.start) !== start.getTime()),
      { start: start.toISOString(), taken: VISIT_CAPACITY },
    ];
    this.commit(state);
  }

  /** Why `window` cannot be booked now: not offered, or full; `undefined` when it can. */
  private windowRefusal(
    state: DemoState,
    window: VisitWindow,
    now: Date,
  ): string | WindowTaken | undefined {
    const offered = offeredWindow(window, now);
    if (!offered) return demoRejections.windowNotOffered;
    return isFull(offered, now, state.bookings, state.visitLoad)
      ? { windowFull: demoRejections.windowFull }
      : undefined;
  }

  /**
   * Moves a work order to any status, as the back office would: for demos and for provider
   * states of the contract tests. `false` when there is no such work order.
   */
  setWorkOrderStatus(workOrderId: number, statusId: number): boolean {
    const state = this.current();
    const order = state.bookings
      .flatMap((booking) => booking.workOrders)
      .find((candidate) => candidate.workOrderId === workOrderId);
    if (!order) return false;
    order.statusId = statusId;
    // Moved by hand, it stays where it was put: the demo's clock no longer moves it on.
    delete order.assignAt;
    // Done now, so her window to rate it starts now.
    if (statusId === COMPLETED_STATUS_ID) order.completedAt = this.clock.now().toISOString();
    else delete order.completedAt;
    this.commit(state);
    return true;
  }

  /** Forgets everything done in the demo and goes back to the seed, dated from now. */
  reset(): void {
    this.commit(this.seed());
  }

  private get absoluteMs(): number {
    return this.rules.sessions?.absoluteMs ?? SESSION_ABSOLUTE_MS;
  }

  private codeIsRight(mobile: string, code: string): boolean {
    return this.rules.codes ? this.rules.codes.redeem(mobile, code) : code === DEMO_OTP;
  }

  private keptToken(token: string): string {
    return this.rules.sessions?.keep?.(token) ?? token;
  }

  /** The stored session of `token`, compared in constant time with every kept one. */
  private sessionOf(state: DemoState, token: string): StoredSession | undefined {
    const kept = this.keptToken(token);
    let found: StoredSession | undefined;
    for (const session of state.sessions) if (sameText(session.token, kept)) found = session;
    return found;
  }

  private isLive(session: StoredSession, now: number): boolean {
    const opened = Date.parse(session.openedAt ?? '');
    const used = Date.parse(session.lastUsedAt ?? '');
    const idleMs = this.rules.sessions?.idleMs ?? SESSION_IDLE_MS;
    return now - opened < this.absoluteMs && now - used < idleMs;
  }

  private liveSessions(state: DemoState, now: number): StoredSession[] {
    return state.sessions.filter((session) => this.isLive(session, now));
  }

  private option(optionId: number): DemoServiceOption | undefined {
    return this.catalogue.options.find((option) => option.id === optionId);
  }

  private workOrderFor(
    workOrderId: number,
    optionId: number,
    quantity: number,
    statusId: number,
    unitPrice?: number,
  ): StoredWorkOrder | undefined {
    const option = this.option(optionId);
    if (!option) return undefined;
    const service = this.catalogue.services.find((candidate) => candidate.id === option.serviceId);
    return {
      workOrderId,
      optionId,
      optionName: option.name,
      ...(option.icon ? { optionIcon: option.icon } : {}),
      serviceName: option.serviceName,
      ...(service?.icon ? { serviceIcon: service.icon } : {}),
      quantity,
      unitPrice: unitPrice ?? option.price ?? 0,
      statusId,
    };
  }

  private seed(): DemoState {
    const now = this.clock.now().getTime();
    let workOrderId = FIRST_NEW_WORK_ORDER_ID;
    const seededAt = new Date(now);
    const booking = (
      bookingId: number,
      age: number,
      // The visit's day (from today) and hour in Hyderabad.
      visitDay: number,
      visitHour: number,
      orders: readonly (readonly [optionId: number, quantity: number, statusId: number])[],
    ): StoredBooking => {
      const createdAt = new Date(now - age);
      const window = windowAt(seededAt, visitDay, visitHour);
      return {
        bookingId,
        userId: DEMO_USER_ID,
        bookingCode: bookingCode(bookingId, createdAt),
        createdAt: createdAt.toISOString(),
        workOrders: orders.flatMap(([optionId, quantity, statusId]) => {
          const id = workOrderId++;
          const order = this.workOrderFor(id, optionId, quantity, statusId);
          if (!order) return [];
          // A technician was sent to every order that got as far as Assigned.
          const sent = [2, 3, 4, 5].includes(statusId);
          return [
            {
              ...order,
              visitStart: window.start.toISOString(),
              visitEnd: window.end.toISOString(),
              ...(sent ? { technician: technicianFor(id, this.categoryOf(optionId)) } : {}),
              ...movesOn(statusId, window),
            },
          ];
        }),
      };
    };
    // Every work-order status appears, so each branch of My Bookings, the detail screen and
    // Cancel Order can be shown in a demo: 1 and 2 can be cancelled, 3 to 7 cannot.
    const bookings = [
      booking(5001, 45 * DAY_MS + 3 * HOUR_MS, -44, 10, [
        [111, 1, 5],
        [611, 2, 5],
      ]),
      booking(5002, 20 * DAY_MS + 5 * HOUR_MS, -19, 16, [
        [422, 1, 6],
        [133, 1, 7],
      ]),
      booking(5003, 6 * DAY_MS + 2 * HOUR_MS, -5, 12, [
        [411, 1, 4],
        [311, 1, 3],
      ]),
      booking(5004, 2 * DAY_MS + 4 * HOUR_MS, 1, 10, [
        [221, 3, 2],
        [134, 1, 1],
      ]),
      booking(5005, 1 * DAY_MS + 1 * HOUR_MS, 2, 16, [[641, 1, 1]]),
    ];
    // The `ratings` extension: a tap replacement of booking 5003, done at its visit five days
    // ago, that she can still rate (its id just below the first, so every other seeded id stays
    // as it was); and the foam-jet service of 5001, rated long ago, which shows as given.
    const sibling = bookings[2]?.workOrders[1];
    if (sibling) {
      const done = this.workOrderFor(FIRST_NEW_WORK_ORDER_ID - 1, 612, 1, 5);
      if (done)
        bookings[2]?.workOrders.push({
          ...done,
          visitStart: sibling.visitStart,
          visitEnd: sibling.visitEnd,
          technician: technicianFor(done.workOrderId, this.categoryOf(612)),
        });
    }
    // The TV wall mounting of 5003 is under way as the demo starts (its visit began an hour
    // ago), so a fresh demo shows work in progress; the demo's clock marks it done at its end.
    const mounting = bookings[2]?.workOrders[1];
    if (mounting) {
      const start = Math.floor((now - HOUR_MS) / HOUR_MS) * HOUR_MS;
      mounting.visitStart = new Date(start).toISOString();
      mounting.visitEnd = new Date(start + 2 * HOUR_MS).toISOString();
    }
    const rated = bookings[0]?.workOrders[0];
    if (rated?.visitEnd)
      rated.rating = {
        stars: 4,
        tags: ['on-time', 'clean-work'],
        comment: 'Thorough service, the AC cools much better now.',
        givenAt: new Date(Date.parse(rated.visitEnd) + DAY_MS).toISOString(),
      };
    // Every payment state appears too (the `payments` extension): paid by UPI and done, paid by
    // card and refunded when the orders were rejected and cancelled, to pay after the service,
    // paid by card and coming up, and not paid yet.
    const payments: Record<number, [StoredPayment['state'], PaymentMethod?]> = {
      5001: ['paid', 'upi'],
      5002: ['refunded', 'card'],
      5003: ['pay-after-service'],
      5004: ['paid', 'card'],
      5005: ['unpaid'],
    };
    const paidBookings = bookings.map((each) => {
      const [state, method] = payments[each.bookingId] ?? ['unpaid'];
      const at = new Date(
        Date.parse(each.createdAt) + (state === 'refunded' ? DAY_MS : 5 * 60 * 1000),
      );
      const dated = state === 'paid' || state === 'refunded';
      return {
        ...each,
        workOrders: withPayments(each.workOrders, state, {
          ...(method ? { method } : {}),
          ...(dated ? { at: at.toISOString() } : {}),
        }),
      };
    });
    return {
      users: [
        {
          userId: DEMO_USER_ID,
          mobile: DEMO_MOBILE,
          firstName: 'Priya',
          lastName: 'Sharma',
          email: 'priya.sharma@example.com',
          // Written in parts as the form writes them (addressParts.ts); Arjun's is an older free text.
          address:
            'Flat 302, Lotus Residency,\nRoad No. 12, Banjara Hills,\nnear KBR Park,\nHyderabad 500034',
          altContact: '9123456780',
        },
        {
          userId: 102,
          mobile: '9988776655',
          firstName: 'Arjun',
          lastName: 'Reddy',
          email: 'arjun.reddy@example.com',
          address: 'Plot 45, Kavuri Hills, Madhapur',
          altContact: '',
        },
      ],
      carts: [],
      bookings: paidBookings,
      sessions: [],
      visitLoad: [],
    };
  }

  /**
   * The stored state when it is all readable (another tab may have changed it), else the last
   * good state in memory; memory also wins while storage is behind, so a refused write (storage
   * full) does not bring back the state from before it.
   */
  private current(): DemoState {
    const stored = this.storageBehind ? undefined : this.readStored();
    if (stored) this.state = stored;
    const state = structuredClone(this.state);
    // Where each booking made in the demo stands by now: a pure function of the time, so it
    // needs no write and every tab sees the same.
    const now = this.clock.now();
    const categoryOf = (optionId: number) => this.categoryOf(optionId);
    for (const booking of state.bookings)
      booking.workOrders = booking.workOrders.map((order) => {
        const moved = progressed(order, now, categoryOf);
        return moved.payment ? { ...moved, payment: refundProgressed(moved.payment, now) } : moved;
      });
    return state;
  }

  /** The trade (category id) of an option, for the technician it needs. */
  private categoryOf(optionId: number): number | undefined {
    const serviceId = this.option(optionId)?.serviceId;
    return this.catalogue.services.find((service) => service.id === serviceId)?.categoryId;
  }

  private commit(state: DemoState): void {
    this.state = state;
    this.storageBehind = !this.writeStored(state);
  }

  private readStored(): DemoState | undefined {
    const state: Partial<DemoState> = {};
    let seed: DemoState | undefined;
    for (const key of demoStateKeys) {
      const raw = this.storage.read(key);
      // A key never written (a fresh device, or a demo stored before the key existed) reads as
      // the seed's; one that is not what we wrote throws the whole state away.
      const entry = raw === null ? (seed ??= this.seed())[key] : parseDemoStateEntry(key, raw);
      if (entry === undefined) return undefined;
      Object.assign(state, { [key]: entry });
    }
    return state as DemoState;
  }

  /** Writes every key; `false` when storage did not keep them all (DemoStorage never throws). */
  private writeStored(state: DemoState): boolean {
    let complete = true;
    for (const key of demoStateKeys) {
      const json = JSON.stringify(state[key]);
      this.storage.write(key, json);
      if (this.storage.read(key) !== json) complete = false;
    }
    return complete;
  }
}

/*
 * The demo server's calls, by the ports' names: whose data each is about, the extension it belongs
 * to, and the answer. The offline demo's gateways are these tables over the simulated network
 * (fakeGateway.ts); the reference provider answers the same model over HTTP (tests/provider).
 */

/** The customer a call names first is whose data it is about. */
const customerNamed = (_backend: DemoBackend, userId: number) => userId;

export const DEMO_CATALOG_CALLS: DemoCalls<CatalogGateway> = {
  listCategories: { answer: ({ backend, language }) => ok(backend.categories(language)) },
  listServices: {
    answer: ({ backend, language }, categoryId) => ok(backend.services(categoryId, language)),
  },
  listOptions: {
    answer: ({ backend, language }, serviceId) => ok(backend.options(serviceId, language)),
  },
};

export const DEMO_AUTH_CALLS: DemoCalls<AuthGateway> = {
  sendOtp: { answer: ({ backend }, mobile) => backend.login(mobile) },
  verifyOtp: {
    answer: ({ backend, session }, mobile, code) => {
      const reply = backend.verify(mobile, code);
      if (!reply.ok) return reply;
      // The `session` extension: the verified customer gets a session, and when it ends.
      const opened = session ? backend.openSession(mobile) : undefined;
      return ok(opened ? { ...reply.value, ...opened } : reply.value);
    },
  },
  // Ends the session on the demo server; without sessions there is nothing to end.
  logout: {
    answer: ({ session }) => {
      session?.logout();
      return ok(undefined);
    },
  },
};

export const DEMO_BOOKING_CALLS: DemoCalls<BookingGateway> = {
  saveCart: {
    owner: customerNamed,
    answer: ({ backend }, userId, lines) => backend.saveCart(userId, lines),
  },
  book: {
    owner: customerNamed,
    // A backend without the slots extension ignores a window it does not know.
    answer: ({ backend, extensions }, userId, window) =>
      visitAnswer(backend.book(userId, extensions.has('slots') ? window : undefined)),
  },
  listBookings: {
    owner: customerNamed,
    answer: ({ backend, language }, userId) => ok(backend.bookings(userId, language)),
  },
  getBookingDetail: {
    owner: (backend, bookingId) => backend.bookingOwner(bookingId),
    answer: ({ backend, extensions, language }, bookingId) => {
      const orders = backend
        .bookingDetail(bookingId, language)
        .map((order) => (extensions.has('ratings') ? order : withoutRatings(order)));
      if (extensions.has('visit')) return ok(orders);
      return ok(orders.map(({ visit: _visit, ...order }) => order));
    },
  },
  cancelWorkOrder: {
    owner: customerNamed,
    answer: ({ backend }, userId, workOrderId) => backend.cancel(userId, workOrderId),
  },
  visitSlots: {
    owner: customerNamed,
    extension: 'slots',
    answer: ({ backend }, userId, workOrderId) => backend.visitSlots(userId, workOrderId),
  },
  changeVisitTime: {
    owner: customerNamed,
    extension: 'slots',
    answer: ({ backend }, userId, workOrderId, window) =>
      visitAnswer(backend.changeVisitTime(userId, workOrderId, window)),
  },
};

export const DEMO_PROFILE_CALLS: DemoCalls<ProfileGateway> = {
  load: { owner: customerNamed, answer: ({ backend }, userId) => backend.profile(userId) },
  save: {
    owner: (_backend, submission) => submission.userId,
    answer: ({ backend }, submission) => backend.saveProfile(submission),
  },
};

/** The demo server's answer to a call with a window, a full window as the port's own failure. */
function visitAnswer<T>(reply: VisitReply<T>): Result<T, string | WindowFull> {
  if (reply.ok) return reply;
  const { error } = reply;
  return fail(typeof error === 'string' ? error : windowFull(error.windowFull));
}

/** Every work order of the customer's bookings. */
function ordersOf(state: DemoState, userId: number): StoredWorkOrder[] {
  return state.bookings
    .filter((booking) => booking.userId === userId)
    .flatMap((booking) => booking.workOrders);
}

/** A work order as a backend without the `ratings` extension gives it. */
function withoutRatings({ rating: _rating, ...order }: WorkOrder): WorkOrder {
  const technician = order.visit?.technician;
  if (!technician) return order;
  const plain = { name: technician.name, phone: technician.phone };
  return { ...order, visit: { ...order.visit, technician: plain } };
}

/** When a work order was done, if it is: marked by hand, else when its visit ended. */
export function completionOf(order: StoredWorkOrder): Date | undefined {
  if (order.statusId !== COMPLETED_STATUS_ID) return undefined;
  const at = order.completedAt ?? order.visitEnd;
  return at === undefined ? undefined : new Date(at);
}

/** Until when she may rate a work order or change her rating: a week after it was done. */
export function ratingWindowEnd(order: StoredWorkOrder): Date | undefined {
  const done = completionOf(order);
  return done && new Date(done.getTime() + RATING_WINDOW_DAYS * DAY_MS);
}

/** A stored work order's rating, as the `ratings` extension gives it at `now`. */
function ratingOf(order: StoredWorkOrder, now: Date): WorkOrderRating {
  const until = ratingWindowEnd(order);
  const given = order.rating;
  return {
    ...(given
      ? {
          given: {
            stars: given.stars as Stars,
            tags: given.tags as RatingTag[],
            ...(given.comment ? { comment: given.comment } : {}),
          },
        }
      : {}),
    ...(until && until.getTime() > now.getTime() ? { editableUntil: until } : {}),
  };
}

/** A stored work order's visit, as the `visit` extension gives it. */
function visitOf(
  order: StoredWorkOrder,
  contact: NonNullable<DemoRules['technicianContact']>,
): WorkOrderVisit {
  const done = contact === 'until-done' && FINISHED_STATUS_IDS.includes(order.statusId);
  return {
    ...(order.visitStart && order.visitEnd
      ? { window: { start: new Date(order.visitStart), end: new Date(order.visitEnd) } }
      : {}),
    ...(order.technician
      ? {
          technician: {
            name: order.technician.name,
            phone: done ? '' : order.technician.phone,
            ...technicianRecord(order.technician.name),
          },
        }
      : {}),
  };
}

function isPositiveInteger(value: number): boolean {
  return Number.isInteger(value) && value > 0;
}

function nextId(taken: readonly number[], first: number): number {
  return Math.max(first - 1, ...taken) + 1;
}

/** 'GS-26131-5006': the booking's year and day of the year (UTC), then its number. */
function bookingCode(bookingId: number, createdAt: Date): string {
  const year = createdAt.getUTCFullYear();
  const dayOfYear = Math.floor((createdAt.getTime() - Date.UTC(year, 0, 1)) / DAY_MS) + 1;
  const yy = String(year % 100).padStart(2, '0');
  return `GS-${yy}${String(dayOfYear).padStart(3, '0')}-${String(bookingId % 10000).padStart(4, '0')}`;
}

/** Each order with its share of the booking's amount with GST, all in `state`. */
function withPayments(
  orders: readonly StoredWorkOrder[],
  state: StoredPayment['state'],
  extra: Pick<StoredPayment, 'method' | 'at'> = {},
): StoredWorkOrder[] {
  const totals = orders.map((order) => order.unitPrice * order.quantity);
  const { tax } = withGst(totals.reduce((sum, total) => sum + total, 0));
  const shares = taxShares(totals, tax);
  return orders.map((order, index) => ({
    ...order,
    payment: { state, amount: (totals[index] ?? 0) + (shares[index] ?? 0), ...extra },
  }));
}

/** A stored payment, as the `payments` extension gives it. */
function paymentOf(payment: StoredPayment): WorkOrderPayment {
  return {
    state: payment.state,
    amount: payment.amount,
    ...(payment.method ? { method: payment.method } : {}),
    ...(payment.at ? { at: new Date(payment.at) } : {}),
  };
}
