import { JSDOM, VirtualConsole } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appCode,
  firstPaint,
  head,
  languageLinks,
  pageScript,
  type Build,
  type PageDrawing,
} from '../../../scripts/vite/firstPaintStages';
import { inlineScripts } from '../../../scripts/vite/inlineScripts';
import { EARLY_INSTALL_PROMPT } from '../../../src/adapters/worker/BrowserInstallPrompt';
import { FIRST_PAINT } from '../../../src/app/firstPaint/pageParts';
import { LANGUAGE_KEY, LANGUAGES, type Language } from '../../../src/core/shared/language';
import { inLanguage } from '../../../src/presenters/languageAddress';

/**
 * Every page's first script (src/app/firstPaint/pageScript.ts, bundled as the build bundles it),
 * in a page as the build writes it, run in a browser's DOM.
 */

const DRAWN: Readonly<Record<Language, PageDrawing['drawn']>> = {
  en: {
    markup: '<main><h1>Welcome</h1></main>',
    title: 'Home',
    description: 'Book a repair',
    noScript: 'Turn on JavaScript',
  },
  hi: {
    markup: '<main><h1>स्वागत है</h1></main>',
    title: 'होम',
    description: 'रिपेयर बुक करें',
    noScript: 'JavaScript चालू करें',
  },
  te: {
    markup: '<main><h1>స్వాగతం</h1></main>',
    title: 'హోమ్',
    description: 'రిపేర్ బుక్ చేయండి',
    noScript: 'JavaScript ఆన్ చేయండి',
  },
};

const pages = {} as Record<Language, string>;

beforeAll(async () => {
  const build: Build = {
    manifest: { 'index.html': { file: 'assets/index.js', isEntry: true } },
    outDir: '',
    base: '/',
    scripts: await inlineScripts(),
    siteOrigin: 'https://gharseva.example',
  };
  for (const language of LANGUAGES) {
    const drawing: PageDrawing = {
      route: { firstPaint: 'page', paths: ['/about'], needsSession: false },
      language,
      modules: [],
      drawn: DRAWN[language],
      cart: undefined,
    };
    const { document } = new JSDOM(
      '<!doctype html><html lang="en-IN"><head><meta name="description" content=""><title></title><script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root"></div><noscript></noscript></body></html>',
    ).window;
    for (const stage of [head, languageLinks, firstPaint, pageScript, appCode])
      stage(document, drawing, build);
    pages[language] = `<!DOCTYPE html>${document.documentElement.outerHTML}`;
  }
});

/** `language`'s page loaded at its address on a device that stores `chosen` (none: a first visit). */
async function visit(language: Language, chosen?: Language): Promise<Window & typeof globalThis> {
  const { window } = new JSDOM(pages[language], {
    url: `https://gharseva.example${inLanguage('/about?x=1', language)}`,
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    // jsdom cannot move to another address: the page's attempt is all a test can see.
    virtualConsole: new VirtualConsole(),
    beforeParse(window) {
      if (chosen) window.localStorage.setItem(LANGUAGE_KEY, chosen);
    },
  });
  await new Promise((done) => window.addEventListener('load', done));
  return window;
}

describe("each language's page, as the build writes it", () => {
  it('is drawn in its language, with its title, description and words without JavaScript', () => {
    const { document } = new JSDOM(pages.te).window;

    expect({
      lang: document.documentElement.lang,
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      noScript: document.querySelector('noscript')?.textContent,
      heading: document.querySelector(`${FIRST_PAINT} h1`)?.textContent,
    }).toEqual({
      lang: 'te-IN',
      title: 'హోమ్',
      description: 'రిపేర్ బుక్ చేయండి',
      noScript: 'JavaScript ఆన్ చేయండి',
      heading: 'స్వాగతం',
    });
  });

  it('carries no word of another language', () => {
    const DEVANAGARI = /\p{Script=Devanagari}/u;
    const TELUGU = /\p{Script=Telugu}/u;
    expect(pages.en).not.toMatch(DEVANAGARI);
    expect(pages.en).not.toMatch(TELUGU);
    expect(pages.te).not.toMatch(DEVANAGARI);
    expect(pages.hi).not.toMatch(TELUGU);
  });

  it('names its address in every language, English for any other, and its own as canonical', () => {
    const { document } = new JSDOM(pages.hi).window;
    const links = [...document.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);

    expect(links).toEqual([
      ['en-IN', 'https://gharseva.example/about'],
      ['hi-IN', 'https://gharseva.example/hi/about'],
      ['te-IN', 'https://gharseva.example/te/about'],
      ['x-default', 'https://gharseva.example/about'],
    ]);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://gharseva.example/hi/about',
    );
  });
});

describe("every page's first script", () => {
  it('hides an English page opened by a customer who chose Telugu, and starts nothing: it moves to hers', async () => {
    const window = await visit('en', 'te');
    await new Promise((done) => window.setTimeout(done, 50));

    expect(window.document.documentElement.style.visibility).toBe('hidden');
    expect(window.document.getElementById('app-code')).not.toBeNull();
    window.close();
  });

  it('opens a Telugu page as it is for a customer who chose English: it was shared in Telugu', async () => {
    const window = await visit('te', 'en');
    await expect.poll(() => window.document.getElementById('app-code')).toBeNull();

    expect(window.document.documentElement.style.visibility).toBe('');
    window.close();
  });

  it("starts the app's code once the page is painted", async () => {
    const window = await visit('en');
    const { document } = window;
    await expect
      .poll(() => document.head.querySelector('script[type="module"]')?.getAttribute('src'))
      .toBe('/assets/index.js');

    expect(document.getElementById('app-code')).toBeNull();
    window.close();
  });

  it("keeps the browser's offer to install the app for the app's menu", async () => {
    const window = await visit('en');
    const offer = new window.Event('beforeinstallprompt', { cancelable: true });

    window.dispatchEvent(offer);

    expect(offer.defaultPrevented).toBe(true);
    expect(Reflect.get(window, EARLY_INSTALL_PROMPT)).toBe(offer);
    window.close();
  });
});
