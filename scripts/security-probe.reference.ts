/**
 * `npm run test:security-probe`: proves the backend team's security probe (`npm run
 * security:probe`) four ways, exactly as a backend team runs it (settings from the environment,
 * in a child process), each against a reference provider of its own on a port the OS picks:
 *
 * - through the provider states, the secure provider (`--secure`) must pass every check and the
 *   spec-literal one (SPEC §7 word for word, what the contract tests use) must fail every check,
 *   each line naming its hole as below;
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
import { startReferenceProvider } from '../tests/provider/referenceProvider';
import { CHECK_NAMES, TITLES } from './security-probe/verdicts';

const PROBE_SCRIPT = resolve(import.meta.dirname, 'security-probe.ts');
const README = resolve(import.meta.dirname, '../README.md');
const API_KEY = 'reference-provider-key';
const STATE_SECRET = 'reference-provider-state-secret';
const TIME_LIMIT_MS = 60_000;

const TOKEN_LINE =
  'Verify gives a session token: each check calls with the token of the customer it acts as.';
const NO_TOKEN_LINE =
  'Verify gives no token: the backend keeps no session, so any caller can act as any customer by naming their user id.';

const MUST_OWN_DATA =
  "the backend must take the customer from the session token, never from the path or the body, and answer 403 for another customer's data";
const MUST_SESSION =
  "the backend must answer 401 to a call about a customer's data that carries no session token (the session extension)";

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
  "✘ allowed: customer A books at a price below the catalogue's: POST /Services/save-cart with UnitPrice 0.01 for option 111 (the catalogue's: ₹599.00), then book-service: booking 5006 shows ₹0.01 a unit; the backend must price every line from its own catalogue, ignoring UnitPrice (or refuse the cart when it differs)",
  '✘ allowed: six codes asked for one number within a minute: all six POST /Authentication/login for 9876543210 answered status: true; the backend must refuse a fourth code for one number within 10 minutes (status: false with the reason)',
  '✘ allowed: ten wrong codes for one number, then the right one: after ten wrong codes, POST /Authentication/verifyOtp with the right one answered 200 and logged in; the backend must refuse every code for a number after 5 wrong ones, until a new code is sent',
  `0/${CHECK_NAMES.length} checks passed, ${CHECK_NAMES.length} failed`,
];

const NO_CODE =
  'without provider states the probe knows no code to log in with (it does not guess one)';
const NEEDS_SESSION = `customer B would need a session, and ${NO_CODE}`;
const LOGIN_LINE =
  'Login answers a user id before any code is checked, as SPEC §7 has it (POST /Authentication/login for 6999999901 answered user id 1001): whoever knows a number learns its id, so that id must never be what tells the backend who the caller is.';
const WITHOUT_STATES =
  "The probe runs what SPEC §7's calls alone can show, as two customers of its own, never with a session, since it knows no code.";
const SESSION_ENDED = 'answered 401 ("Your session has ended. Please log in again.")';

/** Against the spec-literal provider with PROVIDER_STATES_URL unset: each hole the calls show. */
const SPEC_LITERAL_WITHOUT_STATES_LINES: readonly string[] = [
  `No provider states: PROVIDER_STATES_URL is not set. ${WITHOUT_STATES}`,
  LOGIN_LINE,
  `○ not run: customer B reads customer A's bookings: ${NEEDS_SESSION}`,
  `○ not run: customer B reads customer A's booking detail: ${NEEDS_SESSION}`,
  `○ not run: customer B reads customer A's profile: ${NEEDS_SESSION}`,
  `✘ allowed: a caller without a session reads customer A's bookings: GET /Services/BookingsByUserId/1001 without a token answered 200 with customer A's booking 5006; ${MUST_SESSION}`,
  `✘ allowed: a caller without a session reads customer A's booking detail: GET /Services/BookingsRefByBookingID/5006 without a token answered 200 with the work orders of customer A's booking 5006; ${MUST_SESSION}`,
  `✘ allowed: a caller without a session reads customer A's profile: POST /Authentication/userDetails/1001 without a token answered 200 with the profile the probe wrote for customer A (Probe Customer A, security-probe-a@example.invalid); ${MUST_SESSION}`,
  `○ not run: customer B changes customer A's profile: ${NEEDS_SESSION}`,
  `✘ allowed: a caller without a session changes customer A's profile: POST /Authentication/userSignUp (userId 1001, whose code was never verified) without a token answered 200, and customer A's profile then read "Probe", security-probe-a@example.invalid; ${MUST_SESSION}`,
  `✘ allowed: customer B cancels customer A's work order: POST /WorkOrder/workOrderStatusChange (UserId 1002, customer B's; WorkOrderId 9010, of customer A's booking 5006) without a token answered status: false ("Work order not found"); POST /WorkOrder/workOrderStatusChange (UserId 1001, customer A's; WorkOrderId 9010, of customer A's booking 5006) without a token answered 200, and work order 9010 then read Cancelled; the backend must cancel only a work order of the customer the session token names, and answer 403 (or status: false) for another's`,
  `✘ allowed: a caller without a session cancels customer A's work order: POST /WorkOrder/workOrderStatusChange (UserId 1001, customer A's; WorkOrderId 9011, of customer A's booking 5007) without a token answered 200, and work order 9011 then read Cancelled; ${MUST_SESSION}`,
  "✘ allowed: customer A books at a price below the catalogue's: POST /Services/save-cart with UnitPrice 0.01 for option 111 (the catalogue's: ₹599.00) without a token, then book-service: booking 5008 shows ₹0.01 a unit; the backend must price every line from its own catalogue, ignoring UnitPrice (or refuse the cart when it differs)",
  '✘ allowed: six codes asked for one number within a minute: all six POST /Authentication/login for 6999999901 answered status: true; the backend must refuse a fourth code for one number within 10 minutes (status: false with the reason)',
  `○ not run: ten wrong codes for one number, then the right one: it needs the right code, and ${NO_CODE}`,
  "Left on the backend, all the probe's own (customer A, mobile 6999999901, user 1001): her profile and bookings 5006, 5007 and 5008, their work orders cancelled.",
  `0/${CHECK_NAMES.length} checks passed, 8 failed, 5 not run`,
];

const NO_CART = `a cart at the catalogue's price was not saved: POST /Services/save-cart without a token ${SESSION_ENDED}`;

/** Against the secure provider behind a state URL that answers 404: what it can tell, refused. */
const SECURE_WITHOUT_STATES_LINES: readonly string[] = [
  `No provider states: provider state "a customer named {firstName} with mobile {mobile} was sent the code {code}" (setup) answered 404: {"error":"Nothing at /_pact/none; the API is under /api/"}. ${WITHOUT_STATES}`,
  LOGIN_LINE,
  `○ not run: customer B reads customer A's bookings: ${NEEDS_SESSION}`,
  `○ not run: customer B reads customer A's booking detail: ${NEEDS_SESSION}`,
  `○ not run: customer B reads customer A's profile: ${NEEDS_SESSION}`,
  `✔ refused: a caller without a session reads customer A's bookings: GET /Services/BookingsByUserId/1001 without a token ${SESSION_ENDED}`,
  `○ not run: a caller without a session reads customer A's booking detail: customer A has no booking of the probe's to read: ${NO_CART}`,
  `✔ refused: a caller without a session reads customer A's profile: POST /Authentication/userDetails/1001 without a token ${SESSION_ENDED}`,
  `○ not run: customer B changes customer A's profile: ${NEEDS_SESSION}`,
  `✔ refused: a caller without a session changes customer A's profile: POST /Authentication/userSignUp (userId 1001, whose code was never verified) without a token ${SESSION_ENDED}`,
  `○ not run: customer B cancels customer A's work order: customer A has no booking of the probe's: ${NO_CART}`,
  `○ not run: a caller without a session cancels customer A's work order: customer A has no booking of the probe's: ${NO_CART}`,
  `○ not run: customer A books at a price below the catalogue's: POST /Services/save-cart with UnitPrice 0.01 for option 111 (the catalogue's: ₹599.00) without a token ${SESSION_ENDED}: customer A would need a session to save a cart, and ${NO_CODE}, so it cannot tell what price the backend would book`,
  '✔ refused: six codes asked for one number within a minute: the fourth POST /Authentication/login for 6999999901 (the first was the probe\'s login) answered status: false ("Too many codes were sent to this number. Please try again in 10 minutes.")',
  `○ not run: ten wrong codes for one number, then the right one: it needs the right code, and ${NO_CODE}`,
  `4/${CHECK_NAMES.length} checks passed, 9 not run`,
];

const SEED_MOBILE_A = '9876543210';
const SEED_MOBILE_B = '9988776655';
const LEFT_ALONE = `mobile ${SEED_MOBILE_A} holds a profile the probe did not write, so the probe leaves it alone`;

/** With PROBE_MOBILES naming the seed's customers: Priya's number is someone's, left alone. */
const SEED_NUMBERS_LINES: readonly string[] = [
  `No provider states: PROVIDER_STATES_URL is not set. ${WITHOUT_STATES}`,
  `Login answers a user id before any code is checked, as SPEC §7 has it (POST /Authentication/login for ${SEED_MOBILE_A} answered user id 101): whoever knows a number learns its id, so that id must never be what tells the backend who the caller is.`,
  `Customer A's ${LEFT_ALONE}: it reads nothing more of it and changes nothing; set PROBE_MOBILES to two numbers of your own test instance.`,
  ...CHECK_NAMES.map((name) =>
    name.startsWith('customerB') && name !== 'customerBCancels'
      ? `○ not run: ${TITLES[name]}: ${NEEDS_SESSION}`
      : name === 'wrongCodes'
        ? `○ not run: ${TITLES[name]}: it needs the right code, and ${NO_CODE}`
        : `○ not run: ${TITLES[name]}: ${LEFT_ALONE}`,
  ),
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

/** Runs scripts/security-probe.ts against a reference provider of its own. */
async function probe(secure: boolean, states: States, mobiles = ''): Promise<Run> {
  const provider = await startReferenceProvider({
    port: 0,
    apiKey: API_KEY,
    secure,
    ...(secure ? { stateSecret: STATE_SECRET } : {}),
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

const ALL = CHECK_NAMES.length;

/** Why the secure provider's run through its states is not what it must be, or undefined. */
function secureShortfall({ exitCode, lines }: Run): string | undefined {
  if (exitCode !== 0) return `exit ${exitCode}, expected 0`;
  if (lines[0] !== TOKEN_LINE) return `the first line is not "${TOKEN_LINE}"`;
  const printed = lines.slice(1, -1);
  const wrong = CHECK_NAMES.filter(
    (name, index) => !printed[index]?.startsWith(`✔ refused: ${TITLES[name]}: `),
  ).map((name) => TITLES[name]);
  if (printed.length !== ALL || wrong.length > 0)
    return `these checks were not refused in their place: ${wrong.join('; ')}`;
  const all = `${ALL}/${ALL} checks passed`;
  return lines.at(-1) === all ? undefined : `the last line is not "${all}"`;
}

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
      /^(✔ refused|✘ allowed|○ not run|Verify gives|No provider states|Login answers|Left on the backend|\d+\/\d+ checks passed)/.test(
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
    run: probe(true, 'given'),
    shortfall: secureShortfall,
  },
  {
    ok: `✔ spec-literal provider through its provider states: all ${ALL} checks failed, each naming its hole`,
    run: probe(false, 'given'),
    shortfall: linesShortfall(SPEC_LITERAL_LINES),
  },
  {
    ok: '✔ spec-literal provider without provider states (PROVIDER_STATES_URL unset): each hole its calls alone show named, the rest not run',
    run: probe(false, 'unset'),
    shortfall: (run: Run) =>
      both(linesShortfall(SPEC_LITERAL_WITHOUT_STATES_LINES)(run), seedShortfall(run)),
  },
  {
    ok: '✔ secure provider without provider states (a state URL answering 404): what the probe can tell refused, the rest not run',
    run: probe(true, 'not found'),
    shortfall: linesShortfall(SECURE_WITHOUT_STATES_LINES),
  },
  {
    ok: "✔ spec-literal provider without provider states, PROBE_MOBILES the seed's customers: customer A's number left alone, the seed unchanged",
    run: probe(false, 'unset', `${SEED_MOBILE_A},${SEED_MOBILE_B}`),
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
