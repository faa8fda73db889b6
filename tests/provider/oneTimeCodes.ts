import { randomInt, timingSafeEqual } from 'node:crypto';
import type { CodeRules } from '../../src/adapters/fake/DemoBackend';
import type { Clock } from '../../src/core/shared/Clock';

/**
 * The secure reference provider's one-time codes (`npm run provider -- --secure`): each login
 * sends a new random six-digit code (from the platform's CSPRNG), which replaces the one before,
 * works for five minutes, and only once. Nothing is delivered: tests read the code they need
 * through a provider state, which sets a code of their choosing (`pending`). Kept in memory, per
 * number; the limits on sending and guessing are codeLimits.ts's.
 */
export const CODE_LIFETIME_MS = 5 * 60 * 1000;

export interface OneTimeCodesOptions {
  /** A code keeps working after it logged in: a hole, for proving the security probe sees it. */
  readonly reusable?: boolean;
}

interface PendingCode {
  readonly code: string;
  readonly sentAt: number;
}

export class OneTimeCodes implements CodeRules {
  private readonly pendingCodes = new Map<string, PendingCode>();

  constructor(
    private readonly clock: Pick<Clock, 'now'>,
    private readonly options: OneTimeCodesOptions = {},
  ) {}

  /** Sends a new code to `mobile`: the code, as the SMS would carry it. */
  send(mobile: string): string {
    const code = String(randomInt(1_000_000)).padStart(6, '0');
    this.pending(mobile, code);
    return code;
  }

  redeem(mobile: string, code: string): boolean {
    const pending = this.pendingCodes.get(mobile);
    if (!pending || this.clock.now().getTime() - pending.sentAt >= CODE_LIFETIME_MS) return false;
    // Both are six digits here, so only their contents can differ; compared in constant time.
    const right =
      code.length === pending.code.length &&
      timingSafeEqual(Buffer.from(code), Buffer.from(pending.code));
    if (right && !this.options.reusable) this.pendingCodes.delete(mobile);
    return right;
  }

  /** `code` is the one pending for `mobile`, sent `sinceSentMs` ago (a provider state). */
  pending(mobile: string, code: string, sinceSentMs = 0): void {
    this.pendingCodes.set(mobile, { code, sentAt: this.clock.now().getTime() - sinceSentMs });
  }

  /** Forgets every code (back to the seed). */
  clear(): void {
    this.pendingCodes.clear();
  }
}
