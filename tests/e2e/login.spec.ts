import { expect, test } from '@playwright/test';
import { appTookOver, toast } from './support/app';
import { PRIYA_MOBILE } from './support/demo';
import {
  accountMenuButton,
  codeBoxes,
  expectCodeBoxes,
  logInButton,
  loginDialog,
  pasteInto,
  requestCode,
  submitCode,
  typeCode,
} from './support/login';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await logInButton(page).click();
  await expect(loginDialog(page)).toBeVisible();
});

test('the phone step keeps digits only, ten at most, and enables Continue for a valid mobile', async ({
  page,
}) => {
  const dialog = loginDialog(page);
  const phone = dialog.getByRole('textbox', { name: 'Mobile number' });
  const next = dialog.getByRole('button', { name: 'Continue' });
  await expect(dialog.getByText('+91', { exact: true })).toBeVisible();
  await expect(phone).toBeFocused();
  await expect(next).toBeDisabled();

  await phone.pressSequentially('98a7-65');
  await expect(phone).toHaveValue('98765');
  await expect(next).toBeDisabled();

  await phone.fill('5876543210');
  await expect(next).toBeDisabled();
  await expect(phone).toHaveAccessibleDescription(/Enter a 10-digit Indian mobile number/);

  await pasteInto(phone, '+91 98765-43210');
  await expect(phone).toHaveValue(PRIYA_MOBILE);
  await expect(next).toBeEnabled();
});

test('a code pasted into the third box, with a space, fills all six boxes and logs in by itself', async ({
  page,
}) => {
  await requestCode(page, PRIYA_MOBILE);
  await pasteInto(codeBoxes(page)[2]!, '123 456');
  // Only the whole code logs in; the dialog may close before its boxes can be read.
  await expect(toast(page, 'Welcome, Priya')).toBeVisible();
  await expect(loginDialog(page)).toBeHidden();
  await expect(accountMenuButton(page)).toBeVisible();
});

test('a wrong code pasted with dashes into the last box fills all six boxes, and Validate sends it again', async ({
  page,
}) => {
  await requestCode(page, PRIYA_MOBILE);
  await pasteInto(codeBoxes(page)[5]!, '65-43-21');
  await expectCodeBoxes(page, '654321');
  await expect(loginDialog(page).getByRole('alert')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Validate' })).toBeEnabled();
});

test('the code boxes move forward on a digit, clear a non-digit and step back on Backspace', async ({
  page,
}) => {
  await requestCode(page, PRIYA_MOBILE);
  const boxes = codeBoxes(page);
  await expect(boxes[0]!).toBeFocused();
  await expect(boxes[0]!).toHaveAttribute('autocomplete', 'one-time-code');

  await page.keyboard.type('12');
  await expect(boxes[2]!).toBeFocused();
  await page.keyboard.type('x');
  await expect(boxes[2]!).toHaveValue('');
  await expect(boxes[2]!).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(boxes[1]!).toBeFocused();
  await expect(page.getByRole('button', { name: 'Validate' })).toBeDisabled();
});

test('a wrong code is refused in the dialog, next to the boxes', async ({ page }) => {
  await requestCode(page, PRIYA_MOBILE);
  await submitCode(page, '654321');
  const [first] = codeBoxes(page);
  await expect(first!).toHaveAttribute('aria-invalid', 'true');
  const error = loginDialog(page).getByRole('alert');
  await expect(error).toBeVisible();
  await expect(first!).toHaveAccessibleDescription((await error.innerText()).trim());
  await expect(logInButton(page)).toBeVisible();
});

test('Change number goes back to the phone step with the number kept', async ({ page }) => {
  await requestCode(page, PRIYA_MOBILE);
  await loginDialog(page).getByRole('button', { name: 'Change number' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in or sign up' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(PRIYA_MOBILE);
});

test('Change number and back within 30 s sends no second code: the one on its way logs in', async ({
  page,
}) => {
  await requestCode(page, PRIYA_MOBILE);
  await loginDialog(page).getByRole('button', { name: 'Change number' }).click();

  await loginDialog(page).getByRole('button', { name: 'Continue' }).click();

  await expect(
    loginDialog(page).getByText('We sent an OTP to +91 9876543210 a moment ago: enter it below.'),
  ).toBeVisible();
  await expect(loginDialog(page).getByText(/^Resend OTP in ([12]\d|[1-9])s$/)).toBeVisible();
  await submitCode(page);
  await expect(toast(page, 'Welcome, Priya')).toBeVisible();
});

test('a reload within 30 s sends no second code to the same number: the one on its way logs in', async ({
  page,
}) => {
  await requestCode(page, PRIYA_MOBILE);
  await page.reload();
  await appTookOver(page);

  await logInButton(page).click();
  await loginDialog(page).getByRole('textbox', { name: 'Mobile number' }).fill(PRIYA_MOBILE);
  await loginDialog(page).getByRole('button', { name: 'Continue' }).click();

  await expect(
    loginDialog(page).getByText('We sent an OTP to +91 9876543210 a moment ago: enter it below.'),
  ).toBeVisible();
  await submitCode(page);
  await expect(toast(page, 'Welcome, Priya')).toBeVisible();
});

test('closing the dialog forgets the number and the step', async ({ page }) => {
  await requestCode(page, PRIYA_MOBILE);
  await loginDialog(page).getByRole('button', { name: 'Close dialog' }).click();
  await expect(loginDialog(page)).toBeHidden();
  await logInButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Log in or sign up' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('');
});

test('a number the service does not know is sent to fill in a profile', async ({ page }) => {
  await requestCode(page, '9000012345');
  await submitCode(page);
  await expect(toast(page, 'Please fill details to continue')).toBeVisible();
  await expect(page).toHaveURL('/signup');
  await expect(loginDialog(page)).toBeHidden();
});

test('Resend OTP counts down from 30 s, then sends again and restarts the countdown', async ({
  page,
}) => {
  // Drive the page's timers by hand from here on: the countdown, and the demo's 250 ms latency.
  await page.clock.install();
  await page.reload();
  await logInButton(page).click();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(PRIYA_MOBILE);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.clock.runFor(300);

  const dialog = page.getByRole('dialog', { name: 'Enter the OTP' });
  await expect(dialog.getByText('Resend OTP in 30s')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Resend OTP' })).toHaveCount(0);
  await page.clock.runFor(1000);
  await expect(dialog.getByText('Resend OTP in 29s')).toBeVisible();
  await page.clock.runFor(18_000);
  await expect(dialog.getByText('Resend OTP in 11s')).toBeVisible();
  await page.clock.runFor(11_000);
  await expect(dialog.getByText(/Resend OTP in/)).toHaveCount(0);

  await typeCode(page, '12');
  await dialog.getByRole('button', { name: 'Resend OTP' }).click();
  await page.clock.runFor(300);
  await expect(toast(page, `OTP sent to +91 ${PRIYA_MOBILE}`)).toBeVisible();
  await expect(dialog.getByText('Resend OTP in 30s')).toBeVisible();
  await expectCodeBoxes(page, '');
  await page.clock.runFor(1000);
  await expect(dialog.getByText('Resend OTP in 29s')).toBeVisible();
});
