#!/usr/bin/env node
// The Lighthouse guard of `npm test` (issue 7): what noise cannot trip. One Lighthouse run
// (default mobile settings) on each of /, /service/{id} and /cart of the build in PERF_DIST (dist)
// must score accessibility 1.00, best practices 1.00 and performance at least 0.90. Accessibility
// and best practices do not vary between runs; performance does, with the load of the machine, so
// a route under 0.90 is run again, up to PERF_GUARD_ATTEMPTS times in all (3), and passes if one
// run reaches it. `npm run perf` is the benchmark with the real goals (0.98, LCP, TBT, CLS).
import { PERF_ROUTES, runLighthouse, startChromium, startPreview, summarise } from './lab.mjs';

const outDir = process.env.PERF_DIST ?? 'dist';
const attempts = Number(process.env.PERF_GUARD_ATTEMPTS ?? 3);
const MIN = { performance: 0.9, accessibility: 1, bestPractices: 1 };

const started = Date.now();
const preview = await startPreview(outDir);
const browser = await startChromium();
const failures = [];
try {
  for (const route of PERF_ROUTES) {
    let best;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const run = summarise(await runLighthouse(browser, preview.origin, route));
      if (!best || run.performance > best.performance) best = run;
      console.log(
        `${route.name.padEnd(14)} performance ${run.performance.toFixed(2)}, accessibility ${run.accessibility.toFixed(2)}, best practices ${run.bestPractices.toFixed(2)}` +
          (attempt > 1 ? ` (run ${attempt})` : ''),
      );
      // Accessibility and best practices are the same every run: only performance is retried.
      if (run.accessibility < MIN.accessibility || run.bestPractices < MIN.bestPractices) break;
      if (run.performance >= MIN.performance) break;
    }
    if (best.accessibility < MIN.accessibility)
      failures.push(
        `${route.name}: accessibility ${best.accessibility} < 1 (${best.notPassing.accessibility.join(', ')})`,
      );
    if (best.bestPractices < MIN.bestPractices)
      failures.push(
        `${route.name}: best practices ${best.bestPractices} < 1 (${best.notPassing.bestPractices.join(', ')})`,
      );
    if (best.performance < MIN.performance)
      failures.push(
        `${route.name}: performance ${best.performance} < ${MIN.performance} in ${attempts} runs (${best.notPassing.performance.join(', ')})`,
      );
  }
} finally {
  await browser.stop();
  await preview.stop();
}

const seconds = ((Date.now() - started) / 1000).toFixed(0);
if (failures.length > 0) {
  console.error(`\nLighthouse guard failed (${seconds} s):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `\nLighthouse guard passed in ${seconds} s: accessibility and best practices 1.00, performance ≥ ${MIN.performance} on ${PERF_ROUTES.map((route) => route.name).join(', ')}.`,
);
