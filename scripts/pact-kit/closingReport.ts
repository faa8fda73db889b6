/**
 * The kit's closing lines: one per failure, then the count. The count is of the pacts'
 * interactions; the CORS preflight and the API-key check, which belong to no interaction, add
 * their own lines and say in the count that they failed.
 */
import { VERIFIER_FAILURE } from './pactFailures';
import type { PactInteraction } from './runAppChecks';

export interface Verdicts {
  /** Pact's reason for each interaction it failed, by description (pactFailures). */
  readonly pact: ReadonlyMap<string, string>;
  /** The app's reading of each interaction: undefined when it can use the answer. */
  readonly app: ReadonlyMap<string, string | undefined>;
  /** Why the CORS preflight failed, if it did. */
  readonly cors: string | undefined;
  /** One line per call whose missing or wrong API key was not refused with 403. */
  readonly apiKey: readonly string[];
}

/** `✘ <description> (POST /Services/allCategory): <reason>` for each failure, then the count. */
export function closingReport(
  interactions: readonly PactInteraction[],
  { pact, app, cors, apiKey }: Verdicts,
): { readonly lines: string[]; readonly passed: boolean } {
  const lines: string[] = [];
  let passed = 0;
  for (const interaction of interactions) {
    // The app's reading says what is wrong inside `data`; Pact's, what is wrong around it.
    const reason = app.get(interaction.description) ?? pact.get(interaction.description);
    if (reason === undefined) {
      passed += 1;
      continue;
    }
    const call = `${interaction.request.method} ${interaction.request.path}`;
    lines.push(`✘ ${interaction.description} (${call}): ${reason}`);
  }
  const other = pact.get(VERIFIER_FAILURE);
  if (other) lines.push(`✘ the verifier: ${other}`);
  if (cors) lines.push(`✘ CORS preflight: ${cors}`);
  for (const line of apiKey) lines.push(`✘ API key: ${line}`);
  const total = interactions.length;
  const checks = [
    ...(cors ? ['the CORS preflight'] : []),
    ...(apiKey.length > 0 ? ['the API-key check'] : []),
  ];
  const failedChecks = checks.length > 0 ? `; ${checks.join(' and ')} failed` : '';
  lines.push(
    passed === total && !other
      ? `${passed}/${total} interactions passed${failedChecks}`
      : `${passed}/${total} interactions passed, ${total - passed} failed${failedChecks}`,
  );
  return { lines, passed: passed === total && !other && checks.length === 0 };
}
