import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appCode,
  firstPaint,
  otherLanguages,
  pageScript,
  title,
  type Build,
  type PageDrawing,
} from '../../../scripts/vite/firstPaintStages';
import { inlineScripts } from '../../../scripts/vite/inlineScripts';
import { EARLY_INSTALL_PROMPT } from '../../../src/adapters/worker/BrowserInstallPrompt';
import { FIRST_PAINT, PENDING_CLASS } from '../../../src/app/firstPaint/pageParts';
import { LANGUAGE_KEY } from '../../../src/core/shared/language';

/**
 * Every page's first script (src/app/firstPaint/pageScript.ts, bundled as the build bundles it),
 * in a page as the build writes it, run in a browser's DOM.
 */

const DRAWN: PageDrawing['drawn'] = {
  en: { markup: '<main><h1>Welcome</h1></main>', title: 'Home' },
  hi: { markup: '<main><h1>स्वागत है</h1></main>', title: 'होम' },
  te: { markup: '<main><h1>స్వాగతం</h1></main>', title: 'హోమ్' },
};

let page: string;

beforeAll(async () => {
  const build: Build = {
    manifest: { 'index.html': { file: 'assets/index.js', isEntry: true } },
    outDir: '',
    base: '/',
    scripts: await inlineScripts(),
  };
  const drawing: PageDrawing = {
    route: { firstPaint: 'page' },
    modules: [],
    drawn: DRAWN,
    cart: undefined,
  };
  const { document } = new JSDOM(
    '<!doctype html><html lang="en-IN"><head><title></title><script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  ).window;
  for (const stage of [title, firstPaint, pageScript, otherLanguages, appCode])
    stage(document, drawing, build);
  page = `<!DOCTYPE html>${document.documentElement.outerHTML}`;
});

/** The page loaded on a device that stores `language` (none: a first visit) in a browser that prefers `preferred`. */
async function visit({
  language,
  preferred = ['en-US'],
}: {
  language?: string;
  preferred?: readonly string[];
}): Promise<Window & typeof globalThis> {
  const { window } = new JSDOM(page, {
    url: 'https://gharseva.example/',
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse(window) {
      if (language) window.localStorage.setItem(LANGUAGE_KEY, language);
      Object.defineProperty(window.navigator, 'languages', { value: preferred });
    },
  });
  await new Promise((done) => window.addEventListener('load', done));
  return window;
}

function shown(window: Window) {
  const { document } = window;
  return {
    lang: document.documentElement.lang,
    title: document.title,
    heading: document.querySelector(`${FIRST_PAINT} h1`)?.textContent,
    pending: document.documentElement.classList.contains(PENDING_CLASS),
  };
}

describe("every page's first script", () => {
  it('shows the first paint in the language the visitor chose, with its title', async () => {
    const window = await visit({ language: 'te', preferred: ['hi-IN'] });

    expect(shown(window)).toEqual({
      lang: 'te-IN',
      title: 'హోమ్',
      heading: 'స్వాగతం',
      pending: false,
    });
    window.close();
  });

  it("follows the browser's first language the app speaks on a first visit", async () => {
    const window = await visit({ preferred: ['ta-IN', 'hi-IN', 'te-IN'] });

    expect(shown(window)).toMatchObject({ lang: 'hi-IN', heading: 'स्वागत है' });
    window.close();
  });

  it("leaves an English reader's first paint as it is", async () => {
    const window = await visit({ language: 'en', preferred: ['te-IN'] });

    expect(shown(window)).toEqual({
      lang: 'en-IN',
      title: 'Home',
      heading: 'Welcome',
      pending: false,
    });
    window.close();
  });

  it("starts the app's code once the page is painted", async () => {
    const window = await visit({});
    const { document } = window;
    await expect
      .poll(() => document.head.querySelector('script[type="module"]')?.getAttribute('src'))
      .toBe('/assets/index.js');

    expect(document.getElementById('app-code')).toBeNull();
    window.close();
  });

  it("keeps the browser's offer to install the app for the app's menu", async () => {
    const window = await visit({});
    const offer = new window.Event('beforeinstallprompt', { cancelable: true });

    window.dispatchEvent(offer);

    expect(offer.defaultPrevented).toBe(true);
    expect(Reflect.get(window, EARLY_INSTALL_PROMPT)).toBe(offer);
    window.close();
  });
});
