import { describe, expect, it } from 'vitest';
import { apiCalls, type ApiCall, type WireAnswer } from '../../provider/apiCalls';
import { CODE_WINDOW_MS, CodeLimits, codeRefusals } from '../../provider/codeLimits';
import { FakeClock } from '../../support/FakeClock';

const MOBILE = 9876543210;
const RIGHT_CODE = 123456;

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
    sendCode: () =>
      limits.answer(
        callAt('Authentication/login'),
        { pathIds: {}, body: { Contact_Number: MOBILE, Device_Type: 'web' } },
        () => codeSent,
      ),
    verify: (otp: number) =>
      limits.answer(
        callAt('Authentication/verifyOtp'),
        { pathIds: {}, body: { Contact_Number: MOBILE, Otp: otp } },
        () => verified(otp),
      ),
  };
}

const refusal = (reason: string): WireAnswer => ({
  status: 200,
  body: { status: false, data: reason },
});

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

  it('refuses even the right code after five wrong ones, until a new code is sent', () => {
    const { sendCode, verify } = limitsAt(new FakeClock());
    sendCode();

    for (const otp of [111111, 222222, 333333, 444444, 555555]) verify(otp);
    const locked = verify(RIGHT_CODE);
    sendCode();
    const afterNewCode = verify(RIGHT_CODE);

    expect(locked).toEqual(refusal(codeRefusals.locked));
    expect(afterNewCode).toEqual(verified(RIGHT_CODE));
  });

  it('lets four wrong codes pass to the check, so the right one still logs in', () => {
    const { sendCode, verify } = limitsAt(new FakeClock());
    sendCode();

    for (const otp of [111111, 222222, 333333, 444444]) verify(otp);

    expect(verify(RIGHT_CODE)).toEqual(verified(RIGHT_CODE));
  });
});
