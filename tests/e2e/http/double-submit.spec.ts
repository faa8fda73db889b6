import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectCartBadge, openCart } from '../support/app';
import { PRIYA_MOBILE, PRIYA_USER_ID } from '../support/demo';
import { FOAM_JET, seedDevice } from '../support/device';
import { codeBoxes, startLogin, submitCode } from '../support/login';
import { busyOverlay, expect, expectToast, test } from '../support/pageHealth';
import { armFaults, releaseHeld, requestsTo, resetProvider } from './support/provider';
import { checkoutButton, confirmDialog, profileField, workOrder } from './support/screens';

/**
 * Double submission (DESIGN.md: writes are never retried and their buttons are disabled while a
 * call is in flight). Each write is held at the provider until the second click, or the second
 * and third Enter, have landed, however slow the machine; then it is let go, and the provider says
 * how many requests arrived. One, every time.
 */

const HOLD = { hold: true };

test.beforeEach(async ({ request }) => {
  await resetProvider(request);
});

interface Submission {
  /** The button, as its label reads. */
  readonly name: string;
  /** The call it makes (a path substring for the provider's count). */
  readonly path: string;
  /**
   * Brings the page to the button; returns it and where Enter is pressed (the button itself, or a
   * field of its form), and whether the double click must be forced (the button is disabled while
   * its call is on its way).
   */
  arrange(
    page: Page,
    request: APIRequestContext,
  ): Promise<{ button: Locator; enterIn: Locator; force?: boolean }>;
  /** What the customer sees once the one call has been answered. */
  expectDone(page: Page): Promise<void>;
}

const submissions: readonly Submission[] = [
  {
    name: 'Continue (send code)',
    path: 'Authentication/login',
    async arrange(page) {
      await page.goto('/');
      const dialog = await startLogin(page, PRIYA_MOBILE);
      return {
        button: dialog.getByRole('button', { name: 'Continue' }),
        enterIn: dialog.getByRole('textbox', { name: 'Mobile number' }),
      };
    },
    async expectDone(page) {
      await expect(page.getByRole('dialog', { name: 'Enter the OTP' })).toBeVisible();
      await expectToast(page, `OTP sent to +91 ${PRIYA_MOBILE}`, 'success');
    },
  },
  {
    name: 'Validate',
    path: 'Authentication/verifyOtp',
    async arrange(page, request) {
      await page.goto('/');
      const dialog = await startLogin(page, PRIYA_MOBILE);
      await dialog.getByRole('button', { name: 'Continue' }).click();
      // The sixth digit sends the code by itself, held here, so Validate is tried meanwhile:
      // it is disabled while the code is checked, so even a forced double click adds nothing.
      await armFaults(request, {
        path: 'Authentication/verifyOtp',
        times: 'always',
        respond: HOLD,
      });
      await submitCode(page);
      return {
        button: dialog.getByRole('button', { name: 'Validate' }),
        enterIn: codeBoxes(page)[5]!,
        force: true,
      };
    },
    async expectDone(page) {
      await expectToast(page, 'Welcome, Priya', 'success');
    },
  },
  {
    name: 'Proceed to Checkout',
    path: 'Services/save-cart',
    async arrange(page) {
      await seedDevice(page, { userId: PRIYA_USER_ID, cart: [FOAM_JET] });
      await openCart(page);
      const button = checkoutButton(page);
      return { button, enterIn: button };
    },
    async expectDone(page) {
      await expect(confirmDialog(page)).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
    },
  },
  {
    name: 'Pay Now',
    path: 'Services/book-service',
    async arrange(page) {
      await seedDevice(page, { userId: PRIYA_USER_ID, cart: [FOAM_JET] });
      await openCart(page);
      await checkoutButton(page).click();
      const button = confirmDialog(page).getByRole('button', { name: /^Pay Now/ });
      return { button, enterIn: button };
    },
    async expectDone(page) {
      await expectToast(page, /^Your BookingId is \d+$/, 'success');
      await expect(page).toHaveURL('/my-bookings');
      // Five seeded bookings and this one: booked once.
      await expect(page.getByText('6 bookings', { exact: true })).toBeVisible();
    },
  },
  {
    name: 'Cancel Order (Yes, cancel)',
    path: 'WorkOrder/workOrderStatusChange',
    async arrange(page) {
      await seedDevice(page, { userId: PRIYA_USER_ID });
      await page.goto('/my-bookings-info?bookingId=5005');
      await workOrder(page, 'Kitchen sink blockage')
        .getByRole('button', { name: 'Cancel Order' })
        .click();
      const button = page
        .getByRole('alertdialog', { name: 'Cancel this order?' })
        .getByRole('button', { name: 'Yes, cancel' });
      return { button, enterIn: button };
    },
    async expectDone(page) {
      await expectToast(page, 'Booking cancelled successfully', 'success');
      await expect(
        workOrder(page, 'Kitchen sink blockage').getByText('Cancelled', { exact: true }),
      ).toBeVisible();
    },
  },
  {
    name: 'Save Changes (profile)',
    path: 'Authentication/userSignUp',
    async arrange(page) {
      await seedDevice(page, { userId: PRIYA_USER_ID });
      await page.goto('/signup');
      const lastName = profileField(page, 'Last name');
      await expect(lastName).toHaveValue('Sharma');
      await lastName.fill('Verma');
      return { button: page.getByRole('button', { name: 'Save Changes' }), enterIn: lastName };
    },
    async expectDone(page) {
      await expectToast(page, 'Account updated successfully!', 'success');
    },
  },
];

for (const submission of submissions) {
  test.describe(submission.name, () => {
    test(`a double click sends one request`, async ({ page, request }) => {
      const { button, force } = await submission.arrange(page, request);
      await armFaults(request, { path: submission.path, times: 'always', respond: HOLD });

      await button.dblclick(force ? { force } : undefined);
      await expect.poll(() => requestsTo(request, submission.path)).toBe(1);
      await releaseHeld(request);

      await submission.expectDone(page);
      await expect(busyOverlay(page)).toBeHidden();
      expect(await requestsTo(request, submission.path)).toBe(1);
    });

    test(`Enter pressed three times sends one request`, async ({ page, request }) => {
      const { enterIn } = await submission.arrange(page, request);
      await armFaults(request, { path: submission.path, times: 'always', respond: HOLD });
      await enterIn.focus();

      for (let press = 0; press < 3; press += 1) await page.keyboard.press('Enter');
      await expect.poll(() => requestsTo(request, submission.path)).toBe(1);
      await releaseHeld(request);

      await submission.expectDone(page);
      await expect(busyOverlay(page)).toBeHidden();
      expect(await requestsTo(request, submission.path)).toBe(1);
    });
  });
}

test('a dropped connection on Pay Now is reported, the cart is kept, and the booking reached the server once', async ({
  page,
  request,
}) => {
  await seedDevice(page, { userId: PRIYA_USER_ID, cart: [FOAM_JET] });
  await openCart(page);
  await checkoutButton(page).click();
  await armFaults(request, { path: 'Services/book-service', respond: { drop: true } });
  const pay = confirmDialog(page).getByRole('button', { name: /^Pay Now/ });

  await pay.click();

  await expectToast(page, 'Failed to confirm booking. Please try again.', 'error');
  await expect(confirmDialog(page)).toBeVisible();
  await expect(pay).toBeEnabled();
  await expectCartBadge(page, 1);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
  expect(stored).toEqual([expect.objectContaining({ Service_Option_Id: 111, quantity: 1 })]);
  expect(await requestsTo(request, 'Services/book-service')).toBe(1);

  // Paying again is the customer's choice, and books it once.
  await pay.click();
  await expectToast(page, /^Your BookingId is \d+$/, 'success');
  await expect(page.getByText('6 bookings', { exact: true })).toBeVisible();
  expect(await requestsTo(request, 'Services/book-service')).toBe(2);
});
