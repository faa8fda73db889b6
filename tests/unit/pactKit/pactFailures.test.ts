import { describe, expect, it } from 'vitest';
import { pactFailures, VERIFIER_FAILURE } from '../../../scripts/pact-kit/pactFailures';

/** The verifier's summary as it gives it when an interaction fails. */
function report(description: string, mismatches: readonly Record<string, unknown>[]): string {
  return JSON.stringify({
    errors: [
      {
        interaction: `Verifying a pact between GharSevaWeb and HomeServicesApi Given user {userId} has bookings - ${description}`,
        mismatch: { interactionId: '', mismatches, type: 'mismatches' },
      },
    ],
  });
}

const BODY_MISMATCH = {
  actual: 'false',
  expected: 'true',
  mismatch: 'Expected false (Boolean) to be equal to true (Boolean)',
  path: '$.status',
  type: 'BodyMismatch',
};
const statusMismatch = (actual: number) => ({
  actual,
  expected: 200,
  mismatch: `expected 200 but was ${actual}`,
  type: 'StatusMismatch',
});

describe("pactFailures, Pact's reason for each interaction it failed", () => {
  it("is the first mismatch, with its path, when the status is the pact's", () => {
    const failures = pactFailures(
      report("a request for a customer's bookings", [BODY_MISMATCH]),
      false,
    );
    expect(failures.get("a request for a customer's bookings")).toBe(
      '$.status: Expected false (Boolean) to be equal to true (Boolean)',
    );
  });

  it('is the 401, not the body it spoiled, with the hint to name session', () => {
    const failures = pactFailures(
      report("a request for a customer's bookings", [BODY_MISMATCH, statusMismatch(401)]),
      false,
    );
    expect(failures.get("a request for a customer's bookings")).toBe(
      'answered 401 without a session token; a backend that keeps sessions must be verified with PACT_EXTENSIONS=session (README, "Contract extensions")',
    );
  });

  it('is a 401 of a state’s session when session is named', () => {
    const failures = pactFailures(
      report('a logout with the session token', [statusMismatch(401)]),
      true,
    );
    expect(failures.get('a logout with the session token')).toMatch(
      /^answered 401: with PACT_EXTENSIONS=session its provider state must answer \{ "token": "…" \}/,
    );
  });

  it('is a 403 as a refusal of the caller', () => {
    const failures = pactFailures(report('a profile update', [statusMismatch(403)]), true);
    expect(failures.get('a profile update')).toMatch(
      /^answered 403: refused as another customer's data or for its API key; /,
    );
  });

  it('names any other error status before the body', () => {
    const failures = pactFailures(
      report('a request to book the saved cart', [BODY_MISMATCH, statusMismatch(500)]),
      false,
    );
    expect(failures.get('a request to book the saved cart')).toBe('answered HTTP 500');
  });

  it("keeps Pact's words for a success where the pact expects an error", () => {
    const failures = pactFailures(
      report("a customer's bookings asked for without a session", [
        {
          actual: 200,
          expected: 401,
          mismatch: 'expected 401 but was 200',
          type: 'StatusMismatch',
        },
      ]),
      true,
    );
    expect(failures.get("a customer's bookings asked for without a session")).toBe(
      'expected 401 but was 200',
    );
  });

  it('keeps the first line of a verifier that stopped without a report', () => {
    const failures = pactFailures('the verifier stopped (exit 3)\nmore', false);
    expect(failures.get(VERIFIER_FAILURE)).toBe('the verifier stopped (exit 3)');
  });
});
