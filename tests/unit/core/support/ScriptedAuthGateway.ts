import type { AuthGateway, VerifiedUser } from '../../../../src/core/auth/AuthGateway';
import type { GatewayFailure } from '../../../../src/core/shared/GatewayFailure';
import { ok, type Result } from '../../../../src/core/shared/Result';

/** An auth backend whose answers the test sets; it records every call it receives. */
export class ScriptedAuthGateway implements AuthGateway {
  sendOtpAnswer: Result<{ readonly userId: number }, GatewayFailure> = ok({ userId: 17 });
  verifyOtpAnswer: Result<VerifiedUser, GatewayFailure> = ok({ kind: 'registered', name: 'Priya' });
  readonly sentTo: string[] = [];
  readonly verified: { mobile: string; code: string }[] = [];

  async sendOtp(mobile: string): Promise<Result<{ readonly userId: number }, GatewayFailure>> {
    this.sentTo.push(mobile);
    return this.sendOtpAnswer;
  }

  async verifyOtp(mobile: string, code: string): Promise<Result<VerifiedUser, GatewayFailure>> {
    this.verified.push({ mobile, code });
    return this.verifyOtpAnswer;
  }

  /** Answers logout with `logoutAnswer`; `undefined` never answers (a backend that hangs). */
  logoutAnswer: Result<void, GatewayFailure> | undefined = ok(undefined);
  logouts = 0;

  logout(): Promise<Result<void, GatewayFailure>> {
    this.logouts += 1;
    const answer = this.logoutAnswer;
    return answer ? Promise.resolve(answer) : new Promise(() => undefined);
  }
}
