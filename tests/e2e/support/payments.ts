import { expect, type Page } from '@playwright/test';

/**
 * The confirm dialog's button in the demo, which has the `payments` extension and pays online
 * unless she chose otherwise, through SPEC's "Pay Now (₹…)".
 */
export const PAY_NOW = /^Pay Now \(₹[\d,.]+\)$/;

/** The demo's payment sheet, which opens once Pay now has booked. */
export function demoSheet(page: Page) {
  return page.getByRole('dialog', { name: 'Demo payment: nothing is charged' });
}

/** Pays in the demo's sheet, as a customer who pays would (UPI, chosen from the start). */
export async function payInDemoSheet(page: Page): Promise<void> {
  const sheet = demoSheet(page);
  await sheet.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(sheet).toBeHidden();
}
