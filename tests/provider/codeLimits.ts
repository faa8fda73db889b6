import type { Clock } from '../../src/core/shared/Clock';
import { callName, type ApiCall, type CallRequest, type WireAnswer } from './apiCalls';
import { refusalEnvelope } from './wireEncoding';

/**
 * The secure reference provider's limits on one-time codes (`npm run provider -- --secure`), the
 * model of what a backend must do that SPEC §7 cannot say. Kept in memory.
 *
 * Per number: at most three codes in ten minutes (each is an SMS, and each a new chance to
 * guess); after five wrong codes the number is locked for thirty minutes, and a code sent
 * meanwhile does not end the lock (else every resend would buy five more guesses). Five guesses
 * per half hour is 240 a day against a million codes, and an attacker who locks a customer out
 * keeps her out for half an hour at most. While a number is locked no code is sent to it.
 *
 * Per client address, against one caller working through many numbers: at most twenty codes and
 * thirty wrong codes in ten minutes. Generous, because Indian mobile networks put many phones
 * behind one address (carrier-grade NAT).
 */
export const CODES_PER_WINDOW = 3;
export const CODE_WINDOW_MS = 10 * 60 * 1000;
export const WRONG_CODES_BEFORE_LOCK = 5;
export const LOCK_MS = 30 * 60 * 1000;
export const CODES_PER_ADDRESS = 20;
export const WRONG_CODES_PER_ADDRESS = 30;

/** What the limits answer, as the wire's refusal (`status: false`), which the app shows. */
export const codeRefusals = {
  tooManyCodes: 'Too many codes were sent to this number. Please try again in 10 minutes.',
  locked: 'Too many wrong codes. Please try again in 30 minutes.',
  busyAddress: 'Too many login attempts from your network. Please try again in 10 minutes.',
} as const;

interface NumberRecord {
  /** When each code was sent, in ms, the last window's only. */
  sentAt: number[];
  /** Wrong codes since the number last logged in or its last lock ended. */
  wrong: number;
  /** Until when it is locked, in ms. */
  lockedUntil: number;
}

interface AddressRecord {
  /** When each code was sent and each wrong code came, in ms, the last window's only. */
  sentAt: number[];
  wrongAt: number[];
}

export class CodeLimits {
  private readonly numbers = new Map<string, NumberRecord>();
  private readonly addresses = new Map<string, AddressRecord>();

  constructor(private readonly clock: Pick<Clock, 'now'>) {}

  /**
   * Answers login and verify within the limits, for a request from `address` (the client's IP
   * address), `answer` giving the provider's own answer; any other call is `answer` unchanged.
   */
  answer(
    call: ApiCall,
    request: CallRequest,
    address: string,
    answer: () => WireAnswer,
  ): WireAnswer {
    const name = callName(call);
    const contact = (request.body as { Contact_Number?: unknown } | null)?.Contact_Number;
    if (typeof contact !== 'number') return answer();
    const mobile = String(contact);
    const now = this.clock.now().getTime();
    const number = this.number(mobile, now);
    const from = this.address(address, now);
    if (name === 'Authentication/login') {
      if (number.lockedUntil > now) return refusal(codeRefusals.locked);
      if (from.sentAt.length >= CODES_PER_ADDRESS) return refusal(codeRefusals.busyAddress);
      if (number.sentAt.length >= CODES_PER_WINDOW) return refusal(codeRefusals.tooManyCodes);
      const sent = answer();
      if (succeeded(sent)) {
        number.sentAt.push(now);
        from.sentAt.push(now);
      }
      return sent;
    }
    if (name === 'Authentication/verifyOtp') {
      if (number.lockedUntil > now) return refusal(codeRefusals.locked);
      if (from.wrongAt.length >= WRONG_CODES_PER_ADDRESS) return refusal(codeRefusals.busyAddress);
      const verified = answer();
      if (succeeded(verified)) number.wrong = 0;
      else if (verified.status === 200) {
        from.wrongAt.push(now);
        number.wrong += 1;
        if (number.wrong >= WRONG_CODES_BEFORE_LOCK) {
          number.lockedUntil = now + LOCK_MS;
          number.wrong = 0;
        }
      }
      return verified;
    }
    return answer();
  }

  /** A code was set up as sent (a provider state, the tests' back door): the number is unlocked. */
  newCode(mobile: string): void {
    const number = this.number(mobile, this.clock.now().getTime());
    number.wrong = 0;
    number.lockedUntil = 0;
  }

  /** Nothing sent to `mobile` and nothing wrong: its next login sends a code (a provider state). */
  forget(mobile: string): void {
    this.numbers.delete(mobile);
  }

  /** Forgets every number and address (back to the seed). */
  clear(): void {
    this.numbers.clear();
    this.addresses.clear();
  }

  /** The number's record, its window moved on to `now`. */
  private number(mobile: string, now: number): NumberRecord {
    const record = this.numbers.get(mobile) ?? { sentAt: [], wrong: 0, lockedUntil: 0 };
    record.sentAt = record.sentAt.filter((at) => at > now - CODE_WINDOW_MS);
    this.numbers.set(mobile, record);
    return record;
  }

  /** The address's record, its window moved on to `now`. */
  private address(address: string, now: number): AddressRecord {
    const record = this.addresses.get(address) ?? { sentAt: [], wrongAt: [] };
    record.sentAt = record.sentAt.filter((at) => at > now - CODE_WINDOW_MS);
    record.wrongAt = record.wrongAt.filter((at) => at > now - CODE_WINDOW_MS);
    this.addresses.set(address, record);
    return record;
  }
}

const refusal = (reason: string): WireAnswer => ({ status: 200, body: refusalEnvelope(reason) });

const succeeded = (answer: WireAnswer): boolean =>
  answer.status === 200 && (answer.body as { status?: unknown } | undefined)?.status === true;
