import { expect, test, type Page } from '@playwright/test';
import { PRIYA_MOBILE } from '../support/demo';
import { saidWithBlank, translation } from '../support/languages';
import { logIn, type CodeSource } from '../support/login';
import { requiredOrigin } from '../support/servers';
import { chooseStars } from '../support/stars';
import { resetProvider, secureCode } from './support/provider';

/**
 * Rating a finished visit over HTTP: the app built with `ratings` against the secure reference
 * provider offering it (POST WorkOrder/rate, the detail rows' Rating_* and Technician_* fields).
 * Priya's tap replacement in booking 5003 was done five days ago; booking 5004 has Anil assigned.
 */

test.use({ baseURL: requiredOrigin('httpSession') });

test.beforeEach(async ({ request }) => {
  await resetProvider(request, 'sessionProvider');
});

for (const [language, width] of [
  ['en', 1280],
  ['te', 360],
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

    async function priyaOn(page: Page, bookingId: number, code: CodeSource) {
      await page.goto('/');
      await logIn(page, PRIYA_MOBILE, { code });
      // The language she chose on an earlier visit (the phone's menu holds the switch).
      await page.evaluate((chosen) => localStorage.setItem('lang', chosen), language);
      await page.goto(`/my-bookings-info?bookingId=${bookingId}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('GS-');
    }

    test('she rates a finished visit, the backend keeps it, and she changes it', async ({
      page,
      request,
    }) => {
      await priyaOn(page, 5003, secureCode(request));
      const rating = page.getByRole('group', { name: question });
      await expect(rating).toHaveCount(1);

      await chooseStars(rating.getByRole('radio', { name: t('rate.stars.4') }));
      await page.getByRole('checkbox', { name: t('rating.tags.polite') }).check({ force: true });
      await page.getByRole('textbox', { name: t('rate.commentLabel') }).fill('Neat work.');
      await page.getByRole('button', { name: t('rate.send') }).click();

      const given = page.locator('.visit-rating__given');
      await expect(given.getByText(t('rate.given.stars', { stars: 4 }))).toBeAttached();
      await expect(given.getByText(t('rating.tags.polite'))).toBeVisible();
      await expect(given.getByText('Neat work.')).toBeVisible();

      await given.getByRole('button', { name: t('rate.change') }).click();
      await chooseStars(page.getByRole('radio', { name: t('rate.stars.2') }));
      await page.getByRole('button', { name: t('rate.save') }).click();
      await expect(given.getByText(t('rate.given.stars', { stars: 2 }))).toBeAttached();
      // Polite does not fit two stars: the picker dropped it, and the backend kept what was sent.
      await expect(given.getByText(t('rating.tags.polite'))).toHaveCount(0);
      await page.reload();
      await expect(given.getByText(t('rate.given.stars', { stars: 2 }))).toBeAttached();

      await expectOnTheServicesReviews(page, 'Neat work.', 2);
    });

    test('who comes shows their record, and an order not done offers no rating', async ({
      page,
      request,
    }) => {
      await priyaOn(page, 5004, secureCode(request));

      await expect(page.locator('.visit-summary__record').first()).toBeVisible();
      await expect(page.getByRole('group', { name: question })).toHaveCount(0);
    });
  });
}
