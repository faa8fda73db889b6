import { describe, expect, it } from 'vitest';
import { apiCalls, type ApiCall, type WireAnswer } from '../../provider/apiCalls';
import {
  CODE_WINDOW_MS,
  CODES_PER_ADDRESS,
  CodeLimits,
  codeRefusals,
  LOCK_MS,
  WRONG_CODES_PER_ADDRESS,
} from '../../provider/codeLimits';
import { FakeClock } from '../../support/FakeClock';

const MOBILE = 9876543210;
const RIGHT_CODE = 123456;
const HOME = '203.0.113.7';

const callAt = (path: string): ApiCall => {
  const call = apiCalls.find((candidate) => candidate.path === path);
  if (!call) throw new Error(`no call ${path}`);
  return call;
};

/** The provider's own answers, as a backend without limits gives them. */
const codeSent: WireAnswer = { status: 200, body: { status: true, data: '101' } };
const verified = (otp: number): WireAnswer =>
  otp === RIGHT_CODE
    ? { status: 200, body: { status: true, data: 'Priya' } }
    : { status: 200, body: { status: false, data: 'Invalid OTP. Please try again.' } };

function limitsAt(clock: FakeClock) {
  const limits = new CodeLimits(clock);
  return {
    limits,
    sendCode: (mobile = MOBILE, address = HOME) =>
      limits.answer(
        callAt('Authentication/login'),
        { pathIds: {}, body: { Contact_Number: mobile, Device_Type: 'web' } },
        address,
        () => codeSent,
      ),
    verify: (otp: number, mobile = MOBILE, address = HOME) =>
      limits.answer(
        callAt('Authentication/verifyOtp'),
        { pathIds: {}, body: { Contact_Number: mobile, Otp: otp } },
        address,
        () => verified(otp),
      ),
  };
}

const refusal = (reason: string): WireAnswer => ({
  status: 200,
  body: { status: false, data: reason },
});

const WRONG = [111111, 222222, 333333, 444444, 555555];

describe('CodeLimits (the secure reference provider)', () => {
  it('refuses a fourth code for one number within ten minutes, and sends one once the first is ten minutes old', () => {
    const clock = new FakeClock();
    const { sendCode } = limitsAt(clock);

    const firstThree = [sendCode(), sendCode(), sendCode()];
    const fourth = sendCode();
    clock.advance(CODE_WINDOW_MS);
    const later = sendCode();

    expect(firstThree).toEqual([codeSent, codeSent, codeSent]);
    expect(fourth).toEqual(refusal(codeRefusals.tooManyCodes));
    expect(later).toEqual(codeSent);
  });

  it('locks a number for thirty minutes after five wrong codes, the right one refused too, and lets it in after', () => {
    const clock = new FakeClock();
    const { sendCode, verify } = limitsAt(clock);
    sendCode();

    for (const otp of WRONG) verify(otp);
    const locked = verify(RIGHT_CODE);
    clock.advance(LOCK_MS - 1);
    const stillLocked = verify(RIGHT_CODE);
    clock.advance(1);
    const afterTheLock = verify(RIGHT_CODE);

    expect(locked).toEqual(refusal(codeRefusals.locked));
    expect(stillLocked).toEqual(refusal(codeRefusals.locked));
    expect(afterTheLock).toEqual(verified(RIGHT_CODE));
  });

  it('does not end a lock when a new code is asked for, and sends none while it lasts', () => {
    const { sendCode, verify } = limitsAt(new FakeClock());
    sendCode();
    for (const otp of WRONG) verify(otp);

    const resend = sendCode();
    const afterResend = verify(RIGHT_CODE);

    expect(resend).toEqual(refusal(codeRefusals.locked));
    expect(afterResend).toEqual(refusal(codeRefusals.locked));
  });

  it('counts wrong codes across resent codes, so a resend buys no more guesses', () => {
    const { sendCode, verify } = limitsAt(new FakeClock());
    sendCode();
    for (const otp of WRONG.slice(0, 3)) verify(otp);
    sendCode();
    for (const otp of WRONG.slice(3)) verify(otp);

    expect(verify(RIGHT_CODE)).toEqual(refusal(codeRefusals.locked));
  });

  it('lets four wrong codes pass to the check, so the right one still logs in and starts the count again', () => {
    const { sendCode, verify } = limitsAt(new FakeClock());
    sendCode();

    for (const otp of WRONG.slice(0, 4)) verify(otp);
    const loggedIn = verify(RIGHT_CODE);
    for (const otp of WRONG.slice(0, 4)) verify(otp);

    expect(loggedIn).toEqual(verified(RIGHT_CODE));
    expect(verify(RIGHT_CODE)).toEqual(verified(RIGHT_CODE));
  });

  it('ends a lock when a provider state sends a new code (the tests’ back door)', () => {
    const { limits, sendCode, verify } = limitsAt(new FakeClock());
    sendCode();
    for (const otp of WRONG) verify(otp);

    limits.newCode(String(MOBILE));

    expect(verify(RIGHT_CODE)).toEqual(verified(RIGHT_CODE));
  });

  it('sends at most twenty codes in ten minutes to one client address, whatever the numbers, and others still get theirs', () => {
    const clock = new FakeClock();
    const { sendCode } = limitsAt(clock);
    const numbers = Array.from({ length: CODES_PER_ADDRESS + 1 }, (_, index) => 9000000000 + index);

    const answers = numbers.map((mobile) => sendCode(mobile, HOME));
    const elsewhere = sendCode(9100000000, '198.51.100.4');
    clock.advance(CODE_WINDOW_MS);
    const later = sendCode(9100000001, HOME);

    expect(answers.slice(0, CODES_PER_ADDRESS)).toEqual(
      Array.from({ length: CODES_PER_ADDRESS }, () => codeSent),
    );
    expect(answers.at(-1)).toEqual(refusal(codeRefusals.busyAddress));
    expect(elsewhere).toEqual(codeSent);
    expect(later).toEqual(codeSent);
  });

  it('refuses codes from a client address after thirty wrong ones in ten minutes, spread over many numbers', () => {
    const clock = new FakeClock();
    const { sendCode, verify } = limitsAt(clock);
    const numbers = Array.from(
      { length: WRONG_CODES_PER_ADDRESS / 3 + 1 },
      (_, i) => 9000000000 + i,
    );
    for (const mobile of numbers.slice(0, -1))
      for (const otp of WRONG.slice(0, 3)) verify(otp, mobile);
    const last = numbers.at(-1) ?? 0;
    sendCode(last);

    const fromHome = verify(RIGHT_CODE, last, HOME);
    const elsewhere = verify(RIGHT_CODE, last, '198.51.100.4');
    clock.advance(CODE_WINDOW_MS);

    expect(fromHome).toEqual(refusal(codeRefusals.busyAddress));
    expect(elsewhere).toEqual(verified(RIGHT_CODE));
    expect(verify(RIGHT_CODE, last, HOME)).toEqual(verified(RIGHT_CODE));
  });
});
