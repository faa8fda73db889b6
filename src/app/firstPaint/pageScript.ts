import { loadFaces, SCRIPT_FAMILY } from '../../adapters/i18n/scriptFont';
import { EARLY_INSTALL_PROMPT } from '../../adapters/worker/BrowserInstallPrompt';
import { LANGUAGE_KEY } from '../../core/shared/language';
import { addressForChoice, languageOfAddress } from '../../presenters/languageAddress';
import { APP_CODE_TEMPLATE } from './pageParts';

/**
 * The first thing each page's HTML runs (inline at the end of <head>; bundled by the build,
 * scripts/vite/inlineScripts.ts, and allowed by its hash in the CSP). Three jobs, so that the
 * page's first paint waits for nothing but its own HTML:
 * - An English address opened by a customer who chose Hindi or Telugu (kept on the device) moves
 *   to the same page at her language's address before anything is drawn
 *   (src/presenters/languageAddress.ts). Each language's page is its own file, drawn in it, its
 *   first paint's font inline: nothing is swapped here.
 * - It starts the app's code (its module script and the modulepreload links of the page's code,
 *   in a template) once the page is parsed and its first contentful paint is on screen (where the
 *   browser cannot say, after the next frame): fetched from <head>, that code competed with the
 *   first paint for the network and the main thread. APP_CODE_BATCH elements a task. On a Hindi
 *   or Telugu page it starts loading the script's whole font at the same moment: the app draws in
 *   it.
 * - It holds the browser's offer to install the app (`beforeinstallprompt`, which can come before
 *   the app's code has run) for the app's menu, instead of the browser's own banner
 *   (src/adapters/worker/BrowserInstallPrompt.ts).
 */

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

const moved = addressForChoice(
  location.pathname + location.search + location.hash,
  storedLanguage(),
);
if (moved) {
  // Nothing of the English page shows while the browser moves to hers.
  document.documentElement.style.visibility = 'hidden';
  location.replace(moved);
} else document.addEventListener('DOMContentLoaded', () => afterFirstContentfulPaint(startApp));

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
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
  // Its faces for the letters the page shows (an English page carries no Hindi or Telugu).
  const language = languageOfAddress(location.pathname);
  if (language !== 'en') void loadFaces(SCRIPT_FAMILY[language], document.body.textContent ?? '');
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
