// The lab the perf scripts share: a production build served by `vite preview` with the project's
// middleware (over plain HTTP/1.1, or over HTTPS with HTTP/2 as hosts serve it), Debian's Chromium
// driven by Playwright, and Lighthouse on top.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { links } from '../../src/presenters/links.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The lab's HTTPS server has a self-signed certificate (scripts/perf/previewServer.mjs).
  '--ignore-certificate-errors',
];

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** How the lab serves a build: as a host does in production, or as `vite preview` does by default. */
export const PROTOCOLS = {
  h2: 'HTTPS with HTTP/2, as hosts serve it',
  http1: 'plain HTTP/1.1, as `vite preview` serves it by default',
};

/**
 * Serves `outDir` (a production build) on a free port (scripts/perf/previewServer.mjs: `vite
 * preview` with the project's middleware), over `protocol` (a key of PROTOCOLS); resolves once it
 * accepts connections. `stop()` ends the server (and only it).
 */
export async function startPreview(outDir, { protocol = 'http1' } = {}) {
  const dir = resolve(outDir);
  if (!existsSync(join(dir, 'index.html')))
    throw new Error(`No build in ${dir}: run \`npx vite build\` (or set PERF_DIST) first.`);
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [resolve('scripts/perf/previewServer.mjs'), dir, String(port), protocol],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const origin = `${protocol === 'h2' ? 'https' : 'http'}://127.0.0.1:${port}`;
  const until = Date.now() + 30_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null) throw new Error(`vite preview stopped: ${stderr}`);
    if (Date.now() > until) {
      child.kill();
      throw new Error(`vite preview did not answer on ${origin}: ${stderr}`);
    }
    await new Promise((wake) => setTimeout(wake, 100));
  }
  return {
    origin,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** Whether something listens on `port` of 127.0.0.1. */
function accepts(port) {
  return new Promise((answer) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      answer(true);
    });
    socket.once('error', () => answer(false));
  });
}

/**
 * Chromium with a DevTools port for Lighthouse, in a persistent (default) browser context, so the
 * tabs Lighthouse opens share the localStorage that `seed` writes.
 */
export async function startChromium() {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'gharseva-perf-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
  });
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
export const PERF_ROUTES = [
  { name: '/', path: links.root, storage: {} },
  { name: '/service/{id}', path: links.servicesOf(1), storage: {} },
  { name: '/cart', path: links.cart, storage: { cart: JSON.stringify(storedCart(3)) } },
  // Home for a Hindi and a Telugu reader: their first paint, catalogue and font.
  { name: '/ in Hindi', path: links.root, storage: { lang: 'hi' } },
  { name: '/ in Telugu', path: links.root, storage: { lang: 'te' } },
];

const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
};

/**
 * One Lighthouse run (default mobile settings: a Moto G Power's screen, simulated slow 4G and
 * 4× CPU) of `path`, after writing the route's localStorage. Returns the full report (lhr).
 */
export async function runLighthouse(
  browser,
  origin,
  route,
  categories = ['performance', 'accessibility', 'best-practices'],
) {
  const { default: lighthouse } = await import('lighthouse');
  await browser.seed(origin, route.storage);
  const result = await lighthouse(`${origin}${route.path}`, {
    port: browser.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
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

/** The reference provider on `port`, as `npm run provider` starts it. */
export async function startProvider(port) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/provider/start.ts'], {
    env: { ...process.env, PORT: String(port), API_KEY: 'demo-api-key' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const health = `http://127.0.0.1:${port}/_test/health`;
  const until = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The reference provider stopped: ${stderr}`);
    try {
      if ((await fetch(health)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`The reference provider did not start: ${stderr}`);
    await new Promise((wake) => setTimeout(wake, 100));
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** The app built in HTTP mode against `providerOrigin` into `outDir` (as `npm run build:http`). */
export function buildHttpApp(providerOrigin, outDir) {
  const built = spawnSync(
    process.execPath,
    [
      resolve('node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        VITE_API_BASE_URL: `${providerOrigin}/api/`,
        VITE_API_KEY: 'demo-api-key',
      },
    },
  );
  if (built.status !== 0) throw new Error('The HTTP-mode build failed');
}

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
