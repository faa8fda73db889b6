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
import { providerOrigin, resetProvider, secureCode } from './support/provider';

/**
 * Sessions over HTTP. The app built with every extension (VITE_API_EXTENSIONS=session,slots,visit)
 * against the secure reference provider: it refuses any customer call without the customer's
 * token, sends random codes, ends sessions at logout and after their time. And the app built with
 * no extension named, against a provider that gives tokens all the same.
 */

const KEY = { 'x-api-key': 'demo-api-key' } as const;

test.describe('against the secure provider', () => {
  test.use({ baseURL: requiredOrigin('httpSession') });

  test.beforeEach(async ({ request }) => {
    await resetProvider(request, 'sessionProvider');
  });

  test('the provider refuses a customer call that carries no session', async ({ request }) => {
    const answer = await request.get(
      `${providerOrigin('sessionProvider')}/api/Services/BookingsByUserId/${PRIYA_USER_ID}`,
      { headers: KEY },
    );

    expect(answer.status()).toBe(401);
  });

  test('a customer logs in, books, and sees their bookings and profile, every call in their session', async ({
    page,
    request,
  }) => {
    test.slow();
    await page.goto('/');
    await openCategory(page, 'Air Conditioning & Heating');
    const dialog = await openService(page, 'Split AC');
    await bookOption(dialog, 'Foam-jet service');
    await dialog.getByRole('button', { name: 'Proceed to Checkout (1)' }).click();
    await orderSummary(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
    await completeLogin(page, PRIYA_MOBILE, secureCode(request));
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
    await logIn(page, PRIYA_MOBILE, { code: secureCode(request) });
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
    await completeLogin(page, PRIYA_MOBILE, secureCode(request));
    await expect(page).toHaveURL('/my-bookings');
    await expect(page.getByText('5 bookings', { exact: true })).toBeVisible();
  });

  test('after logout, the token the customer held is refused by the backend', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await logIn(page, PRIYA_MOBILE, { code: secureCode(request) });
    const token = await page.evaluate(() => localStorage.getItem('sessionToken'));
    expect(token).toBeTruthy();

    await openAccountPage(page, 'Logout');
    await expect(toast(page, 'Logged Out successfully!')).toBeVisible();

    const answer = await request.get(
      `${providerOrigin('sessionProvider')}/api/Services/BookingsByUserId/${PRIYA_USER_ID}`,
      { headers: { ...KEY, Authorization: `Bearer ${token}` } },
    );
    expect(answer.status()).toBe(401);
  });

  test('a session whose time is up ends on the phone: the warning, the login dialog, the cart kept', async ({
    page,
    request,
  }) => {
    test.slow();
    await page.clock.install();
    await page.goto('/');
    await logIn(page, PRIYA_MOBILE, { code: secureCode(request) });
    await openCategory(page, 'Air Conditioning & Heating');
    const dialog = await openService(page, 'Split AC');
    await bookOption(dialog, 'Foam-jet service');
    await page.keyboard.press('Escape');
    await openAccountPage(page, 'My Bookings');
    await expectBookingsFilledIn(page, 5);
    const expiresAt = await page.evaluate(() => localStorage.getItem('sessionExpiresAt'));
    expect(expiresAt, 'the provider says when the session ends').toBeTruthy();

    const now = await page.evaluate(() => Date.now());
    await page.clock.fastForward(Date.parse(expiresAt ?? '') - now + 1000);

    await expect(toast(page, 'Your session has ended. Please log in again.')).toBeVisible();
    await expect(loginDialog(page)).toBeVisible();
    await expectCartBadge(page, 1);
    expect(await page.evaluate(() => localStorage.getItem('sessionToken'))).toBeNull();
  });
});

test.describe('against a provider that gives tokens, the app built naming no extension', () => {
  test.use({ baseURL: requiredOrigin('http') });

  test.beforeEach(async ({ request }) => {
    await resetProvider(request);
    const kept = await request.post(`${providerOrigin()}/_test/keep-sessions`);
    expect(kept.ok()).toBe(true);
  });

  test('sends the token verify gave with every call about the customer', async ({ page }) => {
    const authorizations: (string | undefined)[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/Services/BookingsByUserId/'))
        authorizations.push(sent.headers().authorization);
    });
    await page.goto('/');
    await logIn(page);

    await openAccountPage(page, 'My Bookings');

    await expect(page.getByText('5 bookings', { exact: true })).toBeVisible();
    expect(authorizations.length).toBeGreaterThan(0);
    expect(authorizations.every((header) => /^Bearer \S+$/.test(header ?? ''))).toBe(true);
  });
});
