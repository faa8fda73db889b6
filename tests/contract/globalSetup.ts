import { join } from 'node:path';
import { CONSUMER, extensionProvider, PACT_DIR } from './pactSetup';
import { addTypeRuleBesideRegex } from './typeRuleBesideRegex';
import { EXTENSIONS } from '../../src/core/shared/Extensions';

/** After every contract test file has written its interactions: the pacts' finishing touch. */
export function teardown(): void {
  addTypeRuleBesideRegex();
  for (const extension of EXTENSIONS)
    addTypeRuleBesideRegex(join(PACT_DIR, `${CONSUMER}-${extensionProvider(extension)}.json`));
}
