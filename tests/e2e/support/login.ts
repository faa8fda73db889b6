import { expect, type Locator, type Page } from '@playwright/test';
import { toast } from './app';
import { DEMO_CODE, PRIYA_MOBILE } from './demo';
import { translation } from './languages';
import type { Language } from '../../../src/core/shared/language';

/** The navbar's Log in button (the user icon), shown to a visitor: it opens the login dialog. */
export function logInButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true });
}

/** The navbar's account menu button, shown instead of Log in once someone is logged in. */
export function accountMenuButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: 'Account menu' });
}

/** The login dialog, whichever step it is on, named in `language`. */
export function loginDialog(page: Page, language: Language = 'en'): Locator {
  const steps = [translation(language, 'login.title'), translation(language, 'login.codeTitle')];
  const escaped = steps.map((step) => step.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return page.getByRole('dialog', { name: new RegExp(escaped.join('|')) });
}

/** The six code boxes, in order. */
export function codeBoxes(page: Page, language: Language = 'en'): Locator[] {
  return Array.from({ length: 6 }, (_, index) =>
    page.getByRole('textbox', {
      name: translation(language, 'login.codeLabel', { box: index + 1 }),
    }),
  );
}

/**
 * Opens the login dialog from the navbar and types `mobile` on the phone step, without pressing
 * Continue: for tests that arm a fault first or watch what Continue does.
 */
export async function startLogin(page: Page, mobile: string): Promise<Locator> {
  await logInButton(page).click();
  const dialog = loginDialog(page);
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  return dialog;
}

/**
 * Phone step of an open dialog: types the mobile number, presses Continue and waits for the code
 * step, the dialog speaking `language`.
 */
export async function requestCode(
  page: Page,
  mobile: string,
  language: Language = 'en',
): Promise<void> {
  const t = (id: string, values?: Record<string, string | number>) =>
    translation(language, id, values);
  const dialog = loginDialog(page, language);
  await dialog.getByRole('textbox', { name: t('login.phoneLabel') }).fill(mobile);
  await dialog.getByRole('button', { name: t('login.continue') }).click();
  await expect(page.getByRole('dialog', { name: t('login.codeTitle') })).toBeVisible();
  await expect(dialog.getByText(t('otpSent', { mobile }))).toBeVisible();
}

/** Code step: clicks the first box and types the code key by key, as a person would. */
export async function typeCode(page: Page, code: string, language: Language = 'en'): Promise<void> {
  const [first] = codeBoxes(page, language);
  await first!.click();
  await page.keyboard.type(code);
}

/**
 * Once the code step shows, types a whole code: the code step sends it by itself once the sixth
 * digit is in (the Validate button is there for sending it again).
 */
export async function submitCode(
  page: Page,
  code = DEMO_CODE,
  language: Language = 'en',
): Promise<void> {
  await expect(
    page.getByRole('dialog', { name: translation(language, 'login.codeTitle') }),
  ).toBeVisible();
  await typeCode(page, code, language);
}

/**
 * Pastes `text` into `box` with a real paste event carrying the text, as the clipboard would
 * (focus the box, then dispatch a ClipboardEvent with a DataTransfer).
 */
export async function pasteInto(box: Locator, text: string): Promise<void> {
  await box.focus();
  await box.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** Asserts the six boxes hold `code`, one digit each. */
export async function expectCodeBoxes(page: Page, code: string): Promise<void> {
  const boxes = codeBoxes(page);
  for (const [index, box] of boxes.entries()) await expect(box).toHaveValue(code[index] ?? '');
}

/**
 * The code to type: the demo's, which every number accepts, or, from a backend that sends a
 * random one, the code the test gives the number once it was sent (http/support/provider.ts).
 */
export type CodeSource = string | (() => Promise<string>);

/**
 * Finishes a login dialog that is already open (from the navbar, checkout or a guarded page):
 * the number, Continue, the code typed, and the dialog gone.
 */
export async function completeLogin(
  page: Page,
  mobile = PRIYA_MOBILE,
  code: CodeSource = DEMO_CODE,
  language: Language = 'en',
): Promise<void> {
  await requestCode(page, mobile, language);
  await submitCode(page, typeof code === 'string' ? code : await code(), language);
  await expect(loginDialog(page, language)).toBeHidden();
}

/** How `logIn` knows when the login is over, and where its code comes from. */
export interface LogInOptions {
  /**
   * A number the service does not know is sent to Create Account instead of being welcomed:
   * then only the dialog closing is waited for.
   */
  readonly newCustomer?: boolean;
  /** The code; the demo's by default. */
  readonly code?: CodeSource;
}

/**
 * Logs in from the navbar's Log in button, as a person would. A known customer (Priya by
 * default) is then waited for until welcomed, with the account menu in the navbar.
 */
export async function logIn(
  page: Page,
  mobile = PRIYA_MOBILE,
  { newCustomer = false, code = DEMO_CODE }: LogInOptions = {},
): Promise<void> {
  await logInButton(page).click();
  await completeLogin(page, mobile, code);
  if (newCustomer) return;
  await expect(toast(page, /^Welcome, /)).toBeVisible();
  await expect(accountMenuButton(page)).toBeVisible();
}

/** Chooses an item of the account menu (My Profile, My Bookings, Logout) from the navbar. */
export async function openAccountPage(
  page: Page,
  item: 'My Profile' | 'My Bookings' | 'Logout',
): Promise<void> {
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: item }).click();
}
