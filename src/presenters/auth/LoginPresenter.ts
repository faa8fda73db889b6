import { makeAutoObservable, runInAction } from 'mobx';
import { codeWaitMessages } from '../../core/auth/codeWaitMessages';
import { isValidMobile, MOBILE_LENGTH, mobileInput } from '../../core/auth/mobileNumber';
import {
  canResendOtp,
  isCompleteOtp,
  OTP_LENGTH,
  otpBoxValue,
  otpFromPaste,
} from '../../core/auth/otpCode';
import type { PendingLogin } from '../../core/auth/SendOtp';
import { messages } from '../../core/shared/messages';
import type { ConnectionModel } from '../shell/ConnectionModel';
import type { CodeChecker } from './CodeChecker';
import type { CodeCountdown } from './CodeCountdown';
import type { CodeSender } from './CodeSender';
import type { LoginGate } from './LoginGate';
import { offlineMessages } from '../offline/offlineMessages';
import { loginMessages } from '../../core/auth/loginMessages';

export type LoginStep = 'phone' | 'code';

export interface LoginViewModel {
  readonly isOpen: boolean;
  readonly step: LoginStep;
  readonly title: string;
  readonly mobile: string;
  readonly canContinue: boolean;
  /** Why Continue stays disabled once all ten digits are in but the number cannot be a mobile. */
  readonly mobileError?: string;
  /** 'OTP sent to +91 …' on the code step. */
  readonly sentMessage?: string;
  readonly digits: readonly string[];
  readonly canValidate: boolean;
  /** 'Resend OTP in 12s' while counting down; absent once the code may be resent. */
  readonly countdown?: string;
  /** 'Too many wrong codes. Try again in 5s.' while Validate waits. */
  readonly validateCountdown?: string;
  readonly canResend: boolean;
  /** The server's or the spec's error text, shown in the dialog. */
  readonly error?: string;
  /** In demo mode, the code to type. */
  readonly demoHint?: string;
  readonly working: boolean;
  /** Which code box to focus. */
  readonly focus: FocusRequest;
}

/** Asks the view to focus an OTP box; `seq` changes on every request, even for the same box. */
export interface FocusRequest {
  readonly box: number;
  readonly seq: number;
}

const emptyDigits = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

/**
 * The login dialog (SPEC §4): phone step, then the six-digit code with a 30-second resend timer:
 * what the customer types and sees. Sending a code, checking it and the waits are jobs of their
 * own (CodeSender, CodeChecker, CodeCountdown). The session starts only when the code is
 * verified; closing the dialog forgets what was typed, but not the number's wait: asking again
 * within it brings back the code already sent.
 */
export class LoginPresenter {
  step: LoginStep = 'phone';
  mobile = '';
  digits: string[] = emptyDigits();
  error: string | undefined;
  sentMessage: string | undefined;
  working = false;
  private focus: FocusRequest = { box: 0, seq: 0 };
  private pending: PendingLogin | undefined;
  private verifying: Promise<void> | undefined;
  /** Moves on when the dialog closes or the number changes: a code still on its way is dropped. */
  private attempt = 0;

  constructor(
    private readonly gate: LoginGate,
    private readonly sender: CodeSender,
    private readonly checker: CodeChecker,
    private readonly countdown: CodeCountdown,
    private readonly connection: ConnectionModel,
    private readonly demoCode?: string,
  ) {
    makeAutoObservable<LoginPresenter, 'pending' | 'verifying' | 'attempt'>(this, {
      pending: false,
      verifying: false,
      attempt: false,
    });
  }

  get code(): string {
    return this.digits.join('');
  }

  get viewModel(): LoginViewModel {
    const onCode = this.step === 'code';
    const { secondsLeft, tryInSeconds } = this.countdown;
    return {
      isOpen: this.gate.isOpen,
      step: this.step,
      title: onCode ? loginMessages.codeTitle : loginMessages.title,
      mobile: this.mobile,
      canContinue: isValidMobile(this.mobile) && !this.working,
      ...(this.mobile.length === MOBILE_LENGTH && !isValidMobile(this.mobile)
        ? { mobileError: messages.mobileInvalid }
        : {}),
      ...(onCode && this.sentMessage ? { sentMessage: this.sentMessage } : {}),
      digits: this.digits,
      canValidate: isCompleteOtp(this.code) && !this.working && tryInSeconds === 0,
      ...(onCode && !canResendOtp(secondsLeft)
        ? { countdown: codeWaitMessages.resendIn(secondsLeft) }
        : {}),
      ...(onCode && tryInSeconds > 0
        ? { validateCountdown: codeWaitMessages.tryCodeIn(tryInSeconds) }
        : {}),
      canResend: onCode && canResendOtp(secondsLeft) && !this.working,
      ...(this.error ? { error: this.error } : {}),
      ...(onCode && this.demoCode ? { demoHint: loginMessages.demoCode(this.demoCode) } : {}),
      working: this.working,
      focus: this.focus,
    };
  }

  /** Digits only, at most ten; a pasted "+91 98765-43210" keeps its last ten digits. */
  setMobile(text: string): void {
    this.mobile = mobileInput(text);
    this.error = undefined;
  }

  /** Continue: sends the code. Ignored while a call runs, so a double click sends one SMS. */
  async sendCode(): Promise<void> {
    if (!this.viewModel.canContinue || !this.online()) return;
    await this.requestCode(this.mobile);
  }

  /** A keystroke (or an autofill) in box `box`: a digit moves on, anything else is cleared. */
  typeDigit(box: number, typed: string): void {
    if (box < 0 || box >= OTP_LENGTH) return;
    const previous = this.digits[box] ?? '';
    const typedDigits = typed.replace(/\D/g, '');
    // More digits than a keystroke adds to the box: the phone filled in the code, or a paste.
    if (typedDigits.length > 2 || (typedDigits.length === 2 && previous === '')) {
      this.paste(typed);
      return;
    }
    // A keystroke in a full box replaces its digit, whichever side of it the caret was.
    const digit =
      typedDigits.length === 2
        ? typedDigits.startsWith(previous)
          ? typedDigits.slice(1)
          : typedDigits.slice(0, 1)
        : otpBoxValue(typed);
    this.digits[box] = digit;
    this.error = undefined;
    if (digit !== '' && box < OTP_LENGTH - 1) this.requestFocus(box + 1);
    // Only the last box sends: typing a code again over a refused one fills the first boxes of a
    // code that is still complete, and must not send it half retyped.
    if (box === OTP_LENGTH - 1) this.submitWhenComplete();
  }

  /** Backspace in an empty box goes back to the previous one (SPEC §5). */
  backspace(box: number): void {
    if (this.digits[box] === '' && box > 0) this.requestFocus(box - 1);
  }

  /** A whole code pasted into any box fills all of them, spaces and dashes ignored. */
  paste(text: string): void {
    const code = otpFromPaste(text);
    if (code === undefined) return;
    this.digits = emptyDigits().map((_, index) => code[index] ?? '');
    this.error = undefined;
    this.requestFocus(Math.min(code.length, OTP_LENGTH - 1));
    this.submitWhenComplete();
  }

  /**
   * Validate: checks the code; ignored before six digits are in. Pressed again while the code is
   * being checked, it waits for that check instead of sending the code twice.
   */
  verify(): Promise<void> {
    if (this.verifying) return this.verifying;
    const pending = this.pending;
    if (!pending || !this.viewModel.canValidate || !this.online()) return Promise.resolve();
    this.verifying = this.check(pending).finally(() => (this.verifying = undefined));
    return this.verifying;
  }

  /** The code step sends itself once all six digits are in: no Validate to press (it stays). */
  private submitWhenComplete(): void {
    if (isCompleteOtp(this.code)) void this.verify();
  }

  private async check(pending: PendingLogin): Promise<void> {
    this.working = true;
    this.error = undefined;
    const result = await this.checker.check(pending, this.code);
    runInAction(() => {
      this.working = false;
      if (!result.ok) {
        // A wait is shown as its countdown; every other refusal as its text.
        this.error = result.error.reason === 'wait' ? undefined : result.error.message;
        if (result.error.nextTryAt) this.countdown.tryAfter(result.error.nextTryAt);
        // Validate was disabled while checking, which dropped the focus: back to the first box,
        // so the code can be typed again at once.
        this.requestFocus(0);
        return;
      }
      this.close(this.checker.letIn(result.value));
    });
  }

  /** Sends a new code once the timer is at 0, and starts the timer again (DESIGN.md). */
  async resend(): Promise<void> {
    const pending = this.pending;
    if (!pending || !this.viewModel.canResend || !this.online()) return;
    await this.requestCode(pending.mobile);
  }

  /** Offline, logging in says so where the customer looks, and sends nothing (no SMS later). */
  private online(): boolean {
    if (!this.connection.online) this.error = offlineMessages.needed.login;
    return this.connection.online;
  }

  /** Sends a code and, once it is on its way, shows the code step with a fresh timer. */
  private async requestCode(mobile: string): Promise<void> {
    this.working = true;
    this.error = undefined;
    const attempt = this.attempt;
    const result = await this.sender.send(mobile);
    runInAction(() => {
      if (attempt !== this.attempt) return; // closed, or the number changed, meanwhile
      this.working = false;
      if (!result.ok) {
        this.error = result.error.message;
        return;
      }
      this.pending = result.value.pending;
      this.sentMessage = result.value.message;
      this.step = 'code';
      this.digits = emptyDigits();
      this.requestFocus(0);
      this.countdown.codeSent(result.value.resendAt);
      this.sender.announce(result.value);
    });
  }

  /** Back to the phone step, keeping the number to correct it. */
  changeNumber(): void {
    this.attempt += 1;
    this.working = false;
    this.countdown.stop();
    this.pending = undefined;
    this.step = 'phone';
    this.digits = emptyDigits();
    this.sentMessage = undefined;
    this.error = undefined;
  }

  /** Closing resets every field, the timer and the step (SPEC §4). */
  close(outcome: 'logged-in' | 'new-user' | 'dismissed' = 'dismissed'): void {
    this.changeNumber();
    this.mobile = '';
    this.gate.settle(outcome);
  }

  /** Stops the timer when the dialog goes away for good. */
  dispose(): void {
    this.countdown.stop();
  }

  private requestFocus(box: number): void {
    this.focus = { box, seq: this.focus.seq + 1 };
  }
}
