import type { Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/a11y';
import { chooseLanguage, translation } from './support/languages';
import { layoutShifts, recordLayoutShifts } from './support/layoutShifts';
import { expect, test } from './support/pageHealth';
import type { Language } from '../../src/core/shared/language';
import { catalogueName } from './support/catalogueWords';

/**
 * A service's rating where she decides: its summary on its tile and in its options dialog, and its
 * reviews there, 10 at a time (the demo's seed: Taps & mixers 4.71 from 1,018 ratings and 34
 * reviews; Water tank has no ratings yet).
 */
const PLUMBING = `/service/${btoa('6')}`;
// Service names are the server's, shown as sent in every language.
/** The rated and the unrated service, by id: their names are in the language spoken. */
const TAPS_AND_MIXERS = 61;
const WATER_TANK = 65;

const cases: readonly { language: Language; width: number }[] = [
  { language: 'en', width: 360 },
  { language: 'te', width: 1280 },
];

for (const { language, width } of cases) {
  test(`${language} at ${width} px: a rated service's summary on its tile and in its dialog, its reviews 10 at a time, nothing for an unrated one`, async ({
    page,
  }) => {
    const t = (id: string, values: Record<string, string | number> = {}) =>
      translation(language, id, values);
    const RATED = catalogueName(language, 'services', TAPS_AND_MIXERS);
    const UNRATED = catalogueName(language, 'services', WATER_TANK);
    await page.setViewportSize({ width, height: 800 });
    await recordLayoutShifts(page);
    await page.goto(PLUMBING);
    if (language !== 'en') await chooseLanguage(page, language);

    const main = page.getByRole('main');
    const heard = t('rating.summary.heard', { average: '4.7', count: 1018 });
    const shown = t('rating.summary.shown', { average: '4.7', count: 1018 });
    const rated = main.getByRole('listitem').filter({ hasText: RATED });
    await expect(rated.getByText(heard, { exact: true })).toBeAttached();
    await expect(rated.getByText(shown, { exact: true })).toBeVisible();
    await expect(rated.getByText(shown, { exact: true })).toHaveAttribute('aria-hidden', 'true');
    const unrated = main.getByRole('listitem').filter({ hasText: UNRATED });
    await expect(unrated.locator('.tile__rating')).toHaveText('');
    // The summaries came after the tiles, into lines kept for them: nothing moved.
    if (language === 'en') expect(await layoutShifts(page)).toEqual([]);
    await expectNoSidewaysScroll(page, `services page in ${language} at ${width} px`);

    const dialog = await openDialog(page, RATED);
    await expect(dialog.getByText(heard, { exact: true })).toBeAttached();
    await expect(dialog.getByText(shown, { exact: true })).toBeVisible();
    const reviews = dialog.getByRole('region', {
      name: t('rating.reviews.listLabel', { service: RATED }),
    });
    await reviews
      .getByRole('button', { name: t('rating.reviews.open', { count: '1,018' }) })
      .click();
    const items = reviews.locator('li.review');
    await expect(items).toHaveCount(10);
    // Stars heard as words ("4 out of 5"), seen as decorative stars.
    const starsHeard = new RegExp(
      `^${t('rating.reviews.stars', { stars: 9 }).replace('9', '[1-5]')}$`,
    );
    await expect(items.first().getByText(starsHeard)).toBeAttached();
    await expect(items.first().getByText(/^[★☆]{5}$/)).toHaveAttribute('aria-hidden', 'true');
    await reviews.getByRole('button', { name: t('rating.reviews.more') }).click();
    await expect(items).toHaveCount(20);
    // A comment in another script carries its language.
    await expect(reviews.locator('.review__comment[lang]').first()).toBeAttached();
    await expectNoAxeViolations(page, `options dialog with reviews in ${language}`, {
      within: '.sub-service-dialog',
    });
    await expectNoSidewaysScroll(page, `dialog with reviews in ${language} at ${width} px`);
    await dialog.getByRole('button', { name: t('services.closeDialog') }).click();

    const unratedDialog = await openDialog(page, UNRATED);
    await expect(unratedDialog.locator('.sub-service-dialog__rating, .reviews')).toHaveCount(0);
  });
}

async function openDialog(page: Page, service: string) {
  await page.getByRole('main').getByRole('button', { name: service, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: service });
  await expect(dialog.getByRole('list').first()).toHaveAttribute('aria-busy', 'false');
  return dialog;
}
