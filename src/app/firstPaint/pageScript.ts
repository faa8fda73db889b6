import { firstPaintFamily, loadFaces, SCRIPT_FONT } from '../../adapters/i18n/scriptFont';
import { EARLY_INSTALL_PROMPT } from '../../adapters/worker/BrowserInstallPrompt';
import { LANGUAGE_KEY, PAGE_LANG } from '../../core/shared/language';
import { addressForChoice, languageOfAddress } from '../../presenters/languageAddress';
import { APP_CODE_TEMPLATE, FIRST_PAINT, languageTemplateId, PENDING_CLASS } from './pageParts';

/**
 * The first thing each page's HTML runs (inline at the end of <head>, after the stylesheet that
 * declares the first paint's fonts; bundled by the build, scripts/vite/inlineScripts.ts, and
 * allowed by its hash in the CSP). Three jobs, so that the page's first paint waits for nothing
 * but its own HTML:
 * - For a visitor whose language (`startingLanguage`, as the app chooses it) is not English, it
 *   sets <html lang>, hides the English first paint, starts loading the first paint's font (the
 *   page's subset of the script's font, scripts/vite/firstPaintFonts.ts) and, once the page is
 *   parsed and that font is in (or FONT_WAIT_MS passed), puts in its place the page's first paint
 *   in that language, drawn at build time into a template of the same file.
 * - It starts the app's code (its module script and the modulepreload links of the page's code,
 *   in a template) once the page is parsed and its first contentful paint is on screen (where the
 *   browser cannot say, after the next frame): fetched from <head>, that code competed with the
 *   first paint for the network and the main thread. APP_CODE_BATCH elements a task. For a
 *   visitor of another script it starts loading the whole script's font at the same moment: the
 *   app draws in it.
 * - It holds the browser's offer to install the app (`beforeinstallprompt`, which can come before
 *   the app's code has run) for the app's menu, instead of the browser's own banner
 *   (src/adapters/worker/BrowserInstallPrompt.ts).
 */

/**
 * The longest a page's first paint in another script waits for its font (the device's own copy
 * answers at once; elsewhere the page's subset downloads, 7 to 15 KB a face): shown before, its
 * letters would be drawn in a fallback and move when the font arrives.
 */
const FONT_WAIT_MS = 1000;

/**
 * How many of the app's code elements go into <head> per task: each starts a request, 8 ms of the
 * main thread at a phone's speed (4× CPU); the cart's 27 in one task blocked it for 60 to 140 ms,
 * four at a time take about 30, two about 15.
 */
const APP_CODE_BATCH = 2;

addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  Reflect.set(window, EARLY_INSTALL_PROMPT, event);
});

const html = document.documentElement;
const moved = addressForChoice(
  location.pathname + location.search + location.hash,
  storedLanguage(),
);
if (moved) location.replace(moved);
const language = languageOfAddress(location.pathname);
const font = language === 'en' ? undefined : SCRIPT_FONT[language];
const firstPaintFont = font && loadFaces(firstPaintFamily(font.family), font.letter);
if (language !== 'en') {
  html.lang = PAGE_LANG[language];
  html.classList.add(PENDING_CLASS);
}

document.addEventListener('DOMContentLoaded', () => {
  if (language !== 'en') {
    void firstPaintFont?.then(showLanguage);
    setTimeout(showLanguage, FONT_WAIT_MS);
  }
  afterFirstContentfulPaint(startApp);
});

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

let shown = false;

/** The page's first paint in the visitor's language in place of the English one. */
function showLanguage(): void {
  if (shown || language === 'en') return;
  shown = true;
  const drawn = document.getElementById(languageTemplateId(language));
  const firstPaint = document.querySelector(FIRST_PAINT);
  if (drawn instanceof HTMLTemplateElement && firstPaint) {
    firstPaint.textContent = '';
    firstPaint.append(document.importNode(drawn.content, true));
    document.title = drawn.dataset.title ?? document.title;
  }
  html.classList.remove(PENDING_CLASS);
}

function afterFirstContentfulPaint(then: () => void): void {
  if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  }).observe({ type: 'paint', buffered: true });
}

function startApp(): void {
  if (font) void loadFaces(font.family, font.letter);
  const code = document.getElementById(APP_CODE_TEMPLATE);
  if (!(code instanceof HTMLTemplateElement)) return;
  code.remove();
  const elements = [...document.importNode(code.content, true).childNodes];
  const next = () => {
    document.head.append(...elements.splice(0, APP_CODE_BATCH));
    if (elements.length > 0) setTimeout(next, 0);
  };
  next();
}
