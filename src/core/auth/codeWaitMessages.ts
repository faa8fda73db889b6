import { spoken, template } from '../shared/language';

/** What the login says about a code's waits; loaded with the login, not with the page. */
export const codeWaitMessages = spoken('', {
  /** SPEC §2's countdown before Resend OTP. */
  resendIn: template('Resend OTP in {seconds}s', (seconds: number) => ({
    seconds: String(seconds),
  })),
  /** Continue again within 30 seconds: no second SMS, the code already sent still stands. */
  otpStillOnItsWay: template(
    'We sent an OTP to +91 {mobile} a moment ago: enter it below.',
    (mobile: string) => ({ mobile }),
  ),
  /** After three wrong codes, each try waits a little. */
  tryCodeIn: template('Too many wrong codes. Try again in {seconds}s.', (seconds: number) => ({
    seconds: String(seconds),
  })),
});
