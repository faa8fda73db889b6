import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { array, boolean, number, object } from 'yup';
import { decodeEnvelope, decodeStrict, refusal } from '../../../../src/adapters/http/envelope';
import { malformed, rejected } from '../../../../src/core/shared/GatewayFailure';
import { hostileReason } from './wireRows';

const RUNS = { numRuns: 60 } as const;

describe('decodeStrict', () => {
  const row = object({ id: number().defined(), flag: boolean().defined() }).defined();

  it('reads nothing into a value: "1" is no number and "true" no boolean', () => {
    expect(decodeStrict(row, { id: '1', flag: true }).ok).toBe(false);
    expect(decodeStrict(row, { id: 1, flag: 'true' }).ok).toBe(false);
    expect(decodeStrict(row, { id: 1, flag: true })).toEqual({
      ok: true,
      value: { id: 1, flag: true },
    });
  });

  it('names the path and the rule of a failure, never the value, so no customer data reaches a log', () => {
    const rows = array(row).defined();
    fc.assert(
      fc.property(fc.string({ minLength: 4 }), (secret) => {
        const result = decodeStrict(rows, [
          { id: 1, flag: true },
          { id: secret, flag: true },
        ]);
        expect(result).toEqual({ ok: false, error: malformed('[1].id: typeError') });
      }),
      RUNS,
    );
  });
});

describe('decodeEnvelope', () => {
  it('is malformed for a body that is not an object (a list, text, a number, true, null)', () => {
    const notAnObject = fc.oneof(
      fc.array(fc.jsonValue()),
      fc.string(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
    );
    fc.assert(
      fc.property(notAnObject, (body) => {
        expect(decodeEnvelope(body)).toMatchObject({ ok: false, error: { kind: 'malformed' } });
      }),
      RUNS,
    );
  });

  it('is malformed when `status` is not a boolean ("true", 1, null)', () => {
    for (const status of ['true', 1, null])
      expect(decodeEnvelope({ status, data: '[]' })).toMatchObject({
        ok: false,
        error: { kind: 'malformed' },
      });
  });

  it('lets `status` be left out, except where it is required (login, verify, sign-up)', () => {
    expect(decodeEnvelope({ data: '[]' })).toEqual({ ok: true, value: { data: '[]' } });
    expect(decodeEnvelope({ data: '101' }, 'required')).toMatchObject({
      ok: false,
      error: { kind: 'malformed' },
    });
  });
});

describe('refusal', () => {
  it("gives the server's reason, trimmed, whatever it holds", () => {
    fc.assert(
      fc.property(hostileReason, (reason) => {
        expect(refusal({ status: false, data: reason })).toEqual(rejected(reason.trim()));
      }),
      RUNS,
    );
  });

  it("is malformed without a reason (none, blank, 'n_a', not text), so the caller shows its own message", () => {
    for (const data of [undefined, '', '   ', 'n_a', 42, ['Invalid OTP']])
      expect(refusal({ status: false, data })).toEqual(malformed('refused without a reason'));
  });
});
