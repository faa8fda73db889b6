import { expect, type Locator, type Page } from '@playwright/test';
import { toast } from './app';
import { DEMO_CODE } from './demo';

/** The login dialog, whichever step it is on. */
export function loginDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: /Log in or sign up|Enter the code/ });
}

/** The six code boxes, in order. */
export function codeBoxes(page: Page): Locator[] {
  return Array.from({ length: 6 }, (_, index) =>
    page.getByRole('textbox', { name: `Digit ${index + 1} of 6` }),
  );
}

/** Phone step: types the mobile number, presses Continue and waits for the code step. */
export async function requestCode(page: Page, mobile: string): Promise<void> {
  const dialog = loginDialog(page);
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('dialog', { name: 'Enter the code' })).toBeVisible();
  await expect(dialog.getByText(`OTP sent to +91 ${mobile}`)).toBeVisible();
}

/** Code step: clicks the first box and types the code key by key, as a person would. */
export async function typeCode(page: Page, code: string): Promise<void> {
  const [first] = codeBoxes(page);
  await first!.click();
  await page.keyboard.type(code);
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

/** Finishes an open login dialog: number, Continue, the demo code typed, Validate. */
export async function completeLogin(page: Page, mobile: string, code = DEMO_CODE): Promise<void> {
  await requestCode(page, mobile);
  await typeCode(page, code);
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(loginDialog(page)).toBeHidden();
}

/** Logs in from the navbar's user icon as a known customer and waits for the welcome. */
export async function logIn(page: Page, mobile: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await completeLogin(page, mobile);
  await expect(toast(page, /^Welcome, /)).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Account menu' }),
  ).toBeVisible();
}
