import { test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * What a page did wrong while a test ran, collected from the first navigation on:
 * - `uncaught`: exceptions that escaped to the window (`pageerror`), the white-page kind;
 * - `consoleErrors`: everything logged at error level (a failed request logs one too, so tests
 *   that make requests fail on purpose only look at this when they mean to);
 * - `cspViolations`: every `securitypolicyviolation` event, from an init script, so a blocked
 *   inline script or a refused connection cannot pass unnoticed.
 */
export interface PageHealth {
  readonly uncaught: string[];
  readonly consoleErrors: string[];
  readonly cspViolations: string[];
  /** Every toast the page showed, as it appeared (see expectToast). */
  readonly toasts: ShownToast[];
}

/** A toast as it appeared: its text and its classes (PrimeReact's severity among them). */
export interface ShownToast {
  readonly text: string;
  readonly classes: string;
}

// The toasts each watched page has shown, for expectToast.
const shownToasts = new WeakMap<Page, ShownToast[]>();

declare global {
  interface Window {
    __reportCspViolation?: (violation: string) => void;
    __reportToast?: (text: string, classes: string) => void;
    /** Set by the hostile payloads' scripts, should one ever run. */
    __pwned?: unknown;
  }
}

/** Starts collecting; call before the page's first navigation. */
export async function watchPage(page: Page): Promise<PageHealth> {
  const health: PageHealth = { uncaught: [], consoleErrors: [], cspViolations: [], toasts: [] };
  shownToasts.set(page, health.toasts);
  page.on('pageerror', (error) => health.uncaught.push(`${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium asks for /favicon.ico when it shows a file that is not an HTML page, as
    // seedDevice does (the app itself links its favicon.svg): not the app's doing.
    if (new URL(message.location().url || 'about:blank').pathname === '/favicon.ico') return;
    health.consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  await page.exposeFunction('__reportCspViolation', (violation: string) => {
    health.cspViolations.push(violation);
  });
  await page.exposeFunction('__reportToast', (text: string, classes: string) => {
    health.toasts.push({ text, classes });
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__reportCspViolation?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
    // A toast dismisses itself after 3 to 5 s of the page's time: recorded as it appears, it is
    // seen however long the test's own steps take on a busy machine.
    const seen = new WeakSet<Element>();
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of Array.from(mutation.addedNodes)) {
          if (!(node instanceof Element)) continue;
          const alerts = [node, ...Array.from(node.querySelectorAll('[role="alert"]'))].filter(
            (element) => element.matches('.app-toast [role="alert"]'),
          );
          for (const alert of alerts) {
            if (seen.has(alert)) continue;
            seen.add(alert);
            window.__reportToast?.(alert.textContent ?? '', alert.className);
          }
        }
    }).observe(document, { childList: true, subtree: true });
  });
  return health;
}

/**
 * Every test of this specs runs with its page watched, and fails afterwards if anything
 * escaped uncaught or the Content-Security-Policy refused something: "no white page, no CSP
 * violation" holds for every fault, not only for the tests that say so.
 */
export const test = base.extend<{ health: PageHealth }>({
  health: [
    async ({ page }, use) => {
      const health = await watchPage(page);
      await use(health);
      expect(health.uncaught, 'uncaught errors in the page').toEqual([]);
      expect(health.cspViolations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export type ToastKind = 'success' | 'error' | 'warn' | 'info';

/**
 * The toast at top centre with `text`, checked to be of `kind` (PrimeReact's severity class). On a
 * watched page (the `health` fixture) it is enough that the toast appeared since the last such
 * check, even if it has dismissed itself since; each check takes one appearance.
 */
export async function expectToast(
  page: Page,
  text: string | RegExp,
  kind: ToastKind,
): Promise<Locator> {
  // A toast being replaced animates out beside the new one: only the one arriving counts.
  const toast = page
    .locator('.app-toast [role="alert"]:not(.p-toast-message-exit)')
    .filter({ hasText: text });
  const shown = shownToasts.get(page);
  if (shown) {
    const wanted = (candidate: ShownToast) =>
      hasText(candidate.text, text) &&
      candidate.classes.split(/\s+/).includes(`p-toast-message-${kind}`);
    await expect
      .poll(() => shown.some(wanted), {
        message: `a ${kind} toast "${String(text)}"; shown: ${JSON.stringify(shown)}`,
      })
      .toBe(true);
    shown.splice(shown.findIndex(wanted), 1);
    return toast;
  }
  await expect(toast).toBeVisible();
  await expect(toast).toHaveClass(new RegExp(`\\bp-toast-message-${kind}\\b`));
  return toast;
}

/** How many toasts with `text` a watched page has shown and no expectToast has taken yet. */
export function toastsShown(page: Page, text: string | RegExp): number {
  return (shownToasts.get(page) ?? []).filter((candidate) => hasText(candidate.text, text)).length;
}

/** As Playwright's `hasText` reads text: a case-insensitive part, blanks folded; or a pattern. */
function hasText(actual: string, text: string | RegExp): boolean {
  const folded = actual.replace(/\s+/g, ' ').trim();
  return typeof text === 'string'
    ? folded.toLowerCase().includes(text.replace(/\s+/g, ' ').trim().toLowerCase())
    : text.test(folded);
}

/** No error toast is showing. */
export async function expectNoErrorToast(page: Page): Promise<void> {
  await expect(
    page.locator('.app-toast .p-toast-message-error:not(.p-toast-message-exit)'),
  ).toHaveCount(0);
}

/** The full-screen spinner of a blocking call (SPEC §2). */
export function busyOverlay(page: Page): Locator {
  return page.locator('.busy-overlay');
}

/** The layout is there and has a visible first-level heading: not a blank screen. */
export async function expectLayoutWithHeading(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** `src`, `href`, `action`, `formaction`, `xlink:href` and `srcset` values the DOM holds that could run script. */
export async function unsafeUrlsInDom(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const unsafe = /^\s*(javascript:|vbscript:|data:text\/html)/i;
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of ['src', 'href', 'action', 'formaction', 'xlink:href', 'srcset']) {
        const value = element.getAttribute(attribute);
        // Browsers ignore control characters inside a scheme ("java\tscript:"): strip them too.
        const cleaned =
          value === null
            ? undefined
            : [...value].filter((char) => char.charCodeAt(0) > 0x20 && char !== '\u007f').join('');
        if (cleaned !== undefined && unsafe.test(cleaned))
          found.push(`<${element.tagName.toLowerCase()} ${attribute}="${value?.slice(0, 60)}">`);
      }
    }
    return found;
  });
}
