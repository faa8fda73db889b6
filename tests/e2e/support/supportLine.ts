import { expect, type Locator } from '@playwright/test';

/** The demo's support number (fictional; README says so), as a phone dials it and as shown. */
export const SUPPORT_TEL = 'tel:+914045678900';
export const SUPPORT_DISPLAY = '+91 40 4567 8900';
/** What every WhatsApp link to our support line starts with. */
const WHATSAPP = 'https://wa.me/914045678900?text=';

/** The message a WhatsApp link to our support line opens with. */
export async function whatsappText(link: Locator): Promise<string | null> {
  const href = (await link.getAttribute('href')) ?? '';
  expect(href.startsWith(WHATSAPP), href).toBe(true);
  return new URL(href).searchParams.get('text');
}
