/**
 * `npm run pact:verify`: verifies the GharSevaWeb pacts against a running HomeServicesApi, for the
 * backend team's CI (README, "For the backend team"). Settings from the environment:
 *
 *   PROVIDER_BASE_URL      required: the API base the app would use, e.g. https://api.example.in/api
 *   PROVIDER_STATES_URL    where the verifier POSTs { state, params, action } before each
 *                          interaction; without it no state is set up (and most interactions fail)
 *   PACT_API_KEY           sent as the API-key header instead of the pact's placeholder
 *   PACT_API_KEY_HEADER    that header's name (default x-api-key)
 *   PACT_EXTENSIONS        the contract extensions the backend offers, comma-separated (e.g.
 *                          session): their pacts are verified too, and with `session` every
 *                          provider state about a customer must answer { "token": "…" }, a
 *                          session of that customer's, which the kit sends as
 *                          `Authorization: Bearer …` with the interaction's request
 *   PACT_URLS              comma-separated pact files or URLs (default the committed pacts/
 *                          file, and the pact of each extension in PACT_EXTENSIONS)
 *   PACT_BROKER_URL        verify the pacts from this broker instead of local files (the Pact
 *                          CLI's PACT_BROKER_BASE_URL works too), chosen by
 *                          PACT_CONSUMER_VERSION_SELECTORS (JSON; default the main branch and
 *                          every deployed or released version); PACT_ENABLE_PENDING=true
 *                          makes new pacts pending
 *   PACT_BROKER_TOKEN      or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD
 *   PUBLISH_VERIFICATION_RESULTS=true   publish the outcome to the broker; needs PROVIDER_VERSION
 *                          (e.g. the git SHA) and takes PROVIDER_BRANCH
 *   PACT_LOG_LEVEL         the verifier's log level (default error)
 *   PACT_STATE_TEARDOWN=false   no teardown POST after each interaction (sent by default)
 *   PACT_STATE_SECRET      sent as the x-pact-state-secret header with every provider-state
 *                          request (the verifier itself sends no custom header there, so its
 *                          state calls go through the kit, which adds it)
 *   PACT_APP_ORIGIN        the web app's origin, for the CORS preflight check (default
 *                          http://localhost:5173)
 *
 * After Pact's checks, the kit sends each interaction again and reads its answer with the app's
 * own decoders (scripts/pact-kit): Pact cannot look inside the JSON text in `data`. Then a CORS
 * preflight, a call without the API key and one with a wrong key (each must be answered 403),
 * and one closing line: `19/19 interactions passed`, or each failure on a line.
 *
 * Exits 0 when every interaction passes, 1 when one fails, 2 on bad settings.
 */
import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import type { Extension } from '../src/core/shared/Extensions';
import { apiKeyCheck } from './pact-kit/apiKeyCheck';
import { closingReport } from './pact-kit/closingReport';
import { corsPreflight } from './pact-kit/corsPreflight';
import { pactFailures } from './pact-kit/pactFailures';
import {
  extensionsFrom,
  providerSettingsFrom,
  required,
  setting,
  SettingError,
  stateHeaders,
  urlSetting,
  type Env,
} from './pact-kit/settings';
import {
  runAppChecks,
  tokenIn,
  type KitSettings,
  type PactInteraction,
} from './pact-kit/runAppChecks';

const PROVIDER_NAME = 'HomeServicesApi';
const LOCAL_PACT = resolve(import.meta.dirname, '../pacts/GharSevaWeb-HomeServicesApi.json');
/** An extension's own pact, beside the spec's. */
const extensionPact = (extension: Extension): string =>
  resolve(import.meta.dirname, `../pacts/GharSevaWeb-HomeServicesApi-${extension}.json`);
const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

function selectorsFrom(env: Env): VerifierOptions['consumerVersionSelectors'] {
  const text = setting(env, 'PACT_CONSUMER_VERSION_SELECTORS');
  if (!text) return [{ mainBranch: true }, { deployedOrReleased: true }];
  try {
    const selectors = JSON.parse(text) as unknown;
    if (Array.isArray(selectors)) return selectors as VerifierOptions['consumerVersionSelectors'];
  } catch {
    // Reported below with the expected shape.
  }
  throw new SettingError('PACT_CONSUMER_VERSION_SELECTORS must be a JSON list of selectors');
}

/** The verifier's options from the environment; a `SettingError` says what is missing or wrong. */
function verifierOptionsFrom(env: Env): VerifierOptions {
  const {
    baseUrl: providerBaseUrl,
    statesUrl,
    apiKey,
    apiKeyHeader,
    teardown,
  } = providerSettingsFrom(env);
  // PACT_BROKER_BASE_URL is the Pact CLI's name for it; either works.
  const brokerUrl = urlSetting(env, 'PACT_BROKER_URL') ?? urlSetting(env, 'PACT_BROKER_BASE_URL');
  const publish = setting(env, 'PUBLISH_VERIFICATION_RESULTS') === 'true';
  // 'error' by default: at 'warn' pact-js calls providerStatesSetupUrl deprecated on every run
  // (it stays on purpose, see below).
  const logLevel = setting(env, 'PACT_LOG_LEVEL') ?? 'error';
  if (!LOG_LEVELS.includes(logLevel as LogLevel))
    throw new SettingError(`PACT_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  if (publish && !brokerUrl)
    throw new SettingError('PUBLISH_VERIFICATION_RESULTS needs PACT_BROKER_URL');

  const pactSource: Partial<VerifierOptions> = brokerUrl
    ? {
        pactBrokerUrl: brokerUrl,
        pactBrokerToken: setting(env, 'PACT_BROKER_TOKEN'),
        pactBrokerUsername: setting(env, 'PACT_BROKER_USERNAME'),
        pactBrokerPassword: setting(env, 'PACT_BROKER_PASSWORD'),
        consumerVersionSelectors: selectorsFrom(env),
        enablePending: setting(env, 'PACT_ENABLE_PENDING') === 'true',
      }
    : {
        pactUrls: (
          setting(env, 'PACT_URLS') ??
          [LOCAL_PACT, ...extensionsFrom(env).map(extensionPact)].join(',')
        )
          .split(',')
          .map((url) => url.trim())
          .filter((url) => url !== ''),
      };

  return {
    provider: PROVIDER_NAME,
    providerBaseUrl,
    ...pactSource,
    // The Rust verifier posts { state, params, action } here itself and fails the interaction
    // when the answer is not 2xx. pact-js calls this option deprecated in favour of in-process
    // stateHandlers, but those swallow a failed setup (the proxy answers 200 regardless), and a
    // backend in another language cannot use them anyway.
    ...(statesUrl
      ? {
          providerStatesSetupUrl: statesUrl,
          // After each interaction the same POST with action 'teardown', unless switched off.
          providerStatesSetupTeardown: teardown,
        }
      : {}),
    // Overrides the placeholder key the consumer tests recorded ('test-api-key').
    ...(apiKey ? { customProviderHeaders: { [apiKeyHeader]: apiKey } } : {}),
    ...(publish
      ? {
          publishVerificationResult: true,
          providerVersion: required(env, 'PROVIDER_VERSION', 'published results need a version'),
          providerVersionBranch: setting(env, 'PROVIDER_BRANCH'),
        }
      : {}),
    logLevel: logLevel as LogLevel,
    timeout: 60_000,
  };
}

/**
 * Runs Pact's verifier in a child process of this script (PACT_KIT_STEP=pact), so its report can
 * be read as it prints: each "Given" sentence with its parameters filled in. Its summary (the
 * same report as one line of JSON) is read from a file instead of printed again. Returns the
 * interactions it failed, each with its first mismatch.
 */
async function verifyPacts(
  interactions: readonly PactInteraction[],
  sessionNamed: boolean,
): Promise<Map<string, string>> {
  const reportFile = join(tmpdir(), `gharseva-pact-kit-${process.pid}.json`);
  rmSync(reportFile, { force: true });
  const child = spawn(process.execPath, [...process.execArgv, import.meta.filename], {
    env: { ...process.env, PACT_KIT_STEP: 'pact', PACT_KIT_REPORT: reportFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let current: PactInteraction | undefined;
  for await (const line of createInterface({ input: child.stdout })) {
    const plain = stripVTControlCharacters(line).trim();
    current = interactions.find((each) => plain.startsWith(`${each.description} (`)) ?? current;
    console.log(plain.startsWith('Given ') && current ? filledGiven(line, current) : line);
  }
  const exitCode = await new Promise<number | null>((done) => {
    if (child.exitCode !== null) done(child.exitCode);
    else child.once('close', done);
  });
  if (exitCode === 0) return new Map();
  const report = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '';
  rmSync(reportFile, { force: true });
  return pactFailures(report || `the verifier stopped (exit ${exitCode})`, sessionNamed);
}

/** "Given user {userId} exists" as "Given user 101 exists", from the interaction's states. */
function filledGiven(line: string, interaction: PactInteraction): string {
  return line.replace(/Given (.*)$/, (given, name: string) => {
    const state = interaction.providerStates?.find((each) => each.name === name.trim());
    if (!state?.params) return given;
    const params = state.params;
    return `Given ${name.replace(/\{(\w+)\}/g, (placeholder, key: string) =>
      key in params ? String(params[key]) : placeholder,
    )}`;
  });
}

/**
 * The provider states go through the kit on their way, with PACT_STATE_SECRET (the Rust
 * verifier sends its own Content-Type alone with a state change, whatever custom headers it is
 * given) or the session extension: each setup's `token` (a session of the state's customer) is
 * kept, and pact-js's request filter sends it as `Authorization: Bearer …` with the
 * interaction's request, unless the pact gave that header.
 */
async function throughKit(
  options: VerifierOptions,
  { sessions, stateSecret }: { sessions: boolean; stateSecret: string | undefined },
): Promise<{
  readonly options: VerifierOptions;
  readonly close: () => void;
}> {
  const statesUrl = options.providerStatesSetupUrl;
  if (!statesUrl || (!sessions && !stateSecret)) return { options, close: () => undefined };
  let token: string | undefined;
  const relay: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      void fetch(statesUrl, { method: 'POST', headers: stateHeaders(stateSecret), body })
        .then(async (answer) => {
          const text = await answer.text();
          if ((JSON.parse(body) as { action?: string }).action !== 'teardown')
            token = tokenIn(text);
          response.writeHead(answer.status, { 'content-type': 'application/json' });
          response.end(text);
        })
        .catch((error: unknown) => {
          response.writeHead(502, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: String(error) }));
        });
    });
  });
  await new Promise<void>((ready) => relay.listen(0, '127.0.0.1', ready));
  const { port } = relay.address() as AddressInfo;
  return {
    options: {
      ...options,
      providerStatesSetupUrl: `http://127.0.0.1:${port}/`,
      ...(sessions
        ? { requestFilter: bearerFilter(() => token) as VerifierOptions['requestFilter'] }
        : {}),
    },
    close: () => relay.close(),
  };
}

/** pact-js's request filter: the session's token as the bearer header, unless the pact sent one. */
function bearerFilter(token: () => string | undefined) {
  return (request: IncomingMessage, _response: unknown, next: () => void): void => {
    const current = token();
    if (current && request.headers.authorization === undefined)
      request.headers.authorization = `Bearer ${current}`;
    next();
  };
}

/** The child's part: the verifier alone; its summary, when it fails, to PACT_KIT_REPORT. */
async function pactStep(): Promise<number> {
  const { options, close } = await throughKit(verifierOptionsFrom(process.env), {
    sessions: extensionsFrom(process.env).includes('session'),
    stateSecret: providerSettingsFrom(process.env).stateSecret,
  });
  try {
    await new Verifier(options).verifyProvider();
    return 0;
  } catch (error) {
    const report = process.env.PACT_KIT_REPORT;
    const message = error instanceof Error ? error.message : String(error);
    if (report) writeFileSync(report, message);
    return 1;
  } finally {
    close();
  }
}

/** The interactions of the local pact files (a broker's pacts come from this same consumer). */
function localInteractions(options: VerifierOptions): PactInteraction[] {
  const files = (options.pactUrls ?? [LOCAL_PACT]).filter((url) => existsSync(url));
  return (files.length > 0 ? files : [LOCAL_PACT]).flatMap(
    (file) =>
      (JSON.parse(readFileSync(file, 'utf8')) as { interactions: PactInteraction[] }).interactions,
  );
}

async function main(): Promise<number> {
  // No usage telemetry from verification runs.
  process.env.PACT_DO_NOT_TRACK = 'true';
  let options: VerifierOptions;
  try {
    options = verifierOptionsFrom(process.env);
  } catch (error) {
    if (!(error instanceof SettingError)) throw error;
    console.error(`pact:verify: ${error.message}`);
    return 2;
  }
  if (!options.providerStatesSetupUrl)
    console.warn('pact:verify: PROVIDER_STATES_URL is not set, so no provider state is set up.');
  const source = options.pactBrokerUrl ?? options.pactUrls?.join(', ');
  const extensions = extensionsFrom(process.env);
  console.log(
    `Verifying ${PROVIDER_NAME} at ${options.providerBaseUrl} against ${source}` +
      (extensions.length > 0 ? ` (extensions: ${extensions.join(', ')})` : ''),
  );
  const interactions = localInteractions(options);
  const pact = await verifyPacts(interactions, extensions.includes('session'));

  const settings: KitSettings = {
    ...providerSettingsFrom(process.env),
    extensions: new Set(extensionsFrom(process.env)),
  };
  console.log("\nInside data: each interaction again, its answer read by the app's own decoders");
  const app = await runAppChecks(interactions, settings);
  const cors = await corsPreflight(settings, setting(process.env, 'PACT_APP_ORIGIN'));
  const apiKey = await apiKeyCheck(settings);
  const { lines, passed } = closingReport(interactions, { pact, app, cors, apiKey });
  console.log(lines.join('\n'));
  return passed ? 0 : 1;
}

process.exitCode = process.env.PACT_KIT_STEP === 'pact' ? await pactStep() : await main();
