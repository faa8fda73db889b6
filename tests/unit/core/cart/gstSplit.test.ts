import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withGst } from '../../../../src/core/cart/gstPricing';
import { isGstin, splitGst } from '../../../../src/core/cart/gstSplit';

describe('splitGst', () => {
  it('splits the tax within Telangana as CGST 9 % and SGST 9 %: ₹53.82 is ₹26.91 each', () => {
    expect(splitGst(5382, 'intra-state')).toEqual([
      { kind: 'cgst', percent: 9, amount: 2691 },
      { kind: 'sgst', percent: 9, amount: 2691 },
    ]);
  });

  it('gives the odd paisa of the tax to CGST, so the two add up to what the cart charged', () => {
    // ₹0.50 taxed 18 % is 9 paise: CGST 5, SGST 4.
    expect(splitGst(9, 'intra-state').map((share) => share.amount)).toEqual([5, 4]);
  });

  it('adds up to the tax to the paisa, the halves a paisa apart at most, for any subtotal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (subtotal) => {
        const { tax } = withGst(subtotal);
        const [cgst, sgst] = splitGst(tax, 'intra-state').map((share) => share.amount);
        expect((cgst ?? 0) + (sgst ?? 0)).toBe(tax);
        expect((cgst ?? 0) - (sgst ?? 0)).toBeGreaterThanOrEqual(0);
        expect((cgst ?? 0) - (sgst ?? 0)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('is IGST 18 % whole between states', () => {
    expect(splitGst(5382, 'inter-state')).toEqual([{ kind: 'igst', percent: 18, amount: 5382 }]);
  });
});

describe('isGstin', () => {
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4'])(
    'takes %s, a GSTIN as the portal issues it',
    (gstin) => {
      expect(isGstin(gstin)).toBe(true);
    },
  );

  it.each([
    ['a mistyped check character', '27AAPFU0939F1ZX'],
    ['two characters swapped', '27AAPFU0993F1ZV'],
    ['lower case', '27aapfu0939f1zv'],
    ['one character short', '27AAPFU0939F1Z'],
    ['no Z in fourteenth place', '27AAPFU0939F1AV'],
    ['nothing', ''],
  ])('refuses %s', (_, text) => {
    expect(isGstin(text)).toBe(false);
  });
});
