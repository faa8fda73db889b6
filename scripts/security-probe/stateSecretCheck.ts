/**
 * The probe's check of the provider-state endpoint itself: whoever reaches it sets up any
 * customer's code or session, so it must refuse a request without the state secret (the
 * x-pact-state-secret header, PACT_STATE_SECRET). It first sets customer A's code up with the
 * secret, so a refusal without it is the endpoint's lock and not a state it cannot make; what
 * the request without it made, the teardown (with the secret) undoes with the rest.
 */
import { postState } from '../pact-kit/runAppChecks';
import { STATE_SECRET_HEADER } from '../pact-kit/settings';
import { filledIn, paramsOf, STATES, verify, type Check } from './customers';
import { allowed, MUST, notRun, refused } from './verdicts';

export const stateSecretCheck: Check = {
  async run(probe, setups) {
    const a = probe.a;
    const withSecret = await setups.setUp('codeSent', a);
    if (withSecret) return notRun(withSecret);
    const name = STATES.codeSent;
    const params = paramsOf(probe, 'codeSent', a);
    setups.tornDownLater(name, params);
    const bare = await postState(probe.settings.statesUrl, name, params, 'setup');
    const sent = `a setup of "${filledIn(name, params)}" without the ${STATE_SECRET_HEADER} header${
      probe.settings.stateSecret ? '' : ' (PACT_STATE_SECRET is not set, so no setup had it)'
    }`;
    const said = /answered \d+(: .*)?$/.exec(bare.failure ?? '')?.[0];
    if (bare.status === undefined || bare.status >= 500)
      return notRun(`${sent}: ${bare.failure ?? 'no answer'}`);
    if (bare.status >= 300) return refused(`${sent} ${said ?? `answered ${bare.status}`}`);
    const loggedIn = await verify(probe, a);
    return allowed(
      `${sent} answered ${bare.status}${
        loggedIn.ok ? `, and the code it set, ${a.code}, then logged customer A in` : ''
      }`,
      MUST.stateSecret,
    );
  },
};
