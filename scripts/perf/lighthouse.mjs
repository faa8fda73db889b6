#!/usr/bin/env node
// `npm run perf`: the lab benchmark of issue 7. Lighthouse (mobile: Moto G Power screen, simulated
// slow 4G, 4× CPU) runs PERF_RUNS times (3) on each of /, /service/{id} and /cart of the production
// build in PERF_DIST (dist; demo mode), serves it itself with `vite preview`, and writes the median
// run of each route to reports/perf/lighthouse.json and .md. It builds nothing: build first.
// A benchmark, not a test: it exits 0 unless Lighthouse cannot run; the goals are in the report.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { PERF_ROUTES, runLighthouse, startChromium, startPreview, summarise } from './lab.mjs';

const outDir = process.env.PERF_DIST ?? 'dist';
const runs = Number(process.env.PERF_RUNS ?? 3);
const reportDir = process.env.PERF_REPORT_DIR ?? join('reports', 'perf');
const GOALS = { performance: 0.98, lcpMs: 1800, tbtMs: 50, cls: 0.01 };

const preview = await startPreview(outDir);
const browser = await startChromium();
const results = [];
try {
  for (const route of PERF_ROUTES) {
    const lhrs = [];
    for (let run = 1; run <= runs; run++) {
      const lhr = await runLighthouse(browser, preview.origin, route);
      lhrs.push(lhr);
      const s = summarise(lhr);
      console.log(
        `${route.name.padEnd(14)} run ${run}/${runs}: performance ${s.performance}, LCP ${Math.round(s.lcpMs)} ms, TBT ${Math.round(s.tbtMs)} ms, CLS ${s.cls.toFixed(3)}`,
      );
    }
    const median = computeMedianRun(lhrs);
    if (process.env.PERF_SAVE_LHR) {
      mkdirSync(join(reportDir, 'lhr'), { recursive: true });
      writeFileSync(
        join(reportDir, 'lhr', `${route.name.replace(/[^a-z]+/gi, '-')}.json`),
        JSON.stringify(median),
      );
    }
    results.push({
      route: route.name,
      url: route.path,
      median: summarise(median),
      runs: lhrs.map((lhr) => {
        const numbers = summarise(lhr);
        delete numbers.notPassing;
        return numbers;
      }),
    });
  }
} finally {
  await browser.stop();
  await preview.stop();
}

const meetsGoals = (m) =>
  m.performance >= GOALS.performance &&
  m.lcpMs < GOALS.lcpMs &&
  m.tbtMs < GOALS.tbtMs &&
  m.cls < GOALS.cls;

const report = {
  generatedAt: new Date().toISOString(),
  build: outDir,
  lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
  settings: 'default mobile: Moto G Power screen, simulated slow 4G (150 ms RTT, 1.6 Mbps), 4× CPU',
  runsPerRoute: runs,
  goals: GOALS,
  routes: results.map((result) => ({ ...result, meetsGoals: meetsGoals(result.median) })),
};
mkdirSync(reportDir, { recursive: true });
writeFileSync(join(reportDir, 'lighthouse.json'), `${JSON.stringify(report, null, 2)}\n`);

const ms = (value) => `${Math.round(value)} ms`;
const lines = [
  '# Lighthouse lab benchmark (median of ' + runs + ' runs per route)',
  '',
  `Build \`${outDir}\`, Lighthouse ${report.lighthouse}, ${report.settings}.`,
  `Goals: performance ≥ ${GOALS.performance}, LCP < ${GOALS.lcpMs} ms, TBT < ${GOALS.tbtMs} ms, CLS < ${GOALS.cls}.`,
  '',
  '| Route | Performance | Accessibility | Best practices | LCP | TBT | CLS | FCP | Goals |',
  '|---|---|---|---|---|---|---|---|---|',
  ...report.routes.map(
    ({ route, median: m, meetsGoals: ok }) =>
      `| ${route} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${ms(m.lcpMs)} | ${ms(m.tbtMs)} | ${m.cls.toFixed(3)} | ${ms(m.fcpMs)} | ${ok ? 'met' : 'missed'} |`,
  ),
  '',
];
const notes = report.routes.flatMap(({ route, median }) =>
  Object.entries(median.notPassing)
    .filter(([, audits]) => audits.length > 0)
    .map(([category, audits]) => `- ${route}, ${category}: ${audits.join(', ')}`),
);
if (notes.length > 0) lines.push('Audits not fully passing in the median runs:', '', ...notes, '');
writeFileSync(join(reportDir, 'lighthouse.md'), `${lines.join('\n')}`);
console.log(`\n${lines.join('\n')}`);
