import { describe, expect, it } from 'vitest';
import {
  GST_PERCENT,
  gstBreakdown,
  lineTotal,
  priceWithGst,
} from '../../../../src/core/cart/gstPricing';
import { formatMoney } from '../../../../src/core/shared/Money';
import { aCartItem } from '../support/examples';

describe('GST', () => {
  it('is 18 percent', () => {
    expect(GST_PERCENT).toBe(18);
  });
});

describe('lineTotal', () => {
  it('is the unit price times the quantity', () => {
    expect(lineTotal(aCartItem({ unitPrice: 24900, quantity: 3 }))).toBe(74700);
  });
});

describe('gstBreakdown', () => {
  it('adds 18 % GST to a ₹1,000 cart: tax ₹180.00, total ₹1,180.00', () => {
    const totals = gstBreakdown([aCartItem({ unitPrice: 100000, quantity: 1 })]);

    expect(totals).toEqual({ subtotal: 100000, tax: 18000, total: 118000 });
    expect(formatMoney(totals.total)).toBe('₹1,180.00');
  });

  it('taxes a price with paise to the paisa: ₹333.33 → tax ₹60.00, total ₹393.33', () => {
    const totals = gstBreakdown([aCartItem({ unitPrice: 33333, quantity: 1 })]);

    expect(totals).toEqual({ subtotal: 33333, tax: 6000, total: 39333 });
    expect(formatMoney(totals.tax)).toBe('₹60.00');
    expect(formatMoney(totals.total)).toBe('₹393.33');
  });

  it('sums price times quantity over every line before taxing', () => {
    const totals = gstBreakdown([
      aCartItem({ optionId: 1, unitPrice: 24900, quantity: 2 }),
      aCartItem({ optionId: 2, unitPrice: 59900, quantity: 1 }),
    ]);

    // 498.00 + 599.00 = 1,097.00; 18 % = 197.46.
    expect(totals).toEqual({ subtotal: 109700, tax: 19746, total: 129446 });
  });

  it('taxes the subtotal once rather than each line, rounding half a paisa up', () => {
    // Each 25-paise line alone would be taxed 4.5 → 5 paise; together 50 paise are taxed 9 paise.
    const totals = gstBreakdown([
      aCartItem({ optionId: 1, unitPrice: 25, quantity: 1 }),
      aCartItem({ optionId: 2, unitPrice: 25, quantity: 1 }),
    ]);

    expect(totals).toEqual({ subtotal: 50, tax: 9, total: 59 });
  });

  it('is all zero for an empty cart', () => {
    expect(gstBreakdown([])).toEqual({ subtotal: 0, tax: 0, total: 0 });
  });
});

describe('priceWithGst', () => {
  it('adds 18 % to one unit: ₹333.33 costs ₹393.33', () => {
    expect(priceWithGst(33333)).toBe(39333);
  });

  it('adds 18 % to ₹1,000: ₹1,180.00', () => {
    expect(formatMoney(priceWithGst(100000))).toBe('₹1,180.00');
  });
});
