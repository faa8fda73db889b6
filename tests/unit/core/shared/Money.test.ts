import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  paiseFromRupees,
  percentOf,
  rupeesFromPaise,
} from '../../../../src/core/shared/Money';

describe('paiseFromRupees', () => {
  it('turns whole rupees into paise', () => {
    expect(paiseFromRupees(1000)).toBe(100000);
  });

  it('turns rupees with paise into whole paise despite floating-point error (333.33 → 33333)', () => {
    expect(paiseFromRupees(333.33)).toBe(33333);
  });

  it('rounds a fraction of a paisa to the nearest paisa', () => {
    expect(paiseFromRupees(249.996)).toBe(25000);
  });

  it('turns 0 rupees into 0 paise', () => {
    expect(paiseFromRupees(0)).toBe(0);
  });
});

describe('rupeesFromPaise', () => {
  it('turns paise back into rupees for the wire', () => {
    expect(rupeesFromPaise(33333)).toBe(333.33);
  });
});

describe('percentOf', () => {
  it('takes 18 % of ₹1,000 as ₹180', () => {
    expect(percentOf(100000, 18)).toBe(18000);
  });

  it('rounds half a paisa up', () => {
    // 18 % of 25 paise is 4.5 paise.
    expect(percentOf(25, 18)).toBe(5);
  });

  it('rounds less than half a paisa down', () => {
    // 18 % of 33333 paise is 5999.94 paise.
    expect(percentOf(33333, 18)).toBe(6000);
    // 18 % of 2 paise is 0.36 paise.
    expect(percentOf(2, 18)).toBe(0);
  });

  it('is 0 for an amount of 0', () => {
    expect(percentOf(0, 18)).toBe(0);
  });
});

describe('formatMoney', () => {
  it('shows rupees with the rupee sign, en-US grouping and two decimals (₹1,180.00)', () => {
    expect(formatMoney(118000)).toBe('₹1,180.00');
  });

  it('shows paise as the two decimals (₹393.33)', () => {
    expect(formatMoney(39333)).toBe('₹393.33');
  });

  it('shows nothing as ₹0.00', () => {
    expect(formatMoney(0)).toBe('₹0.00');
  });

  it('groups lakhs in thousands, en-US style (₹1,234,567.50)', () => {
    expect(formatMoney(123456750)).toBe('₹1,234,567.50');
  });
});
