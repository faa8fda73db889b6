import { expect, test } from '@playwright/test';
import { bookOption, expectCartBadge, openCategory, openService, toast } from './support/app';
import { PRIYA_MOBILE } from './support/demo';
import { accountMenuButton, logIn, logInButton, openAccountPage } from './support/login';

test('logging out says so, wipes the cart and starts afresh on the home page', async ({ page }) => {
  await page.goto('/');
  await logIn(page, PRIYA_MOBILE);
  await openCategory(page, 'Electrical');
  const dialog = await openService(page, 'Fans');
  await bookOption(dialog, 'Fan repair');
  await dialog.getByRole('button', { name: 'Continue Shopping' }).click();
  await expectCartBadge(page, 1);
  const servicesUrl = page.url();

  await openAccountPage(page, 'Logout');
  await expect(toast(page, 'Logged Out successfully!')).toBeVisible();
  expect(page.url()).toBe(servicesUrl);

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to GharSeva' })).toBeVisible();
  await expectCartBadge(page, 0);
  await expect(logInButton(page)).toBeVisible();
  await expect(accountMenuButton(page)).toHaveCount(0);
});

test('the cart badge and the options dialog keep in step with a second tab', async ({
  context,
}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  for (const tab of [first, second]) {
    await tab.goto('/');
    await openCategory(tab, 'Carpentry');
  }
  const firstDialog = await openService(first, 'Doors');
  const secondDialog = await openService(second, 'Doors');

  await bookOption(firstDialog, 'Hinge repair');
  await expectCartBadge(second, 1);
  await expect(
    secondDialog
      .getByRole('listitem')
      .filter({ hasText: 'Hinge repair' })
      .getByRole('button', { name: 'Added to Cart' }),
  ).toBeDisabled();
  await expect(secondDialog.getByRole('button', { name: 'Proceed to Checkout (1)' })).toBeVisible();

  await bookOption(secondDialog, 'Door lock installation');
  await expectCartBadge(first, 2);
  await expect(firstDialog.getByRole('button', { name: 'Proceed to Checkout (2)' })).toBeVisible();

  await secondDialog.getByRole('button', { name: 'Proceed to Checkout (2)' }).click();
  await second.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(second.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expectCartBadge(first, 0);
  await expect(
    firstDialog
      .getByRole('listitem')
      .filter({ hasText: 'Hinge repair' })
      .getByRole('button', { name: 'Book Now' }),
  ).toBeEnabled();
});
