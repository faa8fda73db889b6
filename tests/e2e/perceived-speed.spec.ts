import type { Page, Route } from '@playwright/test';
import { PRIYA_USER_ID } from './support/demo';
import { seedDevice } from './support/device';
import { expect, test } from './support/pageHealth';

/** Placeholders while something loads: ours and PrimeReact's. */
const SKELETONS = '.skeleton, .p-skeleton';

/**
 * Holds the download of the demo backend's code (where every answer comes from) until `release`
 * is called: the page stays in its loading state for as long as the test looks at it.
 */
async function holdTheData(page: Page): Promise<{ release: () => Promise<void> }> {
  let held: Route | undefined;
  let arrived: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => (arrived = resolve));
  await page.route(
    '**/assets/DemoGateways-*.js',
    (route) => {
      held = route;
      arrived();
    },
    { times: 1 },
  );
  return {
    release: async () => {
      await requested;
      await held?.continue();
    },
  };
}

/** Counts every placeholder drawn from now on, in this document. */
async function countSkeletonsFromNow(page: Page): Promise<() => Promise<number>> {
  await page.evaluate((selector) => {
    const seen = { count: 0 };
    (window as unknown as { __skeletons: typeof seen }).__skeletons = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (
            node instanceof Element &&
            (node.matches(selector) || node.querySelector(selector) !== null)
          )
            seen.count += 1;
    }).observe(document.body, { childList: true, subtree: true });
  }, SKELETONS);
  return () =>
    page.evaluate(
      () => (window as unknown as { __skeletons: { count: number } }).__skeletons.count,
    );
}

test.describe('while data loads, placeholders hold its place: never a blank area', () => {
  const screens = [
    {
      name: 'the categories of the home page',
      path: '/',
      list: '#categories ul',
      userId: undefined,
    },
    {
      name: 'the services of a category',
      path: '/service/MQ==',
      list: 'ul[aria-label="Services"]',
      userId: undefined,
    },
    {
      name: 'My Bookings',
      path: '/my-bookings',
      list: 'main ul[aria-busy="true"]',
      userId: PRIYA_USER_ID,
    },
    {
      name: 'a booking',
      path: '/my-bookings-info?bookingId=5004',
      list: 'main ul[aria-busy="true"]',
      userId: PRIYA_USER_ID,
    },
    {
      name: 'the profile',
      path: '/signup',
      list: 'main section[aria-busy="true"]',
      userId: PRIYA_USER_ID,
    },
  ];

  for (const screen of screens) {
    test(`${screen.name} shows a busy list of placeholders, then the data in their place`, async ({
      page,
    }) => {
      if (screen.userId !== undefined) await seedDevice(page, { userId: screen.userId });
      const data = await holdTheData(page);
      await page.goto(screen.path);

      const busy = page.locator(screen.list).first();
      await expect(busy).toHaveAttribute('aria-busy', 'true');
      await expect(busy.locator(SKELETONS).first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);

      await data.release();
      await expect(page.getByRole('main').locator(SKELETONS)).toHaveCount(0);
      await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    });
  }

  test("a page whose code is still downloading shows the page's shape, not a blank page", async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/ServicesPage-*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/service/MQ==');

    // The page's own HTML file draws its shape until the code arrives.
    const services = page.locator('ul[aria-label="Services"]');
    await expect(services).toHaveAttribute('aria-busy', 'true');
    await expect(services.locator(SKELETONS).first()).toBeVisible();
    release();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Air Conditioning & Heating' }),
    ).toBeVisible();
  });

  test("a page opened from a link while its code still downloads shows a page's shape, not a blank page", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('#categories ul')).toHaveAttribute('aria-busy', 'false');
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/ServicesPage-*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('main').getByRole('link', { name: 'Plumbing', exact: true }).click();

    await expect(page.getByRole('region', { name: 'Loading' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(
      page.getByRole('region', { name: 'Loading' }).locator(SKELETONS).first(),
    ).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Plumbing' })).toBeVisible();
  });
});

test('going back to the home page, and forward to the services, is instant: no placeholder is drawn again', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('#categories ul')).toHaveAttribute('aria-busy', 'false');
  await page.getByRole('main').getByRole('link', { name: 'Air Conditioning & Heating' }).click();
  await expect(page.getByRole('list', { name: 'Services' })).toHaveAttribute('aria-busy', 'false');
  const skeletonsDrawn = await countSkeletonsFromNow(page);

  await page.goBack();
  await expect(page.getByRole('main').getByRole('link', { name: 'Plumbing' })).toBeVisible();
  await page.goForward();
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Split AC', exact: true }),
  ).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('main').getByRole('link', { name: 'Plumbing' })).toBeVisible();

  expect(await skeletonsDrawn()).toBe(0);
});

test("pointing at a category downloads the services page's code before it is clicked", async ({
  page,
}) => {
  const pageCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(ServicesPage|ServicesPresenter)-[^/]+\.js$/.test(request.url()))
      pageCode.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator('#categories ul')).toHaveAttribute('aria-busy', 'false');
  expect(pageCode, 'the home page alone does not fetch the services page').toEqual([]);

  const servicesPage = page.waitForRequest(/\/assets\/ServicesPage-[^/]+\.js$/);
  await page.getByRole('main').getByRole('link', { name: 'Plumbing' }).hover();

  await servicesPage;
  await expect.poll(() => pageCode.length).toBe(2);
});
