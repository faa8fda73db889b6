import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/a11y';
import { expectCartBadge, openCart, toast } from './support/app';
import { PRIYA_USER_ID } from './support/demo';
import { FOAM_JET, seedDevice } from './support/device';
import { translation } from './support/languages';
import {
  chooseVisitTime,
  chosenVisit,
  demoAtConfirm,
  fullWindows,
  fillDemoVisitDay,
  shownVisitDay,
  visitDays,
  visitWindows,
} from './support/visits';
import { PAY_NOW, payInDemoSheet } from './support/payments';
import { proceedToCheckout } from './support/cart';

/**
 * The visit time and the visit, followed (the slots and visit extensions), in the demo, which
 * has every extension: a window chosen before Pay Now, shown in the greeting, My Bookings and the
 * detail, changed, and the technician named once assigned.
 */

/** The newest booking of My Bookings. */
function newestBooking(page: Page) {
  return page
    .getByRole('article')
    .filter({ hasText: /^Booking Code: / })
    .first();
}

test('the customer chooses a day and a window before Pay Now, and sees it in the greeting, My Bookings and the detail', async ({
  page,
}) => {
  test.slow();
  const confirm = await demoAtConfirm(page);
  await expect(visitDays(confirm)).toHaveCount(7);
  await expect(visitDays(confirm).first()).toHaveAccessibleName(/^Today \d+ \w+ /);

  // Pay Now before a window: it asks for one, and books nothing.
  await confirm.getByRole('button', { name: PAY_NOW }).click();
  await expect(confirm.getByRole('alert')).toHaveText('Choose a day and time for the visit first.');
  await expect(confirm).toBeVisible();

  const visit = await chooseVisitTime(confirm);
  await confirm.getByRole('button', { name: PAY_NOW }).click();
  await payInDemoSheet(page);

  await expect(toast(page, 'Your BookingId is 5006')).toBeVisible();
  const greeting = page.getByRole('region', { name: 'Booking confirmed' });
  await expect(greeting).toContainText(`Visit: ${visit}`);
  const booking = newestBooking(page);
  await expect(booking.getByText(`Visit: ${visit}`)).toBeVisible();
  await expect(booking.getByText('Waiting for a technician')).toBeVisible();

  await booking.getByRole('link', { name: 'View Details' }).click();
  const order = page.getByRole('article', { name: 'Foam-jet service', exact: true });
  await expect(order.getByText(`Visit: ${visit}`)).toBeVisible();
  await expect(order.getByText('Waiting for a technician')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
});

test('a full window is shown as full and cannot be chosen', async ({ page }) => {
  const confirm = await demoAtConfirm(page);

  // Every day the demo has a window whose places are all taken; find one on a day shown.
  const full = fullWindows(confirm);
  for (let day = 0; (await full.count()) === 0 && day < 7; day += 1) {
    const chip = visitDays(confirm).nth(day);
    if (await chip.isEnabled()) await chip.check();
  }

  await expect(full.first()).toBeDisabled();
  await full.first().locator('xpath=..').click({ force: true });
  await expect(chosenVisit(confirm)).toHaveCount(0);
});

test('a window that fills while she confirms: she is told, chooses again, and books with the cart kept', async ({
  page,
}) => {
  test.slow();
  const confirm = await demoAtConfirm(page);
  const day = await shownVisitDay(confirm);
  await chooseVisitTime(confirm);
  // Other customers take every place of that day meanwhile.
  await fillDemoVisitDay(page, day);

  await confirm.getByRole('button', { name: PAY_NOW }).click();

  await expect(confirm.getByRole('alert')).toHaveText(
    'That time has just filled up. Please choose another.',
  );
  await expect(chosenVisit(confirm)).toHaveCount(0);
  await expect(visitDays(confirm).nth(day)).toBeDisabled();
  await expectCartBadge(page, 1);

  const visit = await chooseVisitTime(confirm);
  await confirm.getByRole('button', { name: PAY_NOW }).click();
  await payInDemoSheet(page);
  await expect(toast(page, /^Your BookingId is \d+$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Booking confirmed' })).toContainText(
    `Visit: ${visit}`,
  );
});

test('Change time moves a visit that has not begun, and the new window shows on the detail and in My Bookings', async ({
  page,
}) => {
  test.slow();
  await seedDevice(page, { userId: PRIYA_USER_ID });
  await page.goto('/my-bookings-info?bookingId=5004');
  const thermostat = page.getByRole('article', { name: 'Thermostat replacement', exact: true });
  await thermostat.getByRole('button', { name: 'Change time' }).click();

  const dialog = page.getByRole('dialog', { name: 'Change the visit time' });
  await expect(dialog.getByText(/^Booked now: /)).toBeVisible();
  await expect(
    dialog.getByRole('group', { name: /^Times on / }).getByRole('radio', { name: / Booked now$/ }),
  ).toBeDisabled();
  // Another day than the one booked.
  const other = visitDays(dialog).and(page.locator(':not(:checked)')).and(page.locator(':enabled'));
  await other.first().check();
  const visit = await chooseVisitTime(dialog);
  await dialog.getByRole('button', { name: 'Move the visit' }).click();

  await expect(toast(page, `Your visit is now ${visit}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(thermostat.getByText(`Visit: ${visit}`)).toBeVisible();
  await page.getByRole('link', { name: 'Back to My Bookings' }).click();
  const booking = page.getByRole('article', { name: /^Booking Code: .*-5004$/ });
  await expect(booking.getByText(`Visit: ${visit}`)).toBeVisible();
  // Work already under way cannot be moved.
  await page.goto('/my-bookings-info?bookingId=5003');
  await expect(page.getByRole('heading', { level: 1, name: /-5003$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change time' })).toHaveCount(0);
});

test("the technician's name and a call button appear once one is assigned, a few minutes after booking on the demo's clock", async ({
  page,
}) => {
  test.slow();
  await page.clock.install();
  const confirm = await demoAtConfirm(page);
  await chooseVisitTime(confirm);
  await confirm.getByRole('button', { name: PAY_NOW }).click();
  await payInDemoSheet(page);
  const booking = newestBooking(page);
  await expect(booking.getByText('Waiting for a technician')).toBeVisible();

  await page.clock.fastForward('03:01');
  await page.reload();

  await expect(booking.getByText('Technician assigned')).toBeVisible();
  await expect(booking.getByText(/^Your technician: \w+$/)).toBeVisible();
  await expect(booking.getByRole('link', { name: /^Call \w+$/ })).toHaveAttribute(
    'href',
    /^tel:\+91\d{10}$/,
  );
});

for (const viewport of [
  { width: 320, height: 640 },
  { width: 360, height: 760 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    test('the visit time in the confirm dialog and in Change time meets WCAG AA and never scrolls the page sideways', async ({
      page,
    }) => {
      test.slow();
      const confirm = await demoAtConfirm(page);
      await chooseVisitTime(confirm);
      await expectNoSidewaysScroll(page, 'confirm dialog with the visit time');
      await expectNoAxeViolations(page, 'confirm dialog with the visit time');

      await page.goto('/my-bookings-info?bookingId=5004');
      await page.getByRole('button', { name: 'Change time' }).first().click();
      await expect(
        visitWindows(page.getByRole('dialog', { name: 'Change the visit time' })).first(),
      ).toBeVisible();
      await expectNoSidewaysScroll(page, 'Change time');
      await expectNoAxeViolations(page, 'Change time');
    });
  });
}

for (const [language, width] of [
  ['en', 1280],
  ['hi', 360],
  ['te', 1280],
  ['te', 360],
] as const)
  test(`the strip says how full each day is in plain words (${language}, ${width} px)`, async ({
    page,
  }) => {
    const t = (id: string, values?: Record<string, string | number>) =>
      translation(language, id, values);
    await page.setViewportSize({ width, height: 800 });
    await seedDevice(page, { userId: PRIYA_USER_ID, cart: [FOAM_JET], language });
    await fillDemoVisitDay(page, 2);
    await fillDemoVisitDay(page, 3, 1);
    await fillDemoVisitDay(page, 4, 2);
    await openCart(page);
    await proceedToCheckout(page, language);
    const confirm = page.getByRole('dialog', { name: t('confirmBookingTitle') });
    const days = visitDays(confirm, language);

    await expect(days.nth(2)).toHaveAccessibleName(new RegExp(`${t('visit.picker.full')}$`));
    await expect(days.nth(3)).toHaveAccessibleName(new RegExp(`${t('visit.picker.oneLeft')}$`));
    await expect(days.nth(4)).toHaveAccessibleName(new RegExp(`${t('visit.picker.almostFull')}$`));
    // The demo's other customers have taken some of its windows: several are open.
    const open = t('visit.picker.slotsOpen', { count: 5 }).replace('5', '[2-6]');
    await expect(days.nth(5)).toHaveAccessibleName(new RegExp(`${open}$`));
    // The strip, not the dialog: the dialog's cancellation rule does say when cancelling is free.
    await expect(days.filter({ hasText: /free/i })).toHaveCount(0);
    await expectNoSidewaysScroll(page, `the visit strip in ${language} at ${width} px`);
  });
