import { expect, test, type Page } from '@playwright/test';
import { expectBookingsFilledIn, openCategory, toast } from '../support/app';
import { ARJUN_MOBILE, PRIYA_MOBILE, PRIYA_USER_ID } from '../support/demo';
import { logIn, loginDialog, openAccountPage } from '../support/login';
import { requiredOrigin } from '../support/servers';
import { providerOrigin, requestsTo, resetProvider, secureCode } from './support/provider';
import { serviceList, workOrder } from './support/screens';

/**
 * The app in HTTP mode with its service worker, against the reference provider: what it keeps on
 * the phone of the backend's answers, and what it forgets.
 */

declare global {
  interface Window {
    /** Set on a page to tell whether it was loaded again. */
    __stillThisPage?: boolean;
  }
}

test.use({ serviceWorkers: 'allow' });

/** A customer's own read: their bookings, a booking's work orders, their profile. */
const PERSONAL = /BookingsByUserId|BookingsRefByBookingID|userDetails/;

/** Every address kept in the Cache API of the page's origin, whatever cache holds it. */
function cachedAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const addresses: string[] = [];
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      addresses.push(...requests.map((request) => request.url));
    }
    return addresses;
  });
}

async function personalAnswersKept(page: Page): Promise<string[]> {
  return (await cachedAddresses(page)).filter((address) => PERSONAL.test(address));
}

/** The caches of a customer's own answers on the page's origin, by name. */
function personalCaches(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await caches.keys()).filter((name) => name.startsWith('gharseva-answers-personal')),
  );
}

test.describe('against the provider', () => {
  test.beforeEach(async ({ request }) => {
    await resetProvider(request);
  });

  test("after one visit online, offline: a category seen before opens its services, and the customer's bookings show from the phone with the time they were saved; back online they are asked for again, with no reload", async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await logIn(page);
    await openCategory(page, 'Air Conditioning & Heating');
    await expect(serviceList(page).getByRole('button', { name: 'Split AC' })).toBeVisible();
    await openAccountPage(page, 'My Bookings');
    await expect(page.getByText('5 bookings', { exact: true })).toBeVisible();

    await context.setOffline(true);
    await page.goto('/');
    await openCategory(page, 'Air Conditioning & Heating');
    await expect(serviceList(page).getByRole('button', { name: 'Split AC' })).toBeVisible();
    await page.goto('/my-bookings');
    await expect(page.getByText('5 bookings', { exact: true })).toBeVisible();
    const strip = page.getByRole('status').filter({ hasText: "You're offline." });
    await expect(strip).toContainText(/Saved on this phone at \d{1,2}:\d{2}\s?[AP]M/);

    const asked = await requestsTo(request, 'BookingsByUserId');
    await page.evaluate(() => (window.__stillThisPage = true));
    await context.setOffline(false);

    await expect(page.getByText(/Saved on this phone/)).toHaveCount(0);
    await expect(page.getByText("You're offline.")).toHaveCount(0);
    await expect.poll(() => requestsTo(request, 'BookingsByUserId')).toBeGreaterThan(asked);
    await expect(page.getByText('5 bookings', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => window.__stillThisPage)).toBe(true);
  });

  test('logout leaves no answer about the customer in any cache, and no session in storage', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/');
    await logIn(page);
    await openAccountPage(page, 'My Bookings');
    await expect(page.getByText('5 bookings', { exact: true })).toBeVisible();
    await openAccountPage(page, 'My Profile');
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Priya');
    // They were kept, for the phone to show offline.
    await expect.poll(() => personalAnswersKept(page)).not.toEqual([]);

    await openAccountPage(page, 'Logout');
    await expect(toast(page, 'Logged Out successfully!')).toBeVisible();
    await expect(page).toHaveURL('/');

    await expect.poll(() => personalAnswersKept(page)).toEqual([]);
    // What the phone keeps of the backend's answers now is the catalogue alone (and pictures).
    const api = `${providerOrigin()}/api/`;
    expect(
      (await cachedAddresses(page)).filter(
        (address) =>
          address.startsWith(api) &&
          !/Services\/(allCategory|allServicesByCategoryId\/\d+|allSubServicesByServiceId)\?saved-body=/.test(
            address,
          ),
      ),
    ).toEqual([]);
    const storage = await page.evaluate(() => ({ ...localStorage, ...sessionStorage }));
    expect(Object.keys(storage)).not.toContain('userId');
    expect(Object.keys(storage)).not.toContain('sessionToken');
    expect(Object.values(storage).join(' ')).not.toContain(String(PRIYA_USER_ID));
  });

  test('after logout, offline, My Bookings shows nothing of the customer who left', async ({
    page,
    context,
  }) => {
    test.slow();
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await logIn(page);
    await openAccountPage(page, 'My Bookings');
    await expect(page.getByText('5 bookings', { exact: true })).toBeVisible();
    await openAccountPage(page, 'Logout');
    await expect(toast(page, 'Logged Out successfully!')).toBeVisible();
    await expect(page).toHaveURL('/');

    await context.setOffline(true);
    await page.goto('/my-bookings');

    await expect(loginDialog(page)).toBeVisible();
    await expect(page.getByText(/\d+ bookings?$/)).toHaveCount(0);
    await expect(page.getByText(/^Booking Code: /)).toHaveCount(0);
    expect(await personalAnswersKept(page)).toEqual([]);
  });

  test("a second customer on the same phone never sees the first one's saved copies", async ({
    page,
    context,
  }) => {
    test.slow();
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await logIn(page);
    await page.goto('/my-bookings-info?bookingId=5004');
    await expect(workOrder(page, 'Thermostat replacement')).toBeVisible();
    await expect.poll(() => personalAnswersKept(page)).not.toEqual([]);
    // Priya's tab was closed before her logout could finish: her copies stay behind.
    await page.evaluate(() => {
      localStorage.removeItem('userId');
      localStorage.removeItem('sessionToken');
    });

    await page.goto('/');
    await logIn(page, ARJUN_MOBILE);
    await context.setOffline(true);
    await page.goto('/my-bookings-info?bookingId=5004');

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Thermostat replacement')).toHaveCount(0);
    await expect(page.getByText(/Reference Code: /)).toHaveCount(0);
    // The phone keeps Arjun's own answers, and nobody else's.
    const kept = await personalCaches(page);
    expect(kept.filter((name) => name !== 'gharseva-answers-personal-102')).toEqual([]);
  });
});

test.describe('against the secure provider', () => {
  test.use({ baseURL: requiredOrigin('httpSession') });

  test.beforeEach(async ({ request }) => {
    await resetProvider(request, 'sessionProvider');
  });

  test('when the backend ends the session, the answers kept about the customer go with it', async ({
    page,
    request,
  }) => {
    test.slow();
    await page.goto('/');
    await logIn(page, PRIYA_MOBILE, { code: secureCode(request) });
    await openAccountPage(page, 'My Bookings');
    await expectBookingsFilledIn(page, 5);
    await expect.poll(() => personalAnswersKept(page)).not.toEqual([]);

    const ended = await request.post(`${providerOrigin('sessionProvider')}/_test/end-sessions`, {
      data: { userId: PRIYA_USER_ID },
    });
    expect(ended.ok()).toBe(true);
    await page.reload();

    await expect(toast(page, 'Your session has ended. Please log in again.')).toBeVisible();
    await expect.poll(() => personalAnswersKept(page)).toEqual([]);
  });
});
