import type { BrowserContext, Page } from '@playwright/test';
import { fileOf } from '../../scripts/vite/hostRewrites';
import { firstPaintFamily, SCRIPT_FONT } from '../../src/adapters/i18n/scriptFont';
import { ROUTES } from '../../src/app/routes';
import { LANGUAGES, PAGE_LANG, TRANSLATED, type Language } from '../../src/core/shared/language';
import { inLanguage } from '../../src/presenters/languageAddress';
import { appTookOver, cartLink, openHome } from './support/app';
import { PRIYA_USER_ID } from './support/demo';
import { FOAM_JET, seedDevice } from './support/device';
import { chooseLanguage, translation } from './support/languages';
import { expect, test } from './support/pageHealth';

test.use({ serviceWorkers: 'allow' });

/** Every page's file in `language`, as the build writes it (`/te/cart.html`). */
function pageFiles(language: Language): string[] {
  return [...new Set(ROUTES.map((route) => `/${fileOf(route, language)}`))];
}

/** Which of `files` the service worker keeps, whatever their revision. */
function kept(page: Page, files: readonly string[]): Promise<string[]> {
  return page.evaluate(async (all) => {
    const found = await Promise.all(all.map((file) => caches.match(file, { ignoreSearch: true })));
    return all.filter((_, index) => found[index] !== undefined);
  }, files);
}

/** Waits until the worker keeps every page of `language`, which it fetches once told the page speaks it. */
async function languagePagesKept(page: Page, language: Language): Promise<void> {
  await expect
    .poll(() => kept(page, pageFiles(language)), { timeout: 20_000 })
    .toEqual(pageFiles(language));
}

/** One visit online: the language's home page and its whole font, then the service worker installed (the code and the English pages precached), in control, keeping the language's pages and what the page loaded before it. */
async function visitOnceOnline(page: Page, language: Language): Promise<void> {
  await page.goto(inLanguage('/', language));
  await appTookOver(page);
  // The app asks for the whole font after its first paint: wait until it has it, or the check
  // below could pass before the request was made.
  if (language !== 'en')
    await page.evaluate(
      ({ family, letter }) =>
        Promise.all(
          [400, 700].map((weight) => document.fonts.load(`${weight} 1em "${family}"`, letter)),
        ),
      SCRIPT_FONT[language],
    );
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
  if (language !== 'en') await languagePagesKept(page, language);
  // The fonts the page loaded before the worker was there, handed to it, are kept.
  await page.waitForFunction(async () => {
    const fonts = performance
      .getEntriesByType('resource')
      .filter(({ name }) => name.endsWith('.woff2'));
    const kept = await Promise.all(fonts.map(({ name }) => caches.match(name)));
    return kept.every((response) => response !== undefined);
  });
}

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
}

const UNKNOWN = '/no-such-page';
/** Each route's first address, as a customer types it (a parameter filled in), and an unknown one. */
const ADDRESSES = ROUTES.map((route) =>
  route.paths.includes('*') ? UNKNOWN : (route.paths.find((path) => !path.includes(':')) ?? '/'),
).map((path) => (path === '/my-bookings-info' ? '/my-bookings-info?bookingId=5004' : path));

const OFFLINE_PAGE = /^(You are offline|आप ऑफ़लाइन हैं|మీరు ఆఫ్‌లైన్‌లో ఉన్నారు)$/;

for (const language of LANGUAGES)
  test(`after one visit online, offline, every address of the route table in ${language} opens drawn in it with its content, and an unknown one its not-found page`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    // No language chosen on the device: each address says its own.
    await visitOnceOnline(page, language);
    await goOffline(context);
    await seedDevice(page, { userId: PRIYA_USER_ID, cart: [FOAM_JET] });
    for (const address of ADDRESSES.map((each) => inLanguage(each, language))) {
      await test.step(address, async () => {
        const unknown = address.endsWith(UNKNOWN);
        const response = await page.goto(address);
        expect(response?.status()).toBe(unknown ? 404 : 200);
        await appTookOver(page);
        expect(page.url()).toBe(new URL(address, page.url()).href);
        await expect(page.locator('html')).toHaveAttribute('lang', PAGE_LANG[language]);
        await expect(
          page
            .getByRole('heading', {
              level: 1,
              ...(unknown ? { name: translation(language, 'notFound.title') } : {}),
            })
            .first(),
        ).toBeVisible();
        await expect(page.getByRole('heading', { name: OFFLINE_PAGE })).toHaveCount(0);
      });
    }
    if (language !== 'en')
      await test.step(`an English address, once ${language} is chosen on the device`, async () => {
        await seedDevice(page, { userId: PRIYA_USER_ID, cart: [FOAM_JET], language });
        await page.goto('/cart');
        await appTookOver(page);
        expect(page.url()).toBe(new URL(inLanguage('/cart', language), page.url()).href);
        await expect(page.locator('html')).toHaveAttribute('lang', PAGE_LANG[language]);
        await expect(page.getByText(FOAM_JET.serviceOptionName)).toBeVisible();
      });
    // Its letters too: the script's font, loaded on the visit online before the worker was
    // there, was handed to it to keep.
    if (language !== 'en')
      expect(
        await page.evaluate(
          ({ family, letter }) =>
            document.fonts.load(`400 1em "${family}"`, letter).then(
              (faces) => faces.length > 0,
              () => false,
            ),
          SCRIPT_FONT[language],
        ),
      ).toBe(true);
    // The quiet bar says so, in the language spoken.
    await expect(
      page.getByRole('status').filter({
        hasText: language === 'en' ? "You're offline." : translation(language, 'offline.bar'),
      }),
    ).toBeVisible();
  });

for (const language of TRANSLATED)
  test(`offline, a page opened for the first time draws its first paint in the script's font (${language}): the whole font the worker kept stands in for the page's own`, async ({
    page,
    context,
  }) => {
    await seedDevice(page, { language });
    await visitOnceOnline(page, language);
    await goOffline(context);

    // The about page's first paint has letters the home page's has not: a font of its own.
    await page.goto(inLanguage('/about', language));
    await appTookOver(page);

    const firstPaintFaces = await page.evaluate(
      (family) =>
        Promise.all(
          [...document.fonts]
            .filter((face) => face.family.replace(/"/g, '') === family)
            .map((face) =>
              face.load().then(
                () => face.status,
                () => face.status,
              ),
            ),
        ),
      firstPaintFamily(SCRIPT_FONT[language].family),
    );
    expect(firstPaintFaces).toEqual(['loaded', 'loaded']);
  });

test("an English reader's worker downloads no Hindi or Telugu page; once she switches to Telugu, it keeps Telugu's, never Hindi's", async ({
  page,
  context,
}) => {
  // The service worker's own fetches included (Chromium shows them to the context).
  const asked: string[] = [];
  context.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const hindi = pageFiles('hi');
  const telugu = pageFiles('te');

  await visitOnceOnline(page, 'en');
  // Installed and in control: its precache is complete.
  expect(asked).toContain('/cart.html');
  expect(asked.filter((path) => /^\/(hi|te)\//.test(path))).toEqual([]);
  expect(await kept(page, [...hindi, ...telugu])).toEqual([]);

  await chooseLanguage(page, 'te');
  await languagePagesKept(page, 'te');
  expect(asked).toEqual(expect.arrayContaining(telugu));
  expect(asked.filter((path) => path.startsWith('/hi/'))).toEqual([]);
  expect(await kept(page, hindi)).toEqual([]);
});

test("offline, an English reader who switches to Telugu reads the page in it, and back online her worker keeps Telugu's pages", async ({
  page,
  context,
}) => {
  await visitOnceOnline(page, 'en');
  await goOffline(context);

  await chooseLanguage(page, 'te');
  await expect(page).toHaveURL((url) => url.pathname === inLanguage('/', 'te'));
  await expect(
    page.getByRole('status').filter({ hasText: translation('te', 'offline.bar') }),
  ).toBeVisible();
  expect(await kept(page, pageFiles('te'))).toEqual([]);

  await context.setOffline(false);
  await languagePagesKept(page, 'te');
});

test('offline, checkout says it needs the network and keeps the cart; back online it books without a reload', async ({
  page,
  context,
}) => {
  await visitOnceOnline(page, 'en');
  await seedDevice(page, { userId: PRIYA_USER_ID, cart: [FOAM_JET] });
  await page.goto('/cart');
  await appTookOver(page);
  await goOffline(context);
  await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toBeVisible();

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

  await expect(
    page.getByText("You're offline. Booking needs the internet: your cart is kept."),
  ).toBeVisible();
  await expect(page.getByText(FOAM_JET.serviceOptionName)).toBeVisible();
  await expect(cartLink(page)).toContainText('1');

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toHaveCount(0);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('dialog', { name: 'Confirm Booking' })).toBeVisible();
});

test.describe('before the service worker keeps the pages', () => {
  test.use({ serviceWorkers: 'block' });

  test('a page whose code cannot be fetched offline says the phone is offline, and opens once back online', async ({
    page,
    context,
  }) => {
    await openHome(page);
    await goOffline(context);

    await page
      .getByRole('link', { name: /^Plumbing/ })
      .first()
      .click();

    await expect(page.getByRole('alert').filter({ hasText: 'You are offline' })).toBeVisible();
    await expect(page.getByText('Something went wrong on this page.')).toHaveCount(0);
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Plumbing' })).toBeVisible();
  });
});
