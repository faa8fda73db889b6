/**
 * `npm run test:pact-verify`: proves the backend team's verification kit (`npm run pact:verify`)
 * works, in both directions, exactly as a backend team runs it (settings from the environment,
 * in a child process). Against the reference provider (tests/provider) sound, it must pass every
 * interaction of the spec's pact ("19/19 interactions passed"); against the same provider broken in each of the ways real backends
 * break (its `deliberateBreaks`), it must fail, and say on one line the call, the field and what
 * was expected. With PACT_EXTENSIONS=session it must pass the provider keeping sessions
 * (the session's pact too) and the secure one (the model of `npm run security:probe`: a secure backend still
 * keeps the contract; its provider states answer only with PACT_STATE_SECRET, which the kit
 * sends), and fail one that gives no token; without it, the provider keeping sessions must fail,
 * each of its 401s said as such, with the hint to name `session`; with PACT_EXTENSIONS=slots,visit
 * it must pass the provider offering them (their pacts too), and fail one that does not; with
 * PACT_EXTENSIONS=session,payments it must pass the secure provider taking payments (`--secure
 * --payments`), and with PACT_EXTENSIONS=payments fail the spec-literal one (`--payments`), which
 * takes the amount the browser sends, saying so on one line; with PACT_EXTENSIONS=session,ratings
 * it must pass the secure provider taking ratings (`--secure --ratings`); with
 * PACT_EXTENSIONS=session,catalogue-languages the secure provider answering in the language asked
 * (`--secure --catalogue-languages`), the kit reading each answer in that language and in English
 * (the same rows, ids, prices, icons and flags). A provider that
 * refuses a missing or wrong API key with 401 must fail the key check. And README must quote the
 * kit's lines as the kit prints them.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { DeliberateBreak } from '../tests/provider/apiCalls';
import { httpStatusReason } from './pact-kit/httpStatusReason';
import { startReferenceProvider, type RunningProvider } from '../tests/provider/referenceProvider';

const VERIFY_SCRIPT = resolve(import.meta.dirname, 'pact-verify.ts');
const PACTS = resolve(import.meta.dirname, '../pacts');

/** How many interactions the committed pacts hold: the spec's, and those of `extensions`. */
function interactionsIn(...extensions: readonly string[]): number {
  return ['', ...extensions.map((extension) => `-${extension}`)]
    .map((suffix) =>
      readFileSync(resolve(PACTS, `GharSevaWeb-HomeServicesApi${suffix}.json`), 'utf8'),
    )
    .reduce(
      (sum, text) => sum + (JSON.parse(text) as { interactions: unknown[] }).interactions.length,
      0,
    );
}
const API_KEY = 'reference-provider-key';
const STATE_SECRET = 'reference-provider-state-secret';
const TIME_LIMIT_MS = 90_000;
/** Verifications at once: each is a provider and a verifier; the next starts as one ends. */
const AT_ONCE = 3;
/** The spec's pact's interactions, counted in pacts/ (a new call there needs no count here). */
const INTERACTIONS = interactionsIn();
/** With the session extension's pact too. */
const SESSION_INTERACTIONS = interactionsIn('session');
/** With the slots and visit extensions' pacts too. */
const SLOTS_VISIT_INTERACTIONS = interactionsIn('slots', 'visit');
/** The line the kit must print when a backend said it offers visits and gives none. */
const NO_VISIT_LINE =
  '✘ a request for the work orders of a booking, with their visits (GET /Services/BookingsRefByBookingID/5004): data[].Visit_Start, Technician_First_Name: expected a work order with its visit window and technician for this state, got none';
/** The line the kit must print when a backend said it offers windows and has no such call. */
const NO_SLOTS_LINE =
  '✘ a request for the visit windows of the saved cart (POST /Services/visitSlots): answered HTTP 404 ("No such call: Services/visitSlots")';

/** With the session and payments extensions' pacts too. */
const PAYMENTS_INTERACTIONS = interactionsIn('session', 'payments');
/** The line the kit must print when a backend prices the order at the amount the body sends. */
const BROWSER_AMOUNT_LINE =
  '✘ a request for the payment order of an unpaid booking (POST /Payments/createOrder): data.Amount: expected the booking\'s own amount, ₹470.82 (the sum of its unpaid rows\' Payment_Amount), got ₹1.00 when the body also sent "Amount": 1; the amount must never come from the request';

/** With the session and ratings extensions' pacts too. */
const RATINGS_INTERACTIONS = interactionsIn('session', 'ratings');

/** With the session and catalogue-languages extensions' pacts too. */
const LANGUAGES_INTERACTIONS = interactionsIn('session', 'catalogue-languages');

/** The line the kit must print when a backend said it keeps sessions and gives no token. */
const NO_TOKEN_LINE =
  '✘ the right code from a customer with a profile (POST /Authentication/verifyOtp): token: missing, expected the session token (the session extension): visible ASCII text, no spaces';

/** What ends each 401 line of a provider keeping sessions verified without naming `session`. */
const NAME_SESSION_HINT =
  'a backend that keeps sessions must be verified with PACT_EXTENSIONS=session (README, "Contract extensions")';
/** The line the kit must print when a backend keeps sessions and `session` is not named. */
const SESSION_NOT_NAMED_LINE = `✘ a request for a customer's bookings (GET /Services/BookingsByUserId/101): answered 401 without a session token; ${NAME_SESSION_HINT}`;

/** What the key check's lines end with when a missing or wrong key is answered 401. */
const KEY_401 =
  'answered 401: to the app a 401 ends the customer\'s session; a missing or wrong key must be answered 403 (README, "Wire decisions you must know")';

/** For each break, the lines the kit must print (among others, when a break reaches several calls). */
const EXPECTED: Readonly<Record<DeliberateBreak, readonly string[]>> = {
  'lists-as-array': [
    '✘ a request for all categories (POST /Services/allCategory): data: expected the list as JSON text ("[{…}]"), got a JSON array',
  ],
  'string-ids': [
    '✘ a request for all categories (POST /Services/allCategory): data[0].CategoryId: expected a whole number, got "1"',
  ],
  'renamed-price': [
    '✘ a request for the options of a service (POST /Services/allSubServicesByServiceId): data[].Service_Option_Price: expected a price in rupees on every option of this state, 5 of 5 have none',
  ],
  'renamed-has_Services': [
    '✘ a request for all categories (POST /Services/allCategory): data[0].has_Services: missing, expected true or false (the row has hasServices instead)',
  ],
  'renamed-BookingID': [
    "✘ a request for a customer's bookings (GET /Services/BookingsByUserId/101): data[0].BookingID: missing, expected a whole number (the row has BookingId instead)",
  ],
  'status-missing': [
    '✘ a login request from a known customer (POST /Authentication/login): status: missing, expected true or false',
  ],
  'data-not-json': [
    '✘ a request for all categories (POST /Services/allCategory): data: expected JSON text of the list, got "[{CategoryId: 1, Category_Name: AC}]"',
  ],
  'date-not-iso': [
    '✘ a request for a customer\'s bookings (GET /Services/BookingsByUserId/101): data[0].CreatedDate: expected ISO 8601 date text, got "10/05/2026 12:00 PM"',
  ],
  'book-service': [
    '✘ a request to book the saved cart (POST /Services/book-service): result: missing, expected an object holding the new booking id in data',
  ],
  allCategory: [
    '✘ a request for all categories (POST /Services/allCategory): data: expected JSON text of a list, got JSON text of a JSON object',
  ],
  'key-refused-401': [
    `✘ API key: POST /api/Services/allCategory without x-api-key ${KEY_401}`,
    `✘ API key: POST /api/Services/allCategory with a wrong x-api-key ${KEY_401}`,
    `${INTERACTIONS}/${INTERACTIONS} interactions passed; the API-key check failed`,
  ],
};

interface Verification {
  readonly exitCode: number | null;
  readonly output: string;
}

/** Runs scripts/pact-verify.ts against `provider` in a child process, as the backend team would. */
function verifyAgainst(
  provider: RunningProvider,
  extensions = '',
  stateSecret = '',
): Promise<Verification> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', VERIFY_SCRIPT], {
      env: {
        ...process.env,
        PACT_DO_NOT_TRACK: 'true',
        PROVIDER_BASE_URL: provider.apiBaseUrl,
        PROVIDER_STATES_URL: `${provider.origin}/_pact/provider-states`,
        PACT_API_KEY: API_KEY,
        // The committed pact file, whatever the caller's environment says.
        PACT_URLS: '',
        PACT_BROKER_URL: '',
        PACT_BROKER_BASE_URL: '',
        PUBLISH_VERIFICATION_RESULTS: '',
        PACT_EXTENSIONS: extensions,
        PACT_STATE_SECRET: stateSecret,
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
      done({ exitCode, output: stripVTControlCharacters(output) });
    });
  });
}

/** The kit's closing report: its lines after Pact's own report. */
function closing(output: string): string {
  const start = output.indexOf('Inside data:');
  return start < 0 ? output.slice(-2000) : output.slice(output.indexOf('\n', start) + 1).trim();
}

interface Outcome {
  readonly name: string;
  readonly ok: boolean;
  readonly report: string;
}

type RunName =
  | 'sound'
  | 'session'
  | 'secure'
  | 'session without tokens'
  | 'session not named'
  | 'slots and visit'
  | 'slots and visit not offered'
  | 'payments'
  | "payments at the browser's amount"
  | 'ratings'
  | 'catalogue languages'
  | DeliberateBreak;

async function run(name: RunName): Promise<Outcome> {
  const provider = await startReferenceProvider({
    port: 0,
    apiKey: API_KEY,
    ...(name === 'session' || name === 'session not named' ? { sessions: true } : {}),
    ...(name === 'secure' ||
    name === 'payments' ||
    name === 'ratings' ||
    name === 'catalogue languages'
      ? { secure: true, stateSecret: STATE_SECRET }
      : {}),
    ...(name === 'ratings' ? { ratings: true } : {}),
    ...(name === 'catalogue languages' ? { catalogueLanguages: true } : {}),
    ...(name.startsWith('payments') ? { payments: true } : {}),
    ...(name === 'slots and visit' ? { slots: true, visit: true } : {}),
    ...(name in EXPECTED ? { breaks: [name as DeliberateBreak] } : {}),
  });
  try {
    const { exitCode, output } = await verifyAgainst(
      provider,
      name === 'session' || name === 'session without tokens' || name === 'secure'
        ? 'session'
        : name.startsWith('slots')
          ? 'slots,visit'
          : name === 'payments'
            ? 'session,payments'
            : name === 'ratings'
              ? 'session,ratings'
              : name === 'catalogue languages'
                ? 'session,catalogue-languages'
                : name.startsWith('payments')
                  ? 'payments'
                  : '',
      name === 'secure' ||
        name === 'payments' ||
        name === 'ratings' ||
        name === 'catalogue languages'
        ? STATE_SECRET
        : '',
    );
    const report = closing(output);
    const lines = report.split('\n');
    const passes = (total: number) =>
      exitCode === 0 &&
      lines.at(-1) === `${total}/${total} interactions passed` &&
      // Each "Given" sentence with its parameters, none with a {placeholder} left.
      output.includes('Given a customer with mobile 9876543210 exists as user 101') &&
      !/Given .*\{\w+\}/.test(output) &&
      // No deprecation notice from pact-js on a plain run.
      !/deprecated/i.test(output);
    const fails = (expected: readonly string[], total: number) =>
      exitCode === 1 &&
      expected.every((line) => lines.includes(line)) &&
      new RegExp(`^\\d+/${total} interactions passed(, \\d+ failed)?(; .+ failed)?$`).test(
        lines.at(-1) ?? '',
      ) &&
      // Nothing printed twice: the verifier's summary is not dumped as JSON.
      !output.includes('{"errors":');
    const ok =
      name === 'sound'
        ? passes(INTERACTIONS)
        : name === 'session' || name === 'secure'
          ? passes(SESSION_INTERACTIONS)
          : name === 'session without tokens'
            ? fails([NO_TOKEN_LINE], SESSION_INTERACTIONS)
            : name === 'session not named'
              ? fails([SESSION_NOT_NAMED_LINE], INTERACTIONS) &&
                // Each failure is its 401, none the body's mismatches it caused.
                lines
                  .filter((line) => line.startsWith('✘'))
                  .every((line) =>
                    line.endsWith(`: answered 401 without a session token; ${NAME_SESSION_HINT}`),
                  )
              : name === 'slots and visit'
                ? passes(SLOTS_VISIT_INTERACTIONS)
                : name === 'slots and visit not offered'
                  ? fails([NO_SLOTS_LINE, NO_VISIT_LINE], SLOTS_VISIT_INTERACTIONS)
                  : name === 'payments'
                    ? passes(PAYMENTS_INTERACTIONS)
                    : name === "payments at the browser's amount"
                      ? fails([BROWSER_AMOUNT_LINE], interactionsIn('payments'))
                      : name === 'ratings'
                        ? passes(RATINGS_INTERACTIONS)
                        : name === 'catalogue languages'
                          ? passes(LANGUAGES_INTERACTIONS)
                          : fails(EXPECTED[name], INTERACTIONS);
    return { name, ok, report: ok ? report : output };
  } finally {
    await provider.close();
  }
}

const names: readonly RunName[] = [
  'sound',
  'session',
  'secure',
  'session without tokens',
  'session not named',
  'slots and visit',
  'slots and visit not offered',
  'payments',
  "payments at the browser's amount",
  'ratings',
  'catalogue languages',
  ...(Object.keys(EXPECTED) as DeliberateBreak[]),
];
const outcomes: Outcome[] = [];
let next = 0;
await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    while (next < names.length) {
      const index = next++;
      outcomes[index] = await run(names[index] as RunName);
    }
  }),
);

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
for (const { name, ok, report } of outcomes) {
  if (name === 'sound')
    console.log(
      ok
        ? '✔ sound provider: verification passed, 19/19 interactions'
        : `✘ sound provider: verification did not pass: the pact, the kit or the reference provider is wrong\n${indent(report)}`,
    );
  else if (name === 'session')
    console.log(
      ok
        ? `✔ provider keeping sessions, PACT_EXTENSIONS=session: verification passed, ${SESSION_INTERACTIONS}/${SESSION_INTERACTIONS} interactions`
        : `✘ provider keeping sessions, PACT_EXTENSIONS=session: verification did not pass\n${indent(report)}`,
    );
  else if (name === 'secure')
    console.log(
      ok
        ? `✔ secure provider (--secure), PACT_EXTENSIONS=session: verification passed, ${SESSION_INTERACTIONS}/${SESSION_INTERACTIONS} interactions`
        : `✘ secure provider (--secure), PACT_EXTENSIONS=session: verification did not pass\n${indent(report)}`,
    );
  else if (name === 'slots and visit')
    console.log(
      ok
        ? `✔ provider offering visit windows and visits, PACT_EXTENSIONS=slots,visit: verification passed, ${SLOTS_VISIT_INTERACTIONS}/${SLOTS_VISIT_INTERACTIONS} interactions`
        : `✘ provider offering visit windows and visits, PACT_EXTENSIONS=slots,visit: verification did not pass\n${indent(report)}`,
    );
  else if (name === 'slots and visit not offered')
    console.log(
      ok
        ? `✔ provider without visit windows or visits, PACT_EXTENSIONS=slots,visit: verification failed, as it must, saying\n${indent(NO_SLOTS_LINE)}\n${indent(NO_VISIT_LINE)}`
        : `✘ provider without visit windows or visits, PACT_EXTENSIONS=slots,visit: the kit did not fail with the expected lines:\n${indent(NO_SLOTS_LINE)}\n${indent(NO_VISIT_LINE)}\n  it printed:\n${indent(report)}`,
    );
  else if (name === 'payments')
    console.log(
      ok
        ? `✔ secure provider taking payments (--secure --payments), PACT_EXTENSIONS=session,payments: verification passed, ${PAYMENTS_INTERACTIONS}/${PAYMENTS_INTERACTIONS} interactions`
        : `✘ secure provider taking payments (--secure --payments), PACT_EXTENSIONS=session,payments: verification did not pass\n${indent(report)}`,
    );
  else if (name === 'ratings')
    console.log(
      ok
        ? `✔ secure provider taking ratings (--secure --ratings), PACT_EXTENSIONS=session,ratings: verification passed, ${RATINGS_INTERACTIONS}/${RATINGS_INTERACTIONS} interactions`
        : `✘ secure provider taking ratings (--secure --ratings), PACT_EXTENSIONS=session,ratings: verification did not pass\n${indent(report)}`,
    );
  else if (name === 'catalogue languages')
    console.log(
      ok
        ? `✔ secure provider answering in the language asked (--secure --catalogue-languages), PACT_EXTENSIONS=session,catalogue-languages: verification passed, ${LANGUAGES_INTERACTIONS}/${LANGUAGES_INTERACTIONS} interactions`
        : `✘ secure provider answering in the language asked (--secure --catalogue-languages), PACT_EXTENSIONS=session,catalogue-languages: verification did not pass\n${indent(report)}`,
    );
  else if (name === "payments at the browser's amount")
    console.log(
      ok
        ? `✔ spec-literal provider taking payments (--payments), which prices an order at the amount the body sends, PACT_EXTENSIONS=payments: verification failed, as it must, saying\n${indent(BROWSER_AMOUNT_LINE)}`
        : `✘ spec-literal provider taking payments (--payments), PACT_EXTENSIONS=payments: the kit did not fail with the expected line:\n${indent(BROWSER_AMOUNT_LINE)}\n  it printed:\n${indent(report)}`,
    );
  else if (name === 'session not named')
    console.log(
      ok
        ? `✔ provider keeping sessions, PACT_EXTENSIONS unset: verification failed, as it must, each failure its 401, saying\n${indent(SESSION_NOT_NAMED_LINE)}`
        : `✘ provider keeping sessions, PACT_EXTENSIONS unset: the kit did not fail with the expected line, and a 401 line for each failure:\n${indent(SESSION_NOT_NAMED_LINE)}\n  it printed:\n${indent(report)}`,
    );
  else if (name === 'session without tokens')
    console.log(
      ok
        ? `✔ provider without sessions, PACT_EXTENSIONS=session: verification failed, as it must, saying\n${indent(NO_TOKEN_LINE)}`
        : `✘ provider without sessions, PACT_EXTENSIONS=session: the kit did not fail with the expected line:\n${indent(NO_TOKEN_LINE)}\n  it printed:\n${indent(report)}`,
    );
  else
    console.log(
      ok
        ? `✔ broken "${name}": verification failed, as it must, saying\n${indent(EXPECTED[name as DeliberateBreak].join('\n'))}`
        : `✘ broken "${name}": the kit did not fail with the expected lines:\n${indent(EXPECTED[name as DeliberateBreak].join('\n'))}\n  it printed:\n${indent(report)}`,
    );
}

/**
 * The kit's lines README quotes ("Verify your service"), each as the kit prints it: the ones
 * above that a verification must print, and a 403 to a wrong key as the kit words it.
 */
const README_QUOTES = [
  SESSION_NOT_NAMED_LINE,
  BROWSER_AMOUNT_LINE,
  ...EXPECTED['key-refused-401'].filter((line) => !line.includes('wrong x-api-key')),
  NO_SLOTS_LINE.slice(NO_SLOTS_LINE.indexOf('answered')),
  `✘ a request for all categories (POST /Services/allCategory): ${httpStatusReason({
    status: 403,
    sessionNamed: false,
    tokenSent: false,
    reason: 'Forbidden: wrong or missing x-api-key',
  })}`,
];
const readme = readFileSync(resolve(import.meta.dirname, '../README.md'), 'utf8');
const unquoted = README_QUOTES.filter((line) => !readme.includes(line));
console.log(
  unquoted.length === 0
    ? "✔ README quotes the kit's lines as it prints them"
    : `✘ README does not quote these lines as the kit prints them:\n${indent(unquoted.join('\n'))}`,
);

const failed = outcomes.filter((outcome) => !outcome.ok).length;
console.log(
  failed === 0
    ? `The kit passes a sound provider, with and without sessions, secure, with visit windows and visits, taking payments and ratings, answering in the language asked, and catches all ${outcomes.length - 7} breakages.`
    : `${failed} of ${outcomes.length} verifications did not behave: the kit cannot be trusted.`,
);
process.exitCode = failed === 0 && unquoted.length === 0 ? 0 : 1;
