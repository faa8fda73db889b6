import { expect, test, type Page } from '@playwright/test';
import { FOAM_JET, seedDevice } from './support/device';
import { translation } from './support/languages';

for (const address of [
  '/#%',
  '/#%E0%A4',
  '/service/%25',
  '/my-bookings-info?bookingId=%',
  '/?%=%',
]) {
  test(`${address} opens a page, never a blank one`, async ({ page }) => {
    await page.goto(address);

    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });
}

/** Every number the app formats throws: a crash in the navbar, outside any page's own boundary. */
async function breakNumberFormatting(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Intl.NumberFormat.prototype, 'format', {
      get() {
        throw new Error('a crash outside every page');
      },
    });
  });
}

test('a crash outside every page shows a friendly page with Reload, not a white one', async ({
  page,
}) => {
  await seedDevice(page, { cart: [FOAM_JET] });
  await breakNumberFormatting(page);
  await page.goto('/about');

  const crashed = page.getByRole('alert');
  await expect(
    crashed.getByRole('heading', { level: 1, name: 'Something went wrong.' }),
  ).toBeVisible();
  await expect(crashed).toContainText('Nothing you chose has been lost.');
  await crashed.getByRole('button', { name: 'Reload' }).click();
  await expect(page).toHaveURL('/about');
});

test('the crash page speaks the customer’s language', async ({ page }) => {
  await seedDevice(page, { cart: [FOAM_JET] });
  await page.evaluate(() => localStorage.setItem('lang', 'te'));
  await breakNumberFormatting(page);
  await page.goto('/');

  await expect(
    page.getByRole('heading', { level: 1, name: translation('te', 'appFailed') }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: translation('te', 'reload') })).toBeVisible();
});
