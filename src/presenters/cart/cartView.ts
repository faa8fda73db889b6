import type { CartItem } from '../../core/cart/CartItem';
import { unitCount } from '../../core/cart/cartRules';
import { gstBreakdown, lineTotal } from '../../core/cart/gstPricing';
import { formatMoney } from '../../core/shared/Money';

/**
 * How the cart page shows the cart: its lines and its totals, from the lines alone, in the
 * language spoken. CartPresenter makes its view model with them, and so does the cart page's
 * first paint (src/app/firstPaint/cartScript.ts), before the app's code has arrived.
 */

export interface CartLineView {
  readonly id: number;
  readonly optionName: string;
  readonly serviceName: string;
  readonly description?: string;
  readonly unitPrice: string;
  /** "₹599.00 each", as the line shows it. */
  readonly unitPriceLabel: string;
  readonly quantity: string;
  readonly lineTotal: string;
  readonly increaseLabel: string;
  readonly decreaseLabel: string;
  readonly removeLabel: string;
  /** "Quantity of Tap repair", for the +/− group. */
  readonly quantityLabel: string;
}

export interface CartTotalsView {
  /** "3 items · ₹1,180.00": the count and total under the heading. */
  readonly headline: string;
  readonly subtotal: string;
  readonly tax: string;
  readonly total: string;
}

/** The words of a line that hold a value (the option's name, or a price). */
export const LINE_WORDS = ['unitPrice', 'quantityOf', 'increase', 'decrease', 'remove'] as const;

/** What a line says, in the language spoken: `cartMessages`, or the first paint's drawing of them. */
export type CartLineWords = Readonly<
  Record<(typeof LINE_WORDS)[number], (value: string) => string>
>;

/** What the totals say: `messages.cart`, or the first paint's drawing of it. */
export interface CartTotalsWords {
  headline(units: number, total: string): string;
}

/** A line as both draw it; its picture and a changed price come with the app (CartPresenter). */
export function cartLineView(item: CartItem, words: CartLineWords): CartLineView {
  return {
    id: item.optionId,
    optionName: item.optionName,
    serviceName: item.serviceName,
    ...(item.description ? { description: item.description } : {}),
    unitPrice: formatMoney(item.unitPrice),
    unitPriceLabel: words.unitPrice(formatMoney(item.unitPrice)),
    quantity: String(item.quantity),
    lineTotal: formatMoney(lineTotal(item)),
    increaseLabel: words.increase(item.optionName),
    decreaseLabel:
      item.quantity > 1 ? words.decrease(item.optionName) : words.remove(item.optionName),
    removeLabel: words.remove(item.optionName),
    quantityLabel: words.quantityOf(item.optionName),
  };
}

export function cartTotalsView(items: readonly CartItem[], words: CartTotalsWords): CartTotalsView {
  const { subtotal, tax, total } = gstBreakdown(items);
  return {
    headline: words.headline(unitCount(items), formatMoney(total)),
    subtotal: formatMoney(subtotal),
    tax: formatMoney(tax),
    total: formatMoney(total),
  };
}
