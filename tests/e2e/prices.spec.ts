import { expect, test } from '@playwright/test';
import { openCart, toast } from './support/app';
import { orderSummary } from './support/cart';
import { PRIYA_USER_ID } from './support/demo';
import { FOAM_JET, seedDevice } from './support/device';

/** The cart on the device is the customer's to edit: checkout asks the catalogue its prices. */

function confirmDialog(page: import('@playwright/test').Page) {
  return page.getByRole('dialog', { name: 'Confirm Booking' });
}

test('a price edited on the device never reaches the confirm dialog', async ({ page }) => {
  await seedDevice(page, {
    userId: PRIYA_USER_ID,
    cart: [{ ...FOAM_JET, serviceOptionPrice: 0.01 }],
  });
  await openCart(page);

  await orderSummary(page).getByRole('button', { name: 'Proceed to Checkout' }).click();

  const confirm = confirmDialog(page);
  // ₹599.00 and 18 % GST: the catalogue's price; ₹0.01 shows only as what the cart said.
  await expect(confirm.getByRole('button', { name: 'Pay Now (₹706.82)' })).toBeVisible();
  await expect(confirm.getByText('Foam-jet service now costs ₹599.00, was ₹0.01.')).toBeVisible();
});

test('a price the catalogue changed since it went into the cart is shown before confirming', async ({
  page,
}) => {
  await seedDevice(page, {
    userId: PRIYA_USER_ID,
    cart: [{ ...FOAM_JET, serviceOptionPrice: 549 }],
  });
  await openCart(page);

  await orderSummary(page).getByRole('button', { name: 'Proceed to Checkout' }).click();

  const said = 'Foam-jet service now costs ₹599.00, was ₹549.00.';
  await expect(toast(page, said)).toBeVisible();
  const confirm = confirmDialog(page);
  await expect(confirm.getByText('Prices have changed')).toBeVisible();
  await expect(confirm.getByText(said)).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('(was ₹549.00)', { exact: true })).toBeVisible();
});
