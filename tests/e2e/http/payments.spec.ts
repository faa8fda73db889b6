import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PRIYA_MOBILE } from '../support/demo';
import { moneyIn, translation } from '../support/languages';
import { logIn } from '../support/login';
import { requiredOrigin } from '../support/servers';
import { chooseVisitTime } from '../support/visits';
import { priyaAtConfirm } from './support/checkout';
import { checkoutSheet, serveCheckoutStandIn } from './support/checkoutStandIn';
import { armFaults, providerOrigin, resetProvider, secureCode } from './support/provider';

/**
 * Paying over HTTP: the app built with every extension (session, slots, visit, payments) against
 * the secure reference provider taking payments as Razorpay's test mode would, its checkout.js a
 * stand-in these tests serve (tests/e2e/http/support/checkoutStandIn.ts). The order's amount, the
 * signature's check and "paid" are the provider's; the app carries them.
 */

test.use({ baseURL: requiredOrigin('httpSession'), viewport: { width: 360, height: 800 } });

test.beforeEach(async ({ request }) => {
  await resetProvider(request, 'sessionProvider');
});

const t = (id: string, values?: Record<string, string | number>) => translation('en', id, values);
/** The foam-jet service with GST, as the provider prices it: ₹599.00 + 18 %. */
const FOAM_JET_TOTAL = moneyIn('en', 70_682);

const greeting = (page: Page) => page.getByRole('region', { name: t('bookings.greetingTitle') });

/** Priya checks the foam-jet service out and chooses a visit time. */
async function atConfirm(page: Page, request: APIRequestContext) {
  const confirm = await priyaAtConfirm(page, request);
  await chooseVisitTime(confirm);
  return confirm;
}

async function payOnline(page: Page, request: APIRequestContext) {
  const confirm = await atConfirm(page, request);
  await confirm.getByRole('button', { name: t('cart.payNow', { amount: FOAM_JET_TOTAL }) }).click();
  const sheet = checkoutSheet(page);
  await expect(sheet).toBeVisible();
  // The order's amount is the provider's, and Priya's number is filled in for her.
  await expect(sheet).toContainText(FOAM_JET_TOTAL);
  await expect(sheet).toContainText('+91');
  return sheet;
}

const paidBy = (method: string) =>
  new RegExp(`^Paid ${FOAM_JET_TOTAL.replace(/[.$]/g, '\\$&')} by ${method} on `);

test('she pays by UPI at the checkout: the provider verifies it, and the booking and its receipt say paid', async ({
  page,
  request,
}) => {
  test.slow();
  const checkout = await serveCheckoutStandIn(page, request);
  expect(checkout.loads(), 'checkout.js loads when paying, not with the page').toBe(0);
  const sheet = await payOnline(page, request);
  expect(checkout.loads()).toBe(1);
  await sheet.getByRole('button', { name: 'Pay by UPI' }).click();

  await expect(greeting(page).getByText(paidBy('UPI'))).toBeVisible();
  await page
    .getByRole('article')
    .first()
    .getByRole('link', { name: t('bookings.viewDetails') })
    .click();
  await expect(page.getByText(paidBy('UPI')).first()).toBeVisible();
  await page
    .getByRole('link', { name: t('bookings.receipt') })
    .first()
    .click();
  await expect(page.getByText(paidBy('UPI')).first()).toBeVisible();
});

test('she closes the checkout: the booking is kept unpaid, and she pays it later from the booking', async ({
  page,
  request,
}) => {
  test.slow();
  await serveCheckoutStandIn(page, request);
  const sheet = await payOnline(page, request);
  await sheet.getByRole('button', { name: 'Close checkout' }).click();

  const hello = greeting(page);
  await expect(hello.getByText(t('payment.unfinished.closed'))).toBeVisible();
  await expect(hello.getByText(t('payment.state.toPay', { amount: FOAM_JET_TOTAL }))).toBeVisible();
  await hello
    .getByRole('button', { name: t('payment.actions.payNow', { amount: FOAM_JET_TOTAL }) })
    .click();
  await checkoutSheet(page).getByRole('button', { name: 'Pay by card' }).click();
  await expect(hello.getByText(paidBy('card'))).toBeVisible();
});

test('a payment that fails at the checkout keeps the booking, unpaid, and says so', async ({
  page,
  request,
}) => {
  test.slow();
  await serveCheckoutStandIn(page, request);
  const sheet = await payOnline(page, request);
  // The checkout stays open after a failure, for another try; she gives up and closes it.
  await sheet.getByRole('button', { name: 'Make it fail' }).click();
  await sheet.getByRole('button', { name: 'Close checkout' }).click();

  const hello = greeting(page);
  await expect(hello.getByText(t('payment.unfinished.failed'))).toBeVisible();
  await expect(hello.getByText(t('payment.state.toPay', { amount: FOAM_JET_TOTAL }))).toBeVisible();
});

test('a checkout that cannot load keeps the booking, unpaid, and says so', async ({
  page,
  request,
}) => {
  test.slow();
  await serveCheckoutStandIn(page, request, { reachable: false });
  const confirm = await atConfirm(page, request);
  await confirm.getByRole('button', { name: t('cart.payNow', { amount: FOAM_JET_TOTAL }) }).click();
  const hello = greeting(page);
  await expect(hello.getByText(t('payment.unfinished.unavailable'))).toBeVisible();
  await expect(hello.getByText(t('payment.state.toPay', { amount: FOAM_JET_TOTAL }))).toBeVisible();
});

test('she chooses to pay after the service: no checkout opens, and the booking says what she will pay', async ({
  page,
  request,
}) => {
  const checkout = await serveCheckoutStandIn(page, request);
  const confirm = await atConfirm(page, request);
  await confirm.getByRole('radio', { name: t('payment.choice.afterService') }).check();
  await confirm.getByRole('button', { name: t('payment.choice.bookAfterService') }).click();

  await expect(
    greeting(page).getByText(t('payment.state.afterService', { amount: FOAM_JET_TOTAL })),
  ).toBeVisible();
  expect(checkout.loads()).toBe(0);
});

test('a verify that times out: said plainly, and paid once the provider’s webhook tells the backend', async ({
  page,
  request,
}) => {
  test.slow();
  const checkout = await serveCheckoutStandIn(page, request);
  const sheet = await payOnline(page, request);
  await armFaults(request, { path: 'Payments/verify', respond: { hang: true } }, 'sessionProvider');
  await sheet.getByRole('button', { name: 'Pay by UPI' }).click();

  const hello = greeting(page);
  await expect(hello.getByText(t('payment.unfinished.notVerified'))).toBeVisible({
    timeout: 30_000,
  });
  await expect(hello.getByText(t('payment.state.toPay', { amount: FOAM_JET_TOTAL }))).toBeVisible();

  // Razorpay's payment.captured reaches the backend, which learns the payment from it.
  const orderId = checkout.lastOrderId();
  const webhook = await request.post(
    `${providerOrigin('sessionProvider')}/_test/payments/webhook`,
    {
      data: { event: 'payment.captured', orderId },
    },
  );
  expect(webhook.ok()).toBe(true);
  await page.reload();
  await expect(page.getByText(paidBy('UPI')).first()).toBeVisible();
});

test('cancelling a paid order says first what comes back and where, then that it is on its way', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await logIn(page, PRIYA_MOBILE, { code: secureCode(request) });
  // Booking 5004 of the seed: paid by card, its orders still to come.
  await page.goto('/my-bookings-info?bookingId=5004');
  await page
    .getByRole('button', { name: t('bookings.cancelOrder') })
    .first()
    .click();
  const question = page.getByRole('alertdialog', { name: t('bookings.cancelTitle') });
  await expect(
    question.getByText(/back to the card you paid with, in 5–7 working days/),
  ).toBeVisible();
  await question.getByRole('button', { name: t('bookings.confirmCancel') }).click();
  await expect(page.getByText(/^Refund of ₹[\d,.]+ on its way$/).first()).toBeVisible();
});
