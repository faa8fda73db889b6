import { expect, test } from '@playwright/test';
import { links } from '../../../src/presenters/links';
import { layoutShifts, recordLayoutShifts } from '../support/layoutShifts';
import { serveHtmlInParts } from '../support/htmlInParts';
import { requiredOrigin } from '../support/servers';

/**
 * Where a slow network may pause a page's HTML: in the navbar (before its menu, the menu button
 * already in; before the language switch of its actions) and before the page's content.
 */
const PAUSES = ['<nav ', 'class="language-switch ', '<main'];

for (const path of [links.root, links.services]) {
  for (const width of [360, 800]) {
    test(`at ${width} px, ${path} draws nothing that later moves, wherever its HTML pauses on the way`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await recordLayoutShifts(page);
      for (const pause of PAUSES) {
        const server = await serveHtmlInParts(requiredOrigin('demo'), pause);
        try {
          await page.goto(`${server.origin}${path}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await page.waitForLoadState('load');
          expect({ pause, shifts: await layoutShifts(page) }).toEqual({ pause, shifts: [] });
        } finally {
          await server.close();
        }
      }
    });
  }
}

for (const width of [360, 800]) {
  test(`at ${width} px, a browser that draws a page half-arrived has the menu button where it stays`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await recordLayoutShifts(page);
    const server = await serveHtmlInParts(requiredOrigin('demo'), '<nav ', { drawnInParts: true });
    try {
      await page.goto(`${server.origin}${links.root}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('load');

      // The actions may still grow into place there, as the browser draws them button by button.
      const moved = (await layoutShifts(page)).flatMap((shift) => shift.moved);
      expect(moved.filter((what) => what.includes('navbar__toggle'))).toEqual([]);
    } finally {
      await server.close();
    }
  });
}
