/**
 * Pact's verdicts, from the summary the verifier gives when it fails (its report as JSON): one
 * reason per failed interaction. An error status comes first and is named: a 401 makes every
 * field of the body look wrong, and the body's mismatches would hide why.
 */
import { httpStatusReason } from './httpStatusReason';

/** Where a failure that belongs to no interaction is kept (the verifier stopped). */
export const VERIFIER_FAILURE = '(the verifier)';

interface Mismatch {
  readonly mismatch?: string;
  readonly path?: string;
  readonly type?: string;
  readonly actual?: unknown;
}

interface PactReport {
  readonly errors?: readonly {
    readonly interaction?: string;
    readonly mismatch?: {
      readonly message?: string;
      readonly mismatches?: readonly Mismatch[];
    };
  }[];
}

/**
 * Each failed interaction's reason by its description. `sessionNamed`: PACT_EXTENSIONS names
 * `session`, so the verifier sent each state's session token (without it, none).
 */
export function pactFailures(message: string, sessionNamed: boolean): Map<string, string> {
  const failures = new Map<string, string>();
  let report: PactReport;
  try {
    report = JSON.parse(message) as PactReport;
  } catch {
    failures.set(VERIFIER_FAILURE, message.split('\n')[0] ?? message);
    return failures;
  }
  for (const { interaction = '', mismatch } of report.errors ?? []) {
    // "Verifying a pact between … Given <state> - <description>"
    const description = interaction.slice(interaction.lastIndexOf(' - ') + 3);
    const mismatches = mismatch?.mismatches ?? [];
    const status = errorStatus(mismatches);
    const first = mismatches[0];
    const pactReason = first
      ? `${first.path ? `${first.path}: ` : ''}${first.mismatch ?? ''}`
      : (mismatch?.message ?? 'failed');
    failures.set(
      description,
      status !== undefined
        ? httpStatusReason({ status, sessionNamed, ...(sessionNamed ? {} : { tokenSent: false }) })
        : pactReason.replace(/\s+/g, ' ').trim().slice(0, 240),
    );
  }
  return failures;
}

/** The status of an answer that should have been another, when it is an error status. */
function errorStatus(mismatches: readonly Mismatch[]): number | undefined {
  const actual = mismatches.find((each) => each.type === 'StatusMismatch')?.actual;
  return typeof actual === 'number' && (actual < 200 || actual > 299) ? actual : undefined;
}
