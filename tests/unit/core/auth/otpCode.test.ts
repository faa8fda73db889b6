import { describe, expect, it } from 'vitest';
import {
  OTP_LENGTH,
  RESEND_AFTER_SECONDS,
  canResendOtp,
  isCompleteOtp,
  otpBoxValue,
  otpFromPaste,
} from '../../../../src/core/auth/otpCode';

describe('OTP constants', () => {
  it('has six digits', () => {
    expect(OTP_LENGTH).toBe(6);
  });

  it('allows a resend after 30 seconds', () => {
    expect(RESEND_AFTER_SECONDS).toBe(30);
  });
});

describe('otpBoxValue', () => {
  it('keeps a typed digit', () => {
    expect(otpBoxValue('7')).toBe('7');
  });

  it('keeps 0', () => {
    expect(otpBoxValue('0')).toBe('0');
  });

  it('clears a non-digit', () => {
    expect(otpBoxValue('a')).toBe('');
  });

  it('clears a space', () => {
    expect(otpBoxValue(' ')).toBe('');
  });

  it('keeps the newest digit when one is typed over another', () => {
    expect(otpBoxValue('38')).toBe('8');
  });
});

describe('otpFromPaste', () => {
  it('reads a code with a space (123 456)', () => {
    expect(otpFromPaste('123 456')).toBe('123456');
  });

  it('reads a code with dashes (12-34-56)', () => {
    expect(otpFromPaste('12-34-56')).toBe('123456');
  });

  it('reads the code out of an SMS text (Your code is 123456)', () => {
    expect(otpFromPaste('Your code is 123456')).toBe('123456');
  });

  it('gives undefined for text without digits', () => {
    expect(otpFromPaste('no code here')).toBeUndefined();
  });

  it('keeps the first six of more than six digits', () => {
    expect(otpFromPaste('12345678')).toBe('123456');
  });

  it('keeps fewer than six digits as they are', () => {
    expect(otpFromPaste('123')).toBe('123');
  });
});

describe('isCompleteOtp', () => {
  it('accepts exactly six digits', () => {
    expect(isCompleteOtp('123456')).toBe(true);
  });

  it('refuses five digits', () => {
    expect(isCompleteOtp('12345')).toBe(false);
  });

  it('refuses seven digits', () => {
    expect(isCompleteOtp('1234567')).toBe(false);
  });

  it('refuses six characters that are not all digits', () => {
    expect(isCompleteOtp('12a456')).toBe(false);
  });

  it('refuses an empty code', () => {
    expect(isCompleteOtp('')).toBe(false);
  });
});

describe('canResendOtp', () => {
  it('allows a resend when the countdown reaches 0', () => {
    expect(canResendOtp(0)).toBe(true);
  });

  it('refuses a resend with 1 second left', () => {
    expect(canResendOtp(1)).toBe(false);
  });

  it('refuses a resend at the start of the 30-second countdown', () => {
    expect(canResendOtp(RESEND_AFTER_SECONDS)).toBe(false);
  });
});
