// The lab the perf scripts share: a production build served by `vite preview` with the project's
// middleware (over plain HTTP/1.1, or over HTTPS with HTTP/2 as hosts serve it), Debian's Chromium
// driven by Playwright, and Lighthouse on top.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { links } from '../../src/presenters/links.ts';
import { LANGUAGES } from '../../src/core/shared/language.ts';
import { inLanguage } from '../../src/presenters/languageAddress.ts';
import { buildApp, startPreview, startProvider } from '../servers.ts';

// The servers, on ports the OS picks: a build's preview, the reference provider, and the app built
// in HTTP mode against it (scripts/servers.ts).
export { startPreview, startProvider };

/** The app built in HTTP mode against `apiBaseUrl` into `outDir` (as `npm run build:http`). */
export const buildHttpApp = (apiBaseUrl, outDir) => buildApp(outDir, { apiBaseUrl });

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The lab's HTTPS server has a self-signed certificate (scripts/previewServer.mjs).
  '--ignore-certificate-errors',
];

/** How the lab serves a build: as a host does in production, or as `vite preview` does by default. */
export const PROTOCOLS = {
  h2: 'HTTPS with HTTP/2, as hosts serve it',
  http1: 'plain HTTP/1.1, as `vite preview` serves it by default',
};

/**
 * Chromium with a DevTools port for Lighthouse, in a persistent (default) browser context, so the
 * tabs Lighthouse opens share the localStorage that `seed` writes.
 */
export async function startChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'gharseva-perf-'));
  // Port 0: Chromium asks the OS for one and writes it into DevToolsActivePort.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_FLAGS, '--remote-debugging-port=0'],
  });
  const port = await devToolsPort(profile);
  return {
    port,
    context,
    /** Replaces the origin's localStorage with `entries` (no app code runs: a static file). */
    async seed(origin, entries) {
      const page = await context.newPage();
      await page.goto(`${origin}/favicon.svg`);
      await page.evaluate((values) => {
        localStorage.clear();
        for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
      }, entries);
      await page.close();
    },
    async stop() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The port Chromium's DevTools took, from the file it writes once it listens. */
async function devToolsPort(profile) {
  const file = join(profile, 'DevToolsActivePort');
  for (const until = Date.now() + 30_000; Date.now() < until;) {
    const port = existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : 0;
    if (port > 0) return port;
    await new Promise((wake) => setTimeout(wake, 50));
  }
  throw new Error(`Chromium wrote no DevTools port into ${file}`);
}

/** A cart of `count` lines in SPEC §3's stored format (see LocalStorageCartStore). */
export function storedCart(count, { firstId = 111 } = {}) {
  const names = ['Foam-jet service', 'Gas refill', 'Repair', 'Installation', 'Deep cleaning'];
  return Array.from({ length: count }, (_, index) => ({
    Service_Option_Id: firstId + index,
    serviceName: 'Split AC',
    serviceOptionName:
      count <= names.length ? names[index] : `${names[index % names.length]} ${index + 1}`,
    serviceOptionDescription:
      'Filters, coils and drain tray deep-cleaned with foam and a jet pump.',
    serviceOptionPrice: 599 + (index % 7) * 100 + 0.5,
    serviceOptionIcon: '',
    quantity: 1 + (index % 3),
  }));
}

/**
 * The three routes of the lab benchmark, at the app's own addresses (src/presenters/links.ts, the
 * route table's): home, a category's services (category 1), and the cart with three lines in it
 * (an empty cart is a different, lighter page).
 */
/**
 * Home, a category's services and the cart (with three lines stored), each at its address in
 * every language: each language's page is its own file, drawn in it with its font inline.
 * PERF_ONLY (a comma-separated list of names, such as `/te/,/te/cart`) measures only those.
 */
export const PERF_ROUTES = LANGUAGES.flatMap((language) =>
  [
    { name: '/', path: links.root, storage: {} },
    { name: '/service/{id}', path: links.servicesOf(1), storage: {} },
    { name: '/cart', path: links.cart, storage: { cart: JSON.stringify(storedCart(3)) } },
  ].map((route) => ({
    ...route,
    name: inLanguage(route.name, language),
    path: inLanguage(route.path, language),
  })),
).filter(
  (route) =>
    !process.env.PERF_ONLY ||
    process.env.PERF_ONLY.split(',').some((name) => name.trim() === route.name),
);

const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
};

/**
 * How Lighthouse slows the page to a phone's on slow 4G: `simulate` loads it at full speed and
 * computes the metrics from its graph of requests and tasks (Lighthouse's default); `devtools`
 * throttles the network (562.5 ms RTT, 1.47 Mbps down) and the CPU (4×) for real, and reports what
 * it observed.
 */
export const THROTTLING = {
  simulate: 'simulated slow 4G (150 ms RTT, 1.6 Mbps), 4× CPU',
  devtools: 'slow 4G and 4× CPU throttled for real by DevTools (562.5 ms RTT, 1.47 Mbps)',
};

/**
 * One Lighthouse run (default mobile settings: a Moto G Power's screen, slow 4G and 4× CPU,
 * throttled as `throttling` says) of `path`, after writing the route's localStorage. Returns the
 * full report (lhr).
 */
export async function runLighthouse(
  browser,
  origin,
  route,
  categories = ['performance', 'accessibility', 'best-practices'],
  throttling = 'simulate',
) {
  const { default: lighthouse } = await import('lighthouse');
  await browser.seed(origin, route.storage);
  const result = await lighthouse(`${origin}${route.path}`, {
    port: browser.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    throttlingMethod: throttling,
  });
  if (!result?.lhr) throw new Error(`Lighthouse returned no report for ${route.path}`);
  if (result.lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${route.path}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

/** The numbers we report from one run. */
export function summarise(lhr) {
  const score = (id) => lhr.categories[id]?.score ?? null;
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, audit]) => [key, lhr.audits[audit]?.numericValue ?? null]),
  );
  const failing = (category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    ...metrics,
    notPassing: {
      performance: failing('performance'),
      accessibility: failing('accessibility'),
      bestPractices: failing('best-practices'),
    },
  };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** To a tenth of a millisecond. */
export const round = (value) => Math.round(value * 10) / 10;

/** The benchmarks' phone: its screen and how much slower its CPU is than this machine's. */
export const CPU_SLOWDOWN = 4;
export const PHONE_VIEWPORT = { width: 412, height: 823 };

/**
 * A page on the benchmarks' phone (CPU slowed with CDP Emulation.setCPUThrottlingRate) that has
 * `window.__afterNextPaint()`: the time the frame after the DOM's latest change is produced (a
 * requestAnimationFrame callback, then a message posted from it). `initScript` runs in it too.
 */
export async function throttledPage(browser, initScript) {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__afterNextPaint = () =>
      new Promise((resolveFrame) =>
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolveFrame(performance.now());
          channel.port2.postMessage(null);
        }),
      );
  });
  if (initScript) await page.addInitScript(initScript);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}
