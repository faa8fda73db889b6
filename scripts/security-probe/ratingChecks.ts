/**
 * The probe's checks of the `ratings` extension: a rating is the customer's own word on a visit
 * she had. Another customer's order, an order not completed, one done more than a week ago, a
 * comment over 500 characters and stars outside 1–5. Each first shows it can tell: customer A's
 * own rating of her completed order is taken (at the limit, where the check is of a limit). A
 * backend that does not offer ratings (PACT_EXTENSIONS) has none of these holes: "not offered".
 */
import { COMMENT_MAX, type RatingSubmission } from '../../src/core/rating/Rating';
import {
  attackerSessionWorks,
  caller,
  customersWith,
  logIn,
  type Check,
  type Probe,
  type Session,
  type StateName,
  type StateSetups,
} from './customers';
import { answered } from './probeClient';
import { tokenOf } from './readings';
import { allowed, MUST, notOffered, notRun, refused, type Verdict } from './verdicts';

const rateableOf = (probe: Probe) => Number(probe.pactParams.rateable.workOrderId);

/** What customer A gives her own completed order. */
const FAIR: RatingSubmission = { stars: 4, tags: ['on-time'], comment: 'On time, neat work.' };

/**
 * Customer A rates her own completed order with `rating`, which a backend must take: else a
 * refusal of the attack would prove nothing. The verdict when it is not taken.
 */
async function ownRatingTaken(
  probe: Probe,
  a: Session,
  rating: RatingSubmission,
  what: string,
): Promise<Verdict | undefined> {
  const workOrderId = rateableOf(probe);
  const own = await probe.client.as(a.token, (api) =>
    api.rating.rate(probe.a.userId, workOrderId, rating),
  );
  return own.result.ok
    ? undefined
    : notRun(
        `customer A's ${what} of her own completed work order ${workOrderId} was refused (${own.exchange.call} ${answered(own.exchange)}), so a refusal would prove nothing`,
      );
}

/** Customer A logged in, and her states set up in turn: her session, or why not. */
async function customerAWith(
  probe: Probe,
  setups: StateSetups,
  states: readonly StateName[],
): Promise<{ readonly a?: Session; readonly failure?: string }> {
  const a = await logIn(probe, setups, probe.a);
  if (!a.ok) return { failure: a.error };
  for (const state of states) {
    const failure = await setups.setUp(state, probe.a);
    if (failure) return { failure };
  }
  return { a: a.value };
}

export const customerBRatesCheck: Check = {
  async run(probe, setups) {
    if (!probe.extensions.has('ratings')) return notOffered('ratings');
    const workOrderId = rateableOf(probe);
    const both = await customersWith(probe, setups, 'customer B', 'rateable');
    if (!both.ok) return notRun(both.error);
    const { a, b } = both.value;
    const lost = await attackerSessionWorks(probe, b);
    if (lost) return lost;
    // With A's user id, as the app would send it; then with B's own, as a backend that takes the
    // customer from the session but forgets whose order it is allows.
    const tries: string[] = [];
    for (const userId of [probe.a.userId, probe.b.userId]) {
      const attack = await probe.client.as(tokenOf(b), (api) =>
        api.rating.rate(userId, workOrderId, { stars: 1, tags: ['rude'], comment: 'Intruder' }),
      );
      const sent = `${attack.exchange.call} (UserId ${userId}, WorkOrderId ${workOrderId}, 1 star) ${caller(b)} ${answered(attack.exchange)}`;
      tries.push(sent);
      if (attack.result.ok) return allowed(tries.join('; '), MUST.ownRatingsOnly);
    }
    return (await ownRatingTaken(probe, a, FAIR, 'rating')) ?? refused(tries.join('; '));
  },
};

/** A check of customer A rating an order of hers that a backend must not take a rating of. */
function ownOrderCheck(state: StateName, must: string, what: string): Check {
  return {
    async run(probe, setups) {
      if (!probe.extensions.has('ratings')) return notOffered('ratings');
      const workOrderId = Number(probe.pactParams[state].workOrderId);
      const { a, failure } = await customerAWith(probe, setups, ['rateable', state]);
      if (!a) return notRun(failure ?? 'customer A could not log in');
      const attack = await probe.client.as(a.token, (api) =>
        api.rating.rate(probe.a.userId, workOrderId, FAIR),
      );
      const sent = `${attack.exchange.call} (WorkOrderId ${workOrderId}, ${what}) ${caller(a)} ${answered(attack.exchange)}`;
      if (attack.result.ok) return allowed(sent, must);
      return (await ownRatingTaken(probe, a, FAIR, 'rating')) ?? refused(sent);
    },
  };
}

export const unfinishedRatedCheck = ownOrderCheck(
  'cancellable',
  MUST.completedOnly,
  'not assigned yet',
);
export const lateRatingCheck = ownOrderCheck(
  'ratingWindowOver',
  MUST.ratingWindow,
  'completed 8 days before',
);

/** A check of customer A's own completed order rated with `bad`, after `limit` was taken. */
function brokenRuleCheck(
  limit: RatingSubmission,
  limitWhat: string,
  bad: RatingSubmission,
  badWhat: string,
  must: string,
): Check {
  return {
    async run(probe, setups) {
      if (!probe.extensions.has('ratings')) return notOffered('ratings');
      const workOrderId = rateableOf(probe);
      const { a, failure } = await customerAWith(probe, setups, ['rateable']);
      if (!a) return notRun(failure ?? 'customer A could not log in');
      const proof = await ownRatingTaken(probe, a, limit, limitWhat);
      if (proof) return proof;
      const attack = await probe.client.as(a.token, (api) =>
        api.rating.rate(probe.a.userId, workOrderId, bad),
      );
      const sent = `after her rating ${limitWhat.replace(/^rating /, '')} was taken, ${attack.exchange.call} (WorkOrderId ${workOrderId}, ${badWhat}) ${caller(a)} ${answered(attack.exchange)}`;
      return attack.result.ok ? allowed(sent, must) : refused(sent);
    },
  };
}

export const longCommentCheck = brokenRuleCheck(
  { ...FAIR, comment: 'a'.repeat(COMMENT_MAX) },
  `rating with a comment of ${COMMENT_MAX} characters`,
  { ...FAIR, comment: 'a'.repeat(COMMENT_MAX + 1) },
  `a comment of ${COMMENT_MAX + 1} characters`,
  MUST.commentLength,
);

export const starsOutOfRangeCheck = brokenRuleCheck(
  { ...FAIR, stars: 5 },
  'rating of 5 stars',
  // What a browser whose code was changed sends: the port's type knows no sixth star.
  { ...FAIR, stars: 6 as RatingSubmission['stars'] },
  '6 stars',
  MUST.starsRange,
);
