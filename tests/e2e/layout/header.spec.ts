import { expect, type Locator, type Page } from '@playwright/test';
import { translation } from '../support/languages';
import { appTookOver } from '../support/app';
import { expectFontInUse, test } from '../support/fonts';
import { LANGUAGES, PAGE_LANG, type Language } from '../../../src/core/shared/language';

// Every width a customer's screen may have, with each side of the bar's breakpoints.
const WIDTHS = [320, 340, 360, 393, 412, 480, 481, 600, 768, 1024, 1239, 1240, 1280, 1366, 1920];

const ENGLISH: Record<string, string> = {
  'nav.logIn': 'Log in',
  'nav.menu': 'Menu',
  'nav.demoTag': 'Demo',
  'nav.main': 'Main',
  'search.open': 'Search',
};

function say(language: Language, id: string): string {
  return language === 'en' ? ENGLISH[id]! : translation(language, id);
}

/** What the bar shows at this width, as a person finds it: by role and name. */
async function barItems(page: Page, language: Language): Promise<Locator[]> {
  const banner = page.getByRole('banner');
  const items = [
    banner.getByRole('link', { name: 'GharSeva', exact: true }),
    banner.getByText(say(language, 'nav.demoTag'), { exact: true }),
    banner.getByRole('button', { name: say(language, 'search.open'), exact: true }),
    banner.getByRole('link', { name: /,/ }).last(),
    banner.getByRole('button', { name: say(language, 'nav.logIn'), exact: true }),
  ];
  const menu = banner.getByRole('button', { name: say(language, 'nav.menu'), exact: true });
  // A phone's bar has the language switch too (its mark and two letters), beside the menu.
  if (await menu.isVisible()) return [...items, banner.getByRole('combobox'), menu];
  const nav = banner.getByRole('navigation', { name: say(language, 'nav.main') });
  return [...items, ...(await nav.getByRole('listitem').all()), banner.getByRole('combobox')];
}

for (const language of LANGUAGES) {
  test(`the header holds one row from 320 to 1920 px in ${language}, the demo tag and all, with nothing cut off or overlapping`, async ({
    page,
    fontSet,
  }) => {
    // Fifteen widths: slow by its length.
    test.slow();
    if (language !== 'en')
      await page.addInitScript((chosen) => localStorage.setItem('lang', chosen), language);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', PAGE_LANG[language]);
    // The bar is measured as the app draws it: an element of the first paint the app replaces
    // while it is being measured has no box.
    await appTookOver(page);
    await expectFontInUse(page, fontSet);

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const boxes = [];
      for (const item of await barItems(page, language)) {
        const box = await item.boundingBox();
        expect(box, `${width} px: ${String(item)} is shown`).not.toBeNull();
        boxes.push({ name: String(item), ...box! });
      }
      const bar = (await page.getByRole('banner').boundingBox())!;
      expect(bar.height, `${width} px: the bar is one row high`).toBeLessThanOrEqual(65);
      for (const box of boxes) {
        expect(box.x, `${width} px: ${box.name} starts on screen`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${width} px: ${box.name} ends on screen`).toBeLessThanOrEqual(
          width,
        );
        expect(box.y, `${width} px: ${box.name} is inside the bar`).toBeGreaterThanOrEqual(bar.y);
        expect(
          box.y + box.height,
          `${width} px: ${box.name} is inside the bar`,
        ).toBeLessThanOrEqual(bar.y + bar.height);
      }
      // Side by side, none over another (the demo tag may sit under the brand's name on a phone).
      for (const [index, a] of boxes.entries())
        for (const b of boxes.slice(index + 1)) {
          const overlap =
            Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 1 &&
            Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 1;
          expect(overlap, `${width} px: ${a.name} and ${b.name} overlap`).toBe(false);
        }
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways, `${width} px: the page scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
}
