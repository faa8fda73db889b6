/**
 * The security probe's two customers, set up through the pact's own provider states: customer A
 * with the pact's parameters (so a backend that passes the pact has her), customer B with other
 * values in the same sentences; and how each logs in, with the code its state gave.
 */
import { readFileSync } from 'node:fs';
import { fail, ok, type Result } from '../../src/core/shared/Result';
import type { StateParams } from '../pact-kit/appChecks';
import { postState, tokenIn, type PactInteraction } from '../pact-kit/runAppChecks';
import type { ProviderSettings } from '../pact-kit/settings';
import { answered, type ProbeClient } from './probeClient';

/** The sentences of the pact's provider states the probe sets up. */
export const STATES = {
  codeSent: 'a customer named {firstName} with mobile {mobile} was sent the code {code}',
  knownNumber: 'a customer with mobile {mobile} exists as user {userId}',
  bookings: 'user {userId} has bookings',
  bookingWithOrders: 'booking {bookingId} of user {userId} has work orders',
  cancellable: 'work order {workOrderId} of user {userId} is cancellable',
  profile: 'user {userId} with mobile {mobile} has a profile',
  optionOffered: 'user {userId} exists and service option {optionId} is offered',
  serviceOptions: 'service {serviceId} has options',
} as const;

export type StateName = keyof typeof STATES;

export interface Customer {
  readonly name: 'A' | 'B';
  readonly firstName: string;
  readonly mobile: string;
  readonly code: string;
  readonly userId: number;
}

/** Customer B's values, in the sentences the pact uses for A: the seed's second customer. */
const CUSTOMER_B = { firstName: 'Arjun', mobile: '9988776655', userId: 102 } as const;

/** What every check works with. */
export interface Probe {
  readonly client: ProbeClient;
  readonly settings: ProviderSettings & { readonly statesUrl: string };
  readonly a: Customer;
  readonly b: Customer;
  /** The pact's parameters of each state (customer A's). */
  readonly pactParams: Readonly<Record<StateName, StateParams>>;
}

/** Each state's parameters in the pact file, or which state the pact lacks. */
export function pactStateParams(
  pactFile: string,
): Result<Readonly<Record<StateName, StateParams>>, string> {
  const { interactions } = JSON.parse(readFileSync(pactFile, 'utf8')) as {
    interactions: readonly PactInteraction[];
  };
  const found = new Map<string, StateParams>();
  for (const state of interactions.flatMap((interaction) => interaction.providerStates ?? []))
    if (!found.has(state.name)) found.set(state.name, state.params ?? {});
  const params: Partial<Record<StateName, StateParams>> = {};
  for (const [key, sentence] of Object.entries(STATES) as [StateName, string][]) {
    const given = found.get(sentence);
    if (!given) return fail(`the pact ${pactFile} has no provider state "${sentence}"`);
    params[key] = given;
  }
  return ok(params as Record<StateName, StateParams>);
}

/** Customer A from the pact, B with other values. */
export function customersOf(pactParams: Readonly<Record<StateName, StateParams>>): {
  readonly a: Customer;
  readonly b: Customer;
} {
  const given = pactParams.codeSent;
  const a: Customer = {
    name: 'A',
    firstName: String(given.firstName),
    mobile: String(given.mobile),
    code: String(given.code),
    userId: Number(given.userId),
  };
  return { a, b: { ...a, name: 'B', ...CUSTOMER_B } };
}

/** The parameters of `state` for `customer`: the pact's, with the customer's own values. */
export function paramsOf(probe: Probe, state: StateName, customer: Customer): StateParams {
  const params: Record<string, unknown> = { ...probe.pactParams[state] };
  for (const key of ['firstName', 'mobile', 'code', 'userId'] as const)
    if (key in params) params[key] = customer[key];
  return params;
}

/**
 * The provider states one check sets up, in turn (as for an interaction with several states),
 * torn down in reverse order when the check is done, as the Pact verifier does.
 */
export class StateSetups {
  private readonly done: { readonly name: string; readonly params: StateParams }[] = [];

  constructor(private readonly probe: Probe) {}

  /** Sets `state` up for `customer`: undefined once it holds, else why not. */
  async setUp(state: StateName, customer: Customer): Promise<string | undefined> {
    const name = STATES[state];
    const params = paramsOf(this.probe, state, customer);
    this.done.push({ name, params });
    const { failure } = await postState(
      this.probe.settings.statesUrl,
      name,
      params,
      'setup',
      this.probe.settings.stateSecret,
    );
    return failure;
  }

  async tearDown(): Promise<void> {
    if (!this.probe.settings.teardown) return;
    for (const { name, params } of this.done.reverse())
      await postState(
        this.probe.settings.statesUrl,
        name,
        params,
        'teardown',
        this.probe.settings.stateSecret,
      );
    this.done.length = 0;
  }
}

/** A customer logged in: the token verify gave, if it gave one. */
export interface Session {
  readonly customer: Customer;
  readonly token: string | undefined;
}

/** Logs `customer` in as the app does, with the code their state says was sent. */
export async function logIn(
  probe: Probe,
  setups: StateSetups,
  customer: Customer,
): Promise<Result<Session, string>> {
  const failure = await setups.setUp('codeSent', customer);
  if (failure) return fail(failure);
  return verify(probe, customer);
}

/** Verifies the code `customer`'s state sent, as the app does: their session. */
export async function verify(probe: Probe, customer: Customer): Promise<Result<Session, string>> {
  const { result, exchange } = await probe.client.as(undefined, (api) =>
    api.auth.verifyOtp(customer.mobile, customer.code),
  );
  if (!result.ok)
    return fail(
      `customer ${customer.name} could not log in: ${exchange.call} with the code the state gave (${customer.code}) ${answered(exchange)}`,
    );
  return ok({ customer, token: tokenIn(exchange.text) });
}

/** "with customer B's token", "as customer B (verify gave no token)" or "without a token". */
export function caller(session: Session | undefined): string {
  if (!session) return 'without a token';
  const who = `customer ${session.customer.name}`;
  return session.token ? `with ${who}'s token` : `as ${who} (verify gave no token)`;
}
