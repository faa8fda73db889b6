import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { valueAt } from '../../scripts/pact-kit/explain';
import { CONSUMER, PACT_DIR, PROVIDER } from './pactSetup';

interface Matcher {
  readonly match: string;
}
interface RuleList {
  readonly combine?: string;
  readonly matchers: readonly Matcher[];
}
interface Interaction {
  readonly response?: {
    readonly body?: { readonly content?: unknown };
    readonly matchingRules?: { readonly body?: Record<string, RuleList> };
  };
}

/**
 * Puts a type rule beside each regex rule on a text field of the answers (`$.data`): a regex on
 * a value that is not text compares that value's JSON form, so `"data": [{…}]` passed where
 * `"data": "[{…}]"` is meant. The pact format and the verifiers combine rules (`combine: AND`);
 * pact-js has no way to write two rules on one field yet (pact-js issue 1203), so this runs on
 * the written pact, after the contract tests. Returns how many rules it added.
 */
export function addTypeRuleBesideRegex(
  file = join(PACT_DIR, `${CONSUMER}-${PROVIDER}.json`),
): number {
  if (!existsSync(file)) return 0;
  const pact = JSON.parse(readFileSync(file, 'utf8')) as { interactions: Interaction[] };
  let added = 0;
  for (const interaction of pact.interactions) {
    const rules = interaction.response?.matchingRules?.body ?? {};
    for (const [path, list] of Object.entries(rules)) {
      const hasRegex = list.matchers.some((matcher) => matcher.match === 'regex');
      const hasType = list.matchers.some((matcher) => matcher.match === 'type');
      if (!hasRegex || hasType) continue;
      if (
        typeof valueAt(interaction.response?.body?.content, path.replace(/^\$\.?/, '')) !== 'string'
      )
        continue;
      rules[path] = { combine: 'AND', matchers: [{ match: 'type' }, ...list.matchers] };
      added += 1;
    }
  }
  if (added > 0) writeFileSync(file, `${JSON.stringify(pact, null, 2)}\n`);
  return added;
}
