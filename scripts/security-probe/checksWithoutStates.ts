/**
 * The probe's checks against a backend without provider states: what SPEC §7's calls alone can
 * show, acting as the probe's own customers (ownCustomers.ts) and never with a session, since
 * no code is known. Allowed: an answer shows the probe's own data, or a change read back.
 * Refused: a 401 or 403 to a call that a check makes without a session on purpose, or an answer
 * without data the probe made. Not run: everything else, and every check that needs a session
 * or a known code; a 401 to the cheap cart says only that carts need a session.
 */
import { isCancellable } from '../../src/core/booking/cancellation';
import { workOrderStatus } from '../../src/core/booking/workOrderStatus';
import { formatMoney, rupeesFromPaise } from '../../src/core/shared/Money';
import type { Extension, Extensions } from '../../src/core/shared/Extensions';
import { cachingVerdict } from './cacheControlCheck';
import { TAMPERED_PRICE } from './undercutCheck';
import { ORDINALS } from './codeChecks';
import type { OwnCustomers } from './ownCustomers';
import { answered, askedForSession, failedToAnswer, type Exchange } from './probeClient';
import {
  allowed,
  MUST,
  notOffered,
  notRun,
  refused,
  type CheckName,
  type Verdict,
} from './verdicts';

export interface CheckWithoutStates {
  /** `offered`: the extensions the backend offers (PACT_EXTENSIONS). */
  run(own: OwnCustomers, offered: Extensions): Promise<Verdict>;
}

const NO_CODE =
  'without provider states the probe knows no code to log in with (it does not guess one)';

/** A check that cannot run without provider states, and why; "not offered" without `extension`. */
function cannotRun(why: string, extension?: Extension): CheckWithoutStates {
  return {
    run: (_own, offered) =>
      Promise.resolve(extension && !offered.has(extension) ? notOffered(extension) : notRun(why)),
  };
}

const NEEDS_SESSION = `customer B would need a session, and ${NO_CODE}`;
const needsSession = cannotRun(NEEDS_SESSION);

const FAILED = 'the backend failed, so the probe cannot tell what it allows';

/**
 * An answer that showed none of customer A's data: refused when the backend asked who the caller
 * is, or when the data was there to show; else (or when the backend failed) the probe cannot tell.
 */
function shownNothing(
  sent: string,
  exchange: Exchange,
  noun: string,
  missing: string | undefined,
  read = true,
): Verdict {
  if (failedToAnswer(exchange)) return notRun(`${sent}: ${FAILED}`);
  if (askedForSession(exchange)) return refused(sent);
  if (missing !== undefined)
    return notRun(`${sent}, but ${missing}, so there was nothing of its own to find`);
  const ok2xx = exchange.status !== undefined && exchange.status < 300;
  if (ok2xx && !read)
    return notRun(
      `${sent}, but the app's decoder could not read the answer (npm run pact:verify says why), so the probe cannot tell what it shows`,
    );
  return refused(ok2xx ? `${sent} with none of customer A's ${noun}` : sent);
}

const nobodyReadsBookings: CheckWithoutStates = {
  async run(own) {
    const a = own.customerA();
    if (!a.ok) return notRun(a.error);
    const booking = await own.booking(a.value);
    const { result, exchange } = await own.client.as(undefined, (api) =>
      api.booking.listBookings(a.value),
    );
    const sent = `${exchange.call} without a token ${answered(exchange)}`;
    if (booking.ok && result.ok && result.value.some((row) => row.bookingId === booking.value))
      return allowed(`${sent} with customer A's booking ${booking.value}`, MUST.session);
    return shownNothing(
      sent,
      exchange,
      'bookings',
      booking.ok ? undefined : `customer A has no booking of the probe's (${booking.error})`,
      result.ok || result.error.kind !== 'malformed',
    );
  },
};

const nobodyReadsBookingDetail: CheckWithoutStates = {
  async run(own) {
    const a = own.customerA();
    if (!a.ok) return notRun(a.error);
    const booking = await own.booking(a.value);
    // Another booking id could be a customer's: the probe reads only its own.
    if (!booking.ok)
      return notRun(`customer A has no booking of the probe's to read: ${booking.error}`);
    const { result, exchange } = await own.client.as(undefined, (api) =>
      api.booking.getBookingDetail(booking.value),
    );
    const sent = `${exchange.call} without a token ${answered(exchange)}`;
    if (result.ok && result.value.length > 0)
      return allowed(
        `${sent} with the work orders of customer A's booking ${booking.value}`,
        MUST.session,
      );
    return shownNothing(
      sent,
      exchange,
      'work orders',
      undefined,
      result.ok || result.error.kind !== 'malformed',
    );
  },
};

const nobodyReadsProfile: CheckWithoutStates = {
  async run(own) {
    const a = own.customerA();
    if (!a.ok) return notRun(a.error);
    const written = await own.writeProfile(a.value);
    const { exchange } = await own.client.as(undefined, (api) => api.profile.load(a.value));
    const sent = `${exchange.call} without a token ${answered(exchange)}`;
    const { firstName, lastName, email } = own.profile;
    if (own.showsOwnProfile(exchange))
      return allowed(
        `${sent} with the profile the probe wrote for customer A (${firstName} ${lastName}, ${email})`,
        MUST.session,
      );
    return shownNothing(
      sent,
      exchange,
      'profile',
      written.taken
        ? undefined
        : `the probe's profile was not written (${written.exchange.call} without a token ${answered(written.exchange)})`,
    );
  },
};

const nobodyChangesProfile: CheckWithoutStates = {
  async run(own) {
    const a = own.customerA();
    if (!a.ok) return notRun(a.error);
    const { taken, exchange: attack } = await own.writeProfile(a.value);
    const sent = `${attack.call} (userId ${a.value}, whose code was never verified) without a token ${answered(attack)}`;
    if (!taken) return failedToAnswer(attack) ? notRun(`${sent}: ${FAILED}`) : refused(sent);
    const after = await own.client.as(undefined, (api) => api.profile.load(a.value));
    const read = `${after.exchange.call} without a token ${answered(after.exchange)}`;
    if (own.showsOwnProfile(after.exchange))
      return allowed(
        `${sent}, and customer A's profile then read "${own.profile.firstName}", ${own.profile.email}`,
        MUST.session,
      );
    return after.result.ok
      ? refused(`${sent}, but ${read} without it`)
      : notRun(`${sent}, but the probe could not read it back: ${read}`);
  },
};

/**
 * Customer B, who has no session either, names his own user id and then hers (which login gives
 * anyone); a caller without a session names hers. Each try is read back.
 */
function cancelWithoutStates(attacker: 'customer B' | 'nobody'): CheckWithoutStates {
  return {
    async run(own) {
      const a = own.customerA();
      if (!a.ok) return notRun(a.error);
      const b = own.b.userId;
      if (attacker === 'customer B' && !b.ok)
        return notRun(`customer B has no user id: ${b.error}`);
      const order = await own.openWorkOrder(a.value);
      if (!order.ok) return notRun(order.error);
      const { bookingId, workOrderId } = order.value;
      const names = [
        ...(attacker === 'customer B' && b.ok ? [{ userId: b.value, whose: "customer B's" }] : []),
        { userId: a.value, whose: "customer A's" },
      ];
      const tries: string[] = [];
      let readBack = true;
      for (const { userId, whose } of names) {
        const attack = await own.client.as(undefined, (api) =>
          api.booking.cancelWorkOrder(userId, workOrderId),
        );
        const sent = `${attack.exchange.call} (UserId ${userId}, ${whose}; WorkOrderId ${workOrderId}, of customer A's booking ${bookingId}) without a token ${answered(attack.exchange)}`;
        tries.push(sent);
        const after = await own.client.as(undefined, (api) =>
          api.booking.getBookingDetail(bookingId),
        );
        const now = after.result.ok
          ? after.result.value.find((each) => each.workOrderId === workOrderId)
          : undefined;
        if (!now) {
          readBack = false;
          if (!attack.result.ok && !failedToAnswer(attack.exchange)) continue;
          return notRun(
            `${tries.join('; ')}, but the probe could not read it back: ${after.exchange.call} without a token ${answered(after.exchange)}`,
          );
        }
        if (!isCancellable(now.statusId))
          return allowed(
            `${tries.join('; ')}, and work order ${workOrderId} then read ${workOrderStatus(now.statusId).name}`,
            attacker === 'customer B' ? MUST.ownOrdersOnly : MUST.session,
          );
      }
      const said = `${tries.join('; ')}${readBack ? `; work order ${workOrderId} is still open` : ''}`;
      // Customer B with a session of his own is the attack that could still succeed.
      return attacker === 'customer B'
        ? notRun(
            `${said}, but customer B would need a session to try it as himself, and ${NO_CODE}`,
          )
        : refused(said);
    },
  };
}

const price: CheckWithoutStates = {
  async run(own) {
    const a = own.customerA();
    if (!a.ok) return notRun(a.error);
    const option = await own.pricedOption();
    if (!option.ok) return notRun(option.error);
    const { optionId, price: cataloguePrice } = option.value;
    // A cart at the catalogue's price first: a refusal of the cheap one then says something.
    const fair = await own.booking(a.value);
    const cheap = await own.client.as(undefined, (api) =>
      api.booking.saveCart(a.value, [{ optionId, quantity: 1, unitPrice: TAMPERED_PRICE }]),
    );
    const sent = `${cheap.exchange.call} with UnitPrice ${rupeesFromPaise(TAMPERED_PRICE)} for option ${optionId} (the catalogue's: ${formatMoney(cataloguePrice)}) without a token`;
    // A refusal proves something of the price only beside a cart at the catalogue's price that
    // was taken: a 401 says the cart needs a session, not what price it would be booked at.
    const refusal = (said: string, exchange: Exchange) => {
      if (failedToAnswer(exchange)) return notRun(`${said}: ${FAILED}`);
      if (askedForSession(exchange))
        return notRun(
          `${said}: customer A would need a session to save a cart, and ${NO_CODE}, so it cannot tell what price the backend would book`,
        );
      return fair.ok
        ? refused(said)
        : notRun(`${said}, and ${fair.error}, so a refusal would prove nothing about the price`);
    };
    if (!cheap.result.ok) return refusal(`${sent} ${answered(cheap.exchange)}`, cheap.exchange);
    const booked = await own.client.as(undefined, (api) => api.booking.book(a.value));
    if (!booked.result.ok)
      return refusal(
        `${sent} was taken; ${booked.exchange.call} ${answered(booked.exchange)}`,
        booked.exchange,
      );
    const bookingId = booked.result.value.bookingId;
    own.made(bookingId);
    const detail = await own.client.as(undefined, (api) => api.booking.getBookingDetail(bookingId));
    if (!detail.result.ok || detail.result.value.length === 0)
      return notRun(
        `${sent} was booked (booking ${bookingId}), but the probe could not read it: ${detail.exchange.call} without a token ${answered(detail.exchange)}`,
      );
    const undercut = detail.result.value.find((order) => order.unitPrice !== cataloguePrice);
    return undercut
      ? allowed(
          `${sent}, then book-service: booking ${bookingId} shows ${formatMoney(undercut.unitPrice)} a unit`,
          MUST.cataloguePrice,
        )
      : refused(
          `${sent} was booked (booking ${bookingId}) at ${formatMoney(cataloguePrice)} a unit, the catalogue's price`,
        );
  },
};

const codesPerNumber: CheckWithoutStates = {
  async run(own) {
    const a = own.customerA();
    if (!a.ok) return notRun(a.error);
    const { mobile } = own.a;
    // The probe's login of customer A asked the first code.
    for (const ordinal of ORDINALS.slice(1)) {
      const { result, exchange } = await own.client.as(undefined, (api) =>
        api.auth.sendOtp(mobile),
      );
      if (result.ok) continue;
      const said = `the ${ordinal} ${exchange.call} for ${mobile} (the first was the probe's login) ${answered(exchange)}`;
      return failedToAnswer(exchange) ? notRun(`${said}: ${FAILED}`) : refused(said);
    }
    return allowed(
      `all six POST /Authentication/login for ${mobile} answered status: true`,
      MUST.codesPerNumber,
    );
  },
};

/** Customer A's reads that show the probe's own data, judged by their Cache-Control. */
const cacheControl: CheckWithoutStates = {
  async run(own) {
    const a = own.customerA();
    if (!a.ok) return notRun(a.error);
    const booking = await own.booking(a.value);
    if (!booking.ok)
      return notRun(`customer A has no booking of the probe's to read: ${booking.error}`);
    await own.writeProfile(a.value);
    const list = await own.client.as(undefined, (api) => api.booking.listBookings(a.value));
    const detail = await own.client.as(undefined, (api) =>
      api.booking.getBookingDetail(booking.value),
    );
    const profile = await own.client.as(undefined, (api) => api.profile.load(a.value));
    const reads = [list, detail, profile].map(({ exchange }) => exchange);
    const shown =
      list.result.ok &&
      list.result.value.some((row) => row.bookingId === booking.value) &&
      detail.result.ok &&
      detail.result.value.length > 0 &&
      own.showsOwnProfile(profile.exchange);
    if (!shown) {
      const refusal = reads.find((exchange) => exchange.status !== 200);
      return notRun(
        `customer A's data could not be read without a session${refusal ? ` (${refusal.call} without a token ${answered(refusal)})` : ''}, and ${NO_CODE}`,
      );
    }
    return cachingVerdict(reads, 'without a token');
  },
};

const needsRightCode = cannotRun(`it needs the right code, and ${NO_CODE}`);
const NEEDS_SESSION_OF_A = `customer A would need a session, and ${NO_CODE}`;
const needsSessionOfA = cannotRun(NEEDS_SESSION_OF_A);
const CATALOGUE_STATES =
  "it compares the catalogue the pact's provider states set up, in each language, and there are none";
const NEEDS_SIGNED_PROOF =
  "only a provider state can give a proof of payment signed with the backend's key secret";

/** Every check without provider states, by the names of the checks through them. */
export const CHECKS_WITHOUT_STATES: Readonly<Record<CheckName, CheckWithoutStates>> = {
  customerBReadsBookings: needsSession,
  customerBReadsBookingDetail: needsSession,
  customerBReadsProfile: needsSession,
  nobodyReadsBookings,
  nobodyReadsBookingDetail,
  nobodyReadsProfile,
  customerBChangesProfile: needsSession,
  nobodyChangesProfile,
  customerBCancels: cancelWithoutStates('customer B'),
  nobodyCancels: cancelWithoutStates('nobody'),
  customerBSavesCart: needsSession,
  customerBBooks: needsSession,
  customerBListsVisitWindows: cannotRun(NEEDS_SESSION, 'slots'),
  customerBMovesVisit: cannotRun(NEEDS_SESSION, 'slots'),
  price,
  browserAmount: cannotRun(NEEDS_SESSION_OF_A, 'payments'),
  forgedSignature: cannotRun(NEEDS_SIGNED_PROOF, 'payments'),
  proofOfAnotherBooking: cannotRun(NEEDS_SIGNED_PROOF, 'payments'),
  proofTwice: cannotRun(NEEDS_SIGNED_PROOF, 'payments'),
  customerBCreatesOrder: cannotRun(NEEDS_SESSION, 'payments'),
  customerBVerifies: cannotRun(NEEDS_SESSION, 'payments'),
  customerBPaysAfterService: cannotRun(NEEDS_SESSION, 'payments'),
  cancelledBookingPaid: cannotRun(NEEDS_SESSION_OF_A, 'payments'),
  technicianPhone: cannotRun(
    'only a provider state can complete a work order (the probe cannot send a technician)',
    'visit',
  ),
  customerBRates: cannotRun(NEEDS_SESSION, 'ratings'),
  unfinishedRated: cannotRun(NEEDS_SESSION_OF_A, 'ratings'),
  lateRating: cannotRun(NEEDS_SESSION_OF_A, 'ratings'),
  longComment: cannotRun(NEEDS_SESSION_OF_A, 'ratings'),
  starsOutOfRange: cannotRun(NEEDS_SESSION_OF_A, 'ratings'),
  sameFactsInEveryLanguage: cannotRun(CATALOGUE_STATES, 'catalogue-languages'),
  teluguBookingPrice: cannotRun(NEEDS_SESSION_OF_A, 'catalogue-languages'),
  unknownLanguage: cannotRun(CATALOGUE_STATES, 'catalogue-languages'),
  cacheControl,
  tokenAfterLogout: needsSessionOfA,
  idleSession: needsSessionOfA,
  oldSession: needsSessionOfA,
  codesPerNumber,
  wrongCodes: needsRightCode,
  codeTwice: needsRightCode,
  expiredCode: needsRightCode,
  stateSecret: cannotRun('there is no provider-state endpoint to try'),
};
