import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/a11y';
import { bookOption, expectCartBadge, openCategory, openService, toast } from './support/app';
import { logIn, openAccountPage } from './support/login';
import { chooseVisitTime } from './support/visits';
import { PAY_NOW, payInDemoSheet } from './support/payments';

/** A booking group of My Bookings, by the number its code ends with. */
function bookingGroup(page: Page, bookingId: number) {
  return page.getByRole('article', { name: new RegExp(`^Booking Code: .*-${bookingId}$`) });
}

/** A work-order card of the booking detail, by its option name. */
function workOrder(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true });
}

async function openMyBookings(page: Page): Promise<void> {
  await page.goto('/');
  await logIn(page);
  await openAccountPage(page, 'My Bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
}

async function openBooking(page: Page, bookingId: number): Promise<void> {
  await openMyBookings(page);
  await bookingGroup(page, bookingId).getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(`/my-bookings-info?bookingId=${bookingId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^Reference Code: .*-${bookingId}$`) }),
  ).toBeVisible();
}

test('My Bookings counts the bookings and lists them newest first, with what was ordered, its status and amount', async ({
  page,
}) => {
  await openMyBookings(page);

  await expect(page.getByText('5 bookings', { exact: true })).toBeVisible();
  const codes = page.getByRole('heading', { level: 2, name: /^Booking Code: / });
  await expect(codes).toHaveText([/-5005$/, /-5004$/, /-5003$/, /-5002$/, /-5001$/]);
  const fans = bookingGroup(page, 5004);
  await expect(fans.getByText(/^Created: \d+\/\d+\/\d+, /)).toBeVisible();
  await expect(
    fans.getByRole('list', { name: /^Services in booking/ }).getByRole('listitem'),
  ).toHaveText([
    // Who comes: their initial, name and record with us (the ratings extension).
    /^Fans\s*3 × Ceiling fan installation\s*Status: Assigned\s*Assigned\s*Technician assigned\s*\w\s*Your technician: \w+\s*[\d.]+ · \d+ jobs\s*Rated [\d.]+ out of 5, \d+ jobs with GharSeva\s*Call \w+\s*Booked: /,
    /^Geyser\s*1 × Thermostat replacement\s*Status: Not Assigned\s*Not Assigned\s*Waiting for a technician\s*Booked: /,
  ]);
  await expect(fans.getByText('Amount with GST ₹1,097.79')).toBeVisible();
});

test('the detail of a booking shows its reference, services, prices and statuses', async ({
  page,
}) => {
  await openBooking(page, 5004);

  await expect(page.getByText('2 services', { exact: true })).toBeVisible();
  const fan = workOrder(page, 'Ceiling fan installation');
  await expect(fan.getByText('Fans', { exact: true })).toBeVisible();
  await expect(fan.getByRole('heading', { name: '3 × Ceiling fan installation' })).toBeVisible();
  await expect(fan.getByText('Assigned', { exact: true })).toBeVisible();
  await expect(fan.getByRole('definition').filter({ hasText: '₹199.00' })).toBeVisible();
  await expect(fan.getByRole('definition').filter({ hasText: '₹597.00' })).toBeVisible();
  await expect(fan.getByRole('button', { name: 'Cancel Order' })).toBeVisible();
  await expect(
    workOrder(page, 'Thermostat replacement').getByText('Not Assigned', { exact: true }),
  ).toBeVisible();

  const amount = page.getByRole('region', { name: 'Amount with GST' });
  await expect(amount).toContainText(/Subtotal\s*₹930\.33/);
  await expect(amount).toContainText(/Tax \(18% GST\)\s*₹167\.46/);
  await expect(amount).toContainText(/Amount with GST\s*₹1,097\.79/);

  await page.getByRole('link', { name: 'Back to My Bookings' }).click();
  await expect(page).toHaveURL('/my-bookings');
});

test('cancelling an order asks first, then shows it Cancelled without the button', async ({
  page,
}) => {
  await openBooking(page, 5005);
  const sink = workOrder(page, 'Kitchen sink blockage');
  await expect(sink.getByText('Not Assigned', { exact: true })).toBeVisible();

  await sink.getByRole('button', { name: 'Cancel Order' }).click();
  const question = page.getByRole('alertdialog', { name: 'Cancel this order?' });
  await expect(question).toContainText(
    'Are you sure you want to cancel "Kitchen sink blockage (Drainage & blockage)"? This action cannot be undone.',
  );
  await expect(question.getByRole('button', { name: 'No, keep it' })).toBeFocused();
  await question.getByRole('button', { name: 'Yes, cancel' }).click();

  await expect(toast(page, 'Booking cancelled successfully')).toBeVisible();
  await expect(question).toBeHidden();
  await expect(sink.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(sink.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  // Focus goes to the line that took the button's place.
  await expect(sink.locator(':focus')).toHaveText(/^You cancelled this on /);
});

test('saying no to the question keeps the order', async ({ page }) => {
  await openBooking(page, 5005);
  const sink = workOrder(page, 'Kitchen sink blockage');

  await sink.getByRole('button', { name: 'Cancel Order' }).click();
  // Enter on the safe choice the question opens with (the dialog's code may still be on its way).
  await expect(
    page.getByRole('alertdialog').getByRole('button', { name: 'No, keep it' }),
  ).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(sink.getByText('Not Assigned', { exact: true })).toBeVisible();
  await expect(sink.getByRole('button', { name: 'Cancel Order' })).toBeFocused();
});

test('an order in progress has no Cancel Order button and says why', async ({ page }) => {
  await openBooking(page, 5003);

  const mounting = workOrder(page, 'Wall mounting');
  await expect(mounting.getByText('In Progress', { exact: true })).toBeVisible();
  await expect(
    mounting.getByText('A technician is working on this', { exact: true }),
  ).toBeVisible();
  await expect(mounting.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
});

test('a booking made through the cart is at the top of My Bookings', async ({ page }) => {
  test.slow();
  await page.goto('/');
  await logIn(page);
  await openCategory(page, 'Plumbing');
  const dialog = await openService(page, 'Taps & mixers');
  await bookOption(dialog, 'Tap repair');
  await dialog.getByRole('button', { name: 'Proceed to Checkout (1)' }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Booking' });
  await chooseVisitTime(confirm);
  await confirm.getByRole('button', { name: PAY_NOW }).click();
  await payInDemoSheet(page);

  await expect(toast(page, 'Your BookingId is 5006')).toBeVisible();
  await expect(page).toHaveURL('/my-bookings');
  await expect(page.getByText('6 bookings', { exact: true })).toBeVisible();
  const newest = page.getByRole('article').first();
  await expect(newest.getByRole('heading', { level: 2 })).toHaveText(/^Booking Code: .*-5006$/);
  await expect(newest.getByText('Taps & mixers', { exact: true })).toBeVisible();
});

test('Book again puts the services of a finished booking back in the cart and shows the cart', async ({
  page,
}) => {
  await openMyBookings(page);
  await expectCartBadge(page, 0);

  await bookingGroup(page, 5001).getByRole('button', { name: 'Book again' }).click();

  await expect(toast(page, '2 services are back in your cart.')).toBeVisible();
  await expect(page).toHaveURL('/cart');
  await expectCartBadge(page, 3);
  await expect(page.getByRole('heading', { name: 'Foam-jet service' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tap repair' })).toBeVisible();
});

test('Book again is not offered on a booking whose services are still open', async ({ page }) => {
  await openMyBookings(page);

  await expect(bookingGroup(page, 5001).getByRole('button', { name: 'Book again' })).toBeVisible();
  await expect(bookingGroup(page, 5005).getByRole('button', { name: 'Book again' })).toHaveCount(0);
});

test('the detail of a booking offers its next visit as a calendar event in its window', async ({
  page,
}) => {
  await openBooking(page, 5004);

  const calendar = page.getByRole('link', { name: 'Add to calendar' });
  await expect(calendar).toHaveAttribute('download', /^gharseva-GS-\d{5}-5004\.ics$/);
  const file = decodeURIComponent((await calendar.getAttribute('href')) ?? '');
  expect(file).toMatch(/^data:text\/calendar;charset=utf-8,BEGIN:VCALENDAR\r\n/);
  expect(file).toMatch(/\r\nDTSTART:\d{8}T043000Z\r\nDTEND:\d{8}T063000Z\r\n/);
});

test('a booking id that is not a number shows the empty state, not an error page', async ({
  page,
}) => {
  await page.goto('/');
  await logIn(page);
  await page.goto('/my-bookings-info?bookingId=abc');

  await expect(
    page.getByRole('heading', { level: 1, name: 'No booking details available' }),
  ).toBeVisible();
  await expect(
    page.getByText('The requested booking information could not be found.'),
  ).toBeVisible();
});

for (const viewport of [
  { width: 320, height: 640 },
  { width: 360, height: 760 },
  { width: 1280, height: 860 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    test('My Bookings, a booking and the cancel question meet WCAG AA and never scroll sideways', async ({
      page,
    }) => {
      test.slow();
      await page.goto('/');
      await logIn(page);
      await page.goto('/my-bookings');
      await expect(page.getByText('5 bookings', { exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page, 'My Bookings');
      await expectNoAxeViolations(page, 'My Bookings');

      await page.goto('/my-bookings-info?bookingId=5004');
      await expect(page.getByText('2 services', { exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page, 'booking detail');
      await expectNoAxeViolations(page, 'booking detail');

      await page.getByRole('button', { name: 'Cancel Order' }).first().click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectNoSidewaysScroll(page, 'cancel question');
      await expectNoAxeViolations(page, 'cancel question');
    });
  });
}
