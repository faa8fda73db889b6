import fc from 'fast-check';
import {
  malformed,
  rejected,
  unavailable,
  type GatewayFailure,
} from '../../../../src/core/shared/GatewayFailure';

/** The server could not be reached, timed out or answered with an HTTP error. */
export const unreachable: fc.Arbitrary<GatewayFailure> = fc.constantFrom(
  unavailable(),
  unavailable('network'),
  unavailable('timeout'),
  unavailable('http'),
);

/** The server answered, off contract. */
export const malformedAnswer: fc.Arbitrary<GatewayFailure> = fc.oneof(
  fc.constant(malformed()),
  fc.string().map((detail) => malformed(detail)),
);

/** The server's refusal, its reason any text it may send: markup, other scripts, 10 000 characters. */
export const refusal: fc.Arbitrary<GatewayFailure> = fc
  .oneof(
    fc.constantFrom(
      'User is blocked',
      '<img src=x onerror=window.__pwned=1>',
      'नल मरम्मत अभी उपलब्ध नहीं',
      'x'.repeat(10_000),
    ),
    fc.string({ minLength: 1, maxLength: 60 }),
  )
  .filter((reason) => reason.trim() !== '')
  .map((reason) => rejected(reason));

/** Every way a gateway can fail but a refusal. */
export const unreachableOrMalformed = fc.oneof(unreachable, malformedAnswer);

/** Any failure at all. */
export const anyGatewayFailure = fc.oneof(unreachable, malformedAnswer, refusal);

/** Enough runs to meet every kind of failure. */
export const FAILURE_RUNS = { numRuns: 40 } as const;

/** The reason of a refusal (what `refusal` generates). */
export function reasonOf(failure: GatewayFailure): string {
  if (failure.kind !== 'rejected') throw new Error(`not a refusal: ${JSON.stringify(failure)}`);
  return failure.reason;
}
