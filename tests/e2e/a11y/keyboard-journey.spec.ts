import type { Locator, Page } from '@playwright/test';
import { DEMO_CODE, PRIYA_MOBILE } from '../support/demo';
import { codeBoxes } from '../support/login';
import { expect, test } from '../support/pageHealth';
import { demoSheet, PAY_NOW } from '../support/payments';

const MAX_TABS = 80;

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through the
 * page, and checks that the focus can be seen there. Fails when it is never reached.
 */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let presses = 0; presses < MAX_TABS; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectVisibleFocus(target);
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`${MAX_TABS} presses of ${key} never reached ${target.toString()}`);
}

/** The focused control shows it: an outline or a focus ring drawn as a shadow (WCAG 2.4.7). */
async function expectVisibleFocus(target: Locator): Promise<void> {
  const ring = await target.evaluate((element) => {
    const focusRing = (node: Element, pseudo?: string) => {
      const style = getComputedStyle(node, pseudo);
      return (
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none'
      );
    };
    // A card's link draws its ring on the ::after that covers the card; a radio drawn as a
    // chip (the visit's windows), on its label.
    const label = element.closest('label');
    return (
      focusRing(element) ||
      focusRing(element, '::after') ||
      (label !== null && label !== element && focusRing(label))
    );
  });
  expect(ring, `${target.toString()} shows where the focus is`).toBe(true);
}

test('the whole journey works with the keyboard alone: browse, book, check out, log in, confirm, My Bookings', async ({
  page,
}) => {
  test.slow();
  await page.goto('/');
  await expect(page.locator('#categories ul')).toHaveAttribute('aria-busy', 'false');

  // Skip the navbar, then on to a category.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(
    page,
    page.getByRole('main').getByRole('link', { name: 'Air Conditioning & Heating' }),
  );
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Air Conditioning & Heating' }),
  ).toBeVisible();

  // The new page's content has the focus: the next Tabs reach its services.
  await expect(page.getByRole('main')).toBeFocused();
  const splitAc = page.getByRole('main').getByRole('button', { name: 'Split AC', exact: true });
  await tabTo(page, splitAc);
  await page.keyboard.press('Enter');
  const options = page.getByRole('dialog', { name: 'Split AC' });
  await expect(options.getByRole('list', { name: 'Service options' })).toHaveAttribute(
    'aria-busy',
    'false',
  );

  // Book Now with Space; the focus stays in the dialog, which Shift+Tab can walk back through.
  const foamJet = options
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Foam-jet service', exact: true }) });
  await tabTo(page, foamJet.getByRole('button', { name: 'Book Now' }));
  await page.keyboard.press('Space');
  const added = foamJet.getByRole('button', { name: 'Added to Cart' });
  await expect(added).toBeDisabled();
  await expect(added).toBeFocused();
  const checkoutFromDialog = options.getByRole('button', { name: 'Proceed to Checkout (1)' });
  await tabTo(page, checkoutFromDialog);
  await tabTo(page, options.getByRole('button', { name: 'View Details' }).first(), 'Shift+Tab');
  await tabTo(page, checkoutFromDialog);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();

  // Checkout asks a visitor to log in: number, Enter, the code, Enter.
  await tabTo(page, page.getByRole('button', { name: 'Proceed to Checkout' }));
  await page.keyboard.press('Enter');
  const phone = page.getByRole('textbox', { name: 'Mobile number' });
  await expect(phone).toBeFocused();
  await page.keyboard.type(PRIYA_MOBILE);
  await page.keyboard.press('Enter');
  await expect(codeBoxes(page)[0]!).toBeFocused();
  await page.keyboard.type(DEMO_CODE);
  await page.keyboard.press('Enter');

  // Logged in, checkout goes on to the confirmation: Cancel has the focus, Tab reaches the visit's
  // windows (the demo has the slots extension), Space chooses one, and Tab reaches Pay Now.
  const confirm = page.getByRole('dialog', { name: 'Confirm Booking' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await tabTo(
    page,
    confirm
      .getByRole('group', { name: /^Times on / })
      .getByRole('radio', { disabled: false })
      .first(),
  );
  await page.keyboard.press('Space');
  await expect(confirm.getByText(/^Your visit /)).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: PAY_NOW }));
  await page.keyboard.press('Enter');
  // The demo's payment sheet opens with its Pay button focused: Enter pays.
  await expect(demoSheet(page).getByRole('button', { name: /^Pay ₹/ })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL('/my-bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  await expect(page.getByText('6 bookings', { exact: true })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'View Details' }).first());
});
