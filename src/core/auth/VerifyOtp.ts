import { authOutcomes } from './authOutcomes';
import type { Clock } from '../shared/Clock';
import { codeWaitMessages } from './codeWaitMessages';
import { fail, ok, type Result } from '../shared/Result';
import type { AuthGateway } from './AuthGateway';
import type { PersonalCopies } from './PersonalCopies';
import { nextTryAt, secondsUntil } from './codeWaits';
import { isCompleteOtp } from './otpCode';
import type { PendingLogin } from './SendOtp';
import type { SentCodes } from './SentCodes';
import type { SessionStore } from './SessionStore';

export type VerifyOtpResult = Result<
  | { readonly kind: 'welcome'; readonly userId: number; readonly message: string }
  | { readonly kind: 'new-user'; readonly userId: number; readonly message: string },
  {
    readonly reason: 'incomplete' | 'rejected' | 'failed' | 'wait';
    readonly message: string;
    /** When the next code may be tried, after too many wrong ones. */
    readonly nextTryAt?: Date;
  }
>;

/**
 * Step 2 of login (SPEC §4). A known customer is welcomed by name; a number without a profile
 * ('n_a' on the wire) is a new user who must fill in the profile next. Either way the session
 * starts only now, after the code has been verified, and only once the copies of any other
 * customer's data on this phone are gone. After three wrong codes, each try waits a little longer
 * (codeWaits.ts) before it goes to the server.
 */
export class VerifyOtp {
  constructor(
    private readonly auth: AuthGateway,
    private readonly session: SessionStore,
    private readonly sentCodes: SentCodes,
    private readonly clock: Clock,
    private readonly copies: PersonalCopies,
  ) {}

  async execute(pending: PendingLogin, code: string): Promise<VerifyOtpResult> {
    if (!isCompleteOtp(code))
      return fail({ reason: 'incomplete', message: authOutcomes.otpIncomplete });
    const sent = this.sentCodes.find(pending.mobile);
    const waitUntil = sent && nextTryAt(sent);
    const wait = secondsUntil(waitUntil, this.clock.now());
    if (waitUntil && wait > 0)
      return fail({
        reason: 'wait',
        message: codeWaitMessages.tryCodeIn(wait),
        nextTryAt: waitUntil,
      });
    const result = await this.auth.verifyOtp(pending.mobile, code);
    if (!result.ok) {
      if (result.error.kind !== 'rejected')
        return fail({ reason: 'failed', message: authOutcomes.verifyOtpFailed });
      const wrong = sent && {
        ...sent,
        wrongCodes: sent.wrongCodes + 1,
        lastWrongAt: this.clock.now(),
      };
      if (wrong) this.sentCodes.save(wrong);
      const next = wrong && nextTryAt(wrong);
      return fail({
        reason: 'rejected',
        message: result.error.reason,
        ...(next ? { nextTryAt: next } : {}),
      });
    }
    this.sentCodes.forget(pending.mobile);
    await this.copies.keepOnly(pending.userId);
    const { token, expiresAt } = result.value;
    this.session.write(
      pending.userId,
      token ? { token, ...(expiresAt ? { expiresAt } : {}) } : undefined,
    );
    return result.value.kind === 'registered'
      ? ok({
          kind: 'welcome',
          userId: pending.userId,
          message: authOutcomes.welcome(result.value.name),
        })
      : ok({ kind: 'new-user', userId: pending.userId, message: authOutcomes.fillDetails });
  }
}
