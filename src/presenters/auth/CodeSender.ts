import type { SendOtp, SendOtpResult } from '../../core/auth/SendOtp';
import { notification, type Notifier } from '../../core/shared/Notification';
import type { BusyModel } from '../shell/BusyModel';

/** Asks the server for a login code, the screen busy meanwhile, and tells the customer it is sent. */
export class CodeSender {
  constructor(
    private readonly sendOtp: SendOtp,
    private readonly busy: BusyModel,
    private readonly notifier: Notifier,
  ) {}

  /** Sends a code to `mobile` (or finds the one still on its way). */
  send(mobile: string): Promise<SendOtpResult> {
    return this.busy.during(() => this.sendOtp.execute(mobile));
  }

  /** Tells the customer where the code went: a new one, or the one sent a moment ago. */
  announce(sent: { readonly sent: boolean; readonly message: string }): void {
    this.notifier.notify(notification(sent.sent ? 'success' : 'info', sent.message));
  }
}
