import type { Page } from '@playwright/test';
import { PRIYA_USER_ID } from './support/demo';
import { appTookOver } from './support/app';
import { FOAM_JET, GAS_REFILL, seedDevice } from './support/device';
import { translation } from './support/languages';
import { layoutShifts, recordLayoutShifts } from './support/layoutShifts';
import { catalogueName, PLUMBING } from './support/catalogueWords';
import { expect, test } from './support/pageHealth';
import { ROUTES } from '../../src/app/routes';
import { LANGUAGES, PAGE_LANG, TRANSLATED, type Language } from '../../src/core/shared/language';
import { documentTitle } from '../../src/core/shared/messages';
import { firstPaintFamily, SCRIPT_FONT } from '../../src/adapters/i18n/scriptFont';
import { inLanguage } from '../../src/presenters/languageAddress';

/**
 * Every page's HTML file shows the page before any JavaScript has run (drawn at build time by
 * scripts/vite/prerenderPages.ts), then the app takes over and draws it live.
 */

test.describe('before any JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the page is contentful with JavaScript off', async ({ page }) => {
    await page.goto('/');

    // The load event can come before the frame that paints (a busy machine): wait for the paint.
    await expect
      .poll(() =>
        page.evaluate(() => performance.getEntriesByType('paint').map((entry) => entry.name)),
      )
      .toContain('first-contentful-paint');
  });

  const pages = [
    { path: '/', heading: 'Welcome to GharSeva' },
    { path: '/home', heading: 'Welcome to GharSeva' },
    { path: '/about', heading: 'About GharSeva' },
    { path: '/contact', heading: 'Contact Us' },
    { path: '/service/MQ==', heading: 'Our Services' },
  ];
  for (const { path, heading } of pages) {
    test(`${path} shows its page, with the navbar and the footer`, async ({ page }) => {
      const response = await page.goto(path);

      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'GharSeva' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  for (const route of ROUTES) {
    const path = route.paths.find((each) => each !== '*' && !each.includes(':')) ?? '/no-such-page';
    const title = documentTitle(route.title());
    test(`${path} names its page in the browser tab: "${title}"`, async ({ page }) => {
      await page.goto(path);

      await expect(page).toHaveTitle(title);
    });
  }

  test('the categories on the home page are placeholders until the data arrives', async ({
    page,
  }) => {
    await page.goto('/');

    const categories = page.locator('#categories ul');
    await expect(categories).toHaveAttribute('aria-busy', 'true');
    await expect(categories.locator('.skeleton').first()).toBeVisible();
  });

  test('the cart shows only the shape of a page: what is in it lives on the device', async ({
    page,
  }) => {
    await page.goto('/cart');

    await expect(page.getByRole('region', { name: 'Loading' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(page.getByText('Your cart is empty')).toHaveCount(0);
  });

  test('an unknown address answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');

    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('the drawn page is inert: nothing in it takes a click or the focus before the app runs', async ({
    page,
  }) => {
    await page.goto('/');

    await expect(page.locator('#root > .first-paint')).toHaveAttribute('inert', '');
    await page.keyboard.press('Tab');
    await expect(page.locator('#root :focus')).toHaveCount(0);
  });
});

/**
 * The scripts, stylesheets, data and fonts the page asked for before its first contentful paint
 * (the tab's icon, asked for beside the page, holds nothing up).
 */
async function beforeFirstContentfulPaint(page: Page) {
  return page.evaluate(async () => {
    const fcp = await new Promise<number>((resolve) =>
      new PerformanceObserver((list, observer) => {
        const entry = list.getEntriesByName('first-contentful-paint')[0];
        if (!entry) return;
        observer.disconnect();
        resolve(entry.startTime);
      }).observe({ type: 'paint', buffered: true }),
    );
    return performance
      .getEntriesByType('resource')
      .filter((resource) => resource.startTime < fcp)
      .map((resource) => new URL(resource.name).pathname)
      .filter((file) => /\.(js|css|json|woff2?)$/.test(file));
  });
}

test.describe('the first contentful paint waits for nothing but the HTML', () => {
  for (const path of ['/', '/service/MQ==', '/cart', '/about']) {
    test(`${path}: the app's code is asked for only after the page is painted`, async ({
      page,
    }) => {
      await page.goto(path);

      expect(await beforeFirstContentfulPaint(page)).toEqual([]);
      await appTookOver(page);
    });
  }

  for (const language of TRANSLATED) {
    const { family, letter } = SCRIPT_FONT[language];

    test(`in ${language}, the page's own address draws it in the language from its HTML alone, its font inline: nothing is asked for before it is painted`, async ({
      page,
    }) => {
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(inLanguage('/', language));

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        translation(language, 'heroTitle'),
      );
      expect(await beforeFirstContentfulPaint(page)).toEqual([]);
    });

    test(`in ${language}, the cart drawn from the device's lines asks for nothing before it is painted: its amounts' letters are in its font`, async ({
      page,
    }) => {
      await seedDevice(page, { cart: [FOAM_JET, { ...GAS_REFILL, quantity: 2 }] });
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(inLanguage('/cart', language));

      await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
      expect(await beforeFirstContentfulPaint(page)).toEqual([]);
    });

    test(`in ${language}, the first paint is drawn in its font, not in letters that would move`, async ({
      page,
    }) => {
      // A phone, where a heading laid out in a fallback font took two lines, then one.
      await page.setViewportSize({ width: 412, height: 823 });
      await recordLayoutShifts(page);
      await page.route('**/assets/*.js', (route) => route.abort());
      // Whether the first paint's faces were in when the page was first painted.
      await page.addInitScript(
        ([name, text]) => {
          new PerformanceObserver((entries, observer) => {
            if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
            observer.disconnect();
            (window as unknown as { fontAtPaint: boolean }).fontAtPaint =
              document.fonts.check(`400 1em "${name}"`, text) &&
              document.fonts.check(`700 1em "${name}"`, text);
          }).observe({ type: 'paint', buffered: true });
        },
        [firstPaintFamily(family), letter] as const,
      );
      await page.goto(inLanguage('/', language));

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        translation(language, 'heroTitle'),
      );
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { fontAtPaint?: boolean }).fontAtPaint),
        )
        .toBe(true);
      expect(await layoutShifts(page)).toEqual([]);
    });

    test(`in ${language}, the app takes over once the whole font is in, and draws nothing in the first paint's`, async ({
      page,
    }) => {
      // The whole font arrives well after the app's code.
      await page.route(/\/noto-sans-[a-z]+-[a-z]+-\d+-normal-[\w-]+\.woff2$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      // Whether the whole font was in at the moment the app replaced the first paint.
      await page.addInitScript(
        ([name, text]) => {
          new MutationObserver((_records, observer) => {
            if (!document.querySelector('#root > *') || document.querySelector('.first-paint'))
              return;
            observer.disconnect();
            (window as unknown as { fontAtTakeover: boolean }).fontAtTakeover =
              document.fonts.check(`400 1em "${name}"`, text) &&
              document.fonts.check(`700 1em "${name}"`, text);
          }).observe(document, { childList: true, subtree: true });
        },
        [family, letter] as const,
      );
      await page.goto(inLanguage('/', language));
      await appTookOver(page);

      expect(
        await page.evaluate(
          () => (window as unknown as { fontAtTakeover?: boolean }).fontAtTakeover,
        ),
      ).toBe(true);
      const drawnInFirstPaintFont = await page.evaluate(() =>
        [...document.querySelectorAll('body *')].some((element) =>
          getComputedStyle(element).fontFamily.includes('First Paint'),
        ),
      );
      expect(drawnInFirstPaintFont).toBe(false);
    });
  }
});

/** Each kind of first paint (src/app/routes.ts): what it draws, and what the app draws over it. */
const KINDS = [
  {
    kind: 'page',
    path: '/',
    device: {},
    drawn: (page: Page, language: Language) =>
      page.getByRole('heading', { level: 1, name: translation(language, 'heroTitle') }),
    live: (page: Page, language: Language) =>
      page
        .getByRole('main')
        .getByRole('link', { name: catalogueName(language, 'categories', PLUMBING) }),
  },
  {
    kind: 'shape',
    path: '/my-bookings',
    device: { userId: PRIYA_USER_ID },
    drawn: (page: Page) => page.locator('#root > .first-paint main [aria-busy="true"]'),
    live: (page: Page, language: Language) =>
      page.getByText(translation(language, 'bookings.count', { count: 5 }), { exact: true }),
  },
  {
    kind: 'cart',
    path: '/cart',
    device: { cart: [FOAM_JET, { ...GAS_REFILL, quantity: 2 }] },
    drawn: (page: Page, language: Language) =>
      page.getByRole('heading', { level: 1, name: translation(language, 'cart.title') }),
    live: (page: Page) => page.getByRole('main').getByRole('listitem'),
  },
] as const;

test.describe('each kind of first paint, in each language', () => {
  for (const { kind, path, device, drawn, live } of KINDS)
    for (const language of LANGUAGES)
      test(`in ${language}, ${path} (${kind}) is drawn from its HTML before the app's code, and the app takes it over without a layout shift`, async ({
        page,
      }) => {
        await seedDevice(page, device);
        await page.route('**/assets/*.js', (route) => route.abort());
        await page.goto(inLanguage(path, language));
        await expect(page.locator('html')).toHaveAttribute('lang', PAGE_LANG[language]);
        await expect(drawn(page, language)).toBeVisible();
        await page.unrouteAll();

        await recordLayoutShifts(page);
        await page.goto(inLanguage(path, language));
        await appTookOver(page);
        await expect(live(page, language).first()).toBeVisible();

        expect(await layoutShifts(page)).toEqual([]);
      });
});

test.describe('once the app runs', () => {
  test('it draws the page live in place of the first paint, which leaves nothing behind', async ({
    page,
  }) => {
    await page.goto('/');

    await expect(page.getByRole('main').getByRole('link', { name: 'Plumbing' })).toBeVisible();
    await expect(page.locator('.first-paint')).toHaveCount(0);
    await expect(page.locator('[inert]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to GharSeva' })).toHaveCount(
      1,
    );
  });

  const routes = [
    {
      path: '/',
      ready: (page: Page) => page.getByRole('main').getByRole('link', { name: 'Plumbing' }),
    },
    {
      path: '/service/MQ==',
      ready: (page: Page) => page.getByRole('button', { name: 'Split AC' }),
    },
    {
      path: '/cart',
      ready: (page: Page) => page.getByRole('heading', { name: 'Your cart is empty' }),
    },
    { path: '/about', ready: (page: Page) => page.getByRole('heading', { name: 'Our mission' }) },
    {
      path: '/quote',
      ready: (page: Page) =>
        page.getByRole('button', { name: 'Send the request with my mail app' }),
    },
    {
      path: '/my-bookings',
      userId: PRIYA_USER_ID,
      ready: (page: Page) => page.getByText('5 bookings', { exact: true }),
    },
  ];
  for (const route of routes) {
    test(`${route.path}: every script its first live drawing needs was asked for by its HTML, none a round trip later`, async ({
      page,
    }) => {
      if (route.userId !== undefined) await seedDevice(page, { userId: route.userId });
      await page.addInitScript(() => {
        // The moment the app's first commit removes the first paint.
        new MutationObserver((records, observer) => {
          for (const record of records)
            for (const node of record.removedNodes)
              if (node instanceof Element && node.classList.contains('first-paint')) {
                (window as unknown as { __takenOverAt: number }).__takenOverAt = performance.now();
                observer.disconnect();
              }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(route.path);
      await appTookOver(page);
      await expect(route.ready(page)).toBeVisible();

      const html = await (await page.request.get(route.path)).text();
      const askedFor = [
        ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g),
        ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
      ].map((match) => match[1]);
      const fetchedBeforeTakeOver = await page.evaluate(() => {
        const takenOverAt = (window as unknown as { __takenOverAt?: number }).__takenOverAt;
        if (takenOverAt === undefined) throw new Error('The first paint was never replaced');
        return performance
          .getEntriesByType('resource')
          .filter((resource) => resource.name.endsWith('.js') && resource.startTime < takenOverAt)
          .map((resource) => new URL(resource.name).pathname);
      });
      expect(fetchedBeforeTakeOver.length).toBeGreaterThan(0);
      for (const script of fetchedBeforeTakeOver) expect(askedFor).toContain(script);
    });
  }
});
