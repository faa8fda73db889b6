import type { Page } from '@playwright/test';
import { bookOption, expectCartBadge, openCart, openCategory, openService } from './support/app';
import { accountMenuButton, completeLogin, logIn, logInButton } from './support/login';
import {
  expect,
  expectLayoutWithHeading,
  expectToast,
  test,
  toastsShown,
  unsafeUrlsInDom,
} from './support/pageHealth';
import { chooseVisitTime } from './support/visits';
import { PAY_NOW, payInDemoSheet } from './support/payments';

/**
 * Bad data on the device (DESIGN.md: corrupt or foreign values under `cart` or `userId` are
 * discarded with a warning, never a crash; a full storage keeps the cart in memory). Each value is
 * written before the app starts, by an init script that runs once per tab, then the app must
 * start, say what it threw away, and work.
 */

const CART_DISCARDED = 'Your saved cart could not be read, so it was emptied.';
const SESSION_DISCARDED = 'Your saved login could not be read. Please log in again.';
const STORAGE_FULL = 'This browser is out of storage space: your cart will not survive a reload.';

/** Writes `value` under `key` in localStorage before the app's first start in this tab. */
async function storeBeforeStart(page: Page, key: string, value: string): Promise<void> {
  await page.addInitScript(
    ([name, text]) => {
      if (sessionStorage.getItem('e2e:stored') !== null) return;
      sessionStorage.setItem('e2e:stored', '1');
      localStorage.setItem(name, text);
    },
    [key, value] as const,
  );
}

/** The home page came up with its categories. */
async function expectHomeWorking(page: Page): Promise<void> {
  await expectLayoutWithHeading(page);
  await expect(page.getByRole('main').getByRole('link', { name: 'Plumbing' })).toBeVisible();
}

/** Adds one option from the catalogue: the cart works. */
async function addFoamJet(page: Page): Promise<void> {
  await openCategory(page, 'Air Conditioning & Heating');
  const dialog = await openService(page, 'Split AC');
  await bookOption(dialog, 'Foam-jet service');
}

const corruptCarts: ReadonlyArray<readonly [string, string]> = [
  ['text that is not JSON', '{"Service_Option_Id": 111, quantity'],
  ['an object instead of a list', '{"items":[{"Service_Option_Id":111,"quantity":1}]}'],
  [
    'ids and quantities as text',
    '[{"Service_Option_Id":"111","serviceOptionName":"Foam-jet service","quantity":"1"}]',
  ],
  [
    'a quantity of 0',
    '[{"Service_Option_Id":111,"serviceOptionName":"Foam-jet service","quantity":0}]',
  ],
  [
    'a negative price',
    '[{"Service_Option_Id":111,"serviceOptionName":"Foam-jet service","serviceOptionPrice":-599,"quantity":1}]',
  ],
  [
    'the same option twice',
    '[{"Service_Option_Id":111,"serviceOptionName":"A","quantity":1},{"Service_Option_Id":111,"serviceOptionName":"B","quantity":2}]',
  ],
  ['a line without its name', '[{"Service_Option_Id":111,"quantity":1}]'],
  ['a foreign value (another app’s)', 'dark-mode'],
  ['JSON null', 'null'],
  ['a number', '42'],
];

for (const [what, value] of corruptCarts) {
  test(`a stored cart holding ${what} is emptied with a warning, and the cart then works`, async ({
    page,
  }) => {
    await storeBeforeStart(page, 'cart', value);
    await page.goto('/');

    await expectToast(page, CART_DISCARDED, 'warn');
    await expectHomeWorking(page);
    await expectCartBadge(page, 0);
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();

    await addFoamJet(page);
    await expectCartBadge(page, 1);
  });
}

const corruptUserIds: ReadonlyArray<readonly [string, string]> = [
  ['letters', 'abc'],
  ['a negative number', '-5'],
  ['a fraction', '1.5'],
  ['JSON of an object', '{"userId":101}'],
  ['digits followed by letters', '101abc'],
  ['an empty string', ''],
  ['a number too big to be exact', '99999999999999999999'],
  ['a leading zero', '0101'],
];

for (const [what, value] of corruptUserIds) {
  test(`a stored user id of ${what} is discarded with a warning: nobody is logged in, and logging in works`, async ({
    page,
  }) => {
    await storeBeforeStart(page, 'userId', value);
    await page.goto('/');

    await expectToast(page, SESSION_DISCARDED, 'warn');
    await expectHomeWorking(page);
    await expect(logInButton(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeNull();

    await logIn(page);
    await expect(accountMenuButton(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userId'))).toBe('101');
  });
}

test('a stored user id of 0 means logged out, without any warning', async ({ page }) => {
  await storeBeforeStart(page, 'userId', '0');
  await page.goto('/');

  await expectHomeWorking(page);
  await expect(logInButton(page)).toBeVisible();
  await expect(page.locator('.app-toast [role="alert"]')).toHaveCount(0);
});

test('a well-formed stored cart with markup in its names and a javascript: icon shows the text and a placeholder, and runs nothing', async ({
  page,
}) => {
  await storeBeforeStart(
    page,
    'cart',
    JSON.stringify([
      {
        Service_Option_Id: 111,
        serviceName: '<script>window.__pwned=1</script>',
        serviceOptionName: '<img src=x onerror=window.__pwned=1>',
        serviceOptionDescription: 'x'.repeat(10_000),
        serviceOptionPrice: 599,
        serviceOptionIcon: 'javascript:window.__pwned=1',
        quantity: 1,
      },
    ]),
  );
  await openCart(page);

  await expect(
    page.getByRole('heading', { name: '<img src=x onerror=window.__pwned=1>' }),
  ).toBeVisible();
  await expect(page.getByText('<script>window.__pwned=1</script>')).toBeVisible();
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
  expect(await unsafeUrlsInDom(page)).toEqual([]);
  await expectCartBadge(page, 1);
});

test.describe('a full localStorage', () => {
  test.beforeEach(async ({ page }) => {
    // The browser's own error for a storage over its quota, for the keys the app writes.
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (this === window.localStorage && (key === 'cart' || key === 'userId'))
          throw new DOMException(
            `Setting the value of '${key}' exceeded the quota.`,
            'QuotaExceededError',
          );
        return setItem.call(this, key, value);
      };
    });
  });

  test('keeps the cart in memory with one warning, and the booking still goes through', async ({
    page,
  }) => {
    // A whole booking, from the catalogue to My Bookings.
    test.slow();
    await page.goto('/');
    await openCategory(page, 'Air Conditioning & Heating');
    const dialog = await openService(page, 'Split AC');
    await bookOption(dialog, 'Foam-jet service');

    await expectToast(page, STORAGE_FULL, 'warn');
    await expectCartBadge(page, 1);
    await bookOption(dialog, 'Gas refill');
    await expectCartBadge(page, 2);
    // Said once, not at every change.
    expect(toastsShown(page, STORAGE_FULL)).toBe(0);

    await dialog.getByRole('button', { name: 'Proceed to Checkout (2)' }).click();
    await page
      .getByRole('complementary', { name: 'Order summary' })
      .getByRole('button', { name: 'Proceed to Checkout' })
      .click();
    // The login cannot be stored either: it lives in memory for this page.
    await completeLogin(page);
    const confirm = page.getByRole('dialog', { name: 'Confirm Booking' });
    await chooseVisitTime(confirm);
    await confirm.getByRole('button', { name: PAY_NOW }).click();
    await payInDemoSheet(page);

    await expectToast(page, /^Your BookingId is \d+$/, 'success');
    await expect(page).toHaveURL('/my-bookings');
    await expectCartBadge(page, 0);
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  });
});

test('a localStorage the browser refuses outright (blocked cookies) leaves the app working in memory', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await page.goto('/');

  await expectHomeWorking(page);
  await addFoamJet(page);
  await expectCartBadge(page, 1);
  await page
    .getByRole('dialog', { name: 'Split AC' })
    .getByRole('button', { name: 'Continue Shopping' })
    .click();
  await logIn(page);
  await expect(accountMenuButton(page)).toBeVisible();
});
