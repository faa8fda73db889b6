/**
 * What an attacker tries against a backend built to SPEC §7 word for word, each a check of its
 * own, through the pact's provider states (without them: checksWithoutStates.ts): here the reads
 * and writes of customer A's data, the cancel and the price, and every check by name (the rest
 * in cartChecks.ts, visitChecks.ts, paymentChecks.ts, ratingChecks.ts, languageChecks.ts, sessionChecks.ts, codeChecks.ts, cacheControlCheck.ts and
 * stateSecretCheck.ts). Every check first proves it can tell: customer A reads her own data with
 * her own session (so a refusal of B is not just data that is missing), and B's session works
 * for B's own data. When that cannot be shown, the check is "not run", never passed.
 */
import { isCancellable } from '../../src/core/booking/cancellation';
import { workOrderStatus } from '../../src/core/booking/workOrderStatus';
import { ok, type Result } from '../../src/core/shared/Result';
import { cacheControlCheck } from './cacheControlCheck';
import { customerBBooksCheck, customerBSavesCartCheck } from './cartChecks';
import {
  codesPerNumberCheck,
  codeTwiceCheck,
  expiredCodeCheck,
  wrongCodesCheck,
} from './codeChecks';
import {
  attackerSessionWorks,
  caller,
  customersWith,
  type Attacker,
  type Check,
  type Probe,
  type Session,
} from './customers';
import { answered } from './probeClient';
import {
  bookingDetail,
  bookings,
  couldNotRead,
  profile,
  tokenOf,
  workOrderOf,
  type Reading,
} from './readings';
import {
  browserAmountCheck,
  cancelledBookingPaidCheck,
  customerBCreatesOrderCheck,
  customerBPaysAfterServiceCheck,
  customerBVerifiesCheck,
  forgedSignatureCheck,
  proofOfAnotherBookingCheck,
  proofTwiceCheck,
} from './paymentChecks';
import {
  customerBRatesCheck,
  lateRatingCheck,
  longCommentCheck,
  starsOutOfRangeCheck,
  unfinishedRatedCheck,
} from './ratingChecks';
import { idleSessionCheck, oldSessionCheck, tokenAfterLogoutCheck } from './sessionChecks';
import { sameFactsCheck, teluguBookingPriceCheck, unknownLanguageCheck } from './languageChecks';
import { undercutCheck } from './undercutCheck';
import { stateSecretCheck } from './stateSecretCheck';
import { allowed, MUST, notRun, refused, type CheckName } from './verdicts';
import {
  customerBListsVisitWindowsCheck,
  customerBMovesVisitCheck,
  technicianPhoneCheck,
} from './visitChecks';

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

/** Where work order `workOrderId` of customer A stands, read as A reads it. */
async function workOrderStatusOf(
  probe: Probe,
  a: Session,
  workOrderId: number,
): Promise<Result<number, string>> {
  const found = await workOrderOf(probe, a, workOrderId);
  return found.ok ? ok(found.value.order.statusId) : found;
}

const priceCheck: Check = {
  run: (probe, setups) => undercutCheck(probe, setups),
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
  customerBSavesCart: customerBSavesCartCheck,
  customerBBooks: customerBBooksCheck,
  customerBListsVisitWindows: customerBListsVisitWindowsCheck,
  customerBMovesVisit: customerBMovesVisitCheck,
  price: priceCheck,
  browserAmount: browserAmountCheck,
  forgedSignature: forgedSignatureCheck,
  proofOfAnotherBooking: proofOfAnotherBookingCheck,
  proofTwice: proofTwiceCheck,
  customerBCreatesOrder: customerBCreatesOrderCheck,
  customerBVerifies: customerBVerifiesCheck,
  customerBPaysAfterService: customerBPaysAfterServiceCheck,
  cancelledBookingPaid: cancelledBookingPaidCheck,
  technicianPhone: technicianPhoneCheck,
  customerBRates: customerBRatesCheck,
  unfinishedRated: unfinishedRatedCheck,
  lateRating: lateRatingCheck,
  longComment: longCommentCheck,
  starsOutOfRange: starsOutOfRangeCheck,
  sameFactsInEveryLanguage: sameFactsCheck,
  teluguBookingPrice: teluguBookingPriceCheck,
  unknownLanguage: unknownLanguageCheck,
  cacheControl: cacheControlCheck,
  tokenAfterLogout: tokenAfterLogoutCheck,
  idleSession: idleSessionCheck,
  oldSession: oldSessionCheck,
  codesPerNumber: codesPerNumberCheck,
  wrongCodes: wrongCodesCheck,
  codeTwice: codeTwiceCheck,
  expiredCode: expiredCodeCheck,
  stateSecret: stateSecretCheck,
};
