/**
 * The probe's checks that a session ends: at logout, after 30 minutes unused, and 7 days after
 * the login that opened it, however much it is used. Each first shows customer A reading her own
 * bookings with a fresh session of hers, so a refusal of the ended one is not data that is
 * missing; a session used long ago comes from a provider state of the probe's own (README, "What
 * the probe needs of your provider states").
 */
import {
  caller,
  customersWith,
  type Check,
  type Probe,
  type ProbeStateName,
  type Session,
  type StateSetups,
} from './customers';
import { answered, failedToAnswer } from './probeClient';
import { bookings } from './readings';
import { allowed, MUST, notRun, refused, type Verdict } from './verdicts';

/** How long the probe's old sessions have been unused, and how long ago its oldest was opened. */
export const IDLE_MINUTES = 31;
export const OPENED_DAYS_AGO = 8;

/** Customer A logged in and reading her own bookings: her session, and what it shows. */
async function aReadingHerBookings(probe: Probe, setups: StateSetups) {
  const both = await customersWith(probe, setups, 'nobody', 'bookings');
  if (!both.ok) return both;
  const evidence = await bookings.own(probe, both.value.a);
  return evidence.ok ? { ok: true as const, a: both.value.a, evidence: evidence.value } : evidence;
}

export const tokenAfterLogoutCheck: Check = {
  async run(probe, setups) {
    const found = await aReadingHerBookings(probe, setups);
    if (!found.ok) return notRun(found.error);
    const { a, evidence } = found;
    const logout = await probe.client.as(a.token, (api) => api.auth.logout());
    const loggedOut = `${logout.exchange.call} ${caller(a)} ${answered(logout.exchange)}`;
    if (failedToAnswer(logout.exchange)) return notRun(loggedOut);
    const { exchange, leaked } = await bookings.steal(probe, a, evidence);
    const sent = `${loggedOut}, then ${exchange.call} ${caller(a)} ${answered(exchange)}`;
    return leaked ? allowed(`${sent} ${leaked}`, MUST.logout) : refused(sent);
  },
};

/** A check of a session of A's that a provider state made old, as `state` says. */
function endedSessionCheck(
  state: ProbeStateName,
  params: (probe: Probe) => Readonly<Record<string, number>>,
  described: string,
  must: string,
): Check {
  return {
    async run(probe, setups): Promise<Verdict> {
      const found = await aReadingHerBookings(probe, setups);
      if (!found.ok) return notRun(found.error);
      const { a, evidence } = found;
      const old = await setups.setUpOwn(state, params(probe));
      if (old.failure) return notRun(old.failure);
      // Verify gave a token but the state none: there is no old session to try.
      if (a.token && !old.token)
        return notRun(
          `the provider state for ${described} answered no token, though verify gives one, so the probe has no such session to try`,
        );
      const session: Session = { customer: probe.a, token: old.token };
      const { exchange, leaked } = await bookings.steal(probe, session, evidence);
      const sent = old.token
        ? `${exchange.call} with the token of ${described} ${answered(exchange)}`
        : `the provider state for ${described} gave no token (verify gives none either), and ${exchange.call} without a token ${answered(exchange)}`;
      return leaked ? allowed(`${sent} ${leaked}`, must) : refused(sent);
    },
  };
}

export const idleSessionCheck = endedSessionCheck(
  'idleSession',
  (probe) => ({ userId: probe.a.userId, minutes: IDLE_MINUTES }),
  `customer A's session last used ${IDLE_MINUTES} minutes ago`,
  MUST.idle,
);

export const oldSessionCheck = endedSessionCheck(
  'oldSession',
  (probe) => ({ userId: probe.a.userId, days: OPENED_DAYS_AGO }),
  `customer A's session opened ${OPENED_DAYS_AGO} days ago and used a minute ago`,
  MUST.absolute,
);
