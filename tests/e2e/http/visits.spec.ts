import { expect, test } from '@playwright/test';
import { toast } from '../support/app';
import { PRIYA_MOBILE } from '../support/demo';
import { logIn, openAccountPage } from '../support/login';
import { requiredOrigin } from '../support/servers';
import { chooseVisitTime, chosenVisit, fullWindows, visitDays } from '../support/visits';
import { assignTechnician, takeFirstFreeWindow } from './support/anotherCustomer';
import { priyaAtConfirm } from './support/checkout';
import { armFaults, resetProvider, secureCode } from './support/provider';
import { workOrder } from './support/screens';

/**
 * The visit time and the visit, followed, over HTTP: the app built with every extension
 * (VITE_API_EXTENSIONS=session,slots,visit) against the reference provider offering them, which
 * speaks the extensions' wire (Services/visitSlots, Slot_Start on book-service, Slot_Full,
 * WorkOrder/changeVisitTime, Visit_Start and Technician_First_Name on work orders).
 */

test.use({ baseURL: requiredOrigin('httpSession') });

test.beforeEach(async ({ request }) => {
  await resetProvider(request, 'sessionProvider');
});

test('choose a window, pay, and see it in the greeting, My Bookings and the detail', async ({
  page,
  request,
}) => {
  test.slow();
  const confirm = await priyaAtConfirm(page, request);
  await expect(visitDays(confirm)).toHaveCount(7);

  const visit = await chooseVisitTime(confirm);
  await confirm.getByRole('button', { name: /^Pay Now/ }).click();

  await expect(toast(page, /^Your BookingId is \d+$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Booking confirmed' })).toContainText(
    `Visit: ${visit}`,
  );
  const newest = page
    .getByRole('article')
    .filter({ hasText: /^Booking Code: / })
    .first();
  await expect(newest.getByText(`Visit: ${visit}`)).toBeVisible();
  await newest.getByRole('link', { name: 'View Details' }).click();
  const order = workOrder(page, 'Foam-jet service');
  await expect(order.getByText(`Visit: ${visit}`)).toBeVisible();
  await expect(order.getByText('Waiting for a technician')).toBeVisible();
});

test('a full window cannot be chosen', async ({ page, request }) => {
  const confirm = await priyaAtConfirm(page, request);
  const full = fullWindows(confirm);
  for (let day = 0; (await full.count()) === 0 && day < 7; day += 1) {
    const chip = visitDays(confirm).nth(day);
    if (await chip.isEnabled()) await chip.check();
  }

  await expect(full.first()).toBeDisabled();
  await full.first().locator('xpath=..').click({ force: true });
  await expect(chosenVisit(confirm)).toHaveCount(0);
});

test('a window that fills while she confirms: told, the windows read again, the cart kept, and booked in another', async ({
  page,
  request,
}) => {
  test.slow();
  const confirm = await priyaAtConfirm(page, request);
  const first = await chooseVisitTime(confirm);
  // Arjun takes its last places through the API meanwhile.
  await takeFirstFreeWindow(request);

  await confirm.getByRole('button', { name: /^Pay Now/ }).click();

  await expect(confirm.getByRole('alert')).toHaveText(
    'That time has just filled up. Please choose another.',
  );
  await expect(chosenVisit(confirm)).toHaveCount(0);
  const again = await chooseVisitTime(confirm);
  expect(again).not.toBe(first);
  await confirm.getByRole('button', { name: /^Pay Now/ }).click();
  await expect(toast(page, /^Your BookingId is \d+$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Booking confirmed' })).toContainText(
    `Visit: ${again}`,
  );
});

test('Change time moves the visit; a refused change says why', async ({ page, request }) => {
  test.slow();
  await page.goto('/');
  await logIn(page, PRIYA_MOBILE, { code: secureCode(request) });
  await openAccountPage(page, 'My Bookings');
  await page
    .getByRole('article', { name: /^Booking Code: .*-5004$/ })
    .getByRole('link', { name: 'View Details' })
    .click();
  const thermostat = workOrder(page, 'Thermostat replacement');
  await thermostat.getByRole('button', { name: 'Change time' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the visit time' });
  const visit = await chooseVisitTime(dialog);

  // The server refuses first, with its reason; then agrees.
  await armFaults(
    request,
    {
      path: 'WorkOrder/changeVisitTime',
      respond: { body: '{"status":false,"data":"The technician is already on the way"}' },
    },
    'sessionProvider',
  );
  await dialog.getByRole('button', { name: 'Move the visit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The technician is already on the way');

  await dialog.getByRole('button', { name: 'Move the visit' }).click();
  await expect(toast(page, `Your visit is now ${visit}.`)).toBeVisible();
  await expect(thermostat.getByText(`Visit: ${visit}`)).toBeVisible();
});

test("the technician's name and a call button appear once the back office assigns one", async ({
  page,
  request,
}) => {
  await page.goto('/');
  await logIn(page, PRIYA_MOBILE, { code: secureCode(request) });
  await page.goto('/my-bookings-info?bookingId=5005');
  const sink = workOrder(page, 'Kitchen sink blockage');
  await expect(sink.getByText('Waiting for a technician')).toBeVisible();
  await expect(sink.getByRole('link', { name: /^Call / })).toHaveCount(0);

  // The seed's booking 5005 holds work order 9009.
  await assignTechnician(request, 9009);
  await page.reload();

  await expect(sink.getByText('Technician assigned')).toBeVisible();
  await expect(sink.getByText(/^Your technician: \w+$/)).toBeVisible();
  await expect(sink.getByRole('link', { name: /^Call \w+$/ })).toHaveAttribute(
    'href',
    /^tel:\+91\d{10}$/,
  );
});
