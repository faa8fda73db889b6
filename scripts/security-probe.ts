/**
 * `npm run security:probe`: what an attacker tries against the backend team's API, for their CI
 * (README, "Security the contract cannot express"). Same settings as `npm run pact:verify`
 * (scripts/pact-kit/settings.ts): PROVIDER_BASE_URL, PROVIDER_STATES_URL (required here: the
 * probe sets up its two customers through the pact's own provider states), PACT_API_KEY,
 * PACT_API_KEY_HEADER, PACT_STATE_TEARDOWN.
 *
 * Prints, first, whether verify gives a session token at all; then one line per check
 * (`✔ refused: …`, `✘ allowed: …; the backend must …`, `○ not run: …`) and `N/M checks passed`.
 * Exits 0 when every check passed, 1 when one failed or could not run, 2 on bad settings.
 */
import { resolve } from 'node:path';
import { providerSettingsFrom, SettingError } from './pact-kit/settings';
import { CHECKS, verdictLine, type Verdict } from './security-probe/checks';
import {
  customersOf,
  logIn,
  pactStateParams,
  StateSetups,
  type Probe,
} from './security-probe/customers';
import { ProbeClient } from './security-probe/probeClient';

const PACT = resolve(import.meta.dirname, '../pacts/GharSevaWeb-HomeServicesApi.json');

/** The probe's settings and customers; a `SettingError` says what is missing or wrong. */
function probeFrom(env: NodeJS.ProcessEnv): Probe {
  const settings = providerSettingsFrom(env);
  const { statesUrl } = settings;
  if (!statesUrl)
    throw new SettingError(
      "PROVIDER_STATES_URL is required: the probe sets up its two customers through the pact's provider states",
    );
  const pactParams = pactStateParams(PACT);
  if (!pactParams.ok) throw new SettingError(pactParams.error);
  return {
    client: new ProbeClient(settings),
    settings: { ...settings, statesUrl },
    pactParams: pactParams.value,
    ...customersOf(pactParams.value),
  };
}

/** The first line: customer A logs in, and verify's answer says whether sessions are kept. */
async function sessionLine(probe: Probe): Promise<string> {
  const setups = new StateSetups(probe);
  try {
    const a = await logIn(probe, setups, probe.a);
    if (!a.ok)
      return `Customer A could not log in, so no check about customers can run: ${a.error}`;
    return a.value.token
      ? 'Verify gives a session token: each check calls with the token of the customer it acts as.'
      : 'Verify gives no token: the backend keeps no session, so any caller can act as any customer by naming their user id.';
  } finally {
    await setups.tearDown();
  }
}

async function main(): Promise<number> {
  let probe: Probe;
  try {
    probe = probeFrom(process.env);
  } catch (error) {
    if (!(error instanceof SettingError)) throw error;
    console.error(`security:probe: ${error.message}`);
    return 2;
  }
  // What verify says about sessions comes first: without them every other hole follows.
  console.log(await sessionLine(probe));
  console.log(
    `Probing ${probe.settings.baseUrl} as an attacker would, through the provider states at ${probe.settings.statesUrl} (customer A: user ${probe.a.userId}, mobile ${probe.a.mobile}, the pact's; customer B: user ${probe.b.userId}, mobile ${probe.b.mobile})`,
  );
  const verdicts: Verdict[] = [];
  for (const check of CHECKS) {
    const setups = new StateSetups(probe);
    let verdict: Verdict;
    try {
      verdict = await check.run(probe, setups);
    } finally {
      await setups.tearDown();
    }
    verdicts.push(verdict);
    console.log(verdictLine(check, verdict));
  }
  const count = (outcome: Verdict['outcome']) =>
    verdicts.filter((verdict) => verdict.outcome === outcome).length;
  const passed = count('refused');
  const failed = count('allowed');
  const notRun = count('not run');
  console.log(
    [
      `${passed}/${CHECKS.length} checks passed`,
      ...(failed > 0 ? [`${failed} failed`] : []),
      ...(notRun > 0 ? [`${notRun} not run`] : []),
    ].join(', '),
  );
  return passed === CHECKS.length ? 0 : 1;
}

process.exitCode = await main();
