import { expect, type Locator, type Page } from '@playwright/test';

/** The transient notification with `text` (PrimeReact's toast message is an alert). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

/** The cart icon in the navbar; its accessible name carries the count ("Cart, 2 items"). */
export function cartLink(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: /^Cart,/ });
}

/** Asserts the navbar's cart: "Cart, empty" and no badge, or the count in name and badge. */
export async function expectCartBadge(page: Page, units: number): Promise<void> {
  const link = cartLink(page);
  if (units === 0) {
    await expect(link).toHaveAccessibleName('Cart, empty');
    await expect(link).toHaveText('');
  } else {
    await expect(link).toHaveAccessibleName(`Cart, ${units} ${units === 1 ? 'item' : 'items'}`);
    await expect(link).toHaveText(String(units));
  }
}

/**
 * Waits for My Bookings to list `count` bookings, each with what it holds and its amount: the
 * page has made every call it makes on opening.
 */
export async function expectBookingsFilledIn(page: Page, count: number): Promise<void> {
  await expect(page.getByText(`${count} bookings`, { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText(/^Amount with GST/)).toHaveCount(count);
}

/** From the home page, opens a category by its card and waits for its services page. */
export async function openCategory(page: Page, category: string): Promise<void> {
  await page.getByRole('main').getByRole('link', { name: category, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: category })).toBeVisible();
}

/** On a services page, opens a service's options dialog and waits for its options. */
export async function openService(page: Page, service: string): Promise<Locator> {
  await page.getByRole('main').getByRole('button', { name: service, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: service });
  await expect(dialog.getByRole('list', { name: 'Service options' })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  return dialog;
}

/** One option card of the sub-service dialog, found by its name. */
export function optionCard(dialog: Locator, option: string): Locator {
  return dialog
    .getByRole('listitem')
    .filter({ has: dialog.page().getByRole('heading', { name: option, exact: true }) });
}

/** Clicks Book Now on an option and waits until it reads a disabled 'Added to Cart'. */
export async function bookOption(dialog: Locator, option: string): Promise<void> {
  const card = optionCard(dialog, option);
  await card.getByRole('button', { name: 'Book Now' }).click();
  await expect(card.getByRole('button', { name: 'Added to Cart' })).toBeDisabled();
}

/** The price an option card shows ("₹599.00"), without the with-GST line beside it. */
export async function optionPrice(dialog: Locator, option: string): Promise<string> {
  return optionCard(dialog, option)
    .getByText(/^₹[\d,]+\.\d{2}$/)
    .innerText();
}

/**
 * Opens the home page and waits for its categories, so the page below them (the footer) has
 * stopped moving before anything there is clicked.
 */
export async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.locator('#categories').getByRole('list').first()).toHaveAttribute(
    'aria-busy',
    'false',
  );
}

/**
 * Waits until the app has replaced the page's first paint, which is inert: a customer cannot type
 * into it, and a test that did would lose the keys pressed before the app took over.
 */
export async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator('.first-paint')).toHaveCount(0);
}

/**
 * Waits until the app has drawn the page live and nothing on it is still loading: every list and
 * section that waits for data says so with `aria-busy="true"` until it arrives.
 */
export async function pageReady(page: Page): Promise<void> {
  await appTookOver(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Opens the cart page and waits for the app to take it over: the page's first paint already
 * shows a stored cart, Proceed to Checkout among it, but inert until the app has drawn it live.
 */
export async function openCart(page: Page): Promise<void> {
  await page.goto('/cart');
  await appTookOver(page);
}
