/**
 * What an attacker tries against a backend built to SPEC §7 word for word, each a check of its
 * own, through the pact's provider states (without them: checksWithoutStates.ts). Every check
 * first proves it can tell: customer A reads her own data with her own session
 * (so a refusal of B is not just data that is missing), and B's session works for B's own data.
 * When that cannot be shown, the check is "not run", never passed.
 */
import { WalkCatalogue } from '../../src/core/catalog/WalkCatalogue';
import { isCancellable } from '../../src/core/booking/cancellation';
import { workOrderStatus } from '../../src/core/booking/workOrderStatus';
import type { Profile } from '../../src/core/profile/Profile';
import { formatMoney, rupeesFromPaise } from '../../src/core/shared/Money';
import { fail, ok, type Result } from '../../src/core/shared/Result';
import {
  caller,
  logIn,
  type Customer,
  type Probe,
  type Session,
  type StateName,
  type StateSetups,
} from './customers';
import { answered, failedToAnswer, type Exchange } from './probeClient';
import { allowed, MUST, notRun, refused, type CheckName, type Verdict } from './verdicts';

export interface Check {
  run(probe: Probe, setups: StateSetups): Promise<Verdict>;
}

type Attacker = 'customer B' | 'nobody';

/** The session's token, or none. */
const tokenOf = (session: Session | undefined) => session?.token;

/**
 * Logs in the attacker (B, unless nobody) and then A, and sets up A's `state`: A's session and
 * B's, or why the check cannot run.
 */
async function customersWith(
  probe: Probe,
  setups: StateSetups,
  attacker: Attacker,
  state: StateName,
): Promise<Result<{ readonly a: Session; readonly b: Session | undefined }, string>> {
  let b: Session | undefined;
  if (attacker === 'customer B') {
    const loggedIn = await logIn(probe, setups, probe.b);
    if (!loggedIn.ok) return loggedIn;
    b = loggedIn.value;
  }
  const a = await logIn(probe, setups, probe.a);
  if (!a.ok) return a;
  const failure = await setups.setUp(state, probe.a);
  return failure ? fail(failure) : ok({ a: a.value, b });
}

/** B's own profile with B's session: without it a refusal of A's data would prove nothing. */
async function attackerSessionWorks(
  probe: Probe,
  b: Session | undefined,
): Promise<Verdict | undefined> {
  if (!b?.token) return undefined;
  const { result, exchange } = await probe.client.as(b.token, (api) =>
    api.profile.load(b.customer.userId),
  );
  return result.ok
    ? undefined
    : notRun(
        `customer B's own session was refused (${exchange.call} ${answered(exchange)}), so a refusal of A's data would prove nothing`,
      );
}

const couldNotRead = (what: string, exchange: Exchange) =>
  `customer A could not read ${what} with her own session (${exchange.call} ${answered(exchange)}), so a refusal would prove nothing${sessionLostHint(exchange)}`;

/** A 401 right after the states were set up: most often a setup that ended earlier sessions. */
const sessionLostHint = (exchange: Exchange) =>
  exchange.status === 401
    ? ' (a provider state must keep the sessions and data that earlier setups made: README, "What the probe needs of your provider states")'
    : '';

/** A kind of customer A's data an attacker reads: how A reads it, and what of it leaked. */
interface Reading<Evidence> {
  /** "bookings" */
  readonly noun: string;
  readonly state: StateName;
  own(probe: Probe, a: Session): Promise<Result<Evidence, string>>;
  /** The attack's exchange, and what of A's data it showed (undefined: nothing). */
  steal(
    probe: Probe,
    as: Session | undefined,
    evidence: Evidence,
  ): Promise<{ readonly exchange: Exchange; readonly leaked: string | undefined }>;
}

const bookings: Reading<{ readonly ids: ReadonlySet<number>; readonly codes: readonly string[] }> =
  {
    noun: 'bookings',
    state: 'bookings',
    async own(probe, a) {
      const { result, exchange } = await probe.client.as(a.token, (api) =>
        api.booking.listBookings(probe.a.userId),
      );
      if (!result.ok || result.value.length === 0)
        return fail(couldNotRead('her own bookings', exchange));
      return ok({
        ids: new Set(result.value.map((row) => row.bookingId)),
        codes: [...new Set(result.value.map((row) => row.bookingCode))],
      });
    },
    async steal(probe, as, { ids, codes }) {
      const { result, exchange } = await probe.client.as(tokenOf(as), (api) =>
        api.booking.listBookings(probe.a.userId),
      );
      const rows = result.ok ? result.value.filter((row) => ids.has(row.bookingId)) : [];
      const shown = new Set(rows.map((row) => row.bookingId)).size;
      if (shown > 0) return { exchange, leaked: `with ${shown} of customer A's bookings` };
      const code = codes.find((each) => exchange.text.includes(each));
      return { exchange, leaked: code ? `with customer A's booking ${code}` : undefined };
    },
  };

const bookingDetail: Reading<{ readonly ids: ReadonlySet<number>; readonly reference: string }> = {
  noun: 'booking detail',
  state: 'bookingWithOrders',
  async own(probe, a) {
    const bookingId = Number(probe.pactParams.bookingWithOrders.bookingId);
    const { result, exchange } = await probe.client.as(a.token, (api) =>
      api.booking.getBookingDetail(bookingId),
    );
    if (!result.ok || result.value.length === 0)
      return fail(couldNotRead(`her own booking ${bookingId}`, exchange));
    return ok({
      ids: new Set(result.value.map((order) => order.workOrderId)),
      reference: result.value[0]?.referenceCode ?? '',
    });
  },
  async steal(probe, as, { ids, reference }) {
    const bookingId = Number(probe.pactParams.bookingWithOrders.bookingId);
    const { result, exchange } = await probe.client.as(tokenOf(as), (api) =>
      api.booking.getBookingDetail(bookingId),
    );
    const orders = result.ok ? result.value.filter((order) => ids.has(order.workOrderId)) : [];
    const shown = orders.length > 0 || (reference !== '' && exchange.text.includes(reference));
    return {
      exchange,
      leaked: shown ? `with the work orders of customer A's booking ${bookingId}` : undefined,
    };
  },
};

const profile: Reading<Profile> = {
  noun: 'profile',
  state: 'profile',
  async own(probe, a) {
    const { result, exchange } = await probe.client.as(a.token, (api) =>
      api.profile.load(probe.a.userId),
    );
    return result.ok && result.value.firstName !== ''
      ? ok(result.value)
      : fail(couldNotRead('her own profile', exchange));
  },
  async steal(probe, as, own) {
    const { result, exchange } = await probe.client.as(tokenOf(as), (api) =>
      api.profile.load(probe.a.userId),
    );
    const shown =
      (result.ok && result.value.firstName === own.firstName) ||
      (own.email !== '' && exchange.text.includes(own.email));
    return {
      exchange,
      leaked: shown
        ? `with customer A's profile (${[own.firstName, own.lastName].join(' ').trim()}, ${own.email})`
        : undefined,
    };
  },
};

function readCheck<Evidence>(reading: Reading<Evidence>, attacker: Attacker): Check {
  return {
    async run(probe, setups) {
      const both = await customersWith(probe, setups, attacker, reading.state);
      if (!both.ok) return notRun(both.error);
      const evidence = await reading.own(probe, both.value.a);
      if (!evidence.ok) return notRun(evidence.error);
      const lost = await attackerSessionWorks(probe, both.value.b);
      if (lost) return lost;
      const { exchange, leaked } = await reading.steal(probe, both.value.b, evidence.value);
      const sent = `${exchange.call} ${caller(both.value.b)} ${answered(exchange)}`;
      if (leaked)
        return allowed(
          `${sent} ${leaked}`,
          attacker === 'nobody' ? MUST.session : MUST.ownDataOnly,
        );
      const ok2xx = exchange.status !== undefined && exchange.status < 300;
      return refused(ok2xx ? `${sent} with none of customer A's ${reading.noun}` : sent);
    },
  };
}

/** What an intruder writes into customer A's profile. */
const INTRUDER = { firstName: 'Intruder', email: 'intruder@example.invalid' } as const;

function profileChangeCheck(attacker: Attacker): Check {
  return {
    async run(probe, setups) {
      const both = await customersWith(probe, setups, attacker, 'profile');
      if (!both.ok) return notRun(both.error);
      const { a, b } = both.value;
      const before = await profile.own(probe, a);
      if (!before.ok) return notRun(before.error);
      const lost = await attackerSessionWorks(probe, b);
      if (lost) return lost;
      const own = before.value;
      const attack = await probe.client.as(tokenOf(b), (api) =>
        api.profile.save({ ...own, ...INTRUDER, userId: probe.a.userId, password: '' }),
      );
      const sent = `${attack.exchange.call} (userId ${probe.a.userId}) ${caller(b)} ${answered(attack.exchange)}`;
      const after = await probe.client.as(a.token, (api) => api.profile.load(probe.a.userId));
      if (!after.result.ok)
        return attack.result.ok
          ? notRun(`${sent}, but ${couldNotRead('her profile again', after.exchange)}`)
          : refused(sent);
      const now = after.result.value;
      if (now.firstName !== INTRUDER.firstName && now.email !== INTRUDER.email)
        return refused(`${sent}; customer A's profile is unchanged`);
      // Back as it was, so later checks (and the backend's next user) find her as the state made her.
      await probe.client.as(a.token, (api) =>
        api.profile.save({ ...own, userId: probe.a.userId, password: '' }),
      );
      return allowed(
        `${sent}, and customer A's profile then read "${now.firstName}", ${now.email}`,
        attacker === 'nobody' ? MUST.session : MUST.ownDataOnly,
      );
    },
  };
}

/** Where work order `workOrderId` of customer A stands, read as A reads it. */
async function workOrderStatusOf(
  probe: Probe,
  a: Session,
  workOrderId: number,
): Promise<Result<number, string>> {
  const list = await probe.client.as(a.token, (api) => api.booking.listBookings(probe.a.userId));
  if (!list.result.ok) return fail(couldNotRead('her own bookings', list.exchange));
  for (const bookingId of new Set(list.result.value.map((row) => row.bookingId))) {
    const detail = await probe.client.as(a.token, (api) => api.booking.getBookingDetail(bookingId));
    if (!detail.result.ok)
      return fail(couldNotRead(`her own booking ${bookingId}`, detail.exchange));
    const order = detail.result.value.find((each) => each.workOrderId === workOrderId);
    if (order) return ok(order.statusId);
  }
  return fail(`work order ${workOrderId} is not among customer A's bookings`);
}

function cancelCheck(attacker: Attacker): Check {
  return {
    async run(probe, setups) {
      const workOrderId = Number(probe.pactParams.cancellable.workOrderId);
      const both = await customersWith(probe, setups, attacker, 'cancellable');
      if (!both.ok) return notRun(both.error);
      const { a, b } = both.value;
      const before = await workOrderStatusOf(probe, a, workOrderId);
      if (!before.ok) return notRun(before.error);
      if (!isCancellable(before.value))
        return notRun(
          `work order ${workOrderId} is ${workOrderStatus(before.value).name} after its state "is cancellable" was set up`,
        );
      const lost = await attackerSessionWorks(probe, b);
      if (lost) return lost;
      // With A's user id, as the app would send it; then, from B, with B's own user id, as a
      // backend that takes the customer from the session but forgets whose order it is allows.
      const userIds = b ? [probe.a.userId, probe.b.userId] : [probe.a.userId];
      const tries: string[] = [];
      for (const userId of userIds) {
        const attack = await probe.client.as(tokenOf(b), (api) =>
          api.booking.cancelWorkOrder(userId, workOrderId),
        );
        const sent = `${attack.exchange.call} (UserId ${userId}, WorkOrderId ${workOrderId}) ${caller(b)} ${answered(attack.exchange)}`;
        tries.push(sent);
        const after = await workOrderStatusOf(probe, a, workOrderId);
        if (!after.ok)
          return attack.result.ok
            ? notRun(`${sent}, but ${after.error}`)
            : refused(tries.join('; '));
        if (!isCancellable(after.value))
          return allowed(
            `${sent}, and work order ${workOrderId} then read ${workOrderStatus(after.value).name}`,
            attacker === 'nobody' ? MUST.session : MUST.ownOrdersOnly,
          );
      }
      return refused(`${tries.join('; ')}; work order ${workOrderId} is still open`);
    },
  };
}

/** The catalogue's price of option `optionId` (paise), looked up as the app does. */
async function cataloguePrice(
  probe: Probe,
  session: Session,
  optionId: number,
  serviceId: number,
): Promise<number | undefined> {
  const options = await probe.client.as(session.token, (api) => api.catalog.listOptions(serviceId));
  const listed = options.result.ok
    ? options.result.value.find((option) => option.id === optionId)
    : undefined;
  if (listed) return listed.price;
  const walked = await probe.client.as(session.token, (api) =>
    new WalkCatalogue(api.catalog).execute(),
  );
  return walked.result.ok
    ? walked.result.value.options.find((option) => option.id === optionId)?.price
    : undefined;
}

/** ₹0.01, as a cart edited in the browser's storage would send it. */
export const TAMPERED_PRICE = 1;

const priceCheck: Check = {
  async run(probe, setups) {
    const optionId = Number(probe.pactParams.optionOffered.optionId);
    const serviceId = Number(probe.pactParams.serviceOptions.serviceId);
    // The catalogue's states first and the login last: the session is what a setup can end.
    for (const state of ['optionOffered', 'serviceOptions'] as const) {
      const failure = await setups.setUp(state, probe.a);
      if (failure) return notRun(failure);
    }
    const a = await logIn(probe, setups, probe.a);
    if (!a.ok) return notRun(a.error);
    const price = await cataloguePrice(probe, a.value, optionId, serviceId);
    if (price === undefined || price <= TAMPERED_PRICE)
      return notRun(`the catalogue gives option ${optionId} no price above ₹0.01 to undercut`);
    // The cart at the catalogue's price first: a refusal of the cheap one then says something.
    const fair = await probe.client.as(a.value.token, (api) =>
      api.booking.saveCart(probe.a.userId, [{ optionId, quantity: 1, unitPrice: price }]),
    );
    if (!fair.result.ok)
      return notRun(
        `customer A could not save a cart at the catalogue's price (${fair.exchange.call} ${answered(fair.exchange)}), so a refusal would prove nothing${sessionLostHint(fair.exchange)}`,
      );
    const cheap = await probe.client.as(a.value.token, (api) =>
      api.booking.saveCart(probe.a.userId, [{ optionId, quantity: 1, unitPrice: TAMPERED_PRICE }]),
    );
    const sent = `${cheap.exchange.call} with UnitPrice ${rupeesFromPaise(TAMPERED_PRICE)} for option ${optionId} (the catalogue's: ${formatMoney(price)})`;
    if (!cheap.result.ok) return refused(`${sent} ${answered(cheap.exchange)}`);
    const booked = await probe.client.as(a.value.token, (api) => api.booking.book(probe.a.userId));
    if (!booked.result.ok)
      return refused(`${sent} was taken; ${booked.exchange.call} ${answered(booked.exchange)}`);
    const bookingId = booked.result.value.bookingId;
    const detail = await probe.client.as(a.value.token, (api) =>
      api.booking.getBookingDetail(bookingId),
    );
    if (!detail.result.ok || detail.result.value.length === 0)
      return notRun(
        `${sent} was booked (booking ${bookingId}), but ${couldNotRead(`booking ${bookingId}`, detail.exchange)}`,
      );
    // A backend that adds to the saved cart instead of replacing it books both lines.
    const undercut = detail.result.value.find((order) => order.unitPrice !== price);
    return undercut
      ? allowed(
          `${sent}, then book-service: booking ${bookingId} shows ${formatMoney(undercut.unitPrice)} a unit`,
          MUST.cataloguePrice,
        )
      : refused(
          `${sent} was booked (booking ${bookingId}) at ${formatMoney(price)} a unit, the catalogue's price`,
        );
  },
};

export const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'] as const;

const codesPerNumberCheck: Check = {
  async run(probe, setups) {
    const failure = await setups.setUp('knownNumber', probe.a);
    if (failure) return notRun(failure);
    for (const [index, ordinal] of ORDINALS.entries()) {
      const { result, exchange } = await probe.client.as(undefined, (api) =>
        api.auth.sendOtp(probe.a.mobile),
      );
      if (result.ok) continue;
      const sent = `the ${ordinal} ${exchange.call} for ${probe.a.mobile} ${answered(exchange)}`;
      // A backend that failed (no answer, a 5xx) refused nothing.
      return index === 0 || failedToAnswer(exchange) ? notRun(sent) : refused(sent);
    }
    return allowed(
      `all six POST /Authentication/login for ${probe.a.mobile} answered status: true`,
      MUST.codesPerNumber,
    );
  },
};

const WRONG_TRIES = 10;

/** The `n`th wrong code: the right one plus `n`, six digits. */
const wrongCode = (customer: Customer, n: number) =>
  String((Number(customer.code) + n) % 1_000_000).padStart(6, '0');

const wrongCodesCheck: Check = {
  async run(probe, setups) {
    const a = probe.a;
    const failure = await setups.setUp('codeSent', a);
    if (failure) return notRun(failure);
    for (let n = 1; n <= WRONG_TRIES; n += 1) {
      const code = wrongCode(a, n);
      const { result, exchange } = await probe.client.as(undefined, (api) =>
        api.auth.verifyOtp(a.mobile, code),
      );
      if (result.ok)
        return allowed(
          `the wrong code ${code} logged in: ${exchange.call} ${answered(exchange)}`,
          MUST.wrongCodes,
        );
    }
    const right = await probe.client.as(undefined, (api) => api.auth.verifyOtp(a.mobile, a.code));
    const sent = `after ten wrong codes, ${right.exchange.call} with the right one ${answered(right.exchange)}`;
    if (right.result.ok) return allowed(`${sent} and logged in`, MUST.wrongCodes);
    // A new code must let the customer in again; otherwise the refusal says nothing of a lock.
    const again = await logIn(probe, setups, a);
    return again.ok
      ? refused(`${sent}, and after a new code it logged in`)
      : notRun(
          `${sent}, and again after a new code (${again.error}), so the probe cannot tell a lock from a code that never worked`,
        );
  },
};

/** Every check through the pact's provider states. */
export const CHECKS: Readonly<Record<CheckName, Check>> = {
  customerBReadsBookings: readCheck(bookings, 'customer B'),
  customerBReadsBookingDetail: readCheck(bookingDetail, 'customer B'),
  customerBReadsProfile: readCheck(profile, 'customer B'),
  nobodyReadsBookings: readCheck(bookings, 'nobody'),
  nobodyReadsBookingDetail: readCheck(bookingDetail, 'nobody'),
  nobodyReadsProfile: readCheck(profile, 'nobody'),
  customerBChangesProfile: profileChangeCheck('customer B'),
  nobodyChangesProfile: profileChangeCheck('nobody'),
  customerBCancels: cancelCheck('customer B'),
  nobodyCancels: cancelCheck('nobody'),
  price: priceCheck,
  codesPerNumber: codesPerNumberCheck,
  wrongCodes: wrongCodesCheck,
};
