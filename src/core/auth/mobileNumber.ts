/** SPEC §9: Indian mobile numbers have ten digits after the +91 country code. */
export const MOBILE_LENGTH = 10;
export const COUNTRY_CODE = '+91';

const VALID_MOBILE = /^[6-9]\d{9}$/;

/**
 * What the phone field keeps of typed or pasted text: digits only, at most ten. Pasted numbers
 * often carry the country code ("+91 98765-43210"), so when there are more than ten digits the
 * last ten are kept.
 */
export function mobileInput(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.length > MOBILE_LENGTH ? digits.slice(-MOBILE_LENGTH) : digits;
}

/** SPEC §5: after stripping non-digits, exactly ten digits, the first 6 to 9. */
export function isValidMobile(text: string): boolean {
  return VALID_MOBILE.test(text.replace(/\D/g, ''));
}
