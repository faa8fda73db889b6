import { expect, test, type Locator, type Page } from '@playwright/test';
import { PRIYA_USER_ID } from './support/demo';
import { seedDevice } from './support/device';
import { saidWithBlank, translation } from './support/languages';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/a11y';
import { chooseStars } from './support/stars';

/**
 * Rating a finished visit in the demo (the `ratings` extension; the demo has every extension):
 * Priya's tap replacement in booking 5003 was done five days ago and is hers to rate; the other
 * services of that booking are not done; booking 5004's technician has a record with us.
 */

for (const [language, width] of [
  ['en', 360],
  ['te', 1280],
] as const) {
  const t = (id: string, values?: Record<string, string | number>) =>
    translation(language, id, values);
  /** "How was Naresh's visit?" for any name. */
  const question = new RegExp(`^${saidWithBlank(language, 'rate.question', {}, 'name').source}$`);

  test.describe(`in ${language} at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    /** Her review, newest, in the tap service's reviews for every customer to read. */
    async function expectOnTheServicesReviews(page: Page, words: string, stars: number) {
      await page.goto(`/service/${btoa('6')}?open=61`);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: /^[^(]+\([\d,]+\)$/ }).click();
      const newest = dialog.locator('li.review').first();
      await expect(newest.getByText(words)).toBeVisible();
      await expect(newest.getByText(t('rating.reviews.stars', { stars }))).toBeAttached();
      await expect(newest.getByText(/^Priya S\., /)).toBeVisible();
    }

    async function bookingPage(page: Page, bookingId: number): Promise<void> {
      await seedDevice(page, { userId: PRIYA_USER_ID, language });
      await page.goto(`/my-bookings-info?bookingId=${bookingId}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('GS-');
    }

    const given = (page: Page): Locator =>
      page.locator('.visit-rating__given').filter({ hasText: t('rate.given.heading') });

    test('she rates a finished visit by keyboard alone: stars, a tag and her words; then changes it', async ({
      page,
    }) => {
      await bookingPage(page, 5003);
      const rating = page.getByRole('group', { name: question });
      await expect(rating).toHaveCount(1);

      // The stars are one radio group: arrow keys move the choice, Tab leaves it.
      await rating.getByRole('radio', { name: t('rate.stars.1') }).focus();
      await page.keyboard.press('Space');
      for (let press = 0; press < 3; press += 1) await page.keyboard.press('ArrowRight');
      await expect(rating.getByRole('radio', { name: t('rate.stars.4') })).toBeChecked();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('checkbox', { name: t('rating.tags.on-time') })).toBeFocused();
      await page.keyboard.press('Space');
      const words = page.getByRole('textbox', { name: t('rate.commentLabel') });
      await words.focus();
      await page.keyboard.type('Fixed the tap in twenty minutes.');
      await expect(page.getByText('32/500')).toBeVisible();
      await expectNoSidewaysScroll(page, 'the rating form');
      await expectNoAxeViolations(page, 'the rating form');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: t('rate.send') })).toBeFocused();
      await page.keyboard.press('Enter');

      await expect(given(page)).toBeVisible();
      await expect(given(page)).toBeFocused();
      await expect(given(page).getByText(t('rate.given.stars', { stars: 4 }))).toBeAttached();
      await expect(given(page).getByText(t('rating.tags.on-time'))).toBeVisible();
      await expect(given(page).getByText('Fixed the tap in twenty minutes.')).toBeVisible();

      // Within its week she may change it; what shows is what the backend keeps.
      await given(page)
        .getByRole('button', { name: t('rate.change') })
        .click();
      await chooseStars(page.getByRole('radio', { name: t('rate.stars.5') }));
      await page.getByRole('button', { name: t('rate.save') }).click();
      await expect(given(page).getByText(t('rate.given.stars', { stars: 5 }))).toBeAttached();
      await page.reload();
      await expect(given(page).getByText(t('rate.given.stars', { stars: 5 }))).toBeAttached();
      await expect(given(page).getByText('Fixed the tap in twenty minutes.')).toBeVisible();

      await expectOnTheServicesReviews(page, 'Fixed the tap in twenty minutes.', 5);
    });

    test('an assigned booking shows who comes with their record, and no order not done offers a rating', async ({
      page,
    }) => {
      await bookingPage(page, 5004);

      await expect(page.locator('.visit-summary__record').first()).toBeVisible();
      await expect(
        page.getByText(
          saidWithBlank(language, 'visit.summary.recordSpoken', { jobs: 96 }, 'rating'),
        ),
      ).toBeAttached();
      await expect(page.getByRole('group', { name: question })).toHaveCount(0);
      await expect(page.getByRole('radio')).toHaveCount(0);
    });
  });
}
