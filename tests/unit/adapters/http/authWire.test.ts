import { authOutcomes } from '../../../../src/core/auth/authOutcomes';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  loginBody,
  userIdFromLogin,
  verifiedUserFromVerify,
  verifyOtpBody,
} from '../../../../src/adapters/http/authWire';
import { rejected } from '../../../../src/core/shared/GatewayFailure';
import { messages } from '../../../../src/core/shared/messages';
import { hostileReason, TEN_THOUSAND } from './wireRows';

const RUNS = { numRuns: 60 } as const;
const tenDigits = fc.stringMatching(/^\d{10}$/);
const sixDigits = fc.stringMatching(/^\d{6}$/);

describe('loginBody', () => {
  it('sends the ten digits as the number the spec has, from the web', () => {
    fc.assert(
      fc.property(tenDigits, (mobile) => {
        expect(loginBody(mobile)).toEqual({
          ok: true,
          value: { Contact_Number: Number(mobile), Device_Type: 'web' },
        });
      }),
      RUNS,
    );
  });

  it('refuses, with the validation message, a number that is not ten digits', () => {
    for (const mobile of ['98765', '98765432100', '+919876543210', '98765-4321', ''])
      expect(loginBody(mobile)).toEqual({ ok: false, error: rejected(messages.mobileInvalid) });
  });
});

describe('verifyOtpBody', () => {
  it('sends number and code as numbers, so a code with a leading zero loses it ("012345" as 12345)', () => {
    expect(verifyOtpBody('9876543210', '012345')).toEqual({
      ok: true,
      value: { Contact_Number: 9876543210, Otp: 12345 },
    });
    fc.assert(
      fc.property(tenDigits, sixDigits, (mobile, code) => {
        expect(verifyOtpBody(mobile, code)).toEqual({
          ok: true,
          value: { Contact_Number: Number(mobile), Otp: Number(code) },
        });
      }),
      RUNS,
    );
  });

  it('refuses, with the validation message, a code that is not six digits', () => {
    for (const code of ['12345', '1234567', '12a456', ''])
      expect(verifyOtpBody('9876543210', code)).toEqual({
        ok: false,
        error: rejected(authOutcomes.otpIncomplete),
      });
  });
});

describe('userIdFromLogin', () => {
  it('reads the user id from the JSON text in `data` ("101" is user 101)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (userId) => {
        expect(userIdFromLogin({ status: true, data: String(userId) })).toEqual({
          ok: true,
          value: { userId },
        });
      }),
      RUNS,
    );
  });

  it('is malformed without a boolean status, with `data` not text, or with a user id that is not a positive whole number', () => {
    const broken: unknown[] = [
      { data: '101' },
      { status: 'true', data: '101' },
      { status: true, data: 101 },
      { status: true, data: 'abc' },
      { status: true, data: '"101"' },
      { status: true, data: '0' },
      { status: true, data: '-1' },
      { status: true, data: '10.5' },
      { status: true, data: '9007199254740993' },
      { status: true, data: '9'.repeat(TEN_THOUSAND) },
      { status: true, data: '<script>window.__pwned=1</script>' },
      { status: false },
      { status: false, data: 'n_a' },
      { status: false, data: '' },
    ];
    for (const body of broken)
      expect(userIdFromLogin(body)).toMatchObject({ ok: false, error: { kind: 'malformed' } });
  });

  it("gives the server's refusal with its text", () => {
    expect(
      userIdFromLogin({ status: false, data: 'Too many attempts. Try after 10 minutes.' }),
    ).toEqual({ ok: false, error: rejected('Too many attempts. Try after 10 minutes.') });
  });
});

describe('verifiedUserFromVerify', () => {
  it('welcomes a customer by the name in `data`, as text, whatever it holds (markup, 10 000 characters)', () => {
    fc.assert(
      fc.property(hostileReason, (name) => {
        expect(verifiedUserFromVerify({ status: true, data: name })).toEqual({
          ok: true,
          value: { kind: 'registered', name: name.trim() },
        });
      }),
      RUNS,
    );
  });

  it("knows a number without a profile by 'n_a' (or empty text) in `data`", () => {
    for (const data of ['n_a', '', ' '])
      expect(verifiedUserFromVerify({ status: true, data })).toEqual({
        ok: true,
        value: { kind: 'new' },
      });
  });

  it("gives a wrong code's refusal with its text", () => {
    expect(verifiedUserFromVerify({ status: false, data: 'Invalid OTP' })).toEqual({
      ok: false,
      error: rejected('Invalid OTP'),
    });
  });

  it('is malformed without a boolean status, with `data` not text, or refused without a reason', () => {
    const broken: unknown[] = [
      { data: 'Priya' },
      { status: 1, data: 'Priya' },
      { status: true, data: ['Priya'] },
      { status: true, data: null },
      { status: false, data: '  ' },
    ];
    for (const body of broken)
      expect(verifiedUserFromVerify(body)).toMatchObject({
        ok: false,
        error: { kind: 'malformed' },
      });
  });

  describe('the session a backend gives', () => {
    const welcome = { status: true, data: 'Priya' };

    it('keeps the token verify gives, whatever the build names', () => {
      expect(verifiedUserFromVerify({ ...welcome, token: 'tok-101' })).toEqual({
        ok: true,
        value: { kind: 'registered', name: 'Priya', token: 'tok-101' },
      });
    });

    it('keeps when the session ends, read as the instant it names', () => {
      expect(
        verifiedUserFromVerify({
          ...welcome,
          token: 'tok-101',
          expiresAt: '2026-12-04T16:00:00+05:30',
        }),
      ).toEqual({
        ok: true,
        value: {
          kind: 'registered',
          name: 'Priya',
          token: 'tok-101',
          expiresAt: new Date('2026-12-04T10:30:00Z'),
        },
      });
    });

    it('needs a token when the build names the session extension', () => {
      expect(verifiedUserFromVerify(welcome, true)).toEqual({
        ok: false,
        error: { kind: 'malformed', detail: 'token: missing' },
      });
    });

    it.each([
      ['a token with a space', { token: 'tok 101' }],
      ['a token that is not text', { token: 101 }],
      ['a token over 4 KiB', { token: 'x'.repeat(4097) }],
      ['an end without its offset', { token: 'tok-101', expiresAt: '2026-12-04T16:00:00' }],
      ['an end that is a date alone', { token: 'tok-101', expiresAt: '2026-12-04' }],
      ['an end that is not text', { token: 'tok-101', expiresAt: 1796380200000 }],
    ])('is malformed with %s', (_case, session) => {
      expect(verifiedUserFromVerify({ ...welcome, ...session })).toMatchObject({
        ok: false,
        error: { kind: 'malformed' },
      });
    });
  });
});
