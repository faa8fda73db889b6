import type { Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoSidewaysScroll, expectTouchTargets } from '../support/a11y';
import { PRIYA_USER_ID } from '../support/demo';
import { FOAM_JET, GAS_REFILL, seedDevice } from '../support/device';
import { logIn } from '../support/login';
import { expect, test } from '../support/pageHealth';
import { ROUTES, type AppRoute } from '../../../src/app/routes';
import { openCart } from '../support/app';

/** A route as a customer arrives on it, and the sign that its content has loaded. */
interface Route {
  readonly name: string;
  open(page: Page): Promise<void>;
}

/** A page of marketing text: one address, drawn whole before any JavaScript. */
const isStaticPage = (route: AppRoute) =>
  route.firstPaint === 'page' && route.paths.length === 1 && !route.paths.includes('*');

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

const loaded = (page: Page, list: string) =>
  expect(page.getByRole('list', { name: list })).toHaveAttribute('aria-busy', 'false');

const asPriya = (path: string, ready: (page: Page) => Promise<void>) => async (page: Page) => {
  await seedDevice(page, { userId: PRIYA_USER_ID });
  await page.goto(path);
  await ready(page);
};

const staticPage = (path: string, title: string): Route => ({
  name: path,
  open: async (page) => {
    await page.goto(path);
    await heading(page, title);
  },
});

/** Every route of SPEC §2, in each of its states that looks different. */
const routes: readonly Route[] = [
  {
    name: '/ (home)',
    open: async (page) => {
      await page.goto('/');
      await expect(page.locator('#categories ul')).toHaveAttribute('aria-busy', 'false');
    },
  },
  {
    name: '/service (no category)',
    open: async (page) => {
      await page.goto('/service');
      await loaded(page, 'Services');
      await heading(page, 'Our Services');
    },
  },
  {
    name: '/service/{id}',
    open: async (page) => {
      await page.goto('/service/MQ==');
      await loaded(page, 'Services');
      await heading(page, 'Air Conditioning & Heating');
    },
  },
  {
    name: '/cart, empty',
    open: async (page) => {
      await openCart(page);
      await heading(page, 'Your cart is empty');
    },
  },
  {
    name: '/cart, with two lines',
    open: async (page) => {
      await seedDevice(page, { cart: [FOAM_JET, GAS_REFILL] });
      await openCart(page);
      await heading(page, 'Your cart');
    },
  },
  {
    name: '/my-bookings',
    open: asPriya('/my-bookings', (page) =>
      expect(page.getByText('5 bookings', { exact: true })).toBeVisible(),
    ),
  },
  {
    name: '/my-bookings-info?bookingId=5004',
    open: asPriya('/my-bookings-info?bookingId=5004', (page) =>
      expect(page.getByText('2 services', { exact: true })).toBeVisible(),
    ),
  },
  {
    name: '/receipt?bookingId=5004',
    open: asPriya('/receipt?bookingId=5004', (page) =>
      expect(
        page.getByRole('article', { name: 'Booking receipt' }).getByRole('table'),
      ).toBeVisible(),
    ),
  },
  {
    name: '/signup, Edit Profile',
    open: asPriya('/signup', async (page) => {
      await heading(page, 'Edit Profile');
      await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Priya');
    }),
  },
  {
    name: '/signup, Create Account',
    open: async (page) => {
      await page.goto('/');
      await logIn(page, '9000000077', { newCustomer: true });
      await heading(page, 'Create Account');
      // The login's toast would dismiss itself in the middle of an audit: axe then reads its
      // colours mid-fade.
      await expect(page.locator('.app-toast [role="alert"]')).toHaveCount(0);
    },
  },
  // The pages of marketing text, each named by its title.
  ...ROUTES.filter(isStaticPage).map((route) => staticPage(route.paths[0] ?? '', route.title())),
  {
    name: 'a route that does not exist',
    open: async (page) => {
      await page.goto('/no/such/page');
      await heading(page, 'Page not found');
    },
  },
];

test('every page of the route table is audited here', () => {
  const audited = routes.map((route) => route.name);
  for (const { paths } of ROUTES) {
    const [first = ''] = paths;
    const named = first === '*' ? 'a route that does not exist' : first;
    expect(
      audited.some((name) => name.startsWith(named)),
      `${first} has an accessibility audit`,
    ).toBe(true);
  }
});

test.describe('every route', () => {
  // Two full axe audits and two target measurements per route.
  test.slow();

  for (const route of routes) {
    test(`${route.name} meets WCAG 2.2 AA with 24 px targets on a phone and a desktop, and reflows at 320 px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 760 });
      await route.open(page);
      await expectNoAxeViolations(page, `${route.name} at 360 px`);
      await expectTouchTargets(page, `${route.name} at 360 px`);

      await page.setViewportSize({ width: 1280, height: 860 });
      await expectNoAxeViolations(page, `${route.name} at 1280 px`);
      await expectTouchTargets(page, `${route.name} at 1280 px`);

      await page.setViewportSize({ width: 320, height: 640 });
      await expectNoSidewaysScroll(page, `${route.name} at 320 px`);
      await expectTouchTargets(page, `${route.name} at 320 px`);
    });
  }
});
