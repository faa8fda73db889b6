import { expect, test } from '@playwright/test';
import { PRIYA_MOBILE } from './support/demo';
import { completeLogin, loginDialog } from './support/login';

test('a visitor to My Bookings is asked to log in, and lands on My Bookings after', async ({
  page,
}) => {
  await page.goto('/my-bookings');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Log in to see this page' }),
  ).toBeVisible();
  await expect(loginDialog(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Bookings' })).toHaveCount(0);

  await completeLogin(page, PRIYA_MOBILE);

  await expect(page).toHaveURL('/my-bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  await expect(page.getByText('5 bookings', { exact: true })).toBeVisible();
});

test('a visitor following a link to a booking sees that booking after logging in', async ({
  page,
}) => {
  await page.goto('/my-bookings-info?bookingId=5004');
  await expect(loginDialog(page)).toBeVisible();

  await completeLogin(page, PRIYA_MOBILE);

  await expect(page).toHaveURL('/my-bookings-info?bookingId=5004');
  await expect(
    page.getByRole('heading', { level: 1, name: /^Reference Code: .*-5004$/ }),
  ).toBeVisible();
});

test('closing the login dialog instead goes home', async ({ page }) => {
  await page.goto('/my-bookings');
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Close dialog' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to GharSeva' })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('pressing Escape in the login dialog of the profile page goes home too', async ({ page }) => {
  await page.goto('/signup');
  await expect(loginDialog(page)).toBeVisible();

  await page.keyboard.press('Escape');

  await expect(page).toHaveURL('/');
});

test('a new customer arriving at the profile page logs in and creates an account there', async ({
  page,
}) => {
  await page.goto('/signup');

  await completeLogin(page, '9000000002');

  await expect(page).toHaveURL('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
});

test('a logged-in customer goes straight to a guarded page, without the dialog', async ({
  page,
}) => {
  await page.goto('/my-bookings');
  await completeLogin(page, PRIYA_MOBILE);

  await page.goto('/signup');

  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  await expect(loginDialog(page)).toHaveCount(0);
});
