#!/usr/bin/env node
// The Lighthouse guard of `npm test`: what machine load cannot trip. One Lighthouse run (default
// mobile settings) on each of the lab's routes of the build in PERF_DIST (dist) must score
// accessibility 1.00 and best practices 1.00; both are the same on every run. Speed is not judged
// here: timings swing with the machine's load, so `npm run perf` is the benchmark that reports them.
import { PERF_ROUTES, runLighthouse, startChromium, startPreview, summarise } from './lab.mjs';

const outDir = process.env.PERF_DIST ?? 'dist';

const started = Date.now();
const preview = await startPreview(outDir);
const browser = await startChromium();
const failures = [];
try {
  for (const route of PERF_ROUTES) {
    const run = summarise(
      await runLighthouse(browser, preview.origin, route, ['accessibility', 'best-practices']),
    );
    console.log(
      `${route.name.padEnd(14)} accessibility ${run.accessibility.toFixed(2)}, best practices ${run.bestPractices.toFixed(2)}`,
    );
    if (run.accessibility < 1)
      failures.push(
        `${route.name}: accessibility ${run.accessibility} < 1 (${run.notPassing.accessibility.join(', ')})`,
      );
    if (run.bestPractices < 1)
      failures.push(
        `${route.name}: best practices ${run.bestPractices} < 1 (${run.notPassing.bestPractices.join(', ')})`,
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
  `\nLighthouse guard passed in ${seconds} s: accessibility and best practices 1.00 on ${PERF_ROUTES.map((route) => route.name).join(', ')}.`,
);
