#!/usr/bin/env node
// `npm run perf:repeat`: the repeat-visit benchmark. A customer comes back: each run opens the page
// once in a fresh Chromium profile (the app's code, its service worker and what it keeps), leaves,
// and then Lighthouse (mobile: Moto G Power screen, slow 4G, 4× CPU) loads the same address again
// without clearing anything (disableStorageReset). For / and /service/{id}, simulated as
// Lighthouse does by default and throttled for real by DevTools (PERF_THROTTLED=0 leaves that
// out), PERF_RUNS times (3), served over plain HTTP/1.1 on 127.0.0.1 (Chromium keeps nothing in its
// HTTP cache from the lab's HTTPS, whose certificate is self-signed, which would wrong a build
// without a worker; a host's real certificate has no such effect). PERF_DIST is the build
// (dist); PERF_BEFORE, when set, a build to compare with in the same run (e.g. one without the
// service worker). Writes the medians to reports/perf/repeat-visit.json and .md. Builds nothing.
// A benchmark, not a test: it exits 0 unless Lighthouse cannot run.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PERF_ROUTES, THROTTLING, median, startChromium, startPreview } from './lab.mjs';

const builds = [
  ...(process.env.PERF_BEFORE ? [{ name: 'before', dir: process.env.PERF_BEFORE }] : []),
  { name: process.env.PERF_BEFORE ? 'after' : 'build', dir: process.env.PERF_DIST ?? 'dist' },
];
const runs = Number(process.env.PERF_RUNS ?? 3);
const reportDir = process.env.PERF_REPORT_DIR ?? join('reports', 'perf');
const throttlings = process.env.PERF_THROTTLED === '0' ? ['simulate'] : ['simulate', 'devtools'];
const ROUTES = PERF_ROUTES.filter(({ name }) => name === '/' || name === '/service/{id}');

for (const { dir } of builds)
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`No build in ${dir}: build it first.`);

/**
 * The first visit, as a customer makes it: the page, the app taking over, and once the network is
 * quiet, the service worker (if the build has one) in control with what it keeps.
 */
async function firstVisit(browser, url) {
  const page = await browser.context.newPage();
  await page.goto(url);
  await page.locator('.first-paint').waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
  if (
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined)
  )
    await page.waitForFunction(async () => {
      if (navigator.serviceWorker.controller === null) return false;
      const fonts = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.woff2'));
      const kept = await Promise.all(fonts.map(({ name }) => caches.match(name)));
      return kept.every((response) => response !== undefined);
    });
  await page.close();
}

/** What one repeat visit measured. */
function numbers(lhr) {
  const value = (id) => lhr.audits[id]?.numericValue ?? null;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  // Bytes that came over the network (a response from the worker or the HTTP cache has none).
  const transferred = requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const phases = Object.fromEntries(
    (lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? []).map(
      (item) => [item.phase, item.timing],
    ),
  );
  return {
    performance: lhr.categories.performance?.score ?? null,
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    ttfbMs: phases.TTFB ?? value('server-response-time'),
    speedIndexMs: value('speed-index'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    transferredKb: transferred / 1024,
    requests: requests.length,
  };
}

async function repeatVisit(origin, route, throttling) {
  const { default: lighthouse } = await import('lighthouse');
  const browser = await startChromium();
  try {
    await browser.seed(origin, route.storage);
    await firstVisit(browser, `${origin}${route.path}`);
    const result = await lighthouse(`${origin}${route.path}`, {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: throttling,
      disableStorageReset: true,
    });
    if (!result?.lhr || result.lhr.runtimeError)
      throw new Error(`Lighthouse failed on ${route.path}: ${result?.lhr?.runtimeError?.message}`);
    return numbers(result.lhr);
  } finally {
    await browser.stop();
  }
}

const results = [];
for (const throttling of throttlings)
  for (const route of ROUTES)
    for (const build of builds) {
      const preview = await startPreview(build.dir, { protocol: 'http1' });
      const measured = [];
      try {
        for (let run = 1; run <= runs; run++) {
          const n = await repeatVisit(preview.origin, route, throttling);
          measured.push(n);
          console.log(
            `${throttling.padEnd(9)} ${route.name.padEnd(14)} ${build.name.padEnd(6)} run ${run}/${runs}: LCP ${Math.round(n.lcpMs)} ms, FCP ${Math.round(n.fcpMs)} ms, TTFB ${Math.round(n.ttfbMs)} ms, ${n.transferredKb.toFixed(1)} KiB over the network`,
          );
        }
      } finally {
        await preview.stop();
      }
      const medianOf = (key) => median(measured.map((n) => n[key]));
      results.push({
        throttling,
        route: route.name,
        build: build.name,
        dir: build.dir,
        median: Object.fromEntries(Object.keys(measured[0]).map((key) => [key, medianOf(key)])),
        runs: measured,
      });
    }

const report = {
  generatedAt: new Date().toISOString(),
  lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
  settings: 'default mobile: Moto G Power screen, slow 4G, 4× CPU; repeat visit (storage kept)',
  runsPerRoute: runs,
  builds,
  results,
};
mkdirSync(reportDir, { recursive: true });
writeFileSync(join(reportDir, 'repeat-visit.json'), `${JSON.stringify(report, null, 2)}\n`);

const ms = (value) => `${Math.round(value)} ms`;
const lines = [
  `# Repeat visit (median of ${runs} runs)`,
  '',
  `Lighthouse ${report.lighthouse}, ${report.settings}, served over HTTP/1.1 (the HTTP cache works; see the script). Builds: ${builds.map(({ name, dir }) => `${name} \`${dir}\``).join(', ')}.`,
];
for (const throttling of throttlings)
  lines.push(
    '',
    `## ${THROTTLING[throttling]}`,
    '',
    '| Route | Build | Performance | LCP | FCP | TTFB (LCP) | Speed Index | TBT | CLS | Over the network | Requests |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...results
      .filter((result) => result.throttling === throttling)
      .map(
        ({ route, build, median: m }) =>
          `| ${route} | ${build} | ${m.performance} | ${ms(m.lcpMs)} | ${ms(m.fcpMs)} | ${ms(m.ttfbMs)} | ${ms(m.speedIndexMs)} | ${ms(m.tbtMs)} | ${m.cls.toFixed(3)} | ${m.transferredKb.toFixed(1)} KiB | ${m.requests} |`,
      ),
  );
lines.push('');
writeFileSync(join(reportDir, 'repeat-visit.md'), lines.join('\n'));
console.log(`\n${lines.join('\n')}`);
