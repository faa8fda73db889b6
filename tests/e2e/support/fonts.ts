import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, type Page } from '@playwright/test';

/**
 * The Latin font every text is laid out with, whatever the machine has: DejaVu Sans (Debian's
 * default sans-serif, and among the widest system fonts) or Roboto (Android's, narrower). The
 * Noto fonts of Hindi and Telugu stay first in those languages, as in the app.
 */
export type FontSet = 'dejavu' | 'roboto';

const require = createRequire(import.meta.url);
const WEIGHTS = [400, 500, 600, 700, 800] as const;

const FACES: Record<FontSet, string> = {
  // Installed by .ci/run (fonts-dejavu-core), as on every Debian machine.
  dejavu: ":root { --forced-font: 'DejaVu Sans'; }",
  // Served to the page from @fontsource's files: the same on every machine.
  roboto:
    WEIGHTS.map(
      (weight) =>
        `@font-face { font-family: 'Forced Roboto'; font-weight: ${weight}; src: url(/__test-fonts/roboto-${weight}.woff2) format('woff2'); }`,
    ).join('\n') + "\n:root { --forced-font: 'Forced Roboto'; }",
};

const FORCE = `
:root { --gs-font: var(--forced-font) !important; --font-family: var(--forced-font) !important; }
:root:lang(hi) { --gs-font: 'Noto Sans Devanagari', var(--forced-font) !important; --font-family: 'Noto Sans Devanagari', var(--forced-font) !important; }
:root:lang(te) { --gs-font: 'Noto Sans Telugu', var(--forced-font) !important; --font-family: 'Noto Sans Telugu', var(--forced-font) !important; }
`;

/** Playwright's test with the option `fontSet`: every page of the test is drawn in that font. */
export const test = base.extend<{ fontSet: FontSet }>({
  fontSet: ['dejavu', { option: true }],
  page: async ({ page, fontSet }, use) => {
    await page.route('**/__test-fonts/*', (route) => {
      const weight = /roboto-(\d+)\.woff2$/.exec(route.request().url())?.[1] ?? '400';
      return route.fulfill({
        contentType: 'font/woff2',
        body: readFileSync(
          require.resolve(`@fontsource/roboto/files/roboto-latin-${weight}-normal.woff2`),
        ),
      });
    });
    // Appended to <head> once it is parsed, so it comes after the page's own styles.
    await page.addInitScript((css) => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = css;
        document.head.append(style);
      });
    }, FACES[fontSet] + FORCE);
    await use(page);
  },
});

/**
 * Fails unless the page's text is set in the font set's font and the machine can draw it: a line
 * measured in that font differs from the same line in the generic monospace.
 */
export async function expectFontInUse(page: Page, fontSet: FontSet): Promise<void> {
  const family = fontSet === 'dejavu' ? 'DejaVu Sans' : 'Forced Roboto';
  await page.waitForFunction((name) => {
    if (!getComputedStyle(document.body).fontFamily.includes(name)) return false;
    const context = document.createElement('canvas').getContext('2d')!;
    const width = (font: string) => {
      context.font = font;
      return context.measureText('GharSeva Home About Us 0123456789').width;
    };
    return width(`16px "${name}", monospace`) !== width('16px monospace');
  }, family);
}
