import { JSDOM } from 'jsdom';
import { enableStaticRendering } from 'mobx-react-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartFromDevice,
  firstPaint,
  head,
  pageScript,
  type Build,
  type PageDrawing,
} from '../../../scripts/vite/firstPaintStages';
import { inlineScripts } from '../../../scripts/vite/inlineScripts';
import { MemoryStorage } from '../../../src/adapters/storage/MemoryStorage';
import { resolve } from '../../../src/app/binding';
import { FIRST_PAINT } from '../../../src/app/firstPaint/pageParts';
import { renderApp, renderCartSlots, renderFirstPaint } from '../../../src/app/prerender';
import { ROUTES } from '../../../src/app/routes';
import { LANGUAGES, speakThrough, type Language } from '../../../src/core/shared/language';
import { inLanguage } from '../../../src/presenters/languageAddress';
import { LanguagePresenter } from '../../../src/presenters/shell/LanguagePresenter';
import { testApp } from '../../support/testContainer';

/**
 * The cart page's first paint (src/app/firstPaint/cartScript.ts, bundled as the build bundles it)
 * in its HTML as the build writes it, run in a browser's DOM before the app's code, against the
 * cart page the app draws from the same stored cart.
 */

const CART = ROUTES.find((route) => route.firstPaint === 'cart')!;
const FOAM_JET = {
  Service_Option_Id: 111,
  serviceName: 'Split AC',
  serviceOptionName: 'Foam-jet service',
  serviceOptionPrice: 599,
  quantity: 1,
};

/**
 * Carts as an earlier visit stored them: sums that round, a line without its service's name or a
 * description, a name that looks like markup, quantities above 1, the plural of one unit, and a
 * count the language writes with grouping.
 */
const STORED_CARTS: Record<string, unknown> = {
  'three lines': [
    {
      ...FOAM_JET,
      serviceOptionDescription: 'Filters, coils and drain tray deep-cleaned.',
      serviceOptionPrice: 333.33,
      quantity: 3,
    },
    {
      Service_Option_Id: 112,
      serviceName: '',
      serviceOptionName: 'Gas <b>refill</b> $& \uE001',
      serviceOptionPrice: 2499,
      quantity: 2,
    },
    { ...FOAM_JET, Service_Option_Id: 113, serviceOptionName: 'Jet pump', serviceOptionPrice: 0.5 },
  ],
  'one unit': [FOAM_JET],
  'a thousand units': [{ ...FOAM_JET, quantity: 1000 }],
};

const pages = {} as Record<Language, string>;

beforeAll(async () => {
  const build = { scripts: await inlineScripts() } as Build;
  for (const language of LANGUAGES) {
    const drawing: PageDrawing = {
      route: CART,
      language,
      modules: [],
      drawn: await renderFirstPaint(CART, '/cart', language),
      cart: await renderCartSlots(CART, '/cart', language),
    };
    const { document } = new JSDOM(
      '<!doctype html><html lang="en-IN"><head><meta name="description" content=""></head><body><div id="root"></div><noscript></noscript></body></html>',
    ).window;
    for (const stage of [head, firstPaint, pageScript, cartFromDevice])
      stage(document, drawing, build);
    pages[language] = `<!DOCTYPE html>${document.documentElement.outerHTML}`;
  }
}, 60_000);

afterAll(() => {
  // The app's drawings set the core's voice, and the build's its static rendering: the next
  // file starts in English, observing.
  speakThrough({ language: () => 'en', say: () => undefined });
  enableStaticRendering(false);
});

/** What <main> holds in `language`'s cart page's first paint, on a device that stores `cart`. */
async function firstPaintOf(cart: unknown, language: Language): Promise<string> {
  const { window } = new JSDOM(pages[language], {
    url: `https://gharseva.example${inLanguage('/cart', language)}`,
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse(window) {
      if (cart !== undefined) window.localStorage.setItem('cart', JSON.stringify(cart));
    },
  });
  try {
    await new Promise((done) => window.addEventListener('load', done));
    return mainOf(window.document.querySelector(FIRST_PAINT)?.innerHTML ?? '');
  } finally {
    window.close();
  }
}

/** What <main> holds in the cart page the app draws for a device that stores `cart`. */
async function appDrawing(cart: unknown, language: Language): Promise<string> {
  const localStorage = new MemoryStorage();
  localStorage.setItem('cart', JSON.stringify(cart));
  const app = testApp({ localStorage });
  await resolve(app.container, LanguagePresenter).choose(language);
  await CART.page.load(app.container);
  return mainOf(renderApp(app.container, inLanguage('/cart', language)));
}

function mainOf(markup: string): string {
  const { document } = new JSDOM(markup).window;
  return document.querySelector('main')?.innerHTML ?? 'no <main>';
}

describe("the cart page's first paint", () => {
  describe.each(LANGUAGES)('in %s', (language) => {
    it.each(Object.keys(STORED_CARTS))(
      'draws a stored cart of %s as the app draws it',
      async (name) => {
        const cart = STORED_CARTS[name];

        expect(await firstPaintOf(cart, language)).toBe(await appDrawing(cart, language));
      },
    );
  });

  const shape = () => firstPaintOf(undefined, 'en');
  const discarded: Record<string, unknown> = {
    'a quantity written as text': [{ ...FOAM_JET, quantity: '2' }],
    'one option twice': [FOAM_JET, FOAM_JET],
    'no list': FOAM_JET,
    'no line': [],
  };
  it.each(Object.keys(discarded))(
    "leaves the page's shape where the stored cart has no line the app would show: %s",
    async (name) => {
      expect(await firstPaintOf(discarded[name], 'en')).toBe(await shape());
    },
  );

  it("leaves the page's shape where the device stores no cart", async () => {
    expect(await shape()).toContain('aria-busy="true"');
  });
});
