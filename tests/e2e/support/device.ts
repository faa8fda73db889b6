import type { Page } from '@playwright/test';
import type { Language } from '../../../src/core/shared/language';

/** One cart line as the app stores it under `cart` (SPEC §3 field names, the price in rupees). */
export interface StoredCartLine {
  readonly Service_Option_Id: number;
  /** The option's service, which a line of today's app knows (older carts do not). */
  readonly serviceId?: number;
  readonly serviceName: string;
  readonly serviceOptionName: string;
  readonly serviceOptionDescription?: string;
  readonly serviceOptionPrice: number;
  readonly quantity: number;
}

/** Options of the seed (demo backend and reference provider alike). */
export const FOAM_JET: StoredCartLine = {
  Service_Option_Id: 111,
  serviceName: 'Split AC',
  serviceOptionName: 'Foam-jet service',
  serviceOptionPrice: 599,
  quantity: 1,
};
export const GAS_REFILL: StoredCartLine = {
  Service_Option_Id: 112,
  serviceName: 'Split AC',
  serviceOptionName: 'Gas refill',
  serviceOptionPrice: 2499,
  quantity: 1,
};

/**
 * Puts a session, a cart and a language on the device before the app starts, as an earlier visit would have
 * left them: opens a static file of the app's origin (no app code runs, no API call is made),
 * writes localStorage there, and leaves the page on it. The next `page.goto` starts the app.
 */
export async function seedDevice(
  page: Page,
  device: {
    readonly userId?: number;
    readonly cart?: readonly StoredCartLine[];
    /** The language chosen on an earlier visit. */
    readonly language?: Language;
  },
): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate(({ userId, cart, language }) => {
    if (userId !== undefined) {
      localStorage.setItem('userId', String(userId));
      // The demo keeps sessions (the session extension): the customer's token, and the demo
      // server's record of it. A backend without sessions never sees the token.
      const token = `e2e-session-${userId}`;
      localStorage.setItem('sessionToken', token);
      const sessions = JSON.parse(localStorage.getItem('gharseva-demo:sessions') ?? '[]');
      // Opened and last used now: the demo ends a session unused for 30 minutes.
      const now = new Date().toISOString();
      localStorage.setItem(
        'gharseva-demo:sessions',
        JSON.stringify([...sessions, { token, userId, openedAt: now, lastUsedAt: now }]),
      );
    }
    if (cart !== undefined) localStorage.setItem('cart', JSON.stringify(cart));
    if (language !== undefined) localStorage.setItem('lang', language);
  }, device);
}
