import {
  FORMAT_LOCALES,
  formatCount,
  formatLocale,
  type Language,
} from '../../core/shared/language';
import {
  LINE_WORDS,
  type CartLineView,
  type CartLineWords,
  type CartTotalsView,
  type CartTotalsWords,
} from '../../presenters/cart/cartView';

/**
 * The cart page as the build draws it for the cart's first paint (renderCartSlots in
 * src/app/prerender.tsx): the real views over one line whose every value is a slot, and the words
 * that hold a value drawn the same way, each with a slot for it. The cart's first-paint script
 * (cartScript.ts) makes the cart's view from the stored cart with those words (cartView.ts, as
 * the app does) and puts each value in its slot. A slot is a character of Unicode's private use
 * area, which no message and no catalogue writes.
 */

/** Where each value of a line's view goes. */
export const LINE_SLOTS = {
  optionName: '\uE001',
  serviceName: '\uE002',
  description: '\uE003',
  unitPrice: '\uE004',
  unitPriceLabel: '\uE005',
  quantity: '\uE006',
  lineTotal: '\uE007',
  increaseLabel: '\uE008',
  decreaseLabel: '\uE009',
  removeLabel: '\uE00A',
  quantityLabel: '\uE00B',
} as const satisfies Required<Omit<CartLineView, 'id'>>;

/** Where each value of the totals' view goes. */
export const TOTALS_SLOTS = {
  headline: '\uE00C',
  subtotal: '\uE00D',
  tax: '\uE00E',
  total: '\uE00F',
} as const satisfies CartTotalsView;

/** Where a word's value goes ("Add one more \uE010"), and the headline's count and total. */
const VALUE = '\uE010';
const COUNT = '\uE011';
const TOTAL = '\uE012';

const SLOT = /[\uE001-\uE012]/g;

type LineWord = (typeof LINE_WORDS)[number];

/** The words of the cart that hold a value, in one language, a slot for the value. */
export interface DrawnCartWords {
  readonly line: Readonly<Record<LineWord, string>>;
  /** The headline in each plural form a count of units takes in the language. */
  readonly headline: Readonly<Partial<Record<Intl.LDMLPluralRule, string>>>;
}

/** The words as the app says them in `language` (its voice speaking it), drawn with slots. */
export function drawCartWords(
  line: CartLineWords,
  totals: CartTotalsWords,
  language: Language,
): DrawnCartWords {
  const plurals = new Intl.PluralRules(FORMAT_LOCALES[language]);
  const headline: Partial<Record<Intl.LDMLPluralRule, string>> = {};
  for (const form of plurals.resolvedOptions().pluralCategories) {
    const count = firstCountIn(plurals, form);
    if (count === undefined) continue;
    const text = totals.headline(count, TOTAL);
    const parts = text.split(String(count));
    if (parts.length !== 2) throw new Error(`cartSlots: "${text}" does not write ${count} once`);
    headline[form] = parts.join(COUNT);
  }
  const drawnLine = Object.fromEntries(LINE_WORDS.map((word) => [word, line[word](VALUE)]));
  return { line: drawnLine as Record<LineWord, string>, headline };
}

/** The smallest count of units in the plural `form`, if a count of fewer than 1,000 takes it. */
function firstCountIn(plurals: Intl.PluralRules, form: Intl.LDMLPluralRule): number | undefined {
  for (let count = 0; count < 1000; count += 1) if (plurals.select(count) === form) return count;
  return undefined;
}

/** The words drawn in the page, saying values again: in the language spoken (formatLocale). */
export function cartWords(drawn: DrawnCartWords): {
  line: CartLineWords;
  totals: CartTotalsWords;
} {
  const say = (text: string) => (value: string) => fillSlots(text, { [VALUE]: value });
  const line = {} as Record<LineWord, (value: string) => string>;
  for (const word of LINE_WORDS) line[word] = say(drawn.line[word]);
  const plurals = new Intl.PluralRules(formatLocale());
  return {
    line,
    totals: {
      headline: (units, total) =>
        fillSlots(drawn.headline[plurals.select(units)] ?? '', {
          [COUNT]: formatCount(units),
          [TOTAL]: total,
        }),
    },
  };
}

/** Values by slot: each field's slot in `slots` with that field's value in `view`. */
export function slotValues<F extends string>(
  slots: Readonly<Record<F, string>>,
  view: Readonly<Partial<Record<NoInfer<F>, string>>>,
): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = Object.create(null);
  for (const field in slots) values[slots[field]] = view[field];
  return values;
}

/** `text` with each slot that has a value filled with it, as text. */
export function fillSlots(
  text: string,
  values: Readonly<Record<string, string | undefined>>,
): string {
  return text.replace(SLOT, (slot) => values[slot] ?? slot);
}
