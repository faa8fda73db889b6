import { expect, test } from '@playwright/test';
import { demoCatalogue } from '../../../src/adapters/fake/demoCatalogue';
import { links } from '../../../src/presenters/links';
import { appTookOver, expectBookingsFilledIn } from '../support/app';
import { PRIYA_USER_ID } from '../support/demo';
import { FOAM_JET, GAS_REFILL, seedDevice } from '../support/device';
import { layoutShifts, recordLayoutShifts } from '../support/layoutShifts';
import { LANGUAGES } from '../../../src/core/shared/language';

// Two, three and four tiles to a row.
for (const width of [360, 800, 1280]) {
  test(`at ${width} px, the services drawn first stay where they are when the rest follow`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await recordLayoutShifts(page);

    await page.goto(links.services);
    await expect(page.getByRole('list', { name: 'Services' }).getByRole('listitem')).toHaveCount(
      demoCatalogue.services.length,
    );

    expect(await layoutShifts(page)).toEqual([]);
  });
}

test('nothing on My Bookings moves while the bookings’ details come in', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await seedDevice(page, { userId: PRIYA_USER_ID });
  await recordLayoutShifts(page);

  await page.goto(links.myBookings);
  await expectBookingsFilledIn(page, 5);

  expect(await layoutShifts(page)).toEqual([]);
});

for (const language of LANGUAGES)
  for (const width of [360, 1280])
    test(`at ${width} px in ${language}, the cart drawn from the device before the app's code stays where it is when the app takes over`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await seedDevice(page, {
        language,
        cart: [
          { ...FOAM_JET, serviceOptionDescription: 'Filters, coils and drain tray deep-cleaned.' },
          { ...GAS_REFILL, quantity: 2 },
        ],
      });
      await recordLayoutShifts(page);

      await page.goto(links.cart);
      await appTookOver(page);
      await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);

      expect(await layoutShifts(page)).toEqual([]);
    });
