/**
 * `npm run security:probe`: what an attacker tries against the backend team's API, for their CI
 * (README, "Security the contract cannot express"). Same settings as `npm run pact:verify`
 * (scripts/pact-kit/settings.ts): PROVIDER_BASE_URL, PROVIDER_STATES_URL, PACT_API_KEY,
 * PACT_API_KEY_HEADER, PACT_STATE_TEARDOWN, PACT_STATE_SECRET, PACT_EXTENSIONS (the checks of an
 * extension the backend does not offer are "not offered"); and PROBE_MOBILES, the two numbers of
 * its own it uses when there are no provider states.
 *
 * Through the pact's provider states it sets up two customers and logs each in with the code its
 * state gave (checks.ts). When PROVIDER_STATES_URL is unset, or a setup there is not answered
 * with 2xx, it says so and runs what SPEC §7's calls alone can show, as customers of its own
 * (checksWithoutStates.ts). Either way it prints one line per check (`✔ refused: …`,
 * `✘ allowed: …; the backend must …`, `○ not run: …`) and `N/M checks passed`.
 * Exits 0 when every check passed (those not offered aside), 1 when one failed or could not run,
 * 2 on bad settings.
 */
import { resolve } from 'node:path';
import type { Extensions } from '../src/core/shared/Extensions';
import {
  extensionsFrom,
  providerSettingsFrom,
  SettingError,
  type ProviderSettings,
} from './pact-kit/settings';
import { CHECKS } from './security-probe/checks';
import { CHECKS_WITHOUT_STATES } from './security-probe/checksWithoutStates';
import {
  customersOf,
  pactStateParams,
  StateSetups,
  verify,
  type Probe,
  type StateName,
} from './security-probe/customers';
import { OwnCustomers, probeMobilesFrom, type OwnCustomer } from './security-probe/ownCustomers';
import { ProbeClient } from './security-probe/probeClient';
import {
  CHECK_NAMES,
  passed,
  summaryLine,
  verdictLine,
  type CheckName,
  type Verdict,
} from './security-probe/verdicts';
import type { StateParams } from './pact-kit/appChecks';

/** The pacts whose states the probe sets up: the spec's, and the `visit`, `payments` and `ratings` extensions'. */
const PACTS = ['', '-visit', '-payments', '-ratings'].map((suffix) =>
  resolve(import.meta.dirname, `../pacts/GharSevaWeb-HomeServicesApi${suffix}.json`),
);

interface Settings {
  readonly provider: ProviderSettings;
  readonly pactParams: Readonly<Record<StateName, StateParams>>;
  readonly mobiles: readonly [string, string];
  readonly extensions: Extensions;
}

/** The probe's settings; a `SettingError` says what is missing or wrong. */
function settingsFrom(env: NodeJS.ProcessEnv): Settings {
  const provider = providerSettingsFrom(env);
  const pactParams = pactStateParams(PACTS);
  if (!pactParams.ok) throw new SettingError(pactParams.error);
  return {
    provider,
    pactParams: pactParams.value,
    mobiles: probeMobilesFrom(env),
    extensions: new Set(extensionsFrom(env)),
  };
}

/**
 * Customer A logs in through her provider state: the first line, whether verify gives a session
 * token; or, when the state's setup is not answered with 2xx, why there are no provider states.
 */
async function sessionLine(
  probe: Probe,
): Promise<{ readonly line: string } | { readonly noStates: string }> {
  const setups = new StateSetups(probe);
  try {
    const failure = await setups.setUp('codeSent', probe.a);
    if (failure) return { noStates: failure };
    const a = await verify(probe, probe.a);
    if (!a.ok)
      return {
        line: `Customer A could not log in, so no check about customers can run: ${a.error}`,
      };
    return {
      line: a.value.token
        ? 'Verify gives a session token: each check calls with the token of the customer it acts as.'
        : 'Verify gives no token: the backend keeps no session, so any caller can act as any customer by naming their user id.',
    };
  } finally {
    await setups.tearDown();
  }
}

/** Runs each check in turn, printing its line as it ends. */
async function runEach(run: (name: CheckName) => Promise<Verdict>): Promise<Verdict[]> {
  const verdicts: Verdict[] = [];
  for (const name of CHECK_NAMES) {
    const verdict = await run(name);
    verdicts.push(verdict);
    console.log(verdictLine(name, verdict));
  }
  return verdicts;
}

async function throughStates(probe: Probe, first: string): Promise<Verdict[]> {
  // What verify says about sessions comes first: without them every other hole follows.
  console.log(first);
  console.log(
    `Probing ${probe.settings.baseUrl} as an attacker would, through the provider states at ${probe.settings.statesUrl} (customer A: user ${probe.a.userId}, mobile ${probe.a.mobile}, the pact's; customer B: user ${probe.b.userId}, mobile ${probe.b.mobile})`,
  );
  return runEach(async (name) => {
    const setups = new StateSetups(probe);
    try {
      return await CHECKS[name].run(probe, setups);
    } finally {
      await setups.tearDown();
    }
  });
}

const userOf = (customer: OwnCustomer) =>
  customer.userId.ok ? `user ${customer.userId.value}` : 'no user id';

async function withoutStates(settings: Settings, why: string): Promise<Verdict[]> {
  console.log(
    `No provider states: ${why}. The probe runs what SPEC §7's calls alone can show, as two customers of its own, never with a session, since it knows no code.`,
  );
  const own = await OwnCustomers.start(
    new ProbeClient(settings.provider, settings.extensions),
    settings.mobiles,
  );
  console.log(
    `Probing ${settings.provider.baseUrl} as an attacker would, without provider states (customer A: mobile ${own.a.mobile}, ${userOf(own.a)}; customer B: mobile ${own.b.mobile}, ${userOf(own.b)}; the probe's own numbers, PROBE_MOBILES)`,
  );
  console.log(
    own.a.userId.ok
      ? `Login answers a user id before any code is checked, as SPEC §7 has it (POST /Authentication/login for ${own.a.mobile} answered user id ${own.a.userId.value}): whoever knows a number learns its id, so that id must never be what tells the backend who the caller is.`
      : `Login gave customer A no user id (${own.a.userId.error}), so no check about her can run.`,
  );
  if (own.leftAlone)
    console.log(
      `Customer A's ${own.leftAlone}: it reads nothing more of it and changes nothing; set PROBE_MOBILES to two numbers of your own test instance.`,
    );
  const verdicts = await runEach((name) =>
    CHECKS_WITHOUT_STATES[name].run(own, settings.extensions),
  );
  const left = await own.tidyUp();
  if (left) console.log(left);
  return verdicts;
}

async function main(): Promise<number> {
  let settings: Settings;
  try {
    settings = settingsFrom(process.env);
  } catch (error) {
    if (!(error instanceof SettingError)) throw error;
    console.error(`security:probe: ${error.message}`);
    return 2;
  }
  const { provider, pactParams } = settings;
  let verdicts: Verdict[];
  if (provider.statesUrl === undefined) {
    verdicts = await withoutStates(settings, 'PROVIDER_STATES_URL is not set');
  } else {
    const probe: Probe = {
      client: new ProbeClient(provider, settings.extensions),
      settings: { ...provider, statesUrl: provider.statesUrl },
      pactParams,
      extensions: settings.extensions,
      ...customersOf(pactParams),
    };
    const opening = await sessionLine(probe);
    verdicts =
      'line' in opening
        ? await throughStates(probe, opening.line)
        : await withoutStates(settings, opening.noStates);
  }
  console.log(summaryLine(verdicts));
  return passed(verdicts) ? 0 : 1;
}

process.exitCode = await main();
