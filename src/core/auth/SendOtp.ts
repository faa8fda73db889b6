import { messages } from '../shared/messages';
import { fail, ok, type Result } from '../shared/Result';
import type { AuthGateway } from './AuthGateway';
import { isValidMobile, mobileInput } from './mobileNumber';

/**
 * A login in progress: the code has been sent. The user id stays here, in memory, until the code
 * is verified; nobody is logged in before that (DESIGN.md).
 */
export interface PendingLogin {
  readonly mobile: string;
  readonly userId: number;
}

export type SendOtpResult = Result<
  { readonly pending: PendingLogin; readonly message: string },
  { readonly reason: 'invalid-mobile' | 'rejected' | 'failed'; readonly message: string }
>;

/** Step 1 of login (SPEC §4): send a one-time code to a valid mobile number. */
export class SendOtp {
  constructor(private readonly auth: AuthGateway) {}

  async execute(typedMobile: string): Promise<SendOtpResult> {
    const mobile = mobileInput(typedMobile);
    if (!isValidMobile(mobile))
      return fail({ reason: 'invalid-mobile', message: messages.mobileInvalid });
    const result = await this.auth.sendOtp(mobile);
    // A user id of 0 would read as "logged out" after the code is verified: treat it as a failure.
    if (result.ok && result.value.userId <= 0)
      return fail({ reason: 'failed', message: messages.sendOtpFailed });
    if (result.ok) {
      return ok({
        pending: { mobile, userId: result.value.userId },
        message: messages.otpSent(mobile),
      });
    }
    if (result.error.kind === 'rejected')
      return fail({ reason: 'rejected', message: result.error.reason });
    return fail({ reason: 'failed', message: messages.sendOtpFailed });
  }
}
