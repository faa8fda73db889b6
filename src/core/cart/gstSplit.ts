import type { Paise } from '../shared/Money';
import { GST_PERCENT } from './gstPricing';

/**
 * How the 18 % is split on a receipt. Within one state (the supplier in Telangana, the home in
 * Telangana) it is CGST 9 % + SGST 9 %; between states it is IGST 18 %. A deployment setting.
 */
export type GstMode = 'intra-state' | 'inter-state';

export const GST_MODES: readonly GstMode[] = ['intra-state', 'inter-state'];

/** The deployment's GST registration, as its receipts show it. */
export interface GstSettings {
  readonly mode: GstMode;
  /** Its GSTIN, when the deployment has configured one. */
  readonly gstin?: string;
}

/** One tax line of a receipt: CGST 9 %, SGST 9 % or IGST 18 %, and its amount. */
export interface GstShare {
  readonly kind: 'cgst' | 'sgst' | 'igst';
  readonly percent: number;
  readonly amount: Paise;
}

/**
 * The tax the cart charged (`withGst`), split for a receipt. The shares always add up to `tax`
 * to the paisa: SGST is half of it rounded down, and CGST takes the odd paisa, so a receipt
 * never disagrees with the amount the customer was asked to pay.
 */
export function splitGst(tax: Paise, mode: GstMode): readonly GstShare[] {
  if (mode === 'inter-state') return [{ kind: 'igst', percent: GST_PERCENT, amount: tax }];
  const sgst = Math.floor(tax / 2);
  return [
    { kind: 'cgst', percent: GST_PERCENT / 2, amount: tax - sgst },
    { kind: 'sgst', percent: GST_PERCENT / 2, amount: sgst },
  ];
}

/**
 * A GSTIN as the GST portal issues it: the state's two digits, the PAN (five letters, four digits,
 * a letter), the registration's number, `Z`, and the check character of the fourteen before it
 * (a mistyped character changes it).
 */
export function isGstin(text: string): boolean {
  return (
    /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(text) &&
    text[14] === gstinCheckCharacter(text.slice(0, 14))
  );
}

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GST portal's check: base 36, every second character's value doubled, digits summed. */
function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < first14.length; index += 1) {
    const product = GSTIN_CHARACTERS.indexOf(first14[index] ?? '') * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36] ?? '';
}
