import type { Clock } from '../../src/core/shared/Clock';
import { callName, type ApiCall, type CallRequest, type WireAnswer } from './apiCalls';
import { refusalEnvelope } from './wireEncoding';

/**
 * The secure reference provider's limits on one-time codes (`npm run provider -- --secure`), the
 * model of what a backend must do that SPEC §7 cannot say: at most three codes per number in ten
 * minutes (each is an SMS, and each a new chance to guess), and a number locked after five wrong
 * codes until a new code is sent (six digits fall to guessing otherwise; the lock ends with the
 * next code, so an attacker cannot lock a customer out for long). Kept in memory, per number.
 */
export const CODES_PER_WINDOW = 3;
export const CODE_WINDOW_MS = 10 * 60 * 1000;
export const WRONG_CODES_BEFORE_LOCK = 5;

/** What the limits answer, as the wire's refusal (`status: false`), which the app shows. */
export const codeRefusals = {
  tooManyCodes: 'Too many codes were sent to this number. Please try again in 10 minutes.',
  locked: 'Too many wrong codes. Please ask for a new code.',
} as const;

interface NumberRecord {
  /** When each code was sent, in ms, the last window's only. */
  sentAt: number[];
  /** Wrong codes since the last code was sent. */
  wrong: number;
}

export class CodeLimits {
  private readonly numbers = new Map<string, NumberRecord>();

  constructor(private readonly clock: Pick<Clock, 'now'>) {}

  /**
   * Answers login and verify within the limits, `answer` giving the provider's own answer; any
   * other call is `answer` unchanged.
   */
  answer(call: ApiCall, request: CallRequest, answer: () => WireAnswer): WireAnswer {
    const name = callName(call);
    const contact = (request.body as { Contact_Number?: unknown } | null)?.Contact_Number;
    if (typeof contact !== 'number') return answer();
    const mobile = String(contact);
    if (name === 'Authentication/login') {
      if (!this.maySend(mobile)) return refusal(codeRefusals.tooManyCodes);
      const sent = answer();
      if (succeeded(sent)) this.sent(mobile);
      return sent;
    }
    if (name === 'Authentication/verifyOtp') {
      if (this.locked(mobile)) return refusal(codeRefusals.locked);
      const verified = answer();
      if (succeeded(verified)) this.record(mobile).wrong = 0;
      else if (verified.status === 200) this.record(mobile).wrong += 1;
      return verified;
    }
    return answer();
  }

  /** A code was set up as sent (a provider state): the number is unlocked. */
  newCode(mobile: string): void {
    this.record(mobile).wrong = 0;
  }

  /** Nothing sent to `mobile` and nothing wrong: its next login sends a code (a provider state). */
  forget(mobile: string): void {
    this.numbers.delete(mobile);
  }

  /** Forgets every number (back to the seed). */
  clear(): void {
    this.numbers.clear();
  }

  private maySend(mobile: string): boolean {
    const record = this.record(mobile);
    const windowStart = this.clock.now().getTime() - CODE_WINDOW_MS;
    record.sentAt = record.sentAt.filter((at) => at > windowStart);
    return record.sentAt.length < CODES_PER_WINDOW;
  }

  private sent(mobile: string): void {
    const record = this.record(mobile);
    record.sentAt.push(this.clock.now().getTime());
    record.wrong = 0;
  }

  private locked(mobile: string): boolean {
    return (this.numbers.get(mobile)?.wrong ?? 0) >= WRONG_CODES_BEFORE_LOCK;
  }

  private record(mobile: string): NumberRecord {
    let record = this.numbers.get(mobile);
    if (!record) {
      record = { sentAt: [], wrong: 0 };
      this.numbers.set(mobile, record);
    }
    return record;
  }
}

const refusal = (reason: string): WireAnswer => ({ status: 200, body: refusalEnvelope(reason) });

const succeeded = (answer: WireAnswer): boolean =>
  answer.status === 200 && (answer.body as { status?: unknown } | undefined)?.status === true;
