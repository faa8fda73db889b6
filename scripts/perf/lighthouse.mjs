#!/usr/bin/env node
// `npm run perf`: the lab benchmark. Lighthouse (mobile: Moto G Power screen, simulated
// slow 4G, 4× CPU) runs PERF_RUNS times (3) on each of /, /service/{id} and /cart at their
// English, Hindi and Telugu addresses (lab.mjs's PERF_ROUTES), of the production build in PERF_DIST (dist; demo mode), and on the bare React 19 page of the bundle budget
// (dist-floor, when built) for comparison. It serves the builds itself, once per protocol of
// PERF_PROTOCOLS (default both): `h2`, HTTPS with HTTP/2 as hosts serve the app (the goals are
// judged there), and `http1`, the plain HTTP/1.1 of `vite preview`. Over h2 it also runs with the
// network and CPU throttled for real by DevTools (PERF_THROTTLED=0 leaves that out), whose observed
// FCP and LCP check the simulation's. It writes the median run of each route to
// reports/perf/lighthouse.json and .md. It builds nothing: build first.
// A benchmark, not a test: it exits 0 unless Lighthouse cannot run; the goals are in the report.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import {
  PERF_ROUTES,
  PROTOCOLS,
  THROTTLING,
  runLighthouse,
  startChromium,
  startPreview,
  summarise,
} from './lab.mjs';

const outDir = process.env.PERF_DIST ?? 'dist';
const floorDir = process.env.PERF_FLOOR_DIST ?? 'dist-floor';
const runs = Number(process.env.PERF_RUNS ?? 3);
const reportDir = process.env.PERF_REPORT_DIR ?? join('reports', 'perf');
const protocols = (process.env.PERF_PROTOCOLS ?? 'h2,http1').split(',').map((p) => p.trim());
const GOALS = { performance: 0.98, lcpMs: 1800, tbtMs: 50, cls: 0.01 };
const GOALS_PROTOCOL = 'h2';
const throttledForReal = process.env.PERF_THROTTLED !== '0';
const FLOOR = { name: 'bare React 19 page', path: '/', storage: {} };

for (const protocol of protocols)
  if (!(protocol in PROTOCOLS)) throw new Error(`PERF_PROTOCOLS: unknown protocol ${protocol}`);

/** The median run of `route` on the build served at `origin`, with every run's numbers. */
async function benchmark(browser, origin, route, { protocol, throttling }) {
  const lhrs = [];
  for (let run = 1; run <= runs; run++) {
    const lhr = await runLighthouse(browser, origin, route, undefined, throttling);
    lhrs.push(lhr);
    const s = summarise(lhr);
    console.log(
      `${`${protocol} ${throttling}`.padEnd(14)} ${route.name.padEnd(18)} run ${run}/${runs}: performance ${s.performance}, LCP ${Math.round(s.lcpMs)} ms, FCP ${Math.round(s.fcpMs)} ms, TBT ${Math.round(s.tbtMs)} ms, CLS ${s.cls.toFixed(3)}`,
    );
  }
  const median = computeMedianRun(lhrs);
  if (process.env.PERF_SAVE_LHR) {
    mkdirSync(join(reportDir, 'lhr'), { recursive: true });
    writeFileSync(
      join(
        reportDir,
        'lhr',
        `${protocol}-${throttling}-${route.name.replace(/[^a-z0-9]+/gi, '-')}.json`,
      ),
      JSON.stringify(median),
    );
  }
  return {
    route: route.name,
    url: route.path,
    median: summarise(median),
    runs: lhrs.map((lhr) => {
      const numbers = summarise(lhr);
      delete numbers.notPassing;
      return numbers;
    }),
  };
}

/** Every route of `dir` (and the floor page, when built) served over `protocol`, throttled as `throttling` says. */
async function measure(browser, way) {
  const results = [];
  const app = await startPreview(outDir, { protocol: way.protocol });
  try {
    for (const route of PERF_ROUTES) results.push(await benchmark(browser, app.origin, route, way));
  } finally {
    await app.stop();
  }
  if (existsSync(join(floorDir, 'index.html'))) {
    const floor = await startPreview(floorDir, { protocol: way.protocol });
    try {
      results.push({ ...(await benchmark(browser, floor.origin, FLOOR, way)), floor: true });
    } finally {
      await floor.stop();
    }
  }
  return results;
}

const meetsGoals = (m) =>
  m.performance >= GOALS.performance &&
  m.lcpMs < GOALS.lcpMs &&
  m.tbtMs < GOALS.tbtMs &&
  m.cls < GOALS.cls;

/** The ways the routes are measured: each protocol simulated, and h2 throttled for real. */
const ways = [
  ...protocols.map((protocol) => ({ key: protocol, protocol, throttling: 'simulate' })),
  ...(throttledForReal && protocols.includes(GOALS_PROTOCOL)
    ? [{ key: `${GOALS_PROTOCOL}-devtools`, protocol: GOALS_PROTOCOL, throttling: 'devtools' }]
    : []),
];

const browser = await startChromium();
const measured = {};
try {
  for (const way of ways) measured[way.key] = { way, results: await measure(browser, way) };
} finally {
  await browser.stop();
}

const report = {
  generatedAt: new Date().toISOString(),
  build: outDir,
  lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
  settings: 'default mobile: Moto G Power screen, slow 4G, 4× CPU',
  runsPerRoute: runs,
  goals: { ...GOALS, judgedOn: `${GOALS_PROTOCOL}, simulated` },
  measured: Object.fromEntries(
    Object.entries(measured).map(([key, { way, results }]) => [
      key,
      {
        served: PROTOCOLS[way.protocol],
        throttling: THROTTLING[way.throttling],
        judged: way.protocol === GOALS_PROTOCOL && way.throttling === 'simulate',
        routes: results.map((result) => ({ ...result, meetsGoals: meetsGoals(result.median) })),
      },
    ]),
  ),
};
mkdirSync(reportDir, { recursive: true });
writeFileSync(join(reportDir, 'lighthouse.json'), `${JSON.stringify(report, null, 2)}\n`);

const ms = (value) => `${Math.round(value)} ms`;
const lines = [
  `# Lighthouse lab benchmark (median of ${runs} runs per route)`,
  '',
  `Build \`${outDir}\`, Lighthouse ${report.lighthouse}, ${report.settings}.`,
  `Goals: performance ≥ ${GOALS.performance}, LCP < ${GOALS.lcpMs} ms, TBT < ${GOALS.tbtMs} ms, CLS < ${GOALS.cls}, served ${PROTOCOLS[GOALS_PROTOCOL]}, simulated.`,
];
for (const { served, throttling, judged, routes } of Object.values(report.measured)) {
  lines.push(
    '',
    `## Served ${served}, ${throttling}`,
    '',
    '| Route | Performance | Accessibility | Best practices | LCP | TBT | CLS | FCP | Goals |',
    '|---|---|---|---|---|---|---|---|---|',
    ...routes.map(
      ({ route, median: m, meetsGoals: ok, floor }) =>
        `| ${route} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${ms(m.lcpMs)} | ${ms(m.tbtMs)} | ${m.cls.toFixed(3)} | ${ms(m.fcpMs)} | ${floor ? '(floor)' : !judged ? '(for comparison)' : ok ? 'met' : 'missed'} |`,
    ),
  );
  const notes = routes
    .filter((result) => !result.floor)
    .flatMap(({ route, median }) =>
      Object.entries(median.notPassing)
        .filter(([, audits]) => audits.length > 0)
        .map(([category, audits]) => `- ${route}, ${category}: ${audits.join(', ')}`),
    );
  if (notes.length > 0)
    lines.push('', 'Audits not fully passing in the median runs:', '', ...notes);
}
lines.push('');
writeFileSync(join(reportDir, 'lighthouse.md'), `${lines.join('\n')}`);
console.log(`\n${lines.join('\n')}`);
