import type { Page } from '@playwright/test';
import { PRIYA_USER_ID } from './support/demo';
import { seedDevice } from './support/device';
import { expect, test } from './support/pageHealth';
import { ROUTES } from '../../src/app/routes';
import { documentTitle } from '../../src/core/shared/messages';

/**
 * Every page's HTML file shows the page before any JavaScript has run (drawn at build time by
 * scripts/vite/prerenderPages.ts), then the app takes over and draws it live.
 */

test.describe('before any JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  const pages = [
    { path: '/', heading: 'Welcome to GharSeva' },
    { path: '/home', heading: 'Welcome to GharSeva' },
    { path: '/about', heading: 'About GharSeva' },
    { path: '/contact', heading: 'Contact Us' },
    { path: '/service/MQ==', heading: 'Our Services' },
  ];
  for (const { path, heading } of pages) {
    test(`${path} shows its page, with the navbar and the footer`, async ({ page }) => {
      const response = await page.goto(path);

      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'GharSeva' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  for (const route of ROUTES) {
    const path = route.paths.find((each) => each !== '*' && !each.includes(':')) ?? '/no-such-page';
    const title = documentTitle(route.title());
    test(`${path} names its page in the browser tab: "${title}"`, async ({ page }) => {
      await page.goto(path);

      await expect(page).toHaveTitle(title);
    });
  }

  test('the categories on the home page are placeholders until the data arrives', async ({
    page,
  }) => {
    await page.goto('/');

    const categories = page.locator('#categories ul');
    await expect(categories).toHaveAttribute('aria-busy', 'true');
    await expect(categories.locator('.skeleton').first()).toBeVisible();
  });

  test('the cart shows only the shape of a page: what is in it lives on the device', async ({
    page,
  }) => {
    await page.goto('/cart');

    await expect(page.getByRole('region', { name: 'Loading' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(page.getByText('Your cart is empty')).toHaveCount(0);
  });

  test('an unknown address answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');

    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('the drawn page is inert: nothing in it takes a click or the focus before the app runs', async ({
    page,
  }) => {
    await page.goto('/');

    await expect(page.locator('#root > .first-paint')).toHaveAttribute('inert', '');
    await page.keyboard.press('Tab');
    await expect(page.locator('#root :focus')).toHaveCount(0);
  });
});

test.describe('once the app runs', () => {
  test('it draws the page live in place of the first paint, which leaves nothing behind', async ({
    page,
  }) => {
    await page.goto('/');

    await expect(page.getByRole('main').getByRole('link', { name: 'Plumbing' })).toBeVisible();
    await expect(page.locator('.first-paint')).toHaveCount(0);
    await expect(page.locator('[inert]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to GharSeva' })).toHaveCount(
      1,
    );
  });

  test('a stored cart replaces the placeholders of the cart page', async ({ page }) => {
    await seedDevice(page, {
      cart: [
        {
          Service_Option_Id: 111,
          serviceName: 'Split AC',
          serviceOptionName: 'Foam-jet service',
          serviceOptionPrice: 599,
          quantity: 2,
        },
      ],
    });
    await page.goto('/cart');

    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Loading' })).toHaveCount(0);
  });

  const routes = [
    {
      path: '/',
      ready: (page: Page) => page.getByRole('main').getByRole('link', { name: 'Plumbing' }),
    },
    {
      path: '/service/MQ==',
      ready: (page: Page) => page.getByRole('button', { name: 'Split AC' }),
    },
    {
      path: '/cart',
      ready: (page: Page) => page.getByRole('heading', { name: 'Your cart is empty' }),
    },
    { path: '/about', ready: (page: Page) => page.getByRole('heading', { name: 'Our mission' }) },
    {
      path: '/quote',
      ready: (page: Page) =>
        page.getByRole('button', { name: 'Send the request with my mail app' }),
    },
    {
      path: '/my-bookings',
      userId: PRIYA_USER_ID,
      ready: (page: Page) => page.getByText('5 bookings', { exact: true }),
    },
  ];
  for (const route of routes) {
    test(`${route.path}: every script its first live drawing needs was asked for by its HTML, none a round trip later`, async ({
      page,
    }) => {
      if (route.userId !== undefined) await seedDevice(page, { userId: route.userId });
      await page.addInitScript(() => {
        // The moment the app's first commit removes the first paint.
        new MutationObserver((records, observer) => {
          for (const record of records)
            for (const node of record.removedNodes)
              if (node instanceof Element && node.classList.contains('first-paint')) {
                (window as unknown as { __takenOverAt: number }).__takenOverAt = performance.now();
                observer.disconnect();
              }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(route.path);
      await expect(route.ready(page)).toBeVisible();

      const html = await (await page.request.get(route.path)).text();
      const askedFor = [
        ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g),
        ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
      ].map((match) => match[1]);
      const fetchedBeforeTakeOver = await page.evaluate(() => {
        const takenOverAt = (window as unknown as { __takenOverAt?: number }).__takenOverAt;
        if (takenOverAt === undefined) throw new Error('The first paint was never replaced');
        return performance
          .getEntriesByType('resource')
          .filter((resource) => resource.name.endsWith('.js') && resource.startTime < takenOverAt)
          .map((resource) => new URL(resource.name).pathname);
      });
      expect(fetchedBeforeTakeOver.length).toBeGreaterThan(0);
      for (const script of fetchedBeforeTakeOver) expect(askedFor).toContain(script);
    });
  }
});
