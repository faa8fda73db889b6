import type { AuthGateway, VerifiedUser } from '../../core/auth/AuthGateway';
import type { GatewayFailure } from '../../core/shared/GatewayFailure';
import { ok, type Result } from '../../core/shared/Result';
import type { ApiClient } from './ApiClient';
import { loginBody, userIdFromLogin, verifiedUserFromVerify, verifyOtpBody } from './authWire';

/**
 * Login by mobile number and one-time code over HTTP. Both calls are writes, sent exactly once:
 * login sends an SMS and a code can be used once, so a lost answer is reported, not repeated.
 *
 * Failures: `rejected` with the server's text for `status: false`, or with the validation message
 * for a number or code that is not all digits (refused before sending: the wire carries numbers);
 * `unavailable` (network, timeout, HTTP error); `malformed` (off-contract answer, or `status:
 * false` without a reason). Never throws.
 */
export class HttpAuthGateway implements AuthGateway {
  /** `expectsToken`: the build names the `session` extension, so verify's success must carry one. */
  constructor(
    private readonly client: ApiClient,
    private readonly expectsToken = false,
  ) {}

  /**
   * POST `Authentication/login`, body `{ Contact_Number: 9876543210, Device_Type: 'web' }`.
   * Answer `{ status: true, data: "101" }` (the user id as JSON text, a positive integer) or
   * `{ status: false, data: "<reason>" }`.
   */
  async sendOtp(mobile: string): Promise<Result<{ readonly userId: number }, GatewayFailure>> {
    const body = loginBody(mobile);
    if (!body.ok) return body;
    const answer = await this.client.send({
      kind: 'write',
      method: 'POST',
      path: 'Authentication/login',
      body: body.value,
    });
    return answer.ok ? userIdFromLogin(answer.value) : answer;
  }

  /**
   * POST `Authentication/verifyOtp`, body `{ Contact_Number: 9876543210, Otp: 123456 }`.
   * Answer `{ status: true, data: "<name>" }` for a customer, `{ status: true, data: "n_a" }` for
   * a number without a profile (`{ kind: 'new' }`), or `{ status: false, data: "<reason>" }`.
   * With the `session` extension the success also carries `token: "<opaque text>"`, and may
   * carry `expiresAt: "2026-12-04T10:30:00Z"`, when the session ends at the latest.
   */
  async verifyOtp(mobile: string, code: string): Promise<Result<VerifiedUser, GatewayFailure>> {
    const body = verifyOtpBody(mobile, code);
    if (!body.ok) return body;
    const answer = await this.client.send({
      kind: 'write',
      method: 'POST',
      path: 'Authentication/verifyOtp',
      body: body.value,
    });
    return answer.ok ? verifiedUserFromVerify(answer.value, this.expectsToken) : answer;
  }

  /**
   * POST `Authentication/logout` with the session's token in the `Authorization` header, body
   * `{}`. Answer 204 (any 2xx). A 401 says the session had already ended: nothing is left to end.
   */
  async logout(): Promise<Result<void, GatewayFailure>> {
    const answer = await this.client.send({
      kind: 'write',
      method: 'POST',
      path: 'Authentication/logout',
      expect: 'json-if-any',
      endsSession: true,
    });
    return answer.ok ? ok(undefined) : answer;
  }
}
