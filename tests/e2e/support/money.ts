/**
 * Rupee amounts as the app shows them (en-US style INR, SPEC §9), and back to paise so a test can
 * do the cart's arithmetic itself instead of trusting the page.
 */
const inr = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'INR' });

/** "₹1,180.00" for 118000 paise. */
export function rupees(paise: number): string {
  return inr.format(paise / 100);
}

/** 118000 for "₹1,180.00" (or any text holding one such amount). */
export function paiseIn(text: string): number {
  const match = /₹\s?([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`No rupee amount in "${text}"`);
  return Number(match[1]!.replaceAll(',', '')) * 100 + Number(match[2]);
}

/** SPEC §9 and DESIGN.md: 18 % GST on the subtotal, rounded half-up to the paisa. */
export function gstOn(subtotalPaise: number): number {
  return Math.round((subtotalPaise * 18) / 100);
}
