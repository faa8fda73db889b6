import type { Page } from '@playwright/test';
import { bookOption, expectCartBadge, openCategory, openService } from './support/app';
import { DEMO_LATENCY_MS, PRIYA_MOBILE } from './support/demo';
import {
  accountMenuButton,
  logIn,
  logInButton,
  loginDialog,
  openAccountPage,
  requestCode,
  submitCode,
} from './support/login';
import { expect, expectToast, test } from './support/pageHealth';

/**
 * Session rules (SPEC §4, DESIGN.md): nobody is logged in before the code is verified; logout
 * wipes the device except the demo backend's own data and starts afresh on the home page after
 * two seconds; and a page that breaks shows a way on instead of a white page.
 */

test.describe('nobody is logged in before the code is verified', () => {
  test('closing the dialog on the code step leaves no user id and the navbar still offers Log in, after a reload too', async ({
    page,
  }) => {
    await page.goto('/');
    await logInButton(page).click();
    const dialog = loginDialog(page);
    await requestCode(page, PRIYA_MOBILE);
    // The code was sent and the user id is known to the app, but only in memory.
    expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeNull();

    await dialog.getByRole('button', { name: 'Close dialog' }).click();

    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('userId') ?? '0')).toBe('0');
    await expect(logInButton(page)).toBeVisible();
    await expect(accountMenuButton(page)).toHaveCount(0);
    await page.reload();
    await expect(logInButton(page)).toBeVisible();
  });

  test('a wrong code leaves nobody logged in either', async ({ page }) => {
    await page.goto('/');
    await logInButton(page).click();
    const dialog = loginDialog(page);
    await requestCode(page, PRIYA_MOBILE);
    await submitCode(page, '654321');

    await expect(dialog.getByRole('alert')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeNull();
    await page.keyboard.press('Escape');
    await expect(logInButton(page)).toBeVisible();
  });
});

test('logout clears local and session storage except the demo backend’s data, says so, and opens the home page after exactly 2 s', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  await logIn(page);
  await openCategory(page, 'Electrical');
  const dialog = await openService(page, 'Fans');
  await bookOption(dialog, 'Fan repair');
  await dialog.getByRole('button', { name: 'Continue Shopping' }).click();
  await page.evaluate(() => {
    localStorage.setItem('e2e:another-app', 'kept by nobody');
    sessionStorage.setItem('e2e:draft', 'a half-typed message');
  });
  const servicesUrl = page.url();
  const demoKeys = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('gharseva-demo:')),
  );
  expect(demoKeys.length).toBeGreaterThan(0);

  // From here time moves only when the test says so.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await openAccountPage(page, 'Logout');
  // The demo server ends the session (logout waits for its answer), then the phone is wiped.
  await page.clock.runFor(DEMO_LATENCY_MS);

  await expectToast(page, 'Logged Out successfully!', 'success');
  expect(await page.evaluate(() => Object.keys(localStorage).sort())).toEqual(demoKeys.sort());
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await expectCartBadge(page, 0);
  await expect(logInButton(page)).toBeVisible();

  await page.clock.runFor(1_999);
  expect(page.url()).toBe(servicesUrl);
  await page.clock.runFor(1);
  await expect(page).toHaveURL('/');
  await page.clock.resume();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to GharSeva' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Plumbing' })).toBeVisible();
  await expect(logInButton(page)).toBeVisible();
});

interface BrokenRoute {
  readonly chunk: string;
  readonly page: string;
  readonly loggedIn?: boolean;
  open(page: Page): Promise<void>;
  expectShown(page: Page): Promise<void>;
}

const brokenRoutes: readonly BrokenRoute[] = [
  {
    chunk: 'MyBookingsPage',
    page: 'My Bookings, opened from the account menu',
    loggedIn: true,
    open: (page) => openAccountPage(page, 'My Bookings'),
    expectShown: (page) => expect(page.getByText('5 bookings', { exact: true })).toBeVisible(),
  },
  {
    chunk: 'booking',
    page: 'a booking’s detail (its feature’s code), opened by its link',
    loggedIn: true,
    open: (page) => page.goto('/my-bookings-info?bookingId=5004').then(() => undefined),
    expectShown: (page) =>
      expect(
        page.getByRole('heading', { level: 1, name: /^Reference Code: .*-5004$/ }),
      ).toBeVisible(),
  },
  {
    chunk: 'ServicesPage',
    page: 'a category’s services, opened from its card',
    open: (page) =>
      page.getByRole('main').getByRole('link', { name: 'Plumbing', exact: true }).click(),
    expectShown: (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'Plumbing' })).toBeVisible(),
  },
  {
    chunk: 'cart',
    page: 'the cart (its feature’s code), opened from the navbar',
    open: (page) =>
      page
        .getByRole('banner')
        .getByRole('link', { name: /^Cart,/ })
        .click(),
    expectShown: (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeVisible(),
  },
  {
    chunk: 'ProfilePage',
    page: 'My Profile, opened from the account menu',
    loggedIn: true,
    open: (page) => openAccountPage(page, 'My Profile'),
    expectShown: (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible(),
  },
  {
    chunk: 'AboutPage',
    page: 'About Us, opened from the navbar',
    open: (page) =>
      page.getByRole('banner').getByRole('link', { name: 'About Us', exact: true }).click(),
    expectShown: (page) =>
      expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).not.toHaveText(
        'Something went wrong on this page.',
      ),
  },
];

/** Opens `route` with its chunk's download failing; returns the boundary and the chunk's glob. */
async function openBroken(page: Page, route: BrokenRoute) {
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('link', { name: 'Plumbing' })).toBeVisible();
  if (route.loggedIn) await logIn(page);
  const chunk = `**/assets/${route.chunk}-*.js`;
  await page.route(chunk, (request) => request.abort('internetdisconnected'));
  await route.open(page);
  const boundary = page.getByRole('main').getByRole('alert');
  await expect(
    boundary.getByRole('heading', { level: 1, name: 'Something went wrong on this page.' }),
  ).toBeVisible();
  return { boundary, chunk };
}

test.describe('a page whose code cannot be downloaded', () => {
  for (const route of brokenRoutes) {
    test(`${route.page}: "Something went wrong on this page." with Try again and a way home, inside the layout`, async ({
      page,
    }) => {
      const { boundary } = await openBroken(page, route);

      await expect(boundary).toContainText('Nothing you chose has been lost.');
      await expect(boundary.getByRole('button', { name: 'Try again' })).toBeVisible();
      // Not a white page: the navbar and the footer are still there, and they work.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await boundary.getByRole('link', { name: 'Go to the home page' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('main').getByRole('link', { name: 'Plumbing' })).toBeVisible();
    });

    test(`${route.page}: Try again shows the page once the network is back, with nothing lost`, async ({
      page,
    }) => {
      const { boundary, chunk } = await openBroken(page, route);

      await page.unroute(chunk);
      await boundary.getByRole('button', { name: 'Try again' }).click();

      await route.expectShown(page);
      await expect(boundary).toHaveCount(0);
      if (route.loggedIn) await expect(logInButton(page)).toHaveCount(0);
    });
  }
});
