import { describe, it } from 'vitest';
import type { PactV4 } from '@pact-foundation/pact';
import { newPact, PACT_DIR } from './pactSetup';
import { PORT_CONTRACTS } from './ports/contracts';
import type { PortContract } from './ports/portContract';

// The same cases on the HTTP adapters, each against its interaction on the Pact mock server, so
// the HTTP adapter is held to the same behaviour as the demo on what the contract lets a backend
// answer. The interactions go to the committed pacts: a call whose case pins what the app makes
// of its answer needs no second test of the same interaction (the gateway tests add the exact
// values where an answer carries data).

const pacts = new Map<string, PactV4>();
const pactOf = (provider: string) => {
  const pact = pacts.get(provider) ?? newPact(PACT_DIR, provider);
  pacts.set(provider, pact);
  return pact;
};

function onPact<Gateway>(contract: PortContract<Gateway>): void {
  const pact = pactOf(contract.provider);
  describe(`the HTTP ${contract.about} keeps its contract on the Pact mock server`, () => {
    for (const each of contract.cases) it(each.does, () => each.onPact(pact, contract.http));
  });
}

for (const contract of PORT_CONTRACTS) onPact(contract);
