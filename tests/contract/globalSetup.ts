import { addTypeRuleBesideRegex } from './typeRuleBesideRegex';

/** After every contract test file has written its interactions: the pact's finishing touch. */
export function teardown(): void {
  addTypeRuleBesideRegex();
}
