import { test } from '@playwright/test';
import { geyserJourney } from './support/catalogueJourney';
import { DEMO_CODE } from './support/demo';
import { seedDevice } from './support/device';

/**
 * The demo's catalogue in Hindi and Telugu (the `catalogue-languages` extension, which the demo
 * has): the geyser journey from search to receipt draws no English catalogue word, on a phone
 * and on a desktop.
 */
for (const language of ['hi', 'te'] as const)
  for (const width of [360, 1280])
    test.describe(`in ${language} at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('the geyser journey, from search to receipt, in her words', async ({ page }) => {
        test.slow();
        await seedDevice(page, { language });

        await geyserJourney(page, { language, code: DEMO_CODE, paying: 'demo-sheet' });
      });
    });
