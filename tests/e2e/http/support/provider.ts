import { expect, type APIRequestContext } from '@playwright/test';
import type { FaultRule } from '../../../provider/faults';
import { requiredOrigin } from '../../support/servers';

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
): Promise<void> {
  const response = await request.post(`${providerOrigin()}/_pact/provider-states`, {
    data: { state, params, action: 'setup' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
