/**
 * The security probe's two customers, set up through the pact's own provider states: customer A
 * with the pact's parameters (so a backend that passes the pact has her), customer B with other
 * values in the same sentences; how each logs in, with the code its state gave; and the states
 * of the probe's own that no pact has (an old session, a code sent a while ago).
 */
import { readFileSync } from 'node:fs';
import type { Extensions } from '../../src/core/shared/Extensions';
import { fail, ok, type Result } from '../../src/core/shared/Result';
import type { StateParams } from '../pact-kit/appChecks';
import { postState, tokenIn, type PactInteraction } from '../pact-kit/runAppChecks';
import type { ProviderSettings } from '../pact-kit/settings';
import { answered, type ProbeClient } from './probeClient';
import { notRun, type Verdict } from './verdicts';

/**
 * The sentences of the pacts' provider states the probe sets up (`technicianAssigned` of the
 * visit's pact, `unpaid` and `authorized` of the payments', the last two of the ratings').
 */
export const STATES = {
  codeSent: 'a customer named {firstName} with mobile {mobile} was sent the code {code}',
  knownNumber: 'a customer with mobile {mobile} exists as user {userId}',
  bookings: 'user {userId} has bookings',
  bookingWithOrders: 'booking {bookingId} of user {userId} has work orders',
  cancellable: 'work order {workOrderId} of user {userId} is cancellable',
  profile: 'user {userId} with mobile {mobile} has a profile',
  optionOffered: 'user {userId} exists and service option {optionId} is offered',
  serviceOptions: 'service {serviceId} has options',
  categories: 'the catalogue has categories',
  categoryServices: 'category {categoryId} has services',
  savedCart: 'user {userId} has a saved cart with service option {optionId}',
  technicianAssigned:
    'booking {bookingId} of user {userId} has a visit window and an assigned technician',
  unpaid: 'booking {bookingId} of user {userId} is unpaid',
  authorized: 'booking {bookingId} of user {userId} is unpaid and its payment was authorized',
  rateable: 'work order {workOrderId} of user {userId} is completed and can be rated',
  ratingWindowOver: 'work order {workOrderId} of user {userId} was completed more than 7 days ago',
} as const;

export type StateName = keyof typeof STATES;

/**
 * The probe's own states, which no pact has: README, "What the probe needs of your provider
 * states". The probe gives their parameters.
 */
export const PROBE_STATES = {
  codeSentAgo:
    'a customer named {firstName} with mobile {mobile} was sent the code {code} {minutes} minutes ago',
  idleSession: 'user {userId} has a session last used {minutes} minutes ago',
  oldSession: 'user {userId} has a session opened {days} days ago and used a minute ago',
  completed: 'work order {workOrderId} of user {userId} is completed',
} as const;

export type ProbeStateName = keyof typeof PROBE_STATES;

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
  /** The pacts' parameters of each state (customer A's). */
  readonly pactParams: Readonly<Record<StateName, StateParams>>;
  /** The contract extensions the backend offers (PACT_EXTENSIONS). */
  readonly extensions: Extensions;
}

/** One check through the provider states. */
export interface Check {
  run(probe: Probe, setups: StateSetups): Promise<Verdict>;
}

/** Each state's parameters in the pact files, or which state none of them has. */
export function pactStateParams(
  pactFiles: readonly string[],
): Result<Readonly<Record<StateName, StateParams>>, string> {
  const found = new Map<string, StateParams>();
  for (const file of pactFiles) {
    const { interactions } = JSON.parse(readFileSync(file, 'utf8')) as {
      interactions: readonly PactInteraction[];
    };
    for (const state of interactions.flatMap((interaction) => interaction.providerStates ?? []))
      if (!found.has(state.name)) found.set(state.name, state.params ?? {});
  }
  const params: Partial<Record<StateName, StateParams>> = {};
  for (const [key, sentence] of Object.entries(STATES) as [StateName, string][]) {
    const given = found.get(sentence);
    if (!given) return fail(`no pact of ${pactFiles.join(', ')} has the state "${sentence}"`);
    params[key] = given;
  }
  return ok(params as Record<StateName, StateParams>);
}

/** A state's sentence with its parameters in it: "user 101 has bookings". */
export function filledIn(sentence: string, params: StateParams): string {
  return sentence.replace(/\{(\w+)\}/g, (placeholder, key: string) =>
    key in params ? String(params[key]) : placeholder,
  );
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

  /** Sets the pact's `state` up for `customer`: undefined once it holds, else why not. */
  async setUp(state: StateName, customer: Customer): Promise<string | undefined> {
    const { failure } = await this.post(STATES[state], paramsOf(this.probe, state, customer));
    return failure;
  }

  /**
   * Sets the pact's `state` up with `params` of the probe's choosing: why not, or the values it
   * gave (a payment's proof).
   */
  async setUpWith(
    state: StateName,
    params: StateParams,
  ): Promise<{ readonly failure?: string; readonly values?: StateParams }> {
    return this.post(STATES[state], params);
  }

  /** Sets one of the probe's own states up: why not, or the session token it gave. */
  setUpOwn(
    state: ProbeStateName,
    params: StateParams,
  ): Promise<{ readonly failure?: string; readonly token?: string }> {
    return this.post(PROBE_STATES[state], params);
  }

  /** A state set up by other means (without the secret) torn down with the rest. */
  tornDownLater(name: string, params: StateParams): void {
    this.done.push({ name, params });
  }

  private post(name: string, params: StateParams) {
    this.done.push({ name, params });
    return postState(
      this.probe.settings.statesUrl,
      name,
      params,
      'setup',
      this.probe.settings.stateSecret,
    );
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

/**
 * Logs in the attacker (B, unless nobody) and then A, and sets up A's `state`: A's session and
 * B's, or why the check cannot run. The attacker's code first, A's next and her data last: her
 * session is what a careless setup ends, her data what a resetting one wipes.
 */
export async function customersWith(
  probe: Probe,
  setups: StateSetups,
  attacker: Attacker,
  state: StateName,
): Promise<Result<{ readonly a: Session; readonly b: Session | undefined }, string>> {
  let b: Session | undefined;
  if (attacker === 'customer B') {
    const loggedIn = await logIn(probe, setups, probe.b);
    if (!loggedIn.ok) return loggedIn;
    b = loggedIn.value;
  }
  const a = await logIn(probe, setups, probe.a);
  if (!a.ok) return a;
  const failure = await setups.setUp(state, probe.a);
  return failure ? fail(failure) : ok({ a: a.value, b });
}

export type Attacker = 'customer B' | 'nobody';

/** B's own profile with B's session: without it a refusal of A's data would prove nothing. */
export async function attackerSessionWorks(
  probe: Probe,
  b: Session | undefined,
): Promise<Verdict | undefined> {
  if (!b?.token) return undefined;
  const { result, exchange } = await probe.client.as(b.token, (api) =>
    api.profile.load(b.customer.userId),
  );
  return result.ok
    ? undefined
    : notRun(
        `customer B's own session was refused (${exchange.call} ${answered(exchange)}), so a refusal of A's data would prove nothing`,
      );
}

/** "with customer B's token", "as customer B (verify gave no token)" or "without a token". */
export function caller(session: Session | undefined): string {
  if (!session) return 'without a token';
  const who = `customer ${session.customer.name}`;
  return session.token ? `with ${who}'s token` : `as ${who} (verify gave no token)`;
}
