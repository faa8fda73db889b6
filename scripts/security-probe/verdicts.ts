/**
 * The security probe's checks by name, what each tries, and how a verdict prints: shared by the
 * checks through the pact's provider states (checks.ts) and the checks a backend without them
 * still allows (checksWithoutStates.ts), so both print the same lines in the same order.
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
  customerBSavesCart: 'customer B saves a cart for customer A',
  customerBBooks: "customer B books customer A's saved cart",
  customerBListsVisitWindows: "customer B lists the visit windows of customer A's work order",
  customerBMovesVisit: "customer B changes the visit time of customer A's work order",
  price: "customer A books at a price below the catalogue's",
  browserAmount: "customer A's payment order at an amount her browser sends",
  forgedSignature: "customer A's payment verified with a forged signature",
  proofOfAnotherBooking: "the proof of customer A's payment for one booking used for another",
  proofTwice: "the proof of customer A's payment used twice",
  customerBCreatesOrder: "customer B creates a payment order for customer A's booking",
  customerBVerifies: "customer B verifies a payment of customer A's booking",
  customerBPaysAfterService: "customer B sets customer A's booking to be paid after the service",
  cancelledBookingPaid: 'customer A pays a booking whose work orders were all cancelled',
  technicianPhone: "a technician's phone number read after the job is done",
  customerBRates: "customer B rates customer A's completed work order",
  unfinishedRated: 'customer A rates a work order that is not completed',
  lateRating: 'customer A rates a work order completed more than 7 days ago',
  longComment: 'customer A rates with a comment of 501 characters',
  starsOutOfRange: 'customer A rates a work order 6 stars',
  sameFactsInEveryLanguage:
    'every catalogue read answers the same ids, prices, icons and flags in en, hi and te',
  teluguBookingPrice: 'a booking made while asking in Telugu is priced as in English',
  unknownLanguage: 'an unknown language answers English, not an error',
  cacheControl: "caches on the way keep customer A's bookings, booking detail and profile",
  tokenAfterLogout: "customer A's token used after she logged out",
  idleSession: "customer A's session used after 31 minutes unused",
  oldSession: "customer A's session used 8 days after it was opened",
  codesPerNumber: 'six codes asked for one number within a minute',
  wrongCodes: 'ten wrong codes for one number, then the right one',
  codeTwice: 'one code used to log in twice',
  expiredCode: 'a code used 6 minutes after it was sent',
  stateSecret: 'a provider state set up without the state secret',
} as const;

export type CheckName = keyof typeof TITLES;

export const CHECK_NAMES = Object.keys(TITLES) as readonly CheckName[];

export type Verdict =
  | { readonly outcome: 'refused'; readonly detail: string }
  | { readonly outcome: 'allowed'; readonly detail: string; readonly must: string }
  | { readonly outcome: 'not run'; readonly detail: string }
  /** A check of an extension the backend does not offer: it has no such hole to find. */
  | { readonly outcome: 'not offered'; readonly detail: string };

export const refused = (detail: string): Verdict => ({ outcome: 'refused', detail });
export const allowed = (detail: string, must: string): Verdict => ({
  outcome: 'allowed',
  detail,
  must,
});
export const notRun = (detail: string): Verdict => ({ outcome: 'not run', detail });
export const notOffered = (extension: string): Verdict => ({
  outcome: 'not offered',
  detail: `the backend does not offer the ${extension} extension (PACT_EXTENSIONS does not name it)`,
});

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
  ownVisitsOnly:
    "list and move the visit windows only of a work order of the customer the session token names, and answer 403 (or status: false) for another's",
  bookingAmount:
    "price every payment order from the booking's own unpaid work orders, ignoring any amount in the request",
  signature:
    'check the signature, HMAC-SHA256 of order_id|payment_id with the key secret, in constant time, and answer status: false when it differs',
  ownProof:
    'check the proof against the order it stored for that booking (never the one sent), and take each payment once',
  ownBookingsOnly:
    "create orders for, verify payments of and set to be paid after the service only the bookings of the customer the session token names, and answer 403 (or status: false) for another's",
  nothingToPay:
    'refuse an order for a booking with nothing left to pay (every work order cancelled or rejected), and never mark a cancelled work order paid',
  technicianContact:
    'send Technician_Contact: null once a work order is done, rejected or cancelled (status 5, 6 or 7)',
  ownRatingsOnly:
    "take a rating only of a work order of the customer the session token names, and answer 403 (or status: false) for another's",
  completedOnly:
    'take a rating only of a completed work order (status 5), and answer status: false for any other',
  ratingWindow:
    "take or change a rating only within 7 days of the work order's completion, and answer status: false after",
  commentLength:
    'refuse a comment longer than 500 characters with status: false, never keep or cut it',
  starsRange:
    'take only whole stars from 1 to 5 and known tags, and answer status: false for any other',
  sameFacts:
    'answer every language with the same rows in the same order, the same ids, prices, icons and flags as in English: only names and descriptions change with Accept-Language',
  languagePrice:
    'price a booking from its own catalogue whatever language the calls ask in, ignoring UnitPrice',
  unknownLanguage:
    'answer a language it has no words for (or no Accept-Language) in English, exactly as an English read, never an error or an empty list',
  noStore: 'answer every call about a customer with Cache-Control: no-store',
  logout:
    'end the session at Authentication/logout (the session extension) and answer 401 to its token from then on',
  idle: 'end a session unused for 30 minutes and answer 401 to its token',
  absolute:
    'end every session 7 days after the login that opened it, however much it is used, and answer 401 to its token',
  wrongCodes:
    'refuse every code for a number for 30 minutes after 5 wrong ones, whatever codes are sent meanwhile',
  codeTwice: 'take each code once: a code that logged in is used up',
  expiredCode: 'refuse a code 5 minutes after it was sent',
  stateSecret:
    'answer 403 to every provider-state request without the x-pact-state-secret header (PACT_STATE_SECRET), and have no state endpoint in production',
} as const;

/** `✔ refused: …`, `✘ allowed: …; the backend must …`, `○ not run: …` or `– not offered: …`. */
export function verdictLine(name: CheckName, verdict: Verdict): string {
  const title = TITLES[name];
  switch (verdict.outcome) {
    case 'refused':
      return `✔ refused: ${title}: ${verdict.detail}`;
    case 'allowed':
      return `✘ allowed: ${title}: ${verdict.detail}; the backend must ${verdict.must}`;
    case 'not run':
      return `○ not run: ${title}: ${verdict.detail}`;
    case 'not offered':
      return `– not offered: ${title}: ${verdict.detail}`;
  }
}

/**
 * `25/25 checks passed`, `0/25 checks passed, 9 failed, 16 not run`, or `22/22 checks passed,
 * 3 not offered`: a check of an extension the backend does not offer is not one it must pass.
 */
export function summaryLine(verdicts: readonly Verdict[]): string {
  const count = (outcome: Verdict['outcome']) =>
    verdicts.filter((verdict) => verdict.outcome === outcome).length;
  const failed = count('allowed');
  const notRunCount = count('not run');
  const notOfferedCount = count('not offered');
  return [
    `${count('refused')}/${verdicts.length - notOfferedCount} checks passed`,
    ...(failed > 0 ? [`${failed} failed`] : []),
    ...(notRunCount > 0 ? [`${notRunCount} not run`] : []),
    ...(notOfferedCount > 0 ? [`${notOfferedCount} not offered`] : []),
  ].join(', ');
}

/** Whether a backend passed: every check refused, but those of extensions it does not offer. */
export function passed(verdicts: readonly Verdict[]): boolean {
  return (
    verdicts.some((verdict) => verdict.outcome === 'refused') &&
    verdicts.every((verdict) => verdict.outcome === 'refused' || verdict.outcome === 'not offered')
  );
}
