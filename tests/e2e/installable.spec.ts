import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appTookOver } from './support/app';
import { PRIYA_USER_ID } from './support/demo';
import { seedDevice } from './support/device';
import { expect, test } from './support/pageHealth';

interface ManifestIcon {
  readonly src: string;
  readonly sizes: string;
  readonly type: string;
  readonly purpose?: string;
}

declare global {
  interface Window {
    /** How often the browser's install dialog was asked for (the test's stand-in offer). */
    __installDialogs?: number;
    /** Whether the app held the browser's offer back from its own banner. */
    __offerHeld?: boolean;
  }
}

test('Chromium finds the app installable: its manifest and icons, and a worker that opens the start address offline', async ({
  browser,
  launchOptions,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // A profile of its own: Chromium never offers to install from an incognito window, and a
  // test's browser context is one.
  const profile = mkdtempSync(join(tmpdir(), 'gharseva-install-'));
  const context = await browser.browserType().launchPersistentContext(profile, {
    ...launchOptions,
    ...(baseURL ? { baseURL } : {}),
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const devTools = await context.newCDPSession(page);

    // What Lighthouse's installability audit asked Chromium, which answers with what is missing.
    const { installabilityErrors } = await devTools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    const { url, errors, data } = await devTools.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data ?? '{}') as Record<string, unknown> & {
      icons: ManifestIcon[];
      shortcuts: Array<{ name: string; url: string }>;
    };
    expect(manifest).toMatchObject({
      name: 'GharSeva · Home repairs in Hyderabad',
      short_name: 'GharSeva',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#c2410c',
      background_color: '#fff7ed',
      lang: 'en-IN',
    });
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    expect(manifest.shortcuts.map(({ name, url: address }) => [name, address])).toEqual([
      ['My Bookings', '/my-bookings'],
      ['Search', '/?search'],
    ]);
    // Each icon is a PNG of the size it claims (its header says so).
    for (const icon of manifest.icons) {
      const response = await page.request.get(new URL(icon.src, url).href);
      expect(response.headers()['content-type']).toBe('image/png');
      const png = await response.body();
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }

    // The worker controls the start address and answers it with no network at all.
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      new URL('/serviceWorker.js', url).href,
    );
    await context.setOffline(true);
    const response = await page.goto(String(manifest.start_url));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to GharSeva');
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("the browser's offer to install, made before the app has started, waits in the phone menu's Install app and is never shown by itself", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  // The browser's offer as Chromium makes it, as soon as the page is parsed: before the app's
  // code has run.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          window.__installDialogs = (window.__installDialogs ?? 0) + 1;
          return Promise.resolve({ outcome: 'dismissed' });
        },
      });
      window.dispatchEvent(offer);
      window.__offerHeld = offer.defaultPrevented;
    });
  });
  await page.goto('/');
  await appTookOver(page);
  expect(await page.evaluate(() => window.__offerHeld)).toBe(true);

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Install app' }).click();

  expect(await page.evaluate(() => window.__installDialogs)).toBe(1);
  // An offer is good once: the entry goes.
  await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
});

test("the installed app's shortcuts open the search and the customer's bookings", async ({
  page,
}) => {
  await page.goto('/?search');
  const sheet = page.getByRole('dialog', { name: 'Search services' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('combobox', { name: 'Search services' })).toBeFocused();

  await seedDevice(page, { userId: PRIYA_USER_ID });
  await page.goto('/my-bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  await expect(page.getByText(/^\d+ bookings$/)).toBeVisible();
});
