import { authOutcomes } from './authOutcomes';
import type { Clock } from '../shared/Clock';
import { codeWaitMessages } from './codeWaitMessages';
import { messages } from '../shared/messages';
import { fail, ok, type Result } from '../shared/Result';
import type { AuthGateway } from './AuthGateway';
import { resendAt } from './codeWaits';
import { isValidMobile, mobileInput } from './mobileNumber';
import type { SentCodes } from './SentCodes';

/**
 * A login in progress: the code has been sent. The user id stays out of the session until the
 * code is verified; nobody is logged in before that (DESIGN.md).
 */
export interface PendingLogin {
  readonly mobile: string;
  readonly userId: number;
}

export type SendOtpResult = Result<
  {
    readonly pending: PendingLogin;
    readonly message: string;
    /** False when a code sent less than 30 seconds ago still stands: no new SMS went out. */
    readonly sent: boolean;
    /** When another code may be asked for. */
    readonly resendAt: Date;
  },
  { readonly reason: 'invalid-mobile' | 'rejected' | 'failed'; readonly message: string }
>;

/**
 * Step 1 of login (SPEC §4): send a one-time code to a valid mobile number, at most one every 30
 * seconds per number. Asked again sooner (Change number and back, the dialog closed and opened,
 * a reload), it sends nothing and gives the code already on its way.
 */
export class SendOtp {
  constructor(
    private readonly auth: AuthGateway,
    private readonly sentCodes: SentCodes,
    private readonly clock: Clock,
  ) {}

  async execute(typedMobile: string): Promise<SendOtpResult> {
    const mobile = mobileInput(typedMobile);
    if (!isValidMobile(mobile))
      return fail({ reason: 'invalid-mobile', message: messages.mobileInvalid });
    const earlier = this.sentCodes.find(mobile);
    if (earlier && resendAt(earlier) > this.clock.now())
      return ok({
        pending: { mobile, userId: earlier.userId },
        message: codeWaitMessages.otpStillOnItsWay(mobile),
        sent: false,
        resendAt: resendAt(earlier),
      });
    const result = await this.auth.sendOtp(mobile);
    // A user id of 0 would read as "logged out" after the code is verified: treat it as a failure.
    if (result.ok && result.value.userId <= 0)
      return fail({ reason: 'failed', message: authOutcomes.sendOtpFailed });
    if (result.ok) {
      const code = {
        mobile,
        userId: result.value.userId,
        sentAt: this.clock.now(),
        wrongCodes: 0,
      };
      this.sentCodes.save(code);
      return ok({
        pending: { mobile, userId: code.userId },
        message: authOutcomes.otpSent(mobile),
        sent: true,
        resendAt: resendAt(code),
      });
    }
    if (result.error.kind === 'rejected')
      return fail({ reason: 'rejected', message: result.error.reason });
    return fail({ reason: 'failed', message: authOutcomes.sendOtpFailed });
  }
}
