import { expect, test } from '@playwright/test';
import {
  bookOption,
  expectBookingsFilledIn,
  expectCartBadge,
  openCategory,
  openService,
  toast,
} from '../support/app';
import { orderSummary } from '../support/cart';
import { PRIYA_MOBILE, PRIYA_USER_ID } from '../support/demo';
import { completeLogin, logIn, loginDialog, openAccountPage } from '../support/login';
import { requiredOrigin } from '../support/servers';
import { chooseVisitTime } from '../support/visits';
import { providerOrigin, resetProvider } from './support/provider';

/**
 * The app built with the session extension (VITE_API_EXTENSIONS=session, and the slots and visit
 * ones beside it) against the reference provider keeping sessions: it refuses any customer call
 * without the customer's token.
 */

test.use({ baseURL: requiredOrigin('httpSession') });

test.beforeEach(async ({ request }) => {
  await resetProvider(request, 'sessionProvider');
});

test('the provider refuses a customer call that carries no session', async ({ request }) => {
  const answer = await request.get(
    `${providerOrigin('sessionProvider')}/api/Services/BookingsByUserId/${PRIYA_USER_ID}`,
    { headers: { 'x-api-key': 'demo-api-key' } },
  );

  expect(answer.status()).toBe(401);
});

test('a customer logs in, books, and sees their bookings and profile, every call in their session', async ({
  page,
}) => {
  test.slow();
  await page.goto('/');
  await openCategory(page, 'Air Conditioning & Heating');
  const dialog = await openService(page, 'Split AC');
  await bookOption(dialog, 'Foam-jet service');
  await dialog.getByRole('button', { name: 'Proceed to Checkout (1)' }).click();
  await orderSummary(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  await completeLogin(page, PRIYA_MOBILE);
  const confirm = page.getByRole('dialog', { name: 'Confirm Booking' });
  await chooseVisitTime(confirm);
  await confirm.getByRole('button', { name: /^Pay Now/ }).click();

  await expect(toast(page, /^Your BookingId is \d+/)).toBeVisible();
  await expect(page.getByText('6 bookings', { exact: true })).toBeVisible();
  await openAccountPage(page, 'My Profile');
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Priya');
});

test('when the backend ends the session: the warning, the login dialog, the cart kept, and back on the page after login', async ({
  page,
  request,
}) => {
  test.slow();
  await page.goto('/');
  await logIn(page);
  await openCategory(page, 'Air Conditioning & Heating');
  const dialog = await openService(page, 'Split AC');
  await bookOption(dialog, 'Foam-jet service');
  await page.keyboard.press('Escape');
  await openAccountPage(page, 'My Bookings');
  await expectBookingsFilledIn(page, 5);

  const ended = await request.post(`${providerOrigin('sessionProvider')}/_test/end-sessions`, {
    data: { userId: PRIYA_USER_ID },
  });
  expect(ended.ok()).toBe(true);
  await page.reload();

  await expect(toast(page, 'Your session has ended. Please log in again.')).toBeVisible();
  await expect(loginDialog(page)).toBeVisible();
  await expect(page.getByText('No services ordered yet')).toHaveCount(0);
  await expectCartBadge(page, 1);
  await completeLogin(page, PRIYA_MOBILE);
  await expect(page).toHaveURL('/my-bookings');
  await expect(page.getByText('5 bookings', { exact: true })).toBeVisible();
});
