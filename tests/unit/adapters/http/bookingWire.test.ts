import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bookingIdFromBook,
  cartSavedOrRefused,
  saveCartBody,
  statusChangedOrRefused,
  workOrderFromWire,
  workOrderRow,
} from '../../../../src/adapters/http/bookingWire';
import { decodeStrict } from '../../../../src/adapters/http/envelope';
import { rejected } from '../../../../src/core/shared/GatewayFailure';
import { hostileText, TEN_THOUSAND } from './wireRows';

const RUNS = { numRuns: 60 } as const;
const done = { ok: true, value: undefined };

describe('saveCartBody', () => {
  it('names the customer as owner and creator, and prices each line in rupees', () => {
    expect(
      saveCartBody(101, [
        { optionId: 611, quantity: 2, unitPrice: 24950 },
        { optionId: 712, quantity: 1, unitPrice: 33333 },
      ]),
    ).toEqual({
      user_Id: 101,
      createdBy: 101,
      cartItems: [
        { service_Option_Id: 611, quantity: 2, UnitPrice: 249.5 },
        { service_Option_Id: 712, quantity: 1, UnitPrice: 333.33 },
      ],
    });
  });
});

describe('cartSavedOrRefused', () => {
  it('takes any JSON object that does not say `status: false` as saved, whatever its message holds', () => {
    expect(cartSavedOrRefused({})).toEqual(done);
    fc.assert(
      fc.property(hostileText, (message) => {
        expect(cartSavedOrRefused({ message })).toEqual(done);
      }),
      RUNS,
    );
  });

  it("gives a refusal's reason from `data`, or from `message` when `data` has none", () => {
    expect(cartSavedOrRefused({ status: false, data: 'Cart is locked' })).toEqual({
      ok: false,
      error: rejected('Cart is locked'),
    });
    expect(
      cartSavedOrRefused({ status: false, message: 'Option 611 is no longer offered' }),
    ).toEqual({ ok: false, error: rejected('Option 611 is no longer offered') });
  });

  it('is malformed for an answer that is not an object, for `status` as text, and for a refusal without a reason', () => {
    for (const body of [[], 'saved', null, 42, { status: 'false' }, { status: false }])
      expect(cartSavedOrRefused(body)).toMatchObject({ ok: false, error: { kind: 'malformed' } });
  });
});

describe('bookingIdFromBook', () => {
  it('reads the booking id in `result.data`, a positive whole number or its text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999_999_999 }), (bookingId) => {
        expect(bookingIdFromBook({ result: { data: bookingId } })).toEqual({
          ok: true,
          value: { bookingId },
        });
        expect(bookingIdFromBook({ result: { data: ` ${bookingId} ` } })).toEqual({
          ok: true,
          value: { bookingId },
        });
      }),
      RUNS,
    );
  });

  it('is malformed without `result.data`, or when it is not a positive whole number', () => {
    const noId: unknown[] = [{}, { result: {} }, { data: 5001 }, [], 'booked'];
    const notAnId: unknown[] = [
      '12abc',
      'GS-5001',
      -5,
      0,
      1.5,
      null,
      {},
      [],
      true,
      '9'.repeat(16),
      '<script>window.__pwned=1</script>',
      'x'.repeat(TEN_THOUSAND),
    ];
    for (const body of [...noId, ...notAnId.map((data) => ({ result: { data } }))])
      expect(bookingIdFromBook(body)).toMatchObject({ ok: false, error: { kind: 'malformed' } });
  });
});

describe('statusChangedOrRefused', () => {
  it('takes any answer as done unless it is an object saying `status: false` (the spec leaves it open)', () => {
    const anyOtherAnswer = fc
      .oneof(fc.constant(undefined), fc.jsonValue())
      .filter(
        (body) =>
          typeof body !== 'object' ||
          body === null ||
          Array.isArray(body) ||
          (body as { status?: unknown }).status !== false,
      );
    fc.assert(
      fc.property(anyOtherAnswer, (body) => {
        expect(statusChangedOrRefused(body)).toEqual(done);
      }),
      RUNS,
    );
  });

  it('gives `status: false` as a refusal with its text, or malformed without one', () => {
    expect(statusChangedOrRefused({ status: false, data: 'Work order already assigned' })).toEqual({
      ok: false,
      error: rejected('Work order already assigned'),
    });
    expect(statusChangedOrRefused({ status: false })).toMatchObject({
      ok: false,
      error: { kind: 'malformed' },
    });
  });
});

describe('workOrderFromWire', () => {
  const row = {
    ReferenceCode: 'GS-5001',
    WorkOrderID: 9001,
    Service_Option_Name: 'Tap replacement',
    Quantity: 2,
    UnitPrice: 249.5,
    TotalPrice: 499,
    CreatedDate: '2026-05-12T10:30:00',
  };

  it.each([
    ['null', null],
    ['missing', undefined],
  ])('reads a %s status id as 0, the default status (SPEC §4)', (_case, statusId) => {
    const decoded = decodeStrict(workOrderRow, { ...row, WorkOrderStatusId: statusId });
    if (!decoded.ok) throw new Error(JSON.stringify(decoded.error));
    expect(workOrderFromWire(decoded.value).statusId).toBe(0);
  });
});
