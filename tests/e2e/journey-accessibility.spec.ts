import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/a11y';
import { bookOption, openCategory, openService } from './support/app';
import { PRIYA_MOBILE } from './support/demo';
import { loginDialog, requestCode, submitCode } from './support/login';

/** Two options of Split AC in the cart, and the cart page open. */
async function fillCart(page: Page): Promise<void> {
  await page.goto('/');
  await openCategory(page, 'Air Conditioning & Heating');
  const dialog = await openService(page, 'Split AC');
  await bookOption(dialog, 'Foam-jet service');
  await bookOption(dialog, 'Gas refill');
  await dialog.getByRole('button', { name: 'Proceed to Checkout (2)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
}

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('no journey screen scrolls sideways, and the menu opens below the bar', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#categories').getByRole('listitem').first()).toBeVisible();
    const banner = page.getByRole('banner');
    await expectNoSidewaysScroll(page, 'home');
    const bar = (await banner.getByRole('button', { name: 'Menu' }).boundingBox())!;

    // The collapsed menu opens below the bar.
    await banner.getByRole('button', { name: 'Menu' }).click();
    const home = banner.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Home',
    });
    await expect(home).toBeVisible();
    expect((await home.boundingBox())!.y).toBeGreaterThan(bar.y + bar.height);
    await expectNoSidewaysScroll(page, 'open menu');
    await page.keyboard.press('Escape');
    await expect(home).toBeHidden();
    await expect(banner.getByRole('button', { name: 'Menu' })).toBeFocused();
    await expect(banner.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await openCategory(page, 'Air Conditioning & Heating');
    await expectNoSidewaysScroll(page, 'services');
    const dialog = await openService(page, 'Split AC');
    await bookOption(dialog, 'Foam-jet service');
    await dialog.getByRole('button', { name: 'Proceed to Checkout (1)' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'cart');

    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await requestCode(page, PRIYA_MOBILE);
    // The six code boxes sit in one row inside the dialog, each big enough to tap.
    const boxes = await Promise.all(
      (await page.getByRole('textbox', { name: /^Digit \d of 6$/ }).all()).map((box) =>
        box.boundingBox(),
      ),
    );
    const dialogBox = (await loginDialog(page).boundingBox())!;
    for (const box of boxes) {
      expect(box!.y).toBe(boxes[0]!.y);
      expect(box!.width).toBeGreaterThanOrEqual(24);
      expect(box!.x + box!.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
    }
    await expectNoSidewaysScroll(page, 'login dialog');

    await page.goto('/no/such/page');
    await expectNoSidewaysScroll(page, 'not found');
  });
});

for (const viewport of [
  { width: 360, height: 760 },
  { width: 1280, height: 860 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    // A full axe audit takes a second or more per screen on a busy machine.
    test.slow();

    test('the home, menu, services and not-found screens meet WCAG AA', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('#categories').getByRole('listitem').first()).toBeVisible();
      await expectNoAxeViolations(page, 'home');
      const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
      if (await menu.isVisible()) {
        await menu.click();
        await expectNoAxeViolations(page, 'open menu');
        await menu.click();
      }
      await openCategory(page, 'Air Conditioning & Heating');
      await expectNoAxeViolations(page, 'services');
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expectNoAxeViolations(page, 'not found');
    });

    test('the sub-service dialog, the cart and the empty cart meet WCAG AA', async ({ page }) => {
      await page.goto('/');
      await openCategory(page, 'Air Conditioning & Heating');
      const dialog = await openService(page, 'Split AC');
      await bookOption(dialog, 'Foam-jet service');
      await dialog
        .getByRole('listitem')
        .filter({ hasText: 'Gas refill' })
        .getByRole('button', { name: 'View Details' })
        .click();
      await expectNoAxeViolations(page, 'sub-service dialog');
      await dialog.getByRole('button', { name: 'Proceed to Checkout (1)' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
      await expectNoAxeViolations(page, 'cart');
      await page.getByRole('button', { name: 'Clear Cart' }).click();
      await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
      await expectNoAxeViolations(page, 'empty cart');
    });

    test('the login steps with their errors and the confirm dialog meet WCAG AA', async ({
      page,
    }) => {
      await fillCart(page);
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await page.getByRole('textbox', { name: 'Mobile number' }).fill('5555555555');
      await expect(loginDialog(page).getByRole('alert')).toBeVisible();
      await expectNoAxeViolations(page, 'login, phone step with an error');
      await requestCode(page, PRIYA_MOBILE);
      await submitCode(page, '000000');
      await expect(loginDialog(page).getByRole('alert')).toBeVisible();
      await expectNoAxeViolations(page, 'login, code step with an error');
      await submitCode(page);
      await expect(page.getByRole('dialog', { name: 'Confirm Booking' })).toBeVisible();
      await expectNoAxeViolations(page, 'confirm dialog');
    });
  });
}
