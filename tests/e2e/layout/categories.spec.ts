import { expect, type Page } from '@playwright/test';
import { expectFontInUse, test } from '../support/fonts';
import { seedDevice } from '../support/device';
import { translation } from '../support/languages';
import { LANGUAGES } from '../../../src/core/shared/language';

/** Where the section after the categories starts, from the top of the page. */
async function topOfWhatFollows(page: Page): Promise<number> {
  return page
    .locator('#categories + section')
    .evaluate((section) => section.getBoundingClientRect().top + window.scrollY);
}

for (const language of LANGUAGES) {
  test(`in ${language}, on a phone, nothing after the categories moves when they replace their placeholders`, async ({
    page,
    fontSet,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await seedDevice(page, { language });
    const heading = page.getByRole('heading', { level: 1 });

    // The page's first paint alone: the app's code never arrives.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(heading).toHaveText(translation(language, 'heroTitle'));
    await expectFontInUse(page, fontSet);
    await expect(page.locator('#categories .skeleton').first()).toBeVisible();
    const drawnFirst = await topOfWhatFollows(page);

    await page.unroute('**/assets/*.js');
    await page.goto('/');
    await expect(page.locator('#categories ul')).toHaveAttribute('aria-busy', 'false');
    await expect(heading).toHaveText(translation(language, 'heroTitle'));

    expect(await topOfWhatFollows(page)).toBeCloseTo(drawnFirst, 0);
  });
}
