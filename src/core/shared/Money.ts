import { formatLocale } from './language';

/**
 * Money is an integer number of paise (1 rupee = 100 paise). Arithmetic stays in integers so that
 * sums and tax never drift; only formatting turns paise into rupees.
 */
export type Paise = number;

/** Converts a rupee amount as the server sends it (e.g. 333.33) to paise, rounded to the paisa. */
export function paiseFromRupees(rupees: number): Paise {
  // Multiplying first loses a hair of precision (333.33 * 100 = 33332.999…); rounding restores it.
  return Math.round(rupees * 100);
}

/** Converts paise back to rupees, for the wire only (UnitPrice). */
export function rupeesFromPaise(paise: Paise): number {
  return paise / 100;
}

/** `percent` % of an amount, rounded half-up to the paisa. Amounts are never negative. */
export function percentOf(paise: Paise, percent: number): Paise {
  return Math.floor((paise * percent + 50) / 100);
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * "₹1,180.00": en-US grouping with the rupee sign, as SPEC §9 asks, in English; India's grouping
 * ("₹1,00,000.00") in Hindi and Telugu.
 */
export function formatMoney(paise: Paise): string {
  const locale = formatLocale();
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' });
    formats.set(locale, format);
  }
  return format.format(paise / 100);
}
