import { percentOf, type Paise } from '../shared/Money';
import type { CartItem } from './CartItem';

/** SPEC §9: 18 % GST on the subtotal. */
export const GST_PERCENT = 18;

export interface CartTotals {
  readonly subtotal: Paise;
  readonly tax: Paise;
  readonly total: Paise;
}

export function lineTotal(item: CartItem): Paise {
  return item.unitPrice * item.quantity;
}

/** Subtotal = Σ price × quantity; tax = 18 % of it, half-up to the paisa; total = subtotal + tax. */
export function gstBreakdown(items: readonly CartItem[]): CartTotals {
  return withGst(items.reduce((sum, item) => sum + lineTotal(item), 0));
}

/** The tax and total on a subtotal: 18 % of it, half-up to the paisa. */
export function withGst(subtotal: Paise): CartTotals {
  const tax = percentOf(subtotal, GST_PERCENT);
  return { subtotal, tax, total: subtotal + tax };
}

/** The price a customer finally pays for one unit, shown on each option card. */
export function priceWithGst(price: Paise): Paise {
  return price + percentOf(price, GST_PERCENT);
}
