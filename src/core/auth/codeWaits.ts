import { RESEND_AFTER_SECONDS } from './otpCode';
import type { SentCode } from './SentCodes';

/** Wrong codes tried freely; after them, each try waits. */
export const FREE_WRONG_CODES = 3;
const FIRST_WAIT_SECONDS = 5;
const LONGEST_WAIT_SECONDS = 60;

/** When another code may be sent to the number: 30 seconds after the last (SPEC §9). */
export function resendAt(code: SentCode): Date {
  return new Date(code.sentAt.getTime() + RESEND_AFTER_SECONDS * 1000);
}

/**
 * When the next code may be tried: at once for the first three wrong ones, then 5 s after the
 * last wrong one, 10 s, 20 s, … up to a minute. A new code starts the count again.
 */
export function nextTryAt(code: SentCode): Date | undefined {
  if (code.wrongCodes < FREE_WRONG_CODES || !code.lastWrongAt) return undefined;
  const seconds = Math.min(
    FIRST_WAIT_SECONDS * 2 ** (code.wrongCodes - FREE_WRONG_CODES),
    LONGEST_WAIT_SECONDS,
  );
  return new Date(code.lastWrongAt.getTime() + seconds * 1000);
}

/** Whole seconds from `now` until `moment`, rounded up; 0 once it has passed. */
export function secondsUntil(moment: Date | undefined, now: Date): number {
  if (!moment) return 0;
  return Math.max(0, Math.ceil((moment.getTime() - now.getTime()) / 1000));
}
