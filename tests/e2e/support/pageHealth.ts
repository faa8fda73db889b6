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
}

declare global {
  interface Window {
    __reportCspViolation?: (violation: string) => void;
    /** Set by the hostile payloads' scripts, should one ever run. */
    __pwned?: unknown;
  }
}

/** Starts collecting; call before the page's first navigation. */
export async function watchPage(page: Page): Promise<PageHealth> {
  const health: PageHealth = { uncaught: [], consoleErrors: [], cspViolations: [] };
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
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__reportCspViolation?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
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

/** The toast at top centre with `text`, checked to be of `kind` (PrimeReact's severity class). */
export async function expectToast(
  page: Page,
  text: string | RegExp,
  kind: ToastKind,
): Promise<Locator> {
  // A toast being replaced animates out beside the new one: only the one arriving counts.
  const toast = page
    .locator('.app-toast [role="alert"]:not(.p-toast-message-exit)')
    .filter({ hasText: text });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveClass(new RegExp(`\\bp-toast-message-${kind}\\b`));
  return toast;
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
