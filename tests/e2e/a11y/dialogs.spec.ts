import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations, expectTouchTargets, untilAnimationsEnd } from '../support/a11y';
import { PRIYA_USER_ID } from '../support/demo';
import { FOAM_JET, GAS_REFILL, seedDevice } from '../support/device';
import { accountMenuButton, logInButton } from '../support/login';
import { expect, test } from '../support/pageHealth';
import { openCart } from '../support/app';

/** Focuses `control` and presses Enter, as a keyboard user opens what it controls. */
async function pressEnterOn(control: Locator): Promise<void> {
  // Not the first paint's copy, which is inert until the app draws the page live.
  await expect
    .poll(() => control.evaluate((element) => element.closest('[inert]') === null))
    .toBe(true);
  await control.focus();
  await control.press('Enter');
}

/** The focused element is inside `container`. */
async function expectFocusInside(container: Locator): Promise<void> {
  await expect
    .poll(() => container.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
}

function dialog(page: Page, name: string | RegExp): Locator {
  return page.getByRole('dialog', { name });
}

test.describe('each dialog takes the focus when it opens and gives it back to what opened it', () => {
  test('the login dialog, opened from the navbar: the mobile number, then Log in again', async ({
    page,
  }) => {
    await page.goto('/');
    const logIn = logInButton(page);

    await pressEnterOn(logIn);

    const login = dialog(page, 'Log in or sign up');
    await expect(login.getByRole('textbox', { name: 'Mobile number' })).toBeFocused();
    await expectNoAxeViolations(page, 'login dialog, phone step');
    await expectTouchTargets(page, 'login dialog, phone step');
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
    await expect(logIn).toBeFocused();
  });

  test('the login dialog, opened by a visitor checking out: back to Proceed to Checkout', async ({
    page,
  }) => {
    await seedDevice(page, { cart: [FOAM_JET] });
    await openCart(page);
    const checkout = page.getByRole('button', { name: 'Proceed to Checkout' });

    await pressEnterOn(checkout);

    const login = dialog(page, 'Log in or sign up');
    await expect(login.getByRole('textbox', { name: 'Mobile number' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
    await expect(checkout).toBeFocused();
  });

  test('the sub-service dialog: inside it, then back on the service, by Escape and by Close', async ({
    page,
  }) => {
    await page.goto('/service/MQ==');
    const splitAc = page.getByRole('main').getByRole('button', { name: 'Split AC', exact: true });
    const options = dialog(page, 'Split AC');

    await pressEnterOn(splitAc);
    await expectFocusInside(options);
    await page.keyboard.press('Escape');
    await expect(options).toBeHidden();
    await expect(splitAc).toBeFocused();

    await pressEnterOn(splitAc);
    await expectFocusInside(options);
    await options.getByRole('button', { name: 'Close', exact: true }).press('Enter');
    await expect(options).toBeHidden();
    await expect(splitAc).toBeFocused();
  });

  test('the confirm booking dialog: Cancel has the focus, then back to Proceed to Checkout', async ({
    page,
  }) => {
    await seedDevice(page, { userId: PRIYA_USER_ID, cart: [FOAM_JET, GAS_REFILL] });
    await openCart(page);
    const checkout = page.getByRole('button', { name: 'Proceed to Checkout' });

    await pressEnterOn(checkout);

    const confirm = dialog(page, 'Confirm Booking');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectTouchTargets(page, 'confirm booking dialog');
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(checkout).toBeFocused();
  });

  test("the cancel-order question: 'No, keep it' has the focus, then back to Cancel Order", async ({
    page,
  }) => {
    await seedDevice(page, { userId: PRIYA_USER_ID });
    await page.goto('/my-bookings-info?bookingId=5004');
    const cancelOrder = page.getByRole('button', { name: 'Cancel Order' }).first();

    await pressEnterOn(cancelOrder);

    const question = page.getByRole('alertdialog', { name: 'Cancel this order?' });
    await expect(question.getByRole('button', { name: 'No, keep it' })).toBeFocused();
    await expectTouchTargets(page, 'cancel-order question');
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(cancelOrder).toBeFocused();
  });

  test('the account menu: its first item, arrows between items, Escape back to the menu button', async ({
    page,
  }) => {
    await seedDevice(page, { userId: PRIYA_USER_ID });
    await page.goto('/');
    const menuButton = accountMenuButton(page);

    await pressEnterOn(menuButton);

    const menu = page.getByRole('menu', { name: 'Account menu' });
    await expect(menu.getByRole('menuitem', { name: 'My Profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'My Bookings' })).toBeFocused();
    await untilAnimationsEnd(page);
    await expectNoAxeViolations(page, 'account menu open');
    await expectTouchTargets(page, 'account menu open');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});
