import { expect, type APIRequestContext } from '@playwright/test';
import type { FaultRule } from '../../../provider/faults';
import { ARJUN_MOBILE, PRIYA_MOBILE, PRIYA_USER_ID } from '../../support/demo';
import type { CodeSource } from '../../support/login';
import { requiredOrigin, stateSecret } from '../../support/servers';

/**
 * The reference provider that the HTTP-mode builds talk to, and its test controls (documented at
 * the top of tests/provider/referenceProvider.ts). The global setup starts it on a free port.
 */
export function providerOrigin(which: 'provider' | 'sessionProvider' = 'provider'): string {
  return requiredOrigin(which);
}

/** Back to the seed: bookings 5001–5005 of Priya, no faults armed, no requests counted. */
export async function resetProvider(
  request: APIRequestContext,
  which: 'provider' | 'sessionProvider' = 'provider',
): Promise<void> {
  const response = await request.post(`${providerOrigin(which)}/_test/reset`);
  expect(response.ok(), 'the reference provider is not running: see tests/e2e/globalSetup.ts').toBe(
    true,
  );
}

/** Arms fault rules for the next matching API requests. */
export async function armFaults(
  request: APIRequestContext,
  rules: FaultRule | readonly FaultRule[],
  which: 'provider' | 'sessionProvider' = 'provider',
): Promise<void> {
  const response = await request.post(`${providerOrigin(which)}/_test/faults`, { data: rules });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Lets every request held by a `hold` fault go on; returns how many there were. */
export async function releaseHeld(request: APIRequestContext): Promise<number> {
  const response = await request.post(`${providerOrigin()}/_test/release`);
  expect(response.ok(), await response.text()).toBe(true);
  const { released } = (await response.json()) as { released: number };
  return released;
}

/** Disarms every fault rule still armed. */
export async function disarmFaults(request: APIRequestContext): Promise<void> {
  const response = await request.delete(`${providerOrigin()}/_test/faults`);
  expect(response.ok(), await response.text()).toBe(true);
}

/** How many API requests whose path contains `path` reached the provider since the reset. */
export async function requestsTo(request: APIRequestContext, path: string): Promise<number> {
  const response = await request.get(`${providerOrigin()}/_test/requests`, { params: { path } });
  expect(response.ok()).toBe(true);
  const { count } = (await response.json()) as { count: number };
  return count;
}

/** Sets up one of the pact's provider states (e.g. a cancellable order), keeping what is there. */
export async function setProviderState(
  request: APIRequestContext,
  state: string,
  params: Readonly<Record<string, string | number>>,
  which: 'provider' | 'sessionProvider' = 'provider',
): Promise<void> {
  const response = await request.post(`${providerOrigin(which)}/_pact/provider-states`, {
    headers: { 'x-pact-state-secret': stateSecret() },
    data: { state, params, action: 'setup' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The seed's customers, by their mobile number, as the provider states name them. */
const SEEDED = {
  [PRIYA_MOBILE]: { firstName: 'Priya', userId: PRIYA_USER_ID },
  [ARJUN_MOBILE]: { firstName: 'Arjun', userId: 102 },
} as const;

/**
 * The secure provider sends each login a random code, which no test can read from an SMS: once
 * the code was sent, the test gives the number a code of its own making through the pact's state
 * (a new code, as a backend's test instance does for the kit): the code to type.
 */
export async function ownCode(
  request: APIRequestContext,
  mobile: string = PRIYA_MOBILE,
): Promise<string> {
  const customer = SEEDED[mobile as keyof typeof SEEDED];
  if (!customer) throw new Error(`no seeded customer has the mobile ${mobile}`);
  const code = String(100_000 + Math.floor(Math.random() * 900_000));
  await setProviderState(
    request,
    'a customer named {firstName} with mobile {mobile} was sent the code {code}',
    { ...customer, mobile, code },
    'sessionProvider',
  );
  return code;
}

/** The code of a login at the secure provider, for the login helpers (support/login.ts). */
export function secureCode(request: APIRequestContext, mobile: string = PRIYA_MOBILE): CodeSource {
  return () => ownCode(request, mobile);
}
