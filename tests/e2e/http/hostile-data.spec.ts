import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSidewaysScroll } from '../support/a11y';
import { PRIYA_MOBILE, PRIYA_USER_ID } from '../support/demo';
import { seedDevice } from '../support/device';
import { startLogin } from '../support/login';
import {
  expect,
  expectLayoutWithHeading,
  expectToast,
  test,
  unsafeUrlsInDom,
  type PageHealth,
} from '../support/pageHealth';
import { armFaults, resetProvider } from './support/provider';
import { serviceList } from './support/screens';

/**
 * Bad data from the server, in the browser (a fixed hostile set; the generated ones are the
 * decoders' property tests, tests/unit/adapters/http/rowDecoding.test.ts). For categories,
 * services, options, bookings and a booking's detail, the provider answers with:
 * - markup and script in every name and description, `javascript:`, `data:text/html` and an SVG
 *   with an onload handler as icons, and 10 000-character strings without a space;
 * - a huge list (this app shows every row it is sent — no cap: the backend decides the size;
 *   how fast a long list is drawn is the benchmark's, npm run perf:interactions);
 * - an answer that is not JSON: an HTML page with a script. That every other way an answer breaks
 *   (`data` not text, broken JSON text, missing fields, wrong types) is malformed too, and so the
 *   same message, is the decoders' property tests' and the use cases' (tests/unit/core).
 * Every test also fails on an uncaught error or a CSP violation (the `health` fixture), and here
 * on any console error too: these answers are all HTTP 200, so nothing may be logged.
 */

test.use({ viewport: { width: 360, height: 760 } });

test.beforeEach(async ({ request }) => {
  await resetProvider(request);
});

test.afterEach(async ({ health }) => {
  expect(health.consoleErrors, 'console errors').toEqual([]);
});

const IMG_ONERROR = '<img src=x onerror=window.__pwned=1>';
const SCRIPT = '<script>window.__pwned=1</script>';
const LONG = 'W'.repeat(10_000);
const LONG_WORDS = 'Quite a long description. '.repeat(400);
const SVG_WITH_SCRIPT = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8" onload="window.__pwned=1"><script>window.__pwned=1</script><rect width="8" height="8"/></svg>',
)}`;
const UNSAFE_ICONS = [
  'javascript:window.__pwned=1',
  ' JavaScript:window.__pwned=1',
  'data:text/html,<script>window.__pwned=1</script>',
  SVG_WITH_SCRIPT,
];

/** The name, description and icon of hostile row `index` (cycling through the set). */
function hostile(index: number) {
  const names = [IMG_ONERROR, SCRIPT, LONG, `${SCRIPT}${LONG}`];
  return {
    category: LONG,
    name: names[index % names.length]!,
    description: [`<b onmouseover=window.__pwned=1>${LONG_WORDS}</b>`, LONG, IMG_ONERROR][
      index % 3
    ]!,
    icon: UNSAFE_ICONS[index % UNSAFE_ICONS.length]!,
  };
}

const envelope = (rows: readonly object[], status?: boolean): string =>
  JSON.stringify({ ...(status === undefined ? {} : { status }), data: JSON.stringify(rows) });

interface Screen {
  readonly name: string;
  /** The call this screen reads, as the provider's fault rule matches it. */
  readonly path: string;
  /** The call's answer for these rows. */
  answer(rows: readonly object[]): string;
  /** A well-formed row, with hostile texts and icon. */
  row(
    index: number,
    text: { name: string; description: string; icon: string; category?: string },
  ): object;
  /** Opens the screen; its call gets `body` from the provider. */
  open(page: Page, request: APIRequestContext, body: string): Promise<void>;
  /** Where the rows show, one `listitem` each. */
  items(page: Page): Locator;
  /** What the customer sees when the answer is broken. */
  expectBroken(page: Page): Promise<void>;
  /** Sizes of its huge list. */
  readonly huge: number;
}

async function arm(request: APIRequestContext, path: string, body: string) {
  await armFaults(request, { path, respond: { body } });
}

const screens: readonly Screen[] = [
  {
    name: 'categories (home)',
    path: 'Services/allCategory',
    answer: (rows) => envelope(rows),
    row: (index, text) => ({
      CategoryId: index + 1,
      Category_Name: text.name,
      Category_Description: text.description,
      Category_Icon: text.icon,
      has_Services: index % 2 === 0,
    }),
    async open(page, request, body) {
      await arm(request, this.path, body);
      await page.goto('/');
    },
    items: (page) => page.locator('#categories').getByRole('list').first().getByRole('listitem'),
    async expectBroken(page) {
      await expectToast(page, 'Failed to fetch data. Please try again.', 'error');
      await expect(page.locator('#categories').getByRole('alert')).toContainText(
        'Failed to fetch data. Please try again.',
      );
    },
    huge: 2_000,
  },
  {
    name: 'services (services page)',
    path: 'Services/allServicesByCategoryId',
    answer: (rows) => envelope(rows),
    row: (index, text) => ({
      ServiceId: index + 1,
      Service_Name: text.name,
      Service_Description: text.description,
      Service_Icon: text.icon,
      Category_Name: text.category ?? 'Air Conditioning & Heating',
      has_Service_Options: false,
    }),
    async open(page, request, body) {
      await arm(request, this.path, body);
      await page.goto('/service/MQ==');
    },
    items: (page) => serviceList(page).getByRole('listitem'),
    async expectBroken(page) {
      await expect(page.getByRole('main').getByRole('alert')).toContainText(
        'Failed to load services',
      );
    },
    huge: 2_000,
  },
  {
    name: 'options (sub-service dialog)',
    path: 'Services/allSubServicesByServiceId',
    answer: (rows) => envelope(rows),
    row: (index, text) => ({
      Service_Option_Id: index + 1,
      Service_Name: text.name,
      Service_Option_Name: text.name,
      Service_Option_Description: text.description,
      Service_Option_Price: index % 3 === 0 ? null : 599 + index,
      Service_Option_Icon: text.icon,
    }),
    async open(page, request, body) {
      await page.goto('/service/MQ==');
      await expect(serviceList(page)).toHaveAttribute('aria-busy', 'false');
      await arm(request, this.path, body);
      await page.getByRole('main').getByRole('button', { name: 'Split AC', exact: true }).click();
    },
    items: (page) =>
      page.getByRole('dialog').getByRole('list', { name: 'Service options' }).getByRole('listitem'),
    async expectBroken(page) {
      await expect(page.getByRole('dialog', { name: 'Split AC' }).getByRole('alert')).toContainText(
        'Failed to load Subservices',
      );
    },
    huge: 1_000,
  },
  {
    name: 'bookings (My Bookings)',
    path: 'Services/BookingsByUserId',
    answer: (rows) => envelope(rows, true),
    row: (index, text) => ({
      BookingID: index + 1,
      BookingCode: text.name,
      CreatedDate: '2026-05-12T10:30:00',
      Service_Name: text.name,
      Service_Icon: text.icon,
    }),
    async open(page, request, body) {
      await seedDevice(page, { userId: PRIYA_USER_ID });
      await arm(request, this.path, body);
      await page.goto('/my-bookings');
    },
    items: (page) => page.getByRole('main').getByRole('article'),
    async expectBroken(page) {
      await expect(
        page.getByRole('heading', { level: 2, name: 'No services ordered yet' }),
      ).toBeVisible();
    },
    huge: 2_000,
  },
  {
    name: 'booking detail',
    path: 'Services/BookingsRefByBookingID',
    answer: (rows) => envelope(rows),
    row: (index, text) => ({
      ReferenceCode: text.name,
      WorkOrderID: index + 1,
      Service_Option_Name: text.name,
      Service_Option_Icon: text.icon,
      Quantity: 1,
      UnitPrice: 599,
      TotalPrice: 599,
      CreatedDate: '2026-05-12T10:30:00',
      WorkOrderStatusId: (index % 7) + 1,
    }),
    async open(page, request, body) {
      await seedDevice(page, { userId: PRIYA_USER_ID });
      await arm(request, this.path, body);
      await page.goto('/my-bookings-info?bookingId=5004');
    },
    items: (page) => page.getByRole('main').getByRole('article'),
    async expectBroken(page) {
      await expect(page.getByRole('main').getByRole('alert')).toContainText(
        'Error parsing booking data',
      );
    },
    huge: 1_000,
  },
];

/** Nothing ran, nothing unsafe is in the DOM, and the layout and a heading are there. */
async function expectSafe(page: Page, health: PageHealth) {
  await expectLayoutWithHeading(page);
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
  expect(await unsafeUrlsInDom(page)).toEqual([]);
  expect(await page.locator('main script, main iframe, main object, main embed').count()).toBe(0);
  expect(health.uncaught).toEqual([]);
}

/** …and the page holds its width at 360 px. */
async function expectSafeAndWhole(page: Page, health: PageHealth, screen: string) {
  await expectSafe(page, health);
  await expectNoSidewaysScroll(page, screen);
}

const hostileRows = (screen: Screen) =>
  Array.from({ length: 8 }, (_, index) => screen.row(index, hostile(index)));

for (const screen of screens) {
  test.describe(screen.name, () => {
    test('markup, script, unsafe icons and 10 000-character words show as plain text, placeholders and wrapped lines: nothing runs, no unsafe URL in the DOM, no sideways scroll at 360 px', async ({
      page,
      request,
      health,
    }) => {
      await screen.open(page, request, screen.answer(hostileRows(screen)));

      await expect(screen.items(page)).toHaveCount(8);
      // The markup is text on the page, exactly as sent.
      await expect(page.getByText(IMG_ONERROR).first()).toBeVisible();
      await expect(page.getByText(SCRIPT, { exact: true }).first()).toBeVisible();
      // The SVG with a script is allowed as a picture: an <img> never runs it.
      await expect(page.locator('img[src^="data:image/svg+xml"]').first()).toBeAttached();
      // Scroll the lot through the viewport, so lazy images load and every card is laid out.
      await screen.items(page).last().scrollIntoViewIfNeeded();
      await expectSafeAndWhole(page, health, screen.name);
    });

    test(`a list of ${screen.huge} rows is shown whole, and the last row can be reached`, async ({
      page,
      request,
      health,
    }) => {
      // Every row, not how fast: drawing a thousand cards on a machine running two suites takes
      // longer than one step's wait, and the speed is the benchmark's.
      test.slow();
      const rows = Array.from({ length: screen.huge }, (_, index) =>
        screen.row(index, { name: `Row ${index + 1}`, description: 'A row', icon: '' }),
      );
      await screen.open(page, request, screen.answer(rows));

      await expect(screen.items(page)).toHaveCount(screen.huge, { timeout: 60_000 });
      const last = screen.items(page).last();
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeVisible();
      await expectSafeAndWhole(page, health, screen.name);
    });

    test("an answer that is not JSON (an HTML page with a script, HTTP 200) ends in SPEC §8's message for this screen, with the layout intact", async ({
      page,
      request,
      health,
    }) => {
      await screen.open(
        page,
        request,
        '<html><body><h1>Oops</h1><script>window.__pwned=1</script></body></html>',
      );

      await screen.expectBroken(page);
      await expectSafeAndWhole(page, health, screen.name);
    });
  });
}

test.describe("the server's own error texts", () => {
  test('a refusal of the code holding markup and 10 000 characters shows as text in the login dialog, wrapped', async ({
    page,
    request,
    health,
  }) => {
    await page.goto('/');
    await armFaults(request, {
      path: 'Authentication/login',
      respond: { body: JSON.stringify({ status: false, data: `${IMG_ONERROR} ${LONG}` }) },
    });
    const dialog = await startLogin(page, PRIYA_MOBILE);
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await expect(dialog.getByRole('alert')).toHaveText(`${IMG_ONERROR} ${LONG}`);
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
    await expectNoSidewaysScroll(page, 'the login dialog');
    expect(health.uncaught).toEqual([]);
  });

  test('a refused profile save holding script and 10 000 characters shows as text in the toast, which fits the screen', async ({
    page,
    request,
    health,
  }) => {
    await seedDevice(page, { userId: PRIYA_USER_ID });
    await page.goto('/signup');
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Priya');
    await armFaults(request, {
      path: 'Authentication/userSignUp',
      respond: { body: JSON.stringify({ status: false, data: `${SCRIPT}${LONG}` }) },
    });
    await page.getByRole('button', { name: 'Save Changes' }).click();

    const toast = await expectToast(page, SCRIPT, 'error');
    const box = await toast.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
    await expectNoSidewaysScroll(page, 'the profile page with the toast');
    expect(health.uncaught).toEqual([]);
  });
});
