import type { GatewayFailure } from '../shared/GatewayFailure';
import { PortMethods } from '../shared/PortMethods';
import type { Result } from '../shared/Result';

/**
 * Who a verified code belongs to: a known customer with a name, or a number without a profile;
 * with the session a backend of the `session` extension gives: its token, and the moment it ends
 * at the latest when the backend says.
 */
export type VerifiedUser = (
  { readonly kind: 'registered'; readonly name: string } | { readonly kind: 'new' }
) & { readonly token?: string; readonly expiresAt?: Date };

/**
 * Logs customers in with their mobile number and a one-time code sent by SMS. Neither call is
 * ever retried automatically: login sends an SMS, and a code can be used once.
 * Failures: `rejected` with the server's text when it refuses (status false), `unavailable`
 * on network or HTTP errors and timeouts, `malformed` for payloads that do not fit. Never throws.
 */
export interface AuthGateway {
  /** Sends a code to the number (Authentication/login); gives the user id the number belongs to. */
  sendOtp(mobile: string): Promise<Result<{ readonly userId: number }, GatewayFailure>>;
  /** Checks the code (Authentication/verifyOtp). */
  verifyOtp(mobile: string, code: string): Promise<Result<VerifiedUser, GatewayFailure>>;
  /**
   * Ends the session the app holds, on the server (Authentication/logout, the `session`
   * extension): its token is never accepted again. Sent once; a session the server had already
   * ended is no failure.
   */
  logout(): Promise<Result<void, GatewayFailure>>;
}

/** Every method of the AuthGateway, for what is built once for each (a late adapter, a fake, a test double). */
export const AUTH_GATEWAY_METHODS = PortMethods.of<AuthGateway>()([
  'sendOtp',
  'verifyOtp',
  'logout',
]);
