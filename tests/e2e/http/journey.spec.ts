import { expect, test, type Page } from '@playwright/test';
import { bookOption, expectCartBadge, openCategory, openService, toast } from '../support/app';
import { orderSummary } from '../support/cart';
import { PRIYA_MOBILE } from '../support/demo';
import { completeLogin, loginDialog } from '../support/login';
import { armFaults, requestsTo, resetProvider } from './support/provider';
import { workOrder } from './support/screens';

/**
 * The app in HTTP mode (built by tests/e2e/globalSetup.ts) against the reference provider:
 * every screen here reads and writes through the real HTTP adapters, the API-key header, CORS
 * and the backend's wire format, in Chromium.
 */

test.beforeEach(async ({ request }) => {
  await resetProvider(request);
});

function bookingGroup(page: Page, bookingId: number) {
  return page.getByRole('article', { name: new RegExp(`^Booking Code: .*-${bookingId}$`) });
}

test('a customer browses, books two options, sees the booking and cancels one order, all over HTTP', async ({
  page,
  request,
}) => {
  // A whole booking and a cancellation, screen after screen: slow by its length.
  test.slow();
  // Browse: categories, services and options come from the provider.
  await page.goto('/');
  await expect(page.getByText('Demo', { exact: true })).toHaveCount(0);
  await openCategory(page, 'Air Conditioning & Heating');
  const dialog = await openService(page, 'Split AC');
  await bookOption(dialog, 'Foam-jet service');
  await bookOption(dialog, 'Gas refill');
  await expectCartBadge(page, 2);
  await dialog.getByRole('button', { name: 'Proceed to Checkout (2)' }).click();
  await expect(page).toHaveURL('/cart');

  // Checkout as a visitor: log in with the number and the code, then confirm and pay.
  await orderSummary(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(loginDialog(page)).toBeVisible();
  await completeLogin(page, PRIYA_MOBILE);
  await expect(toast(page, 'Welcome, Priya')).toBeVisible();
  const confirm = page.getByRole('dialog', { name: 'Confirm Booking' });
  await confirm.getByRole('button', { name: /^Pay Now/ }).click();
  const booked = toast(page, /^Your BookingId is \d+/);
  await expect(booked).toBeVisible();
  // The seed holds bookings 5001–5005, so the provider numbers this one above them.
  const bookingId = Number(/Your BookingId is (\d+)/.exec(await booked.innerText())?.[1]);
  expect(bookingId).toBeGreaterThan(5005);
  await expect(page).toHaveURL('/my-bookings');
  await expectCartBadge(page, 0);

  // The new booking is listed first, with both services, above the seeded ones.
  await expect(page.getByText('6 bookings', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Booking Code: / }).first()).toHaveText(
    new RegExp(`-${bookingId}$`),
  );
  const booking = bookingGroup(page, bookingId);
  const services = booking.getByRole('list', { name: /^Services in booking/ });
  await expect(services.getByRole('listitem')).toHaveText([
    /^Split AC\s*1 × Foam-jet service\s*Status: Not Assigned.*Booked: /,
    /^Split AC\s*1 × Gas refill\s*Status: Not Assigned.*Booked: /,
  ]);

  // Its detail: both work orders, not yet assigned, so both can be cancelled.
  await booking.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(`/my-bookings-info?bookingId=${bookingId}`);
  await expect(page.getByText('2 services', { exact: true })).toBeVisible();
  const gasRefill = workOrder(page, 'Gas refill');
  await expect(gasRefill.getByText('Not Assigned', { exact: true })).toBeVisible();

  // Cancel one order: asked first, then shown cancelled after the detail reloads.
  await gasRefill.getByRole('button', { name: 'Cancel Order' }).click();
  const question = page.getByRole('alertdialog', { name: 'Cancel this order?' });
  await expect(question).toContainText('Are you sure you want to cancel "Gas refill (Split AC)"?');
  await question.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(toast(page, 'Booking cancelled successfully')).toBeVisible();
  await expect(gasRefill.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(gasRefill.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  await expect(
    workOrder(page, 'Foam-jet service').getByRole('button', { name: 'Cancel Order' }),
  ).toBeVisible();

  // Counted at the network: every write reached the provider exactly once.
  expect(await requestsTo(request, 'Authentication/login')).toBe(1);
  expect(await requestsTo(request, 'Authentication/verifyOtp')).toBe(1);
  expect(await requestsTo(request, 'Services/save-cart')).toBe(1);
  expect(await requestsTo(request, 'Services/book-service')).toBe(1);
  expect(await requestsTo(request, 'WorkOrder/workOrderStatusChange')).toBe(1);
});

test('a category list that fails with a 503 and then a dropped connection is retried and shown', async ({
  page,
  request,
}) => {
  await armFaults(request, [
    { path: 'Services/allCategory', respond: { status: 503, body: '' } },
    { path: 'Services/allCategory', respond: { drop: true } },
  ]);

  await page.goto('/');

  await expect(
    page.getByRole('main').getByRole('link', { name: 'Plumbing', exact: true }),
  ).toBeVisible();
  await expect(toast(page, 'Failed to fetch data. Please try again.')).toHaveCount(0);
  // Two failures and the retry that succeeded: no request more, none fewer.
  expect(await requestsTo(request, 'Services/allCategory')).toBe(3);
});
