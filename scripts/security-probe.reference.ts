/**
 * `npm run test:security-probe`: proves the backend team's security probe (`npm run
 * security:probe`) both ways, exactly as a backend team runs it (settings from the environment,
 * in a child process), each against a reference provider of its own on a port the OS picks:
 * the secure provider (`--secure`) must pass every check, and the spec-literal one (SPEC §7 word
 * for word, what the contract tests use) must fail every check, each line naming its hole as
 * below. README's "Security the contract cannot express" quotes both outputs: each quoted line
 * must be one the probe printed, so the README cannot drift from the probe.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { startReferenceProvider } from '../tests/provider/referenceProvider';
import { CHECKS } from './security-probe/checks';

const PROBE_SCRIPT = resolve(import.meta.dirname, 'security-probe.ts');
const README = resolve(import.meta.dirname, '../README.md');
const API_KEY = 'reference-provider-key';
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
  `0/${CHECKS.length} checks passed, ${CHECKS.length} failed`,
];

interface Run {
  readonly exitCode: number | null;
  readonly lines: readonly string[];
}

/** Runs scripts/security-probe.ts against a reference provider of its own. */
async function probe(secure: boolean): Promise<Run> {
  const provider = await startReferenceProvider({ port: 0, apiKey: API_KEY, secure });
  try {
    return await new Promise((done) => {
      const child = spawn(process.execPath, ['--import', 'tsx', PROBE_SCRIPT], {
        env: {
          ...process.env,
          PROVIDER_BASE_URL: provider.apiBaseUrl,
          PROVIDER_STATES_URL: `${provider.origin}/_pact/provider-states`,
          PACT_API_KEY: API_KEY,
          PACT_API_KEY_HEADER: '',
          PACT_STATE_TEARDOWN: '',
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
        // The second line names the provider's address, a port the OS picked.
        done({ exitCode, lines: lines.filter((line) => !line.startsWith('Probing ')) });
      });
    });
  } finally {
    await provider.close();
  }
}

/** Why the run is not what it must be, or undefined. */
function secureShortfall({ exitCode, lines }: Run): string | undefined {
  if (exitCode !== 0) return `exit ${exitCode}, expected 0`;
  if (lines[0] !== TOKEN_LINE) return `the first line is not "${TOKEN_LINE}"`;
  const printed = lines.slice(1, -1);
  const wrong = CHECKS.filter(
    ({ title }, index) => !printed[index]?.startsWith(`✔ refused: ${title}: `),
  ).map(({ title }) => title);
  if (printed.length !== CHECKS.length || wrong.length > 0)
    return `these checks were not refused in their place: ${wrong.join('; ')}`;
  const all = `${CHECKS.length}/${CHECKS.length} checks passed`;
  return lines.at(-1) === all ? undefined : `the last line is not "${all}"`;
}

function specLiteralShortfall({ exitCode, lines }: Run): string | undefined {
  if (exitCode !== 1) return `exit ${exitCode}, expected 1`;
  const missing = SPEC_LITERAL_LINES.filter((line, index) => lines[index] !== line);
  return missing.length === 0 && lines.length === SPEC_LITERAL_LINES.length
    ? undefined
    : `these lines were not printed in their place:\n${indent(missing.join('\n'))}`;
}

/** The probe's lines README quotes that neither run printed. */
function readmeShortfall(runs: readonly Run[]): string | undefined {
  const readme = readFileSync(README, 'utf8');
  const section = readme.slice(readme.indexOf('## Security the contract cannot express'));
  const quoted = section
    .split('\n')
    .filter((line) =>
      /^(✔ refused|✘ allowed|○ not run|Verify gives|\d+\/\d+ checks passed)/.test(line),
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

const [secure, specLiteral] = await Promise.all([probe(true), probe(false)]);
const outcomes = [
  {
    ok: `✔ secure provider (--secure): every check refused, ${CHECKS.length}/${CHECKS.length} checks passed`,
    shortfall: secureShortfall(secure),
    run: secure,
  },
  {
    ok: `✔ spec-literal provider: all ${CHECKS.length} checks failed, each naming its hole`,
    shortfall: specLiteralShortfall(specLiteral),
    run: specLiteral,
  },
];
let failed = 0;
for (const { ok, shortfall, run } of outcomes) {
  if (!shortfall) {
    console.log(ok);
    continue;
  }
  failed += 1;
  console.log(
    `✘ ${ok.slice(2).split(':')[0]}: ${shortfall}\n  it printed:\n${indent(run.lines.join('\n'))}`,
  );
}
const readme = readmeShortfall([secure, specLiteral]);
console.log(readme ? `✘ ${readme}` : "✔ README's section quotes the probe's output as it is");
process.exitCode = failed === 0 && !readme ? 0 : 1;
