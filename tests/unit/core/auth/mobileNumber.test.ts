import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODE,
  MOBILE_LENGTH,
  isValidMobile,
  mobileInput,
} from '../../../../src/core/auth/mobileNumber';

describe('mobile number constants', () => {
  it('has ten digits after the country code +91', () => {
    expect(MOBILE_LENGTH).toBe(10);
    expect(COUNTRY_CODE).toBe('+91');
  });
});

describe('mobileInput', () => {
  it('keeps a typed ten-digit number as it is', () => {
    expect(mobileInput('9876543210')).toBe('9876543210');
  });

  it('keeps the last ten digits of a pasted number with country code (+91 98765-43210)', () => {
    expect(mobileInput('+91 98765-43210')).toBe('9876543210');
  });

  it('drops spaces, dashes and brackets', () => {
    expect(mobileInput('(98765) 432-10')).toBe('9876543210');
  });

  it('drops letters', () => {
    expect(mobileInput('98a76b5')).toBe('98765');
  });

  it('keeps a partly typed number', () => {
    expect(mobileInput('987')).toBe('987');
  });

  it('keeps nothing of text without digits', () => {
    expect(mobileInput('phone')).toBe('');
  });
});

describe('isValidMobile', () => {
  it.each(['6123456789', '7123456789', '8123456789', '9876543210'])(
    'accepts %s, ten digits starting with 6 to 9',
    (mobile) => {
      expect(isValidMobile(mobile)).toBe(true);
    },
  );

  it('accepts a number written with spaces and a dash', () => {
    expect(isValidMobile('98765 43210')).toBe(true);
  });

  it('refuses a number whose first digit is 5', () => {
    expect(isValidMobile('5876543210')).toBe(false);
  });

  it('refuses a number whose first digit is 0', () => {
    expect(isValidMobile('0876543210')).toBe(false);
  });

  it('refuses nine digits', () => {
    expect(isValidMobile('987654321')).toBe(false);
  });

  it('refuses eleven digits', () => {
    expect(isValidMobile('98765432101')).toBe(false);
  });

  it('refuses an empty number', () => {
    expect(isValidMobile('')).toBe(false);
  });
});
