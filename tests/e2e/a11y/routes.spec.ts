import type { Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoSidewaysScroll, expectTouchTargets } from '../support/a11y';
import { pageReady } from '../support/app';
import { PRIYA_USER_ID } from '../support/demo';
import { FOAM_JET, GAS_REFILL, seedDevice } from '../support/device';
import { logIn } from '../support/login';
import { expect, test } from '../support/pageHealth';
import { ROUTES, addressOf } from '../../../src/app/routes';

/** A page in one of its states, as a customer arrives on it. */
interface Visit {
  readonly name: string;
  open(page: Page): Promise<void>;
}

/** Each page at its address, as Priya when it needs a session, drawn live and loaded. */
const pages: readonly Visit[] = ROUTES.map((route) => {
  const address = addressOf(route);
  return {
    name: address,
    open: async (page) => {
      if (route.needsSession) await seedDevice(page, { userId: PRIYA_USER_ID });
      await page.goto(address);
      await pageReady(page);
    },
  };
});

/** The states that look different from the one each page is visited in above. */
const otherStates: readonly Visit[] = [
  {
    name: '/service, no category chosen',
    open: async (page) => {
      await page.goto('/service');
      await pageReady(page);
    },
  },
  {
    name: '/cart, with two lines',
    open: async (page) => {
      await seedDevice(page, { cart: [FOAM_JET, GAS_REFILL] });
      await page.goto('/cart');
      await pageReady(page);
    },
  },
  {
    name: '/signup, Create Account',
    open: async (page) => {
      await page.goto('/');
      await logIn(page, '9000000077', { newCustomer: true });
      await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
      // The login's toast would dismiss itself in the middle of an audit: axe then reads its
      // colours mid-fade.
      await expect(page.locator('.app-toast [role="alert"]')).toHaveCount(0);
    },
  },
];

test.describe('every route', () => {
  // Two full axe audits and two target measurements per route.
  test.slow();

  for (const visit of [...pages, ...otherStates]) {
    test(`${visit.name} meets WCAG 2.2 AA with 24 px targets on a phone and a desktop, and reflows at 320 px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 760 });
      await visit.open(page);
      await expectNoAxeViolations(page, `${visit.name} at 360 px`);
      await expectTouchTargets(page, `${visit.name} at 360 px`);

      await page.setViewportSize({ width: 1280, height: 860 });
      await expectNoAxeViolations(page, `${visit.name} at 1280 px`);
      await expectTouchTargets(page, `${visit.name} at 1280 px`);

      await page.setViewportSize({ width: 320, height: 640 });
      await expectNoSidewaysScroll(page, `${visit.name} at 320 px`);
      await expectTouchTargets(page, `${visit.name} at 320 px`);
    });
  }
});
