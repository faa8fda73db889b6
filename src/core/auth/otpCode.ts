/** SPEC §9: the one-time code has six digits and may be resent after 30 seconds. */
export const OTP_LENGTH = 6;
export const RESEND_AFTER_SECONDS = 30;

/** SPEC §5: each box holds one digit 0-9; anything else is cleared. */
export function otpBoxValue(typed: string): string {
  const digit = typed.replace(/\D/g, '');
  return digit.slice(-1);
}

/**
 * The digits of a pasted code ("123 456", "123-456", "Your code is 123456"), at most six, or
 * `undefined` when the text holds no digit at all.
 */
export function otpFromPaste(text: string): string | undefined {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? undefined : digits.slice(0, OTP_LENGTH);
}

/** SPEC §5: Validate is enabled only for exactly six digits. */
export function isCompleteOtp(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/** SPEC §5: a new code may be requested only when the countdown has reached 0. */
export function canResendOtp(secondsLeft: number): boolean {
  return secondsLeft <= 0;
}
