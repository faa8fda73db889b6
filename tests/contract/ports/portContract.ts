import type { ApiClient } from '../../../src/adapters/http/ApiClient';
import { DemoBackend } from '../../../src/adapters/fake/DemoBackend';
import { DemoGateways } from '../../../src/adapters/fake/DemoGateways';
import { MemoryDemoStorage } from '../../../src/adapters/fake/DemoStorage';
import type { PactV4 } from '@pact-foundation/pact';
import { runScenario, type PactScenario } from '../pactSetup';

/**
 * One behaviour of a port, in one situation of the backend: the same check, run on the demo's
 * gateway over a demo backend set up in that situation, and on the HTTP gateway against the
 * pact's interaction of it. So the offline demo behaves as the contract says the real backend
 * does, and a call's contract is written once, here.
 */
export interface ContractCase<Gateway, Params> {
  /** What every adapter of the port does, as the test's title says it. */
  readonly does: string;
  /** Puts a freshly seeded demo backend in the situation; gives the values it is about. */
  readonly demo: (backend: DemoBackend) => Params;
  /** The same situation as the pact's interaction, with its example values. */
  readonly pact: PactScenario<Params>;
  /** The HTTP gateway, when the situation needs one made otherwise than the port's. */
  readonly http?: (client: ApiClient) => Gateway;
  readonly check: (gateway: Gateway, params: Params) => Promise<void>;
}

/** A case ready to run on either backend, its values' type kept inside. */
export interface RunnableCase<Gateway> {
  readonly does: string;
  onDemo(gatewayOf: (gateways: DemoGateways) => Gateway): Promise<void>;
  onPact(pact: PactV4, gatewayOn: (client: ApiClient) => Gateway): Promise<void>;
}

/** The contract of one port (or of one extension's calls on it): its cases, and its pact file. */
export interface PortContract<Gateway> {
  /** 'BookingGateway', or what the cases are about ("the slots extension"). */
  readonly about: string;
  /** The pact provider its interactions go to (`PROVIDER`, or an extension's). */
  readonly provider: string;
  readonly demo: (gateways: DemoGateways) => Gateway;
  readonly http: (client: ApiClient) => Gateway;
  readonly cases: readonly RunnableCase<Gateway>[];
}

/** The demo backend as seeded, on a morning the demo's visit windows are open. */
export function seededBackend(): DemoBackend {
  return new DemoBackend(new MemoryDemoStorage(), {
    now: () => new Date('2026-05-12T10:30:00+05:30'),
  });
}

/** `const bookingCase = caseOf<BookingGateway>()`, then `bookingCase({ does, demo, pact, check })`. */
export function caseOf<Gateway>() {
  return <Params>(spec: ContractCase<Gateway, Params>): RunnableCase<Gateway> => ({
    does: spec.does,
    async onDemo(gatewayOf) {
      const backend = seededBackend();
      const params = spec.demo(backend);
      await spec.check(gatewayOf(new DemoGateways(backend)), params);
    },
    onPact: (pact, gatewayOn) => runScenario(pact, spec.pact, spec.http ?? gatewayOn, spec.check),
  });
}
