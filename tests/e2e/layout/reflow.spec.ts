import { expect } from '@playwright/test';
import { ROUTES, addressOf } from '../../../src/app/routes';
import { expectNoSidewaysScroll } from '../support/a11y';
import { pageReady } from '../support/app';
import { PRIYA_USER_ID } from '../support/demo';
import { FOAM_JET, GAS_REFILL, seedDevice } from '../support/device';
import { expectFontInUse, test } from '../support/fonts';
import { translation } from '../support/languages';
import { LANGUAGES, PAGE_LANG } from '../../../src/core/shared/language';

// Every page of the route table, and the bookings that look different from its example: as Priya
// sees them with two lines in her cart.
const ADDRESSES = [
  ...ROUTES.map(addressOf),
  // An order not yet assigned, alone in its booking.
  '/my-bookings-info?bookingId=5005',
  // An order on hold, with Call and WhatsApp beside its status.
  '/my-bookings-info?bookingId=5003',
];

for (const language of LANGUAGES) {
  test(`a 320 px phone never scrolls sideways on any page in ${language}, nor with the menu open`, async ({
    page,
    fontSet,
  }) => {
    // Every page of the app, and the menu: slow by its length.
    test.slow();
    await seedDevice(page, { userId: PRIYA_USER_ID, cart: [FOAM_JET, GAS_REFILL] });
    await page.evaluate((chosen) => localStorage.setItem('lang', chosen), language);
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of ADDRESSES) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', PAGE_LANG[language]);
      await pageReady(page);
      await expectFontInUse(page, fontSet);
      await expectNoSidewaysScroll(page, `${path} in ${language}`);
    }
    const menu = language === 'en' ? 'Menu' : translation(language, 'nav.menu');
    await page.getByRole('button', { name: menu, exact: true }).click();
    await expectNoSidewaysScroll(page, `the phone menu in ${language}`);
  });
}

test('on a 360 px phone a category page puts its services right under a one-line title', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  // Plumbing: a title of one line.
  await page.goto('/service/Ng==');
  const title = page.getByRole('heading', { level: 1, name: 'Plumbing' });
  await expect(title).toBeVisible();
  const list = page.getByRole('list', { name: 'Services' });
  await expect(list).toHaveAttribute('aria-busy', 'false');

  const textBottom = await title.evaluate((heading) => {
    const range = document.createRange();
    range.selectNodeContents(heading);
    return range.getBoundingClientRect().bottom;
  });
  const listTop = (await list.boundingBox())?.y ?? Number.NaN;
  expect(listTop - textBottom).toBeLessThanOrEqual(24);
});
