/**
 * The probe's checks of the `payments` extension: the money is the backend's, and a booking is
 * paid only by a genuine payment of its own. An amount the browser sends, a forged signature, a
 * proof replayed on another booking or used twice, another customer's order, proof or choice to
 * pay after the service, and a
 * booking whose work orders were all cancelled. Each first shows it can tell: customer A's own
 * order is priced and her genuine proof pays her booking. A backend that does not offer payments
 * (PACT_EXTENSIONS) has none of these holes: its checks are "not offered".
 */
import type { WorkOrder } from '../../src/core/booking/Booking';
import { isCancellable } from '../../src/core/booking/cancellation';
import type { PaymentProof } from '../../src/core/payment/Payment';
import { bookingPayment } from '../../src/core/payment/bookingPayment';
import { formatMoney } from '../../src/core/shared/Money';
import { fail, ok, type Result } from '../../src/core/shared/Result';
import type { StateParams } from '../pact-kit/appChecks';
import {
  attackerSessionWorks,
  caller,
  filledIn,
  logIn,
  STATES,
  type Check,
  type Probe,
  type Session,
  type StateSetups,
} from './customers';
import { answered } from './probeClient';
import { couldNotRead, tokenOf } from './readings';
import { allowed, MUST, notOffered, notRun, refused, type Verdict } from './verdicts';

/** What a browser whose code was changed sends as the amount: ₹1. */
export const BROWSER_AMOUNT = 1;

const unpaidBookingOf = (probe: Probe) => Number(probe.pactParams.unpaid.bookingId);
/** A second booking of customer A's, made unpaid for the proof of the first to be tried on. */
const otherBookingOf = (probe: Probe) => Number(probe.pactParams.bookingWithOrders.bookingId);

/** Booking `bookingId` of customer A's (the pact's unless said), as the state sentence names it. */
const paramsFor = (probe: Probe, bookingId = unpaidBookingOf(probe)): StateParams => ({
  bookingId,
  userId: probe.a.userId,
});

/** Customer A logged in with the code her state sent, or why not. */
async function customerA(probe: Probe, setups: StateSetups): Promise<Result<Session, string>> {
  return logIn(probe, setups, probe.a);
}

/** Sets booking `bookingId` of A's unpaid, or says why it could not. */
async function unpaid(probe: Probe, setups: StateSetups, bookingId?: number) {
  const { failure } = await setups.setUpWith('unpaid', paramsFor(probe, bookingId));
  return failure;
}

/** A's unpaid booking with a payment authorised at the checkout: the proof its state gave. */
async function authorizedProof(
  probe: Probe,
  setups: StateSetups,
): Promise<Result<PaymentProof, string>> {
  const { failure, values } = await setups.setUpWith('authorized', paramsFor(probe));
  if (failure) return fail(failure);
  const [orderId, paymentId, signature] = ['orderId', 'paymentId', 'signature'].map((name) =>
    typeof values?.[name] === 'string' ? values[name] : undefined,
  );
  return orderId && paymentId && signature
    ? ok({ orderId, paymentId, signature })
    : fail(
        `the provider state "${filledIn(STATES.authorized, paramsFor(probe))}" gave no proof ({ orderId, paymentId, signature })`,
      );
}

/** The work orders of A's booking `bookingId`, as she reads them. */
async function detailOf(
  probe: Probe,
  a: Session,
  bookingId: number,
): Promise<Result<readonly WorkOrder[], string>> {
  const { result, exchange } = await probe.client.as(a.token, (api) =>
    api.booking.getBookingDetail(bookingId),
  );
  return result.ok && result.value.length > 0
    ? ok(result.value)
    : fail(couldNotRead(`her own booking ${bookingId}`, exchange));
}

/** What A still has to pay for booking `bookingId`, by its rows' payments; undefined for none. */
function owed(orders: readonly WorkOrder[]): number | undefined {
  const summary = bookingPayment(orders);
  const amount = (summary?.toPay?.amount ?? 0) + (summary?.afterService?.amount ?? 0);
  return amount > 0 ? amount : undefined;
}

/** Whether A's booking `bookingId` reads paid now. */
async function readsPaid(probe: Probe, a: Session, bookingId: number): Promise<boolean> {
  const detail = await detailOf(probe, a, bookingId);
  return detail.ok && detail.value.some((order) => order.payment?.state === 'paid');
}

/**
 * A's genuine proof pays her booking: the proof that the check could tell a refusal from a
 * backend whose verify refuses everything. The verdict when it does not.
 */
async function genuinePays(
  probe: Probe,
  a: Session,
  proof: PaymentProof,
  sent?: string,
): Promise<Verdict | undefined> {
  const own = await probe.client.as(a.token, (api) =>
    api.payment.verify(probe.a.userId, unpaidBookingOf(probe), proof),
  );
  if (own.result.ok) return undefined;
  const why = `(${own.exchange.call} ${answered(own.exchange)}), so a refusal would prove nothing`;
  return notRun(
    sent
      ? `${sent}, but customer A's genuine proof was refused too ${why}`
      : `customer A's genuine proof was refused ${why}`,
  );
}

export const browserAmountCheck: Check = {
  async run(probe, setups) {
    if (!probe.extensions.has('payments')) return notOffered('payments');
    const bookingId = unpaidBookingOf(probe);
    const a = await customerA(probe, setups);
    if (!a.ok) return notRun(a.error);
    const failure = await unpaid(probe, setups);
    if (failure) return notRun(failure);
    const detail = await detailOf(probe, a.value, bookingId);
    if (!detail.ok) return notRun(detail.error);
    const amount = owed(detail.value);
    if (amount === undefined)
      return notRun(`customer A's booking ${bookingId} shows nothing to pay after its state`);
    const own = await probe.client.as(a.value.token, (api) =>
      api.payment.createOrder(probe.a.userId, bookingId),
    );
    if (!own.result.ok)
      return notRun(
        `customer A could not have the order of her own booking ${bookingId} (${own.exchange.call} ${answered(own.exchange)}), so a refusal would prove nothing`,
      );
    const attack = await probe.client.as(
      a.value.token,
      (api) => api.payment.createOrder(probe.a.userId, bookingId),
      { Amount: BROWSER_AMOUNT },
    );
    const sent = `${attack.exchange.call} for booking ${bookingId} with "Amount": ${BROWSER_AMOUNT} in the body ${caller(a.value)} ${answered(attack.exchange)}`;
    if (!attack.result.ok) return refused(sent);
    return attack.result.value.amount === amount
      ? refused(`${sent} with an order for ${formatMoney(amount)}, the booking's own amount`)
      : allowed(
          `${sent} with an order for ${formatMoney(attack.result.value.amount)} (the booking's: ${formatMoney(amount)})`,
          MUST.bookingAmount,
        );
  },
};

/** The proof with a signature the key secret did not make: as long, all zeros. */
const forged = (proof: PaymentProof): PaymentProof => ({
  ...proof,
  signature: '0'.repeat(proof.signature.length),
});

export const forgedSignatureCheck: Check = {
  async run(probe, setups) {
    if (!probe.extensions.has('payments')) return notOffered('payments');
    const bookingId = unpaidBookingOf(probe);
    const a = await customerA(probe, setups);
    if (!a.ok) return notRun(a.error);
    const proof = await authorizedProof(probe, setups);
    if (!proof.ok) return notRun(proof.error);
    const attack = await probe.client.as(a.value.token, (api) =>
      api.payment.verify(probe.a.userId, bookingId, forged(proof.value)),
    );
    const sent = `${attack.exchange.call} for booking ${bookingId} with the payment's ids and a signature of zeros ${caller(a.value)} ${answered(attack.exchange)}`;
    if (attack.result.ok || (await readsPaid(probe, a.value, bookingId)))
      return allowed(`${sent}, and booking ${bookingId} then read paid`, MUST.signature);
    return (await genuinePays(probe, a.value, proof.value, sent)) ?? refused(sent);
  },
};

export const proofOfAnotherBookingCheck: Check = {
  async run(probe, setups) {
    if (!probe.extensions.has('payments')) return notOffered('payments');
    const other = otherBookingOf(probe);
    const a = await customerA(probe, setups);
    if (!a.ok) return notRun(a.error);
    const proof = await authorizedProof(probe, setups);
    if (!proof.ok) return notRun(proof.error);
    const failure = await unpaid(probe, setups, other);
    if (failure) return notRun(failure);
    // The other booking's own order: the one its payment must be checked against.
    const order = await probe.client.as(a.value.token, (api) =>
      api.payment.createOrder(probe.a.userId, other),
    );
    if (!order.result.ok)
      return notRun(
        `customer A could not have the order of her own booking ${other} (${order.exchange.call} ${answered(order.exchange)}), so a refusal would prove nothing`,
      );
    const attack = await probe.client.as(a.value.token, (api) =>
      api.payment.verify(probe.a.userId, other, proof.value),
    );
    const sent = `${attack.exchange.call} for booking ${other} with the genuine proof of a payment for booking ${unpaidBookingOf(probe)} ${caller(a.value)} ${answered(attack.exchange)}`;
    if (attack.result.ok || (await readsPaid(probe, a.value, other)))
      return allowed(`${sent}, and booking ${other} then read paid`, MUST.ownProof);
    return (await genuinePays(probe, a.value, proof.value, sent)) ?? refused(sent);
  },
};

export const proofTwiceCheck: Check = {
  async run(probe, setups) {
    if (!probe.extensions.has('payments')) return notOffered('payments');
    const bookingId = unpaidBookingOf(probe);
    const a = await customerA(probe, setups);
    if (!a.ok) return notRun(a.error);
    const proof = await authorizedProof(probe, setups);
    if (!proof.ok) return notRun(proof.error);
    const first = await genuinePays(probe, a.value, proof.value);
    if (first) return first;
    // Something to pay again: the booking unpaid, with an order of its own.
    const failure = await unpaid(probe, setups);
    if (failure) return notRun(failure);
    const order = await probe.client.as(a.value.token, (api) =>
      api.payment.createOrder(probe.a.userId, bookingId),
    );
    if (!order.result.ok)
      return notRun(
        `customer A could not have a new order for her booking ${bookingId} (${order.exchange.call} ${answered(order.exchange)}), so a refusal would prove nothing`,
      );
    const attack = await probe.client.as(a.value.token, (api) =>
      api.payment.verify(probe.a.userId, bookingId, proof.value),
    );
    const sent = `after the proof had paid booking ${bookingId} and the booking had a new order, ${attack.exchange.call} with the same proof ${caller(a.value)} ${answered(attack.exchange)}`;
    return attack.result.ok || (await readsPaid(probe, a.value, bookingId))
      ? allowed(`${sent}, and booking ${bookingId} then read paid`, MUST.ownProof)
      : refused(sent);
  },
};

/**
 * The user ids customer B names with A's booking: hers, as the app would send it, then his own,
 * as a backend that takes the customer from the session but forgets whose booking it is allows.
 */
const namedIds = (probe: Probe) => [probe.a.userId, probe.b.userId];

/** B logged in, then A (her session is what a careless setup ends): both, or why not. */
async function bothCustomers(
  probe: Probe,
  setups: StateSetups,
): Promise<Result<{ readonly a: Session; readonly b: Session }, string>> {
  const b = await logIn(probe, setups, probe.b);
  if (!b.ok) return b;
  const a = await logIn(probe, setups, probe.a);
  return a.ok ? ok({ a: a.value, b: b.value }) : a;
}

export const customerBCreatesOrderCheck: Check = {
  async run(probe, setups) {
    if (!probe.extensions.has('payments')) return notOffered('payments');
    const bookingId = unpaidBookingOf(probe);
    const both = await bothCustomers(probe, setups);
    if (!both.ok) return notRun(both.error);
    const { a, b } = both.value;
    const failure = await unpaid(probe, setups);
    if (failure) return notRun(failure);
    const own = await probe.client.as(a.token, (api) =>
      api.payment.createOrder(probe.a.userId, bookingId),
    );
    if (!own.result.ok)
      return notRun(
        `customer A could not have the order of her own booking ${bookingId} (${own.exchange.call} ${answered(own.exchange)}), so a refusal would prove nothing`,
      );
    const lost = await attackerSessionWorks(probe, b);
    if (lost) return lost;
    const tries: string[] = [];
    for (const userId of namedIds(probe)) {
      const attack = await probe.client.as(tokenOf(b), (api) =>
        api.payment.createOrder(userId, bookingId),
      );
      tries.push(
        `${attack.exchange.call} (user_Id ${userId}, BookingID ${bookingId}) ${caller(b)} ${answered(attack.exchange)}`,
      );
      if (attack.result.ok)
        return allowed(
          `${tries.join('; ')} with an order for customer A's booking, ${formatMoney(attack.result.value.amount)}`,
          MUST.ownBookingsOnly,
        );
    }
    return refused(tries.join('; '));
  },
};

export const customerBVerifiesCheck: Check = {
  async run(probe, setups) {
    if (!probe.extensions.has('payments')) return notOffered('payments');
    const bookingId = unpaidBookingOf(probe);
    const both = await bothCustomers(probe, setups);
    if (!both.ok) return notRun(both.error);
    const { a, b } = both.value;
    const proof = await authorizedProof(probe, setups);
    if (!proof.ok) return notRun(proof.error);
    const lost = await attackerSessionWorks(probe, b);
    if (lost) return lost;
    const tries: string[] = [];
    for (const userId of namedIds(probe)) {
      const attack = await probe.client.as(tokenOf(b), (api) =>
        api.payment.verify(userId, bookingId, proof.value),
      );
      tries.push(
        `${attack.exchange.call} (user_Id ${userId}, BookingID ${bookingId}, the proof of customer A's payment) ${caller(b)} ${answered(attack.exchange)}`,
      );
      if (attack.result.ok || (await readsPaid(probe, a, bookingId)))
        return allowed(
          `${tries.join('; ')}, and customer A's booking ${bookingId} then read paid`,
          MUST.ownBookingsOnly,
        );
    }
    const sent = tries.join('; ');
    return (await genuinePays(probe, a, proof.value, sent)) ?? refused(sent);
  },
};

/** Whether A's booking `bookingId` reads to be paid after the service now. */
async function readsAfterService(probe: Probe, a: Session, bookingId: number): Promise<boolean> {
  const detail = await detailOf(probe, a, bookingId);
  return detail.ok && bookingPayment(detail.value)?.afterService !== undefined;
}

export const customerBPaysAfterServiceCheck: Check = {
  async run(probe, setups) {
    if (!probe.extensions.has('payments')) return notOffered('payments');
    const bookingId = unpaidBookingOf(probe);
    const both = await bothCustomers(probe, setups);
    if (!both.ok) return notRun(both.error);
    const { a, b } = both.value;
    const failure = await unpaid(probe, setups);
    if (failure) return notRun(failure);
    const lost = await attackerSessionWorks(probe, b);
    if (lost) return lost;
    const tries: string[] = [];
    for (const userId of namedIds(probe)) {
      const attack = await probe.client.as(tokenOf(b), (api) =>
        api.payment.payAfterService(userId, bookingId),
      );
      tries.push(
        `${attack.exchange.call} (user_Id ${userId}, BookingID ${bookingId}) ${caller(b)} ${answered(attack.exchange)}`,
      );
      if (attack.result.ok || (await readsAfterService(probe, a, bookingId)))
        return allowed(
          `${tries.join('; ')}, and customer A's booking ${bookingId} then read to be paid after the service`,
          MUST.ownBookingsOnly,
        );
    }
    const sent = tries.join('; ');
    // Her own choice is taken: the proof that the refusals above were about whose booking it is.
    const own = await probe.client.as(a.token, (api) =>
      api.payment.payAfterService(probe.a.userId, bookingId),
    );
    return own.result.ok
      ? refused(sent)
      : notRun(
          `${sent}, but customer A could not choose it for her own booking either (${own.exchange.call} ${answered(own.exchange)}), so a refusal would prove nothing`,
        );
  },
};

export const cancelledBookingPaidCheck: Check = {
  async run(probe, setups) {
    if (!probe.extensions.has('payments')) return notOffered('payments');
    const bookingId = unpaidBookingOf(probe);
    const a = await customerA(probe, setups);
    if (!a.ok) return notRun(a.error);
    const failure = await unpaid(probe, setups);
    if (failure) return notRun(failure);
    const own = await probe.client.as(a.value.token, (api) =>
      api.payment.createOrder(probe.a.userId, bookingId),
    );
    if (!own.result.ok)
      return notRun(
        `customer A could not have the order of her own booking ${bookingId} (${own.exchange.call} ${answered(own.exchange)}), so a refusal would prove nothing`,
      );
    const detail = await detailOf(probe, a.value, bookingId);
    if (!detail.ok) return notRun(detail.error);
    for (const order of detail.value.filter((each) => isCancellable(each.statusId))) {
      const cancel = await probe.client.as(a.value.token, (api) =>
        api.booking.cancelWorkOrder(probe.a.userId, order.workOrderId),
      );
      if (!cancel.result.ok)
        return notRun(
          `customer A could not cancel her own work order ${order.workOrderId} (${cancel.exchange.call} ${answered(cancel.exchange)})`,
        );
    }
    const after = await detailOf(probe, a.value, bookingId);
    if (!after.ok) return notRun(after.error);
    if (after.value.some((order) => order.statusId !== 6 && order.statusId !== 7))
      return notRun(`booking ${bookingId} still has a work order that is not cancelled`);
    const attack = await probe.client.as(a.value.token, (api) =>
      api.payment.createOrder(probe.a.userId, bookingId),
    );
    const sent = `after every work order of booking ${bookingId} was cancelled, ${attack.exchange.call} ${caller(a.value)} ${answered(attack.exchange)}`;
    return attack.result.ok && attack.result.value.amount > 0
      ? allowed(
          `${sent} with an order for ${formatMoney(attack.result.value.amount)}`,
          MUST.nothingToPay,
        )
      : refused(sent);
  },
};
