import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/a11y';
import { appTookOver, openCart, optionCard } from '../support/app';
import {
  heroSearch,
  openSearchSheet,
  pickWithKeys,
  searchFor,
  searchResult,
  searchResults,
} from '../support/search';
import { armFaults, resetProvider } from './support/provider';

/** The search over HTTP: its index is read from the reference provider's catalogue. */

test.beforeEach(async ({ request }) => {
  await resetProvider(request);
});

test('"water heater" finds the Geyser’s options over HTTP; arrows and Enter open the dialog with the option in view', async ({
  page,
}) => {
  await page.goto('/');
  const field = heroSearch(page);
  await searchFor(field, 'water heater', 'Descaling');
  await expect(searchResult(field, 'Descaling')).toContainText(
    'Option · Air Conditioning & Heating › Geyser',
  );

  await pickWithKeys(field, 'Descaling');

  const dialog = page.getByRole('dialog', { name: 'Geyser' });
  const card = optionCard(dialog, 'Descaling');
  await expect(card).toBeInViewport();
  await expect(card.getByRole('button', { name: 'Book Now' })).toBeFocused();
});

test('nothing found says so over HTTP, with the list open accessible', async ({ page }) => {
  await page.goto('/');
  await appTookOver(page);
  const field = heroSearch(page);
  await field.click();
  await field.pressSequentially('xyzzy');

  await expect(page.getByRole('strong')).toHaveText('Nothing found for “xyzzy”.');
  await expect(searchResult(field, 'Split AC')).toBeVisible();
  await expectNoAxeViolations(page, 'home with nothing found, over HTTP');
});

test('when no service’s options can be read, categories and services stay searchable and the list says so', async ({
  page,
  request,
}) => {
  await armFaults(request, {
    path: 'Services/allSubServicesByServiceId',
    times: 'always',
    respond: { status: 500, body: '' },
  });
  await page.goto('/');
  const field = heroSearch(page);
  await searchFor(field, 'gizer', 'Geyser');

  await expect(
    page.getByText(
      'Some services could not be searched just now. Search again later to include them.',
    ),
  ).toBeVisible({ timeout: 20_000 });
  await expect(searchResults(field).getByRole('option', { name: /^Descaling / })).toHaveCount(0);
});

test.describe('on a 360 × 780 phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the search sheet finds a service and Escape returns the focus to the icon', async ({
    page,
  }) => {
    await openCart(page);
    const { icon, sheet, field } = await openSearchSheet(page);
    await expect(field).toBeFocused();
    await field.pressSequentially('aquaguard');
    await expect(searchResults(field).getByRole('option').first()).toContainText('purifier');
    await expectNoAxeViolations(page, 'the search sheet over HTTP');

    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(icon).toBeFocused();
  });
});
