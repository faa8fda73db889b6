import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_CODE, PRIYA_MOBILE } from './demo';

/** The login dialog, on either of its steps. */
export function loginDialogOf(page: Page): Locator {
  return page.getByRole('dialog', { name: /Log in or sign up|Enter the code/ });
}

/** Fills in the login dialog that is already open: the number, Continue, the code, Validate. */
export async function completeLogin(page: Page, mobile = PRIYA_MOBILE): Promise<void> {
  const dialog = loginDialogOf(page);
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(DEMO_CODE);
  await dialog.getByRole('button', { name: 'Validate' }).click();
  await expect(dialog).toBeHidden();
}

/** Logs in from the navbar's user icon, as a person would. */
export async function logIn(page: Page, mobile = PRIYA_MOBILE): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
  await completeLogin(page, mobile);
}

/** Opens a page of the account menu (My Profile, My Bookings) from the navbar. */
export async function openAccountPage(
  page: Page,
  item: 'My Profile' | 'My Bookings',
): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** WCAG 2.2 A and AA, contrast included, on what the page shows once animations have ended. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, `${screen} has no WCAG 2.2 A/AA violations`).toEqual([]);
}

/** Nothing is wider than the window: no sideways scrolling. */
export async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${screen} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}
