import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The provider-state endpoint's lock. It sets up any customer's data, codes and sessions, so
 * whoever reaches it is every customer: a request must carry the secret (PACT_STATE_SECRET) in
 * this header, which the kit and the security probe send.
 */
export const STATE_SECRET_HEADER = 'x-pact-state-secret';

export const stateSecretRefusals = {
  closed: `Provider states are closed: start the provider with PACT_STATE_SECRET set, and send it as ${STATE_SECRET_HEADER}`,
  wrong: `Provider states need the ${STATE_SECRET_HEADER} header with the provider's PACT_STATE_SECRET`,
} as const;

/**
 * Why a provider-state request carrying `sent` is refused, or undefined when it may go on. With
 * a `secret`, only that secret opens it; without one, the secure provider stays closed and the
 * others, models of SPEC §7's holes, stay open.
 */
export function stateSecretRefusal(
  sent: string | readonly string[] | undefined,
  secret: string | undefined,
  secure: boolean,
): string | undefined {
  if (!secret) return secure ? stateSecretRefusals.closed : undefined;
  return typeof sent === 'string' && sameSecret(sent, secret)
    ? undefined
    : stateSecretRefusals.wrong;
}

/** Compared as hashes of equal length, in constant time: the time taken tells nothing of it. */
function sameSecret(sent: string, secret: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(secret));
}
