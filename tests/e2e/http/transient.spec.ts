import { expectCartBadge, openCart } from '../support/app';
import { PRIYA_MOBILE, PRIYA_USER_ID } from '../support/demo';
import { FOAM_JET, seedDevice } from '../support/device';
import { loginDialog, startLogin } from '../support/login';
import { busyOverlay, expect, expectToast, test } from '../support/pageHealth';
import { armFaults, disarmFaults, requestsTo, resetProvider } from './support/provider';
import { serverOrigin } from '../support/servers';
import { categoryCard, categoryList, checkoutButton, confirmDialog } from './support/screens';

/**
 * Transient faults (DESIGN.md "Retries"): reads are tried again on a dropped connection,
 * a timeout and 502/503/504, three times with backoff (300, 600, 1 200 ms); writes are sent once.
 * Counts are taken at the provider, so they are what the browser really sent.
 *
 * That every read is tried again and every write is not is the gateways' retry policy
 * (tests/unit/adapters/http/retryPolicy.test.ts); here, in the browser, a read that recovers
 * once (the category list's "503, then a dropped connection, then the data", in journey.spec.ts),
 * reads and writes that keep failing, and calls that hang.
 */

test.beforeEach(async ({ request }) => {
  await resetProvider(request);
});

test.describe('a read that keeps failing', () => {
  test('the category list answering 503 every time is tried four times, then says "Failed to fetch data. Please try again.", and Try again works once the server is back', async ({
    page,
    request,
  }) => {
    await armFaults(request, {
      path: 'Services/allCategory',
      times: 'always',
      respond: { status: 503, body: '' },
    });
    await page.goto('/');

    await expectToast(page, 'Failed to fetch data. Please try again.', 'error');
    const inline = page.locator('#categories').getByRole('alert');
    await expect(inline).toContainText('Failed to fetch data. Please try again.');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to GharSeva' }),
    ).toBeVisible();
    expect(await requestsTo(request, 'Services/allCategory')).toBe(4);

    await disarmFaults(request);
    await inline.getByRole('button', { name: 'Try again' }).click();
    await expect(categoryCard(page, 'Plumbing')).toBeVisible();
    await expect(inline).toBeHidden();
    expect(await requestsTo(request, 'Services/allCategory')).toBe(5);
  });

  test('a booking detail whose connection drops every time says "Error fetching booking details", and Try again works once the network is back', async ({
    page,
    request,
  }) => {
    await seedDevice(page, { userId: PRIYA_USER_ID });
    await armFaults(request, {
      path: 'Services/BookingsRefByBookingID',
      times: 'always',
      respond: { drop: true },
    });
    await page.goto('/my-bookings-info?bookingId=5005');

    const inline = page.getByRole('main').getByRole('alert');
    await expect(inline).toContainText('Error fetching booking details');
    await expect(page.getByRole('heading', { level: 1, name: 'Booking details' })).toBeVisible();
    expect(await requestsTo(request, 'Services/BookingsRefByBookingID')).toBe(4);

    await disarmFaults(request);
    await inline.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: /^Reference Code: .*-5005$/ }),
    ).toBeVisible();
    await expect(page.getByRole('article', { name: 'Kitchen sink blockage' })).toBeVisible();
    await expect(inline).toBeHidden();
  });
});

test.describe('a write is never tried again', () => {
  test('a 503 on send code is reported after one request: no second SMS', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await armFaults(request, { path: 'Authentication/login', respond: { status: 503 } });
    const dialog = await startLogin(page, PRIYA_MOBILE);
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await expect(dialog.getByRole('alert')).toHaveText('Failed to load services');
    expect(await requestsTo(request, 'Authentication/login')).toBe(1);
  });

  test('a dropped connection on save cart is reported after one request', async ({
    page,
    request,
  }) => {
    await seedDevice(page, { userId: PRIYA_USER_ID, cart: [FOAM_JET] });
    await openCart(page);
    await armFaults(request, { path: 'Services/save-cart', respond: { drop: true } });
    await checkoutButton(page).click();

    await expectToast(page, 'Error occurred. Please try again.', 'error');
    expect(await requestsTo(request, 'Services/save-cart')).toBe(1);
  });
});

test.describe('hung calls, in the build with a 1.5 s timeout per attempt', () => {
  // The same app built with a 1.5 s timeout per attempt (tests/e2e/globalSetup.ts), kept in
  // this one-worker project so it never races other tests for the shared provider.
  test.use({ baseURL: serverOrigin('httpShortTimeout') });
  // Four attempts of 1.5 s and the backoff between them: about 8 s.
  const AFTER_ALL_ATTEMPTS = { timeout: 15_000 };

  test('a category list that never answers ends after four attempts with "Failed to fetch data. Please try again." and no skeletons, and Try again then loads it', async ({
    page,
    request,
  }) => {
    await armFaults(request, {
      path: 'Services/allCategory',
      times: 'always',
      respond: { hang: true },
    });
    await page.goto('/');
    await expect(categoryList(page)).toHaveAttribute('aria-busy', 'true');

    const inline = page.locator('#categories').getByRole('alert');
    await expect(inline).toBeVisible(AFTER_ALL_ATTEMPTS);
    await expectToast(page, 'Failed to fetch data. Please try again.', 'error');
    await expect(categoryList(page)).toHaveAttribute('aria-busy', 'false');
    expect(await requestsTo(request, 'Services/allCategory')).toBe(4);

    await disarmFaults(request);
    await inline.getByRole('button', { name: 'Try again' }).click();
    await expect(categoryCard(page, 'Plumbing')).toBeVisible();
  });

  test('a booking detail that sends its headers and then stalls ends after four attempts with "Error fetching booking details"', async ({
    page,
    request,
  }) => {
    await seedDevice(page, { userId: PRIYA_USER_ID });
    await armFaults(request, {
      path: 'Services/BookingsRefByBookingID',
      times: 'always',
      respond: { hang: 'after-headers', body: '{"data":"[' },
    });
    await page.goto('/my-bookings-info?bookingId=5004');

    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Error fetching booking details',
      AFTER_ALL_ATTEMPTS,
    );
    expect(await requestsTo(request, 'Services/BookingsRefByBookingID')).toBe(4);
  });

  test('send code that never answers ends after 1.5 s with "Failed to load services", the spinner gone, one request, and Continue then works', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await armFaults(request, { path: 'Authentication/login', respond: { hang: true } });
    const dialog = await startLogin(page, PRIYA_MOBILE);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(busyOverlay(page)).toBeVisible();

    await expect(dialog.getByRole('alert')).toHaveText('Failed to load services');
    await expect(busyOverlay(page)).toBeHidden();
    expect(await requestsTo(request, 'Authentication/login')).toBe(1);

    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('dialog', { name: 'Enter the OTP' })).toBeVisible();
    await expect(loginDialog(page)).toBeVisible();
  });

  test('Pay Now whose answer stalls after its headers ends with "Failed to confirm booking. Please try again.", the spinner gone and the cart kept', async ({
    page,
    request,
  }) => {
    await seedDevice(page, { userId: PRIYA_USER_ID, cart: [FOAM_JET] });
    await openCart(page);
    await checkoutButton(page).click();
    await armFaults(request, {
      path: 'Services/book-service',
      respond: { hang: 'after-headers', body: '{"result":' },
    });
    await confirmDialog(page)
      .getByRole('button', { name: /^Pay Now/ })
      .click();
    await expect(busyOverlay(page)).toBeVisible();

    await expectToast(page, 'Failed to confirm booking. Please try again.', 'error');
    await expect(busyOverlay(page)).toBeHidden();
    await expect(confirmDialog(page)).toBeVisible();
    await expectCartBadge(page, 1);
    expect(await requestsTo(request, 'Services/book-service')).toBe(1);
  });
});
