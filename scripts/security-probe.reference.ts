/**
 * `npm run test:security-probe`: proves the backend team's security probe (`npm run
 * security:probe`), exactly as a backend team runs it (settings from the environment, in a child
 * process), each run against a reference provider of its own on a port the OS picks, offering
 * the slots, visit, payments, ratings and catalogue-languages extensions
 * (PACT_EXTENSIONS=slots,visit,payments,ratings,catalogue-languages) unless said:
 *
 * - through the provider states, the secure provider (`--secure`, its states behind
 *   PACT_STATE_SECRET) must pass every check and the spec-literal one (SPEC §7 word for word,
 *   what the contract tests use) must fail every check, each line naming its hole as below;
 * - the secure provider with one hole open (`holes`: a token that never expires, a code that
 *   works twice, reads that caches may keep) must fail the checks of that hole, each named as
 *   below, and refuse every other;
 * - the secure provider without the slots, visit, payments, ratings and catalogue-languages extensions, PACT_EXTENSIONS unset, must pass
 *   with their checks "not offered";
 * - without provider states, as against a backend written from SPEC.md alone (none: the spec
 *   knows no such endpoint), the spec-literal provider with PROVIDER_STATES_URL unset must still
 *   name each hole SPEC §7's calls alone can show, and the secure one behind a state URL that
 *   answers 404 must refuse what the probe can tell; both exit 1 for the checks not run. Run
 *   with the probe's own numbers, the spec-literal provider's seed customers must read the same
 *   after as before; run with PROBE_MOBILES naming them, Priya's number must be left alone.
 *
 * README's "Security the contract cannot express" quotes the outputs: each quoted line must be
 * one the probe printed, so the README cannot drift from the probe.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { startReferenceProvider, type Hole } from '../tests/provider/referenceProvider';
import { CHECK_NAMES, TITLES, type CheckName } from './security-probe/verdicts';

const PROBE_SCRIPT = resolve(import.meta.dirname, 'security-probe.ts');
const README = resolve(import.meta.dirname, '../README.md');
const API_KEY = 'reference-provider-key';
const STATE_SECRET = 'reference-provider-state-secret';
const OFFERED = 'slots,visit,payments,ratings,catalogue-languages';
const TIME_LIMIT_MS = 60_000;

const TOKEN_LINE =
  'Verify gives a session token: each check calls with the token of the customer it acts as.';
const NO_TOKEN_LINE =
  'Verify gives no token: the backend keeps no session, so any caller can act as any customer by naming their user id.';

const MUST_OWN_DATA =
  "the backend must take the customer from the session token, never from the path or the body, and answer 403 for another customer's data";
const MUST_SESSION =
  "the backend must answer 401 to a call about a customer's data that carries no session token (the session extension)";
const MUST_OWN_VISITS =
  "the backend must list and move the visit windows only of a work order of the customer the session token names, and answer 403 (or status: false) for another's";
const MUST_NO_STORE =
  'the backend must answer every call about a customer with Cache-Control: no-store';
const MUST_IDLE =
  'the backend must end a session unused for 30 minutes and answer 401 to its token';
const MUST_ABSOLUTE =
  'the backend must end every session 7 days after the login that opened it, however much it is used, and answer 401 to its token';
const MUST_CODE_ONCE = 'the backend must take each code once: a code that logged in is used up';
const MUST_OWN_PROOF =
  'the backend must check the proof against the order it stored for that booking (never the one sent), and take each payment once';
const MUST_OWN_BOOKINGS =
  "the backend must create orders for, verify payments of and set to be paid after the service only the bookings of the customer the session token names, and answer 403 (or status: false) for another's";

/** What the probe must print against the spec-literal provider: every hole, named. */
const SPEC_LITERAL_LINES: readonly string[] = [
  NO_TOKEN_LINE,
  `✘ allowed: customer B reads customer A's bookings: GET /Services/BookingsByUserId/101 as customer B (verify gave no token) answered 200 with 5 of customer A's bookings; ${MUST_OWN_DATA}`,
  `✘ allowed: customer B reads customer A's booking detail: GET /Services/BookingsRefByBookingID/5004 as customer B (verify gave no token) answered 200 with the work orders of customer A's booking 5004; ${MUST_OWN_DATA}`,
  `✘ allowed: customer B reads customer A's profile: POST /Authentication/userDetails/101 as customer B (verify gave no token) answered 200 with customer A's profile (Priya Sharma, priya.sharma@example.com); ${MUST_OWN_DATA}`,
  `✘ allowed: a caller without a session reads customer A's bookings: GET /Services/BookingsByUserId/101 without a token answered 200 with 5 of customer A's bookings; ${MUST_SESSION}`,
  `✘ allowed: a caller without a session reads customer A's booking detail: GET /Services/BookingsRefByBookingID/5004 without a token answered 200 with the work orders of customer A's booking 5004; ${MUST_SESSION}`,
  `✘ allowed: a caller without a session reads customer A's profile: POST /Authentication/userDetails/101 without a token answered 200 with customer A's profile (Priya Sharma, priya.sharma@example.com); ${MUST_SESSION}`,
  `✘ allowed: customer B changes customer A's profile: POST /Authentication/userSignUp (userId 101) as customer B (verify gave no token) answered 200, and customer A's profile then read "Intruder", intruder@example.invalid; ${MUST_OWN_DATA}`,
  `✘ allowed: a caller without a session changes customer A's profile: POST /Authentication/userSignUp (userId 101) without a token answered 200, and customer A's profile then read "Intruder", intruder@example.invalid; ${MUST_SESSION}`,
  "✘ allowed: customer B cancels customer A's work order: POST /WorkOrder/workOrderStatusChange (UserId 101, WorkOrderId 9008) as customer B (verify gave no token) answered 200, and work order 9008 then read Cancelled; the backend must cancel only a work order of the customer the session token names, and answer 403 (or status: false) for another's",
  `✘ allowed: a caller without a session cancels customer A's work order: POST /WorkOrder/workOrderStatusChange (UserId 101, WorkOrderId 9008) without a token answered 200, and work order 9008 then read Cancelled; ${MUST_SESSION}`,
  `✘ allowed: customer B saves a cart for customer A: POST /Services/save-cart (user_Id 101, 4 × option 111) as customer B (verify gave no token) answered 200, and customer A's next booking (5006) then held customer B's cart, 4 × option 111; ${MUST_OWN_DATA}`,
  `✘ allowed: customer B books customer A's saved cart: POST /Services/book-service (user_Id 101) as customer B (verify gave no token) answered 200, and customer A's bookings then listed booking 5006, which she did not make; ${MUST_OWN_DATA}`,
  `✘ allowed: customer B lists the visit windows of customer A's work order: POST /Services/visitSlots (user_Id 101, WorkOrderId 9008) as customer B (verify gave no token) answered 200 with the visit windows customer A's work order may move to; ${MUST_OWN_VISITS}`,
  `✘ allowed: customer B changes the visit time of customer A's work order: POST /WorkOrder/changeVisitTime (UserId 101, WorkOrderId 9008, another open window) as customer B (verify gave no token) answered 200, and work order 9008 then read the window customer B chose; ${MUST_OWN_VISITS}`,
  "✘ allowed: customer A books at a price below the catalogue's: POST /Services/save-cart with UnitPrice 0.01 for option 111 (the catalogue's: ₹599.00), then book-service: booking 5006 shows ₹0.01 a unit; the backend must price every line from its own catalogue, ignoring UnitPrice (or refuse the cart when it differs)",
  "✘ allowed: customer A's payment order at an amount her browser sends: POST /Payments/createOrder for booking 5005 with \"Amount\": 1 in the body as customer A (verify gave no token) answered 200 with an order for ₹1.00 (the booking's: ₹470.82); the backend must price every payment order from the booking's own unpaid work orders, ignoring any amount in the request",
  "✘ allowed: customer A's payment verified with a forged signature: POST /Payments/verify for booking 5005 with the payment's ids and a signature of zeros as customer A (verify gave no token) answered 200, and booking 5005 then read paid; the backend must check the signature, HMAC-SHA256 of order_id|payment_id with the key secret, in constant time, and answer status: false when it differs",
  `✘ allowed: the proof of customer A's payment for one booking used for another: POST /Payments/verify for booking 5004 with the genuine proof of a payment for booking 5005 as customer A (verify gave no token) answered 200, and booking 5004 then read paid; ${MUST_OWN_PROOF}`,
  `✘ allowed: the proof of customer A's payment used twice: after the proof had paid booking 5005 and the booking had a new order, POST /Payments/verify with the same proof as customer A (verify gave no token) answered 200, and booking 5005 then read paid; ${MUST_OWN_PROOF}`,
  `✘ allowed: customer B creates a payment order for customer A's booking: POST /Payments/createOrder (user_Id 101, BookingID 5005) as customer B (verify gave no token) answered 200 with an order for customer A's booking, ₹470.82; ${MUST_OWN_BOOKINGS}`,
  `✘ allowed: customer B verifies a payment of customer A's booking: POST /Payments/verify (user_Id 101, BookingID 5005, the proof of customer A's payment) as customer B (verify gave no token) answered 200, and customer A's booking 5005 then read paid; ${MUST_OWN_BOOKINGS}`,
  `✘ allowed: customer B sets customer A's booking to be paid after the service: POST /Payments/payAfterService (user_Id 101, BookingID 5005) as customer B (verify gave no token) answered 200, and customer A's booking 5005 then read to be paid after the service; ${MUST_OWN_BOOKINGS}`,
  '✘ allowed: customer A pays a booking whose work orders were all cancelled: after every work order of booking 5005 was cancelled, POST /Payments/createOrder as customer A (verify gave no token) answered 200 with an order for ₹470.82; the backend must refuse an order for a booking with nothing left to pay (every work order cancelled or rejected), and never mark a cancelled work order paid',
  "✘ allowed: a technician's phone number read after the job is done: after work order 9007 was completed, GET /Services/BookingsRefByBookingID/5004 as customer A (verify gave no token) answered 200 with its technician's number, +91 90000 12002; the backend must send Technician_Contact: null once a work order is done, rejected or cancelled (status 5, 6 or 7)",
  "✘ allowed: customer B rates customer A's completed work order: POST /WorkOrder/rate (UserId 101, WorkOrderId 9000, 1 star) as customer B (verify gave no token) answered 200; the backend must take a rating only of a work order of the customer the session token names, and answer 403 (or status: false) for another's",
  '✘ allowed: customer A rates a work order that is not completed: POST /WorkOrder/rate (WorkOrderId 9008, not assigned yet) as customer A (verify gave no token) answered 200; the backend must take a rating only of a completed work order (status 5), and answer status: false for any other',
  "✘ allowed: customer A rates a work order completed more than 7 days ago: POST /WorkOrder/rate (WorkOrderId 9001, completed 8 days before) as customer A (verify gave no token) answered 200; the backend must take or change a rating only within 7 days of the work order's completion, and answer status: false after",
  '✘ allowed: customer A rates with a comment of 501 characters: after her rating with a comment of 500 characters was taken, POST /WorkOrder/rate (WorkOrderId 9000, a comment of 501 characters) as customer A (verify gave no token) answered 200; the backend must refuse a comment longer than 500 characters with status: false, never keep or cut it',
  '✘ allowed: customer A rates a work order 6 stars: after her rating of 5 stars was taken, POST /WorkOrder/rate (WorkOrderId 9000, 6 stars) as customer A (verify gave no token) answered 200; the backend must take only whole stars from 1 to 5 and known tags, and answer status: false for any other',
  `✘ allowed: ${TITLES.sameFactsInEveryLanguage}: POST /Services/allCategory with Accept-Language: hi answered 7 categories against 7 in English, the 2nd with other ids, prices, icons or flags, or in another place; the backend must answer every language with the same rows in the same order, the same ids, prices, icons and flags as in English: only names and descriptions change with Accept-Language`,
  `✘ allowed: ${TITLES.teluguBookingPrice}: asking in Telugu, POST /Services/save-cart with UnitPrice 0.01 for option 111 (the catalogue's in English: ₹599.00), then book-service: booking 5006 shows ₹0.01 a unit; the backend must price a booking from its own catalogue whatever language the calls ask in, ignoring UnitPrice`,
  `✘ allowed: ${TITLES.unknownLanguage}: POST /Services/allCategory with Accept-Language: fr answered 406 ("Language not offered: fr"); the backend must answer a language it has no words for (or no Accept-Language) in English, exactly as an English read, never an error or an empty list`,
  `✘ allowed: caches on the way keep customer A's bookings, booking detail and profile: as customer A (verify gave no token), GET /Services/BookingsByUserId/101 answered 200 without Cache-Control, GET /Services/BookingsRefByBookingID/5004 answered 200 without Cache-Control and POST /Authentication/userDetails/101 answered 200 without Cache-Control; ${MUST_NO_STORE}`,
  `✘ allowed: customer A's token used after she logged out: POST /Authentication/logout as customer A (verify gave no token) answered 404 ("No such call: Authentication/logout"), then GET /Services/BookingsByUserId/101 as customer A (verify gave no token) answered 200 with 5 of customer A's bookings; the backend must end the session at Authentication/logout (the session extension) and answer 401 to its token from then on`,
  `✘ allowed: customer A's session used after 31 minutes unused: the provider state for customer A's session last used 31 minutes ago gave no token (verify gives none either), and GET /Services/BookingsByUserId/101 without a token answered 200 with 5 of customer A's bookings; ${MUST_IDLE}`,
  `✘ allowed: customer A's session used 8 days after it was opened: the provider state for customer A's session opened 8 days ago and used a minute ago gave no token (verify gives none either), and GET /Services/BookingsByUserId/101 without a token answered 200 with 5 of customer A's bookings; ${MUST_ABSOLUTE}`,
  '✘ allowed: six codes asked for one number within a minute: all six POST /Authentication/login for 9876543210 answered status: true; the backend must refuse a fourth code for one number within 10 minutes (status: false with the reason)',
  '✘ allowed: ten wrong codes for one number, then the right one: after ten wrong codes, POST /Authentication/verifyOtp with the right one answered 200 and logged in; the backend must refuse every code for a number for 30 minutes after 5 wrong ones, whatever codes are sent meanwhile',
  `✘ allowed: one code used to log in twice: POST /Authentication/verifyOtp with the code 123456, which had just logged customer A in, answered 200 and logged her in again; ${MUST_CODE_ONCE}`,
  '✘ allowed: a code used 6 minutes after it was sent: POST /Authentication/verifyOtp with the code 123456, sent 6 minutes before by its state, answered 200 and logged in; the backend must refuse a code 5 minutes after it was sent',
  '✘ allowed: a provider state set up without the state secret: a setup of "a customer named Priya with mobile 9876543210 was sent the code 123456" without the x-pact-state-secret header (PACT_STATE_SECRET is not set, so no setup had it) answered 200, and the code it set, 123456, then logged customer A in; the backend must answer 403 to every provider-state request without the x-pact-state-secret header (PACT_STATE_SECRET), and have no state endpoint in production',
  `0/${CHECK_NAMES.length} checks passed, ${CHECK_NAMES.length} failed`,
];

/** Through the provider states against the secure provider with one hole open: its checks' lines. */
const HOLE_LINES: Readonly<Record<Hole, Readonly<Partial<Record<CheckName, string>>>>> = {
  'token-never-expires': {
    idleSession: `✘ allowed: customer A's session used after 31 minutes unused: GET /Services/BookingsByUserId/101 with the token of customer A's session last used 31 minutes ago answered 200 with 5 of customer A's bookings; ${MUST_IDLE}`,
    oldSession: `✘ allowed: customer A's session used 8 days after it was opened: GET /Services/BookingsByUserId/101 with the token of customer A's session opened 8 days ago and used a minute ago answered 200 with 5 of customer A's bookings; ${MUST_ABSOLUTE}`,
  },
  'code-twice': {
    codeTwice: `✘ allowed: one code used to log in twice: POST /Authentication/verifyOtp with the code 123456, which had just logged customer A in, answered 200 and logged her in again; ${MUST_CODE_ONCE}`,
  },
  'cacheable-reads': {
    cacheControl: `✘ allowed: caches on the way keep customer A's bookings, booking detail and profile: with customer A's token, GET /Services/BookingsByUserId/101 answered 200 with Cache-Control: public, max-age=300 and GET /Services/BookingsRefByBookingID/5004 answered 200 with Cache-Control: public, max-age=300; ${MUST_NO_STORE}`,
  },
};

/** The checks of the extensions a backend does not offer when PACT_EXTENSIONS names none. */
const NOT_OFFERED: Readonly<Partial<Record<CheckName, string>>> = {
  customerBListsVisitWindows: 'slots',
  customerBMovesVisit: 'slots',
  technicianPhone: 'visit',
  browserAmount: 'payments',
  forgedSignature: 'payments',
  proofOfAnotherBooking: 'payments',
  proofTwice: 'payments',
  customerBCreatesOrder: 'payments',
  customerBVerifies: 'payments',
  customerBPaysAfterService: 'payments',
  cancelledBookingPaid: 'payments',
  customerBRates: 'ratings',
  unfinishedRated: 'ratings',
  lateRating: 'ratings',
  longComment: 'ratings',
  starsOutOfRange: 'ratings',
  sameFactsInEveryLanguage: 'catalogue-languages',
  teluguBookingPrice: 'catalogue-languages',
  unknownLanguage: 'catalogue-languages',
};

const ALL = CHECK_NAMES.length;

const NO_CODE =
  'without provider states the probe knows no code to log in with (it does not guess one)';
const NEEDS_SESSION = `customer B would need a session, and ${NO_CODE}`;
const NEEDS_SESSION_OF_A = `customer A would need a session, and ${NO_CODE}`;
const CATALOGUE_STATES =
  "it compares the catalogue the pact's provider states set up, in each language, and there are none";
const NEEDS_SIGNED_PROOF =
  "only a provider state can give a proof of payment signed with the backend's key secret";
const LOGIN_LINE =
  'Login answers a user id before any code is checked, as SPEC §7 has it (POST /Authentication/login for 6999999901 answered user id 1001): whoever knows a number learns its id, so that id must never be what tells the backend who the caller is.';
const WITHOUT_STATES =
  "The probe runs what SPEC §7's calls alone can show, as two customers of its own, never with a session, since it knows no code.";
const SESSION_ENDED = 'answered 401 ("Your session has ended. Please log in again.")';

/** Without provider states, the checks that need what only states give, and why each cannot run. */
const NEEDS_STATES: Readonly<Partial<Record<CheckName, string>>> = {
  customerBReadsBookings: NEEDS_SESSION,
  customerBReadsBookingDetail: NEEDS_SESSION,
  customerBReadsProfile: NEEDS_SESSION,
  customerBChangesProfile: NEEDS_SESSION,
  customerBSavesCart: NEEDS_SESSION,
  customerBBooks: NEEDS_SESSION,
  customerBListsVisitWindows: NEEDS_SESSION,
  customerBMovesVisit: NEEDS_SESSION,
  browserAmount: NEEDS_SESSION_OF_A,
  forgedSignature: NEEDS_SIGNED_PROOF,
  proofOfAnotherBooking: NEEDS_SIGNED_PROOF,
  proofTwice: NEEDS_SIGNED_PROOF,
  customerBCreatesOrder: NEEDS_SESSION,
  customerBVerifies: NEEDS_SESSION,
  customerBPaysAfterService: NEEDS_SESSION,
  cancelledBookingPaid: NEEDS_SESSION_OF_A,
  technicianPhone:
    'only a provider state can complete a work order (the probe cannot send a technician)',
  customerBRates: NEEDS_SESSION,
  unfinishedRated: NEEDS_SESSION_OF_A,
  lateRating: NEEDS_SESSION_OF_A,
  longComment: NEEDS_SESSION_OF_A,
  starsOutOfRange: NEEDS_SESSION_OF_A,
  sameFactsInEveryLanguage: CATALOGUE_STATES,
  teluguBookingPrice: NEEDS_SESSION_OF_A,
  unknownLanguage: CATALOGUE_STATES,
  tokenAfterLogout: NEEDS_SESSION_OF_A,
  idleSession: NEEDS_SESSION_OF_A,
  oldSession: NEEDS_SESSION_OF_A,
  wrongCodes: `it needs the right code, and ${NO_CODE}`,
  codeTwice: `it needs the right code, and ${NO_CODE}`,
  expiredCode: `it needs the right code, and ${NO_CODE}`,
  stateSecret: 'there is no provider-state endpoint to try',
};

/** A run's check lines: `shown` where the probe could tell, else "not run" for `otherwise`. */
const checkLines = (
  shown: Readonly<Partial<Record<CheckName, string>>>,
  otherwise: (name: CheckName) => string = (name) => `(no line is expected for ${name})`,
) =>
  CHECK_NAMES.map(
    (name) => shown[name] ?? `○ not run: ${TITLES[name]}: ${NEEDS_STATES[name] ?? otherwise(name)}`,
  );

/** Against the spec-literal provider with PROVIDER_STATES_URL unset: each hole the calls show. */
const SPEC_LITERAL_WITHOUT_STATES_LINES: readonly string[] = [
  `No provider states: PROVIDER_STATES_URL is not set. ${WITHOUT_STATES}`,
  LOGIN_LINE,
  ...checkLines({
    nobodyReadsBookings: `✘ allowed: a caller without a session reads customer A's bookings: GET /Services/BookingsByUserId/1001 without a token answered 200 with customer A's booking 5006; ${MUST_SESSION}`,
    nobodyReadsBookingDetail: `✘ allowed: a caller without a session reads customer A's booking detail: GET /Services/BookingsRefByBookingID/5006 without a token answered 200 with the work orders of customer A's booking 5006; ${MUST_SESSION}`,
    nobodyReadsProfile: `✘ allowed: a caller without a session reads customer A's profile: POST /Authentication/userDetails/1001 without a token answered 200 with the profile the probe wrote for customer A (Probe Customer A, security-probe-a@example.invalid); ${MUST_SESSION}`,
    nobodyChangesProfile: `✘ allowed: a caller without a session changes customer A's profile: POST /Authentication/userSignUp (userId 1001, whose code was never verified) without a token answered 200, and customer A's profile then read "Probe", security-probe-a@example.invalid; ${MUST_SESSION}`,
    customerBCancels: `✘ allowed: customer B cancels customer A's work order: POST /WorkOrder/workOrderStatusChange (UserId 1002, customer B's; WorkOrderId 9010, of customer A's booking 5006) without a token answered status: false ("Work order not found"); POST /WorkOrder/workOrderStatusChange (UserId 1001, customer A's; WorkOrderId 9010, of customer A's booking 5006) without a token answered 200, and work order 9010 then read Cancelled; the backend must cancel only a work order of the customer the session token names, and answer 403 (or status: false) for another's`,
    nobodyCancels: `✘ allowed: a caller without a session cancels customer A's work order: POST /WorkOrder/workOrderStatusChange (UserId 1001, customer A's; WorkOrderId 9011, of customer A's booking 5007) without a token answered 200, and work order 9011 then read Cancelled; ${MUST_SESSION}`,
    price:
      "✘ allowed: customer A books at a price below the catalogue's: POST /Services/save-cart with UnitPrice 0.01 for option 111 (the catalogue's: ₹599.00) without a token, then book-service: booking 5008 shows ₹0.01 a unit; the backend must price every line from its own catalogue, ignoring UnitPrice (or refuse the cart when it differs)",
    cacheControl: `✘ allowed: caches on the way keep customer A's bookings, booking detail and profile: without a token, GET /Services/BookingsByUserId/1001 answered 200 without Cache-Control, GET /Services/BookingsRefByBookingID/5006 answered 200 without Cache-Control and POST /Authentication/userDetails/1001 answered 200 without Cache-Control; ${MUST_NO_STORE}`,
    codesPerNumber:
      '✘ allowed: six codes asked for one number within a minute: all six POST /Authentication/login for 6999999901 answered status: true; the backend must refuse a fourth code for one number within 10 minutes (status: false with the reason)',
  }),
  "Left on the backend, all the probe's own (customer A, mobile 6999999901, user 1001): her profile and bookings 5006, 5007 and 5008, their work orders cancelled.",
  `0/${CHECK_NAMES.length} checks passed, 9 failed, ${CHECK_NAMES.length - 9} not run`,
];

const NO_CART = `a cart at the catalogue's price was not saved: POST /Services/save-cart without a token ${SESSION_ENDED}`;

/** Against the secure provider behind a state URL that answers 404: what it can tell, refused. */
const SECURE_WITHOUT_STATES_LINES: readonly string[] = [
  `No provider states: provider state "a customer named {firstName} with mobile {mobile} was sent the code {code}" (setup) answered 404: {"error":"Nothing at /_pact/none; the API is under /api/"}. ${WITHOUT_STATES}`,
  LOGIN_LINE,
  ...checkLines({
    nobodyReadsBookings: `✔ refused: a caller without a session reads customer A's bookings: GET /Services/BookingsByUserId/1001 without a token ${SESSION_ENDED}`,
    nobodyReadsBookingDetail: `○ not run: a caller without a session reads customer A's booking detail: customer A has no booking of the probe's to read: ${NO_CART}`,
    nobodyReadsProfile: `✔ refused: a caller without a session reads customer A's profile: POST /Authentication/userDetails/1001 without a token ${SESSION_ENDED}`,
    nobodyChangesProfile: `✔ refused: a caller without a session changes customer A's profile: POST /Authentication/userSignUp (userId 1001, whose code was never verified) without a token ${SESSION_ENDED}`,
    customerBCancels: `○ not run: customer B cancels customer A's work order: customer A has no booking of the probe's: ${NO_CART}`,
    nobodyCancels: `○ not run: a caller without a session cancels customer A's work order: customer A has no booking of the probe's: ${NO_CART}`,
    price: `○ not run: customer A books at a price below the catalogue's: POST /Services/save-cart with UnitPrice 0.01 for option 111 (the catalogue's: ₹599.00) without a token ${SESSION_ENDED}: customer A would need a session to save a cart, and ${NO_CODE}, so it cannot tell what price the backend would book`,
    cacheControl: `○ not run: caches on the way keep customer A's bookings, booking detail and profile: customer A has no booking of the probe's to read: ${NO_CART}`,
    codesPerNumber:
      '✔ refused: six codes asked for one number within a minute: the fourth POST /Authentication/login for 6999999901 (the first was the probe\'s login) answered status: false ("Too many codes were sent to this number. Please try again in 10 minutes.")',
  }),
  `4/${CHECK_NAMES.length} checks passed, ${CHECK_NAMES.length - 4} not run`,
];

const SEED_MOBILE_A = '9876543210';
const SEED_MOBILE_B = '9988776655';
const LEFT_ALONE = `mobile ${SEED_MOBILE_A} holds a profile the probe did not write, so the probe leaves it alone`;

/** With PROBE_MOBILES naming the seed's customers: Priya's number is someone's, left alone. */
const SEED_NUMBERS_LINES: readonly string[] = [
  `No provider states: PROVIDER_STATES_URL is not set. ${WITHOUT_STATES}`,
  `Login answers a user id before any code is checked, as SPEC §7 has it (POST /Authentication/login for ${SEED_MOBILE_A} answered user id 101): whoever knows a number learns its id, so that id must never be what tells the backend who the caller is.`,
  `Customer A's ${LEFT_ALONE}: it reads nothing more of it and changes nothing; set PROBE_MOBILES to two numbers of your own test instance.`,
  ...checkLines({}, () => LEFT_ALONE),
  `0/${CHECK_NAMES.length} checks passed, ${CHECK_NAMES.length} not run`,
];

interface Run {
  readonly exitCode: number | null;
  readonly lines: readonly string[];
  /** The seed customers' profiles and bookings, before and after the run. */
  readonly seed: { readonly before: string; readonly after: string };
}

/**
 * Where the probe is told the provider states are: the provider's endpoint, nowhere (unset), or
 * an address of the provider that answers 404.
 */
type States = 'given' | 'unset' | 'not found';

interface ProbeRun {
  readonly secure: boolean;
  readonly states: States;
  /** PROBE_MOBILES; default the probe's own numbers. */
  readonly mobiles?: string;
  /** The hole opened in the secure provider, if any. */
  readonly hole?: Hole;
  /** Whether the provider offers slots, visit, payments, ratings and catalogue-languages, and PACT_EXTENSIONS names them. Default yes. */
  readonly offered?: boolean;
}

/** Runs scripts/security-probe.ts against a reference provider of its own. */
async function probe({
  secure,
  states,
  mobiles = '',
  hole,
  offered = true,
}: ProbeRun): Promise<Run> {
  const provider = await startReferenceProvider({
    port: 0,
    apiKey: API_KEY,
    secure,
    slots: offered,
    visit: offered,
    payments: offered,
    ratings: offered,
    catalogueLanguages: offered,
    ...(secure ? { stateSecret: STATE_SECRET } : {}),
    ...(hole ? { holes: [hole] } : {}),
  });
  const before = await seedOf(provider.apiBaseUrl);
  const statesUrl = {
    given: `${provider.origin}/_pact/provider-states`,
    unset: '',
    'not found': `${provider.origin}/_pact/none`,
  }[states];
  try {
    return await new Promise((done) => {
      const child = spawn(process.execPath, ['--import', 'tsx', PROBE_SCRIPT], {
        env: {
          ...process.env,
          PROVIDER_BASE_URL: provider.apiBaseUrl,
          PROVIDER_STATES_URL: statesUrl,
          PACT_API_KEY: API_KEY,
          PACT_API_KEY_HEADER: '',
          PACT_STATE_TEARDOWN: '',
          PACT_STATE_SECRET: secure ? STATE_SECRET : '',
          PACT_EXTENSIONS: offered ? OFFERED : '',
          PROBE_MOBILES: mobiles,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const timer = setTimeout(() => {
        output += `\n(stopped after ${TIME_LIMIT_MS / 1000} s)`;
        child.kill('SIGKILL');
      }, TIME_LIMIT_MS);
      child.on('close', (exitCode) => {
        clearTimeout(timer);
        const lines = stripVTControlCharacters(output).trim().split('\n');
        void seedOf(provider.apiBaseUrl).then((after) =>
          // The second line names the provider's address, a port the OS picked.
          done({
            exitCode,
            lines: lines.filter((line) => !line.startsWith('Probing ')),
            seed: { before, after },
          }),
        );
      });
    });
  } finally {
    await provider.close();
  }
}

/** The seed's customers (101, Priya, with bookings; 102) as anyone reads them from the spec-literal provider. */
async function seedOf(apiBaseUrl: string): Promise<string> {
  const read = async (method: string, path: string) => {
    const response = await fetch(`${apiBaseUrl}${path}`, {
      method,
      headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' },
      ...(method === 'POST' ? { body: '{}' } : {}),
    });
    return `${response.status} ${await response.text()}`;
  };
  const answers = [];
  for (const userId of [101, 102])
    answers.push(
      await read('POST', `Authentication/userDetails/${userId}`),
      await read('GET', `Services/BookingsByUserId/${userId}`),
    );
  for (const bookingId of [5001, 5002, 5003, 5004, 5005])
    answers.push(await read('GET', `Services/BookingsRefByBookingID/${bookingId}`));
  return answers.join('\n');
}

/**
 * Why a run of a secure provider through its states is not what it must be, or undefined: each
 * check refused in its place but those `named`, which must print their line; then `summary`.
 */
function secureShortfall(named: Readonly<Partial<Record<CheckName, string>>>, summary: string) {
  return ({ exitCode, lines }: Run): string | undefined => {
    const exit = Object.values(named).some((line) => line.startsWith('✘')) ? 1 : 0;
    if (exitCode !== exit) return `exit ${exitCode}, expected ${exit}`;
    if (lines[0] !== TOKEN_LINE) return `the first line is not "${TOKEN_LINE}"`;
    const printed = lines.slice(1, -1);
    const wrong = CHECK_NAMES.filter((name, index) => {
      const line = named[name];
      return line === undefined
        ? !printed[index]?.startsWith(`✔ refused: ${TITLES[name]}: `)
        : printed[index] !== line;
    }).map((name) => named[name] ?? `✔ refused: ${TITLES[name]}: …`);
    if (printed.length !== ALL || wrong.length > 0)
      return `these lines were not printed in their place:\n${indent(wrong.join('\n'))}`;
    return lines.at(-1) === summary ? undefined : `the last line is not "${summary}"`;
  };
}

/** "… not offered" for the checks of the extensions a backend without them does not offer. */
const NOT_OFFERED_LINES = Object.fromEntries(
  Object.entries(NOT_OFFERED).map(([name, extension]) => [
    name,
    `– not offered: ${TITLES[name as CheckName]}: the backend does not offer the ${extension} extension (PACT_EXTENSIONS does not name it)`,
  ]),
) as Readonly<Partial<Record<CheckName, string>>>;
const OFFERED_CHECKS = ALL - Object.keys(NOT_OFFERED).length;

/** Every shortfall found, or undefined. */
const both = (...found: readonly (string | undefined)[]) =>
  found.filter((each) => each !== undefined).join('\n') || undefined;

/** Why a run without provider states changed the seed's customers, or undefined. */
function seedShortfall({ seed }: Run): string | undefined {
  return seed.before === seed.after
    ? undefined
    : "it changed the seed's customers (the probe must touch only what it made):\n" +
        indent(`before:\n${seed.before}\nafter:\n${seed.after}`);
}

/** Why a run is not `expected`, line for line and exit 1, or undefined. */
function linesShortfall(expected: readonly string[]) {
  return ({ exitCode, lines }: Run): string | undefined => {
    if (exitCode !== 1) return `exit ${exitCode}, expected 1`;
    const missing = expected.filter((line, index) => lines[index] !== line);
    return missing.length === 0 && lines.length === expected.length
      ? undefined
      : `these lines were not printed in their place:\n${indent(missing.join('\n'))}`;
  };
}

/** The probe's lines README quotes that no run printed. */
function readmeShortfall(runs: readonly Run[]): string | undefined {
  const readme = readFileSync(README, 'utf8');
  const section = readme.slice(readme.indexOf('## Security the contract cannot express'));
  const quoted = section
    .split('\n')
    .filter((line) =>
      /^(✔ refused|✘ allowed|○ not run|– not offered|Verify gives|No provider states|Login answers|Left on the backend|\d+\/\d+ checks passed)/.test(
        line,
      ),
    );
  const printed = new Set(runs.flatMap((run) => run.lines));
  const stale = quoted.filter((line) => !printed.has(line));
  if (quoted.length === 0) return 'README quotes no output of the probe';
  return stale.length === 0
    ? undefined
    : `README quotes lines the probe no longer prints:\n${indent(stale.join('\n'))}`;
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');

const scenarios = [
  {
    ok: `✔ secure provider (--secure) through its provider states: every check refused, ${ALL}/${ALL} checks passed`,
    run: probe({ secure: true, states: 'given' }),
    shortfall: secureShortfall({}, `${ALL}/${ALL} checks passed`),
  },
  {
    ok: `✔ spec-literal provider through its provider states: all ${ALL} checks failed, each naming its hole`,
    run: probe({ secure: false, states: 'given' }),
    shortfall: linesShortfall(SPEC_LITERAL_LINES),
  },
  ...(Object.entries(HOLE_LINES) as [Hole, Partial<Record<CheckName, string>>][]).map(
    ([hole, lines]) => {
      const failing = Object.keys(lines).length;
      return {
        ok: `✔ secure provider with the hole ${hole}: ${Object.keys(lines)
          .map((name) => `"${TITLES[name as CheckName]}"`)
          .join(' and ')} failed, each naming the hole, every other check refused`,
        run: probe({ secure: true, states: 'given', hole }),
        shortfall: secureShortfall(
          lines,
          `${ALL - failing}/${ALL} checks passed, ${failing} failed`,
        ),
      };
    },
  ),
  {
    ok: `✔ secure provider without the slots, visit, payments, ratings and catalogue-languages extensions, PACT_EXTENSIONS unset: their checks not offered, ${OFFERED_CHECKS}/${OFFERED_CHECKS} checks passed`,
    run: probe({ secure: true, states: 'given', offered: false }),
    shortfall: secureShortfall(
      NOT_OFFERED_LINES,
      `${OFFERED_CHECKS}/${OFFERED_CHECKS} checks passed, ${ALL - OFFERED_CHECKS} not offered`,
    ),
  },
  {
    ok: '✔ spec-literal provider without provider states (PROVIDER_STATES_URL unset): each hole its calls alone show named, the rest not run',
    run: probe({ secure: false, states: 'unset' }),
    shortfall: (run: Run) =>
      both(linesShortfall(SPEC_LITERAL_WITHOUT_STATES_LINES)(run), seedShortfall(run)),
  },
  {
    ok: '✔ secure provider without provider states (a state URL answering 404): what the probe can tell refused, the rest not run',
    run: probe({ secure: true, states: 'not found' }),
    shortfall: linesShortfall(SECURE_WITHOUT_STATES_LINES),
  },
  {
    ok: "✔ spec-literal provider without provider states, PROBE_MOBILES the seed's customers: customer A's number left alone, the seed unchanged",
    run: probe({ secure: false, states: 'unset', mobiles: `${SEED_MOBILE_A},${SEED_MOBILE_B}` }),
    shortfall: (run: Run) => both(linesShortfall(SEED_NUMBERS_LINES)(run), seedShortfall(run)),
  },
];
const runs = await Promise.all(scenarios.map((scenario) => scenario.run));
let failed = 0;
for (const [index, { ok, shortfall }] of scenarios.entries()) {
  const run = runs[index] as Run;
  const short = shortfall(run);
  if (!short) {
    console.log(ok);
    continue;
  }
  failed += 1;
  console.log(
    `✘ ${ok.slice(2).split(':')[0]}: ${short}\n  it printed:\n${indent(run.lines.join('\n'))}`,
  );
}
const readme = readmeShortfall(runs);
console.log(readme ? `✘ ${readme}` : "✔ README's section quotes the probe's output as it is");
process.exitCode = failed === 0 && !readme ? 0 : 1;
