import { expect, test } from '@playwright/test';
import { geyserJourney } from '../support/catalogueJourney';
import { seedDevice } from '../support/device';
import { translation } from '../support/languages';
import { requiredOrigin } from '../support/servers';
import { resetProvider, secureCode } from './support/provider';

/**
 * The catalogue in Hindi and Telugu over HTTP: the app built with `catalogue-languages` against
 * the secure reference provider offering it (Accept-Language on every call; names and
 * descriptions answered in it). And a backend without the extension: English names, nothing
 * broken.
 */
test.describe('against a backend with catalogue-languages', () => {
  test.use({ baseURL: requiredOrigin('httpSession') });

  test.beforeEach(async ({ request }) => {
    await resetProvider(request, 'sessionProvider');
  });

  for (const language of ['hi', 'te'] as const)
    for (const width of [360, 1280])
      test(`in ${language} at ${width} px, the geyser journey from search to receipt, in her words`, async ({
        page,
        request,
      }) => {
        test.slow();
        await page.setViewportSize({ width, height: 800 });
        await seedDevice(page, { language });

        await geyserJourney(page, { language, code: secureCode(request), paying: 'after-service' });
      });
});

test.describe('against a backend without it', () => {
  test.use({ baseURL: requiredOrigin('http') });

  test('in Telugu, the app speaks Telugu, and the catalogue’s names come in English and its pages open', async ({
    page,
  }) => {
    await seedDevice(page, { language: 'te' });
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      translation('te', 'heroTitle'),
    );
    await page.getByRole('main').getByRole('link', { name: 'Plumbing' }).click();
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Taps & mixers' }),
    ).toBeVisible();
  });
});
