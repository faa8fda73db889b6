/**
 * The security probe's checks by name, what each tries, and how a verdict prints: shared by the
 * checks through the pact's provider states (checks.ts) and the checks a backend without them
 * still allows (checksWithoutStates.ts), so both print the same thirteen lines in the same order.
 */

/** What an attacker tries, one check each, in the order they run and print. */
export const TITLES = {
  customerBReadsBookings: "customer B reads customer A's bookings",
  customerBReadsBookingDetail: "customer B reads customer A's booking detail",
  customerBReadsProfile: "customer B reads customer A's profile",
  nobodyReadsBookings: "a caller without a session reads customer A's bookings",
  nobodyReadsBookingDetail: "a caller without a session reads customer A's booking detail",
  nobodyReadsProfile: "a caller without a session reads customer A's profile",
  customerBChangesProfile: "customer B changes customer A's profile",
  nobodyChangesProfile: "a caller without a session changes customer A's profile",
  customerBCancels: "customer B cancels customer A's work order",
  nobodyCancels: "a caller without a session cancels customer A's work order",
  price: "customer A books at a price below the catalogue's",
  codesPerNumber: 'six codes asked for one number within a minute',
  wrongCodes: 'ten wrong codes for one number, then the right one',
} as const;

export type CheckName = keyof typeof TITLES;

export const CHECK_NAMES = Object.keys(TITLES) as readonly CheckName[];

export type Verdict =
  | { readonly outcome: 'refused'; readonly detail: string }
  | { readonly outcome: 'allowed'; readonly detail: string; readonly must: string }
  | { readonly outcome: 'not run'; readonly detail: string };

export const refused = (detail: string): Verdict => ({ outcome: 'refused', detail });
export const allowed = (detail: string, must: string): Verdict => ({
  outcome: 'allowed',
  detail,
  must,
});
export const notRun = (detail: string): Verdict => ({ outcome: 'not run', detail });

/** What the backend must do instead, for each kind of hole. */
export const MUST = {
  ownDataOnly:
    "take the customer from the session token, never from the path or the body, and answer 403 for another customer's data",
  session:
    "answer 401 to a call about a customer's data that carries no session token (the session extension)",
  ownOrdersOnly:
    "cancel only a work order of the customer the session token names, and answer 403 (or status: false) for another's",
  cataloguePrice:
    'price every line from its own catalogue, ignoring UnitPrice (or refuse the cart when it differs)',
  codesPerNumber:
    'refuse a fourth code for one number within 10 minutes (status: false with the reason)',
  wrongCodes: 'refuse every code for a number after 5 wrong ones, until a new code is sent',
} as const;

/** `✔ refused: …`, `✘ allowed: …; the backend must …` or `○ not run: …`. */
export function verdictLine(name: CheckName, verdict: Verdict): string {
  const title = TITLES[name];
  switch (verdict.outcome) {
    case 'refused':
      return `✔ refused: ${title}: ${verdict.detail}`;
    case 'allowed':
      return `✘ allowed: ${title}: ${verdict.detail}; the backend must ${verdict.must}`;
    case 'not run':
      return `○ not run: ${title}: ${verdict.detail}`;
  }
}

/** `13/13 checks passed` or `0/13 checks passed, 8 failed, 5 not run`. */
export function summaryLine(verdicts: readonly Verdict[]): string {
  const count = (outcome: Verdict['outcome']) =>
    verdicts.filter((verdict) => verdict.outcome === outcome).length;
  const failed = count('allowed');
  const notRunCount = count('not run');
  return [
    `${count('refused')}/${verdicts.length} checks passed`,
    ...(failed > 0 ? [`${failed} failed`] : []),
    ...(notRunCount > 0 ? [`${notRunCount} not run`] : []),
  ].join(', ');
}
