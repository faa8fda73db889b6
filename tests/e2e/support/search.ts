import { expect, type Locator, type Page } from '@playwright/test';
import { appTookOver } from './app';

/** The home page's search field (a combobox). */
export function heroSearch(page: Page): Locator {
  return page.getByRole('search').getByRole('combobox', { name: 'Search services' });
}

/** Opens the search sheet with the navbar's icon: the icon, the sheet and its field. */
export async function openSearchSheet(page: Page) {
  await appTookOver(page);
  const icon = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
  await icon.click();
  const sheet = page.getByRole('dialog', { name: 'Search services' });
  return { icon, sheet, field: sheet.getByRole('combobox') };
}

/** The results the combobox controls. */
export function searchResults(field: Locator): Locator {
  return field.page().getByRole('listbox');
}

/** One result, by its name, as a screen reader names it ("Geyser Service · Air Conditioning…"). */
export function searchResult(field: Locator, name: string): Locator {
  return searchResults(field).getByRole('option', { name: new RegExp(`^${name} `) });
}

/** Types `text` into a search field as a customer would, and waits for `expected` among the results. */
export async function searchFor(field: Locator, text: string, expected: string): Promise<void> {
  await appTookOver(field.page());
  await field.click();
  await field.pressSequentially(text);
  await expect(searchResult(field, expected).first()).toBeVisible();
}

/** Moves the arrows to `name` (from the top of the list) and presses Enter. */
export async function pickWithKeys(field: Locator, name: string): Promise<void> {
  const page = field.page();
  const options = searchResults(field).getByRole('option');
  const names = await options.evaluateAll((nodes) =>
    nodes.map((node) => node.querySelector('.search__name')?.textContent ?? ''),
  );
  const index = names.indexOf(name);
  expect(index, `"${name}" is among the results: ${names.join(', ')}`).toBeGreaterThanOrEqual(0);
  for (let step = 0; step <= index; step++) await page.keyboard.press('ArrowDown');
  const active = await field.getAttribute('aria-activedescendant');
  await expect(page.locator(`[id="${active}"]`)).toContainText(name);
  await page.keyboard.press('Enter');
}
