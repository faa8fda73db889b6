import { liveRegion } from '../support/a11y';
import { bookOption, openCart, openCategory, openService } from '../support/app';
import { quantityStepper } from '../support/cart';
import { PRIYA_MOBILE, PRIYA_USER_ID } from '../support/demo';
import { FOAM_JET, GAS_REFILL, seedDevice } from '../support/device';
import { logInButton, requestCode } from '../support/login';
import { gstOn, rupees } from '../support/money';
import { expect, test } from '../support/pageHealth';

test('the shell has one polite live region, there and silent from the first paint', async ({
  page,
}) => {
  await page.goto('/');

  await expect(liveRegion(page)).toHaveCount(1);
  await expect(liveRegion(page)).toHaveAttribute('aria-live', 'polite');
  await expect(liveRegion(page)).toHaveText('');
});

test('booking an option announces it with the cart count: "Foam-jet service added. Cart, 1 item"', async ({
  page,
}) => {
  await page.goto('/');
  await openCategory(page, 'Air Conditioning & Heating');
  const dialog = await openService(page, 'Split AC');

  await bookOption(dialog, 'Foam-jet service');
  await expect(liveRegion(page)).toHaveText('Foam-jet service added. Cart, 1 item');
  await bookOption(dialog, 'Gas refill');
  await expect(liveRegion(page)).toHaveText('Gas refill added. Cart, 2 items');
});

test('changing a quantity in the cart announces the count and the new total, and Clear Cart "Cart, empty"', async ({
  page,
}) => {
  await seedDevice(page, { cart: [FOAM_JET, GAS_REFILL] });
  await openCart(page);

  await quantityStepper(page, 'Gas refill')
    .getByRole('button', { name: 'Add one more Gas refill' })
    .click();

  const subtotal = (599 + 2 * 2499) * 100;
  await expect(liveRegion(page)).toHaveText(
    `Cart, 3 items. Total ${rupees(subtotal + gstOn(subtotal))}`,
  );
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(liveRegion(page)).toHaveText('Cart, empty');
});

test('sending the code is announced politely as well as in its toast: "OTP sent to +91 …"', async ({
  page,
}) => {
  await page.goto('/');
  await logInButton(page).click();

  await requestCode(page, PRIYA_MOBILE);

  await expect(liveRegion(page)).toHaveText(`OTP sent to +91 ${PRIYA_MOBILE}`);
});

test('cancelling an order is announced politely: "Booking cancelled successfully", and which', async ({
  page,
}) => {
  await seedDevice(page, { userId: PRIYA_USER_ID });
  await page.goto('/my-bookings-info?bookingId=5004');
  await page.getByRole('button', { name: 'Cancel Order' }).first().click();

  await page
    .getByRole('alertdialog', { name: 'Cancel this order?' })
    .getByRole('button', { name: 'Yes, cancel' })
    .click();

  await expect(liveRegion(page)).toHaveText(
    'Booking cancelled successfully: Ceiling fan installation (Fans).',
  );
});
