import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { buildApp } from '../../scripts/servers';
import { appTookOver } from './support/app';
import { expect, test } from './support/pageHealth';
import { startSwitchingHost, type SwitchingHost } from './support/switchingHost';

/** The version deployed first: the build every demo test drives. */
const FIRST = 'dist';
/** The next version: the same app built again with another setting, so every page's code differs. */
const NEXT = 'dist-e2e/next-version';

test.use({ serviceWorkers: 'allow' });

let host: SwitchingHost;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await buildApp(NEXT, { env: { VITE_DEMO_LATENCY_MS: '260' } });
  host = await startSwitchingHost(FIRST);
});

test.afterAll(async () => {
  await host.stop();
});

/** The app's code a build's pages start (the module script of its home page). */
function entryOf(outDir: string): string {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const match = /<script type="module"[^>]*src="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error(`${outDir}/index.html starts no module script`);
  return match[1];
}

/** The app's code this page runs. */
function runningEntry(page: Page): Promise<string | null> {
  return page.evaluate(
    () => document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null,
  );
}

test('a new version waits until the customer presses Reload, which is never offered under something typed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  expect(entryOf(NEXT)).not.toBe(entryOf(FIRST));
  await page.goto(`${host.origin}/`);
  await appTookOver(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  host.deploy(NEXT);
  // The browser looks for a new version of the worker (it does so on every visit).
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });

  const offer = page.getByRole('status').filter({ hasText: 'A new version is ready' });
  await expect(offer).toBeVisible({ timeout: 20_000 });
  // Never forced: the page keeps running the version it opened with.
  expect(await runningEntry(page)).toBe(entryOf(FIRST));

  // Something typed on a page: reloading would lose it, so the offer steps aside.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact Us' })
    .click();
  await page.getByRole('textbox', { name: 'Your name' }).fill('Asha');
  await expect(offer).toHaveCount(0);

  // On the next page nothing typed is at stake: the offer is back, and Reload shows the new version.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(offer).toBeVisible();
  await Promise.all([
    page.waitForEvent('load'),
    offer.getByRole('button', { name: 'Reload' }).click(),
  ]);
  await appTookOver(page);

  expect(await runningEntry(page)).toBe(entryOf(NEXT));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to GharSeva');
  await expect(offer).toHaveCount(0);
});
