/**
 * `npm run test:pact-verify`: proves the backend team's verification kit works, in both
 * directions. It starts two reference providers on free ports (tests/provider), one sound and one
 * with a deliberately broken category list, and runs `npm run pact:verify`'s script against each,
 * exactly as the backend team would (settings from the environment). It passes only when the
 * sound provider passes verification and the broken one fails it on the broken interaction.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { startReferenceProvider, type RunningProvider } from '../tests/provider/referenceProvider';

const VERIFY_SCRIPT = resolve(import.meta.dirname, 'pact-verify.ts');
const API_KEY = 'reference-provider-key';
const TIME_LIMIT_MS = 60_000;
/** The interaction the deliberate break must be caught in. */
const BROKEN_INTERACTION = 'a request for all categories';

interface Verification {
  readonly exitCode: number | null;
  readonly output: string;
  readonly seconds: number;
}

/** Runs scripts/pact-verify.ts against `provider` in a child process, as the backend team would. */
function verifyAgainst(provider: RunningProvider): Promise<Verification> {
  const started = Date.now();
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
      done({ exitCode, output, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** The verifier's "Failures:" section, which names each failed interaction. */
function failureSection(output: string): string {
  const plain = stripVTControlCharacters(output);
  const start = plain.indexOf('Failures:');
  if (start < 0) return '';
  const end = plain.indexOf('pact failure', start);
  return plain.slice(start, end < 0 ? undefined : plain.indexOf('\n', end)).trim();
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => (line.trim() === '' ? '' : `    ${line}`))
    .join('\n');
}

const [sound, broken] = await Promise.all([
  startReferenceProvider({ port: 0, apiKey: API_KEY }),
  startReferenceProvider({ port: 0, apiKey: API_KEY, breaks: ['allCategory'] }),
]);

try {
  console.log(`Sound reference provider at ${sound.apiBaseUrl}`);
  console.log(`Broken reference provider at ${broken.apiBaseUrl} (BREAK=allCategory)\n`);
  const [soundRun, brokenRun] = await Promise.all([verifyAgainst(sound), verifyAgainst(broken)]);

  const soundPassed = soundRun.exitCode === 0;
  const brokenFailures = failureSection(brokenRun.output);
  // Exit code 1 is a failed verification; anything else (2: bad settings, null: killed) is not
  // the proof we want, and neither is a failure somewhere other than the broken interaction.
  const brokenCaught =
    brokenRun.exitCode === 1 &&
    brokenFailures.includes(BROKEN_INTERACTION) &&
    /There were 1 pact failures?/.test(brokenFailures);

  if (!soundPassed) console.log(soundRun.output);
  if (!brokenCaught) console.log(brokenRun.output);

  console.log(
    soundPassed
      ? `✔ sound provider: verification PASSED, as it must (${soundRun.seconds.toFixed(1)} s)`
      : `✘ sound provider: verification FAILED (exit ${soundRun.exitCode}, ` +
          `${soundRun.seconds.toFixed(1)} s): the pact or the reference provider is wrong`,
  );
  console.log(
    brokenCaught
      ? `✔ broken provider: verification FAILED, as it must, on "${BROKEN_INTERACTION}" ` +
          `(${brokenRun.seconds.toFixed(1)} s):\n${indent(brokenFailures)}`
      : `✘ broken provider: verification did not fail on "${BROKEN_INTERACTION}" alone ` +
          `(exit ${brokenRun.exitCode}, ${brokenRun.seconds.toFixed(1)} s): the kit cannot be trusted`,
  );
  process.exitCode = soundPassed && brokenCaught ? 0 : 1;
} finally {
  await Promise.all([sound.close(), broken.close()]);
}
