import { expect, type Locator, type Page } from '@playwright/test';
import type { Language } from '../../../src/core/shared/language';
import { translation } from './languages';

/** One line of the cart page, found by its option name. */
export function cartLine(page: Page, option: string): Locator {
  return page
    .getByRole('list', { name: 'Your cart' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: option, exact: true }) });
}

/** The −/quantity/+ group of a cart line. */
export function quantityStepper(page: Page, option: string): Locator {
  return cartLine(page, option).getByRole('group', { name: `Quantity of ${option}` });
}

/** Asserts a line's quantity and its line total, shown on its own. */
export async function expectLine(
  page: Page,
  option: string,
  quantity: number,
  lineTotal: string,
): Promise<void> {
  await expect(quantityStepper(page, option).getByRole('status')).toHaveText(String(quantity));
  await expect(cartLine(page, option).getByText(lineTotal, { exact: true })).toBeVisible();
}

/** The order summary beside the cart lines. */
export function orderSummary(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Order summary' });
}

/** The amount beside `label` ('Subtotal', 'Tax (18% GST)', 'Total', 'Total Amount') in `scope`. */
export function amountBeside(scope: Locator, label: string): Locator {
  return scope
    .locator('dl > div')
    .filter({ has: scope.page().getByText(label, { exact: true }) })
    .getByRole('definition');
}

/** Proceed to Checkout from the cart page's order summary, both named in `language`. */
export async function proceedToCheckout(page: Page, language: Language = 'en'): Promise<void> {
  await page
    .getByRole('complementary', { name: translation(language, 'cart.summary') })
    .getByRole('button', { name: translation(language, 'cart.checkout') })
    .click();
}
