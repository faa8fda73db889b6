import { expect, type Locator, type Page } from '@playwright/test';
import { orderSummary } from './cart';
import { PRIYA_USER_ID } from './demo';
import { FOAM_JET, seedDevice } from './device';
import { translation } from './languages';
import type { Language } from '../../../src/core/shared/language';
import { openCart } from './app';

/**
 * The visit time (the `slots` extension), as a customer chooses it in the confirm dialog or in
 * Change time: a strip of days, then the chosen day's windows, each a radio button.
 */

/** The days of the strip. */
export function visitDays(dialog: Locator, language: Language = 'en'): Locator {
  return dialog
    .getByRole('group', { name: translation(language, 'visit.picker.days') })
    .getByRole('radio');
}

/** The group of the windows of the day shown: "Times on Thursday, 26 November", in `language`. */
function windowsGroup(dialog: Locator, language: Language = 'en'): Locator {
  const [before = '', after = ''] = translation(language, 'visit.picker.windows', {
    day: '\u0001',
  }).split('\u0001');
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return dialog.getByRole('group', { name: new RegExp(`^${literal(before)}.+${literal(after)}$`) });
}

/** The windows of the day shown ("Times on Thursday, 26 November"). */
export function visitWindows(dialog: Locator, language: Language = 'en'): Locator {
  return windowsGroup(dialog, language).getByRole('radio');
}

/** The windows of the day shown that are full: "10 am – 12 pm Full". */
export function fullWindows(dialog: Locator): Locator {
  return windowsGroup(dialog).getByRole('radio', { name: / Full$/ });
}

/** What the picker says the customer chose: "Your visit Thu, 26 Nov, 8–10 am". */
export function chosenVisit(dialog: Locator, language: Language = 'en'): Locator {
  const heading = translation(language, 'visit.picker.chosenHeading');
  return dialog.getByText(new RegExp(`^${heading}\\s`));
}

/**
 * Chooses the first window free on the day shown (the first day with one free) and gives the
 * window as the picker writes it out: "Thu, 26 Nov, 8–10 am".
 */
export async function chooseVisitTime(dialog: Locator, language: Language = 'en'): Promise<string> {
  await expect(visitWindows(dialog, language).first()).toBeVisible();
  await windowsGroup(dialog, language).getByRole('radio', { disabled: false }).first().check();
  const chosen = chosenVisit(dialog, language);
  await expect(chosen).toBeVisible();
  const heading = translation(language, 'visit.picker.chosenHeading');
  return (await chosen.innerText()).slice(heading.length).trim();
}

/** Which day of the strip is shown: 0 for today, 1 for tomorrow, … */
export async function shownVisitDay(dialog: Locator): Promise<number> {
  return visitDays(dialog).evaluateAll((days) =>
    days.findIndex((day) => (day as HTMLInputElement).checked),
  );
}

/** The confirm dialog once it has read the address and the visit windows. */
/** Priya, logged in on the demo with the foam-jet service in her cart, at the confirm dialog. */
export async function demoAtConfirm(page: Page): Promise<Locator> {
  await seedDevice(page, { userId: PRIYA_USER_ID, cart: [FOAM_JET] });
  await openCart(page);
  await orderSummary(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  return confirmDialogReady(page);
}

export async function confirmDialogReady(page: Page): Promise<Locator> {
  const confirm = page.getByRole('dialog', { name: 'Confirm Booking' });
  await expect(confirm).toBeVisible();
  await expect(visitWindows(confirm).first()).toBeVisible();
  return confirm;
}

/**
 * Every place of the demo's visit windows on `day` (today, tomorrow, …) taken by other
 * customers, as the demo backend keeps them in this browser (`gharseva-demo:visitLoad`): the way
 * a test fills a window behind the customer's back in demo mode. `left`: that many of the day's
 * last windows stay open.
 */
export async function fillDemoVisitDay(page: Page, day: number, left = 0): Promise<void> {
  await page.evaluate(
    ([days, open]) => {
      const IST_MS = (5 * 60 + 30) * 60 * 1000;
      const DAY_MS = 24 * 60 * 60 * 1000;
      const local = Date.now() + IST_MS;
      const midnight = local - (local % DAY_MS) + days * DAY_MS - IST_MS;
      const stored = JSON.parse(localStorage.getItem('gharseva-demo:visitLoad') ?? '[]') as {
        start: string;
        taken: number;
      }[];
      for (let hour = 8; hour < 20 - 2 * open; hour += 2)
        stored.push({ start: new Date(midnight + hour * 60 * 60 * 1000).toISOString(), taken: 3 });
      localStorage.setItem('gharseva-demo:visitLoad', JSON.stringify(stored));
    },
    [day, left] as const,
  );
}
