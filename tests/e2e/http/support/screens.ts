import type { Locator, Page } from '@playwright/test';
import { fillAddress } from '../../support/addressFields';

/**
 * Screens of the HTTP-mode app as the fault tests reach them. Each waits for the screen's own
 * visible state, never for time.
 */

/** The home page's list of category cards. */
export function categoryList(page: Page): Locator {
  return page.locator('#categories').getByRole('list').first();
}

/** A category's link (or button, when it has no services) on the home page. */
export function categoryCard(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('link', { name, exact: true });
}

/** The services page's list of service cards. */
export function serviceList(page: Page): Locator {
  return page.getByRole('main').getByRole('list', { name: 'Services' });
}

/** A work-order card of the booking detail, by its option name. */
export function workOrder(page: Page, optionName: string): Locator {
  return page.getByRole('article', { name: optionName, exact: true });
}

/** The confirm booking dialog. */
export function confirmDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Confirm Booking' });
}

/** The cart page's Proceed to Checkout button (in the order summary). */
export function checkoutButton(page: Page): Locator {
  return page
    .getByRole('complementary', { name: 'Order summary' })
    .getByRole('button', { name: 'Proceed to Checkout' });
}

/** The profile form's fields, by their labels. */
export function profileField(page: Page, label: string): Locator {
  return page.getByLabel(label, { exact: true });
}

/** Fills the create-account form with valid values for Asha. */
export async function fillNewAccount(page: Page): Promise<void> {
  await profileField(page, 'First name').fill('Asha');
  await profileField(page, 'Last name').fill('Rao');
  await profileField(page, 'E-mail').fill('asha@example.in');
  await fillAddress(page);
  await profileField(page, 'Password').fill('secret1');
  await profileField(page, 'Confirm password').fill('secret1');
}
