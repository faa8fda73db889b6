import { makeAutoObservable } from 'mobx';
import { secondsUntil } from '../../core/auth/codeWaits';
import type { Cancel, Clock } from '../../core/shared/Clock';

/**
 * The login dialog's two waits, counted down each second while either is ahead: until a code may
 * be asked for again (Resend), and until a code may be tried after too many wrong ones (Validate).
 */
export class CodeCountdown {
  /** Seconds before Resend. */
  secondsLeft = 0;
  /** Seconds before Validate may send a code again. */
  tryInSeconds = 0;
  private resendAt: Date | undefined;
  private tryAt: Date | undefined;
  private stopTimer: Cancel | undefined;

  constructor(private readonly clock: Clock) {
    makeAutoObservable<CodeCountdown, 'resendAt' | 'tryAt' | 'stopTimer'>(this, {
      resendAt: false,
      tryAt: false,
      stopTimer: false,
    });
  }

  /** A code is on its way: Resend waits until `resendAt`, and a code may be tried at once. */
  codeSent(resendAt: Date): void {
    this.resendAt = resendAt;
    this.tryAt = undefined;
    this.start();
  }

  /** Too many wrong codes: Validate waits until `tryAt`. */
  tryAfter(tryAt: Date): void {
    this.tryAt = tryAt;
    this.start();
  }

  /** No wait any more: the number changed, or the dialog closed. */
  stop(): void {
    this.stopTicking();
    this.resendAt = undefined;
    this.tryAt = undefined;
    this.secondsLeft = 0;
    this.tryInSeconds = 0;
  }

  private start(): void {
    this.stopTicking();
    this.tick();
    if (this.secondsLeft > 0 || this.tryInSeconds > 0)
      this.stopTimer = this.clock.every(1000, () => this.tick());
  }

  private tick(): void {
    const now = this.clock.now();
    this.secondsLeft = secondsUntil(this.resendAt, now);
    this.tryInSeconds = secondsUntil(this.tryAt, now);
    if (this.secondsLeft === 0 && this.tryInSeconds === 0) this.stopTicking();
  }

  private stopTicking(): void {
    this.stopTimer?.();
    this.stopTimer = undefined;
  }
}
