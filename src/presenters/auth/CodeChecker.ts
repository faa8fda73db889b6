import type { PendingLogin } from '../../core/auth/SendOtp';
import type { VerifyOtp, VerifyOtpResult } from '../../core/auth/VerifyOtp';
import { notification, type Notifier } from '../../core/shared/Notification';
import { links } from '../links';
import type { Navigator } from '../Navigator';
import type { BusyModel } from '../shell/BusyModel';
import type { SessionModel } from './SessionModel';

type Verified = Extract<VerifyOtpResult, { ok: true }>['value'];

/**
 * Checks a login code, the screen busy meanwhile, and lets the customer in: the session starts, a
 * known customer is welcomed by name, a new one is sent to fill in the profile.
 */
export class CodeChecker {
  constructor(
    private readonly verifyOtp: VerifyOtp,
    private readonly busy: BusyModel,
    private readonly session: SessionModel,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
  ) {}

  check(pending: PendingLogin, code: string): Promise<VerifyOtpResult> {
    return this.busy.during(() => this.verifyOtp.execute(pending, code));
  }

  /** Lets in the customer whose code was verified; says which kind of customer came in. */
  letIn(verified: Verified): 'logged-in' | 'new-user' {
    this.session.refresh();
    if (verified.kind === 'welcome') {
      this.notifier.notify(notification('success', verified.message));
      return 'logged-in';
    }
    this.notifier.notify(notification('info', verified.message));
    this.navigator.go(links.profile);
    return 'new-user';
  }
}
