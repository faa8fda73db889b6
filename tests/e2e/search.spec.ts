import { expect, test } from '@playwright/test';
import { catalogueName, GEYSER } from './support/catalogueWords';
import { expectNoAxeViolations } from './support/a11y';
import { appTookOver, expectCartBadge, openCart, optionCard } from './support/app';
import { chooseLanguage } from './support/languages';
import {
  heroSearch,
  openSearchSheet,
  pickWithKeys,
  searchFor,
  searchResult,
  searchResults,
} from './support/search';

const PHONE = { width: 360, height: 780 };

test('"gizer" typed on the home page finds the Geyser; arrows and Enter open its options', async ({
  page,
}) => {
  await page.goto('/');
  const field = heroSearch(page);
  await searchFor(field, 'gizer', 'Geyser');
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expect(searchResult(field, 'Geyser')).toContainText('Service · Air Conditioning & Heating');

  await pickWithKeys(field, 'Geyser');

  await expect(page).toHaveURL('/service/MQ==?open=13');
  const dialog = page.getByRole('dialog', { name: 'Geyser' });
  await expect(optionCard(dialog, 'Repair')).toBeVisible();
});

test('every key typed while the search’s code arrives is kept: before it, and the moment it takes the field', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/SearchCombobox-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const field = heroSearch(page);
  await appTookOver(page);
  await field.click();
  await field.pressSequentially('water');
  // Two keys typed as the combobox is put in the page (the first moment script can run after it),
  // each read from the field as the browser would: the second must find the first. Watching is
  // in place before the code is let through (the promise rides in an object so as not to be
  // waited for here).
  const takeover = await page.evaluateHandle(() => ({
    typed: new Promise<{ focused: boolean }>((done) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      new MutationObserver((records, observer) => {
        const combobox = records
          .flatMap((record) => [...record.addedNodes])
          .filter((node) => node instanceof HTMLElement)
          .map((node) => node.querySelector<HTMLInputElement>('input[aria-controls]'))
          .find((input) => input !== null);
        if (!combobox) return;
        observer.disconnect();
        const focused = document.activeElement === combobox;
        for (const key of [' ', 'h']) {
          setValue.call(combobox, combobox.value + key);
          combobox.dispatchEvent(new Event('input', { bubbles: true }));
        }
        done({ focused });
      }).observe(document.body, { childList: true, subtree: true });
    }),
  }));

  release();
  expect(await takeover.evaluate((watch) => watch.typed)).toEqual({ focused: true });
  await expect(field).toHaveValue('water h');
  await field.pressSequentially('eater not heating');

  await expect(field).toHaveValue('water heater not heating');
  await expect(searchResult(field, 'Descaling').first()).toBeVisible();
});

test('an option found by search opens in its service’s dialog, in view, its Book Now ready for Enter', async ({
  page,
}) => {
  await page.goto('/');
  const field = heroSearch(page);
  await searchFor(field, 'tank cleaning', 'Tank cleaning');
  await expect(searchResult(field, 'Tank cleaning')).toContainText(
    'Option · Plumbing › Water tank',
  );
  await expect(searchResult(field, 'Tank cleaning')).toContainText('with GST');

  await pickWithKeys(field, 'Tank cleaning');

  const dialog = page.getByRole('dialog', { name: 'Water tank' });
  const card = optionCard(dialog, 'Tank cleaning');
  await expect(card).toBeInViewport();
  const book = card.getByRole('button', { name: 'Book Now' });
  await expect(book).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('button', { name: 'Added to Cart' })).toBeVisible();
  await expectCartBadge(page, 1);
});

test('Back from a dialog opened by search closes it and stays on the category’s services', async ({
  page,
}) => {
  await page.goto('/');
  const field = heroSearch(page);
  await searchFor(field, 'geyser', 'Geyser');
  await pickWithKeys(field, 'Geyser');
  const dialog = page.getByRole('dialog', { name: 'Geyser' });
  await expect(dialog).toBeVisible();
  // The dialog adds its history entry once it is open: Back before that would leave the page.
  await page.waitForFunction(() => typeof window.history.state?.usr?.overlay === 'string');

  await page.goBack();

  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Air Conditioning & Heating' }),
  ).toBeVisible();
});

test('a category found by search opens its services page', async ({ page }) => {
  await page.goto('/');
  const field = heroSearch(page);
  await searchFor(field, 'plumbing', 'Plumbing');

  await searchResult(field, 'Plumbing').click();

  await expect(page).toHaveURL('/service/Ng==');
  await expect(page.getByRole('heading', { level: 1, name: 'Plumbing' })).toBeVisible();
});

test('Escape closes the list and keeps the focus in the field; a second Escape clears it', async ({
  page,
}) => {
  await page.goto('/');
  const field = heroSearch(page);
  await searchFor(field, 'fan', 'Fans');

  await page.keyboard.press('Escape');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(searchResults(field)).toBeHidden();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('fan');

  await page.keyboard.press('Escape');
  await expect(field).toHaveValue('');
  await expect(field).toBeFocused();
});

test('nothing found says so, and offers the most asked-for services and the full list', async ({
  page,
}) => {
  await page.goto('/');
  await appTookOver(page);
  const field = heroSearch(page);
  await field.click();
  await field.pressSequentially('xyzzy');

  await expect(page.getByRole('strong')).toHaveText('Nothing found for “xyzzy”.', {
    timeout: 10_000,
  });
  await expect(searchResults(field)).toHaveAccessibleName('Most asked for');
  await expect(searchResult(field, 'Split AC')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Nothing found' })).toHaveCount(1);

  await page.getByRole('link', { name: 'See all services' }).click();
  await expect(page).toHaveURL('/service');
});

test('Hindi and Telugu words find the same services whatever language the app speaks', async ({
  page,
}) => {
  await page.goto('/');
  await chooseLanguage(page, 'te');
  const field = page.getByRole('search').getByRole('combobox');
  await expect(field).toHaveAccessibleName('సర్వీసులు వెతకండి');

  await field.click();
  await field.pressSequentially('गीजर');
  const geyser = catalogueName('te', 'services', GEYSER);
  await expect(searchResult(field, geyser).first()).toBeVisible();
  await expect(searchResult(field, geyser).first()).toContainText('సర్వీస్');

  await field.fill('');
  await field.pressSequentially('కుళాయి');
  await expect(searchResults(field).getByRole('option').first()).toContainText(
    catalogueName('te', 'services', 61),
  );
});

test('the list open is accessible: axe finds no WCAG 2.2 AA violation', async ({ page }) => {
  await page.goto('/');
  const field = heroSearch(page);
  await searchFor(field, 'ac', 'Split AC');
  await page.keyboard.press('ArrowDown');

  await expectNoAxeViolations(page, 'home with the search list open');
});

test.describe('on a 360 × 780 phone', () => {
  test.use({ viewport: PHONE });

  test('the navbar’s search icon opens a full-width sheet; Escape closes it and returns the focus', async ({
    page,
  }) => {
    await openCart(page);
    const { icon, sheet, field } = await openSearchSheet(page);

    await expect(sheet).toBeVisible();
    const box = await sheet.boundingBox();
    expect(box?.width).toBe(PHONE.width);
    await expect(field).toBeFocused();
    await field.pressSequentially('nal');
    await expect(searchResults(field).getByRole('option').first()).toContainText('Taps & mixers');
    await expectNoAxeViolations(page, 'the search sheet with results');

    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(icon).toBeFocused();
    await expect(page).toHaveURL('/cart');
  });

  test('an option picked in the sheet opens its dialog on its services page, and Back returns to that page', async ({
    page,
  }) => {
    await page.goto('/about');
    const { field } = await openSearchSheet(page);
    await field.pressSequentially('foam jet');
    await expect(searchResult(field, 'Foam-jet service')).toBeVisible();

    await pickWithKeys(field, 'Foam-jet service');

    const dialog = page.getByRole('dialog', { name: 'Split AC' });
    await expect(optionCard(dialog, 'Foam-jet service')).toBeInViewport();
    await expect(page.getByRole('dialog', { name: 'Search services' })).toHaveCount(0);
    await page.goBack();
    await expect(dialog).toHaveCount(0);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Air Conditioning & Heating' }),
    ).toBeVisible();
  });
});
