/**
 * The probe's check that customer A's own answers say `Cache-Control: no-store`, so that no cache
 * on the way (the browser's, an operator's proxy, a CDN) keeps her bookings, a booking's work
 * orders or her profile for the next person on a shared phone or network. It reads them as she
 * does, with her own session: only reads that showed her data are judged.
 */
import { caller, logIn, type Check } from './customers';
import { answered, type Exchange } from './probeClient';
import { bookingDetail, bookings, profile, type Reading } from './readings';
import { allowed, MUST, notRun, refused, type Verdict } from './verdicts';

/** Whether a Cache-Control header forbids every cache to keep the answer. */
const forbidsStoring = (cacheControl: string | undefined): boolean =>
  (cacheControl ?? '')
    .split(',')
    .some((directive) => directive.trim().toLowerCase() === 'no-store');

/** "a, b and c" */
const inWords = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** "GET /Services/BookingsByUserId/101 answered 200 without Cache-Control" */
const caching = (exchange: Exchange) =>
  `${exchange.call} ${answered(exchange)} ${
    exchange.cacheControl === undefined
      ? 'without Cache-Control'
      : `with Cache-Control: ${exchange.cacheControl}`
  }`;

/**
 * The verdict on reads that showed customer A's data, made `who` ("with customer A's token"):
 * allowed when one of them lacks no-store.
 */
export function cachingVerdict(reads: readonly Exchange[], who: string): Verdict {
  const kept = reads.filter((exchange) => !forbidsStoring(exchange.cacheControl));
  if (kept.length > 0) return allowed(`${who}, ${inWords(kept.map(caching))}`, MUST.noStore);
  const calls = inWords(reads.map((exchange) => exchange.call));
  return refused(`${who}, ${calls} each answered with Cache-Control: no-store`);
}

export const cacheControlCheck: Check = {
  async run(probe, setups) {
    const a = await logIn(probe, setups, probe.a);
    if (!a.ok) return notRun(a.error);
    for (const state of ['bookingWithOrders', 'profile'] as const) {
      const failure = await setups.setUp(state, probe.a);
      if (failure) return notRun(failure);
    }
    const reads: Exchange[] = [];
    for (const reading of [bookings, bookingDetail, profile] as readonly Reading<unknown>[]) {
      const own = await reading.own(probe, a.value);
      if (!own.ok) return notRun(own.error);
      // Each reading's own read is one call: the last one sent.
      if (probe.client.last) reads.push(probe.client.last);
    }
    return cachingVerdict(reads, caller(a.value));
  },
};
