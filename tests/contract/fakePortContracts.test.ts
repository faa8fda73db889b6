import { describe, it } from 'vitest';
import { PORT_CONTRACTS } from './ports/contracts';
import type { PortContract } from './ports/portContract';

// The offline demo must behave as the contract says the real backend does: every case of the
// port contracts runs here on the demo's gateway, over a freshly seeded demo backend.

function onDemo<Gateway>(contract: PortContract<Gateway>): void {
  describe(`the demo's ${contract.about} keeps its contract`, () => {
    for (const each of contract.cases) it(each.does, () => each.onDemo(contract.demo));
  });
}

for (const contract of PORT_CONTRACTS) onDemo(contract);
