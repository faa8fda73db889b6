import { messages } from '../shared/messages';
import { fail, ok, type Result } from '../shared/Result';
import type { AuthGateway } from './AuthGateway';
import { isCompleteOtp } from './otpCode';
import type { PendingLogin } from './SendOtp';
import type { SessionStore } from './SessionStore';

export type VerifyOtpResult = Result<
  | { readonly kind: 'welcome'; readonly userId: number; readonly message: string }
  | { readonly kind: 'new-user'; readonly userId: number; readonly message: string },
  { readonly reason: 'incomplete' | 'rejected' | 'failed'; readonly message: string }
>;

/**
 * Step 2 of login (SPEC §4). A known customer is welcomed by name; a number without a profile
 * ('n_a' on the wire) is a new user who must fill in the profile next. Either way the session
 * starts only now, after the code has been verified.
 */
export class VerifyOtp {
  constructor(
    private readonly auth: AuthGateway,
    private readonly session: SessionStore,
  ) {}

  async execute(pending: PendingLogin, code: string): Promise<VerifyOtpResult> {
    if (!isCompleteOtp(code))
      return fail({ reason: 'incomplete', message: messages.otpIncomplete });
    const result = await this.auth.verifyOtp(pending.mobile, code);
    if (!result.ok) {
      if (result.error.kind === 'rejected')
        return fail({ reason: 'rejected', message: result.error.reason });
      return fail({ reason: 'failed', message: messages.verifyOtpFailed });
    }
    this.session.write(pending.userId);
    return result.value.kind === 'registered'
      ? ok({
          kind: 'welcome',
          userId: pending.userId,
          message: messages.welcome(result.value.name),
        })
      : ok({ kind: 'new-user', userId: pending.userId, message: messages.fillDetails });
  }
}
