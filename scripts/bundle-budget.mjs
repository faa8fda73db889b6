#!/usr/bin/env node
// The bundle budget (npm run test:budget): the gzip JavaScript each route needs for its first
// load, read from the builds' chunk graph (.vite/manifest.json), against two limits:
//   '/' at most 150 KB, any other route at most 200 KB.
// First load = the entry chunk and its static imports, plus the route's page (and feature) chunks
// and the backend's gateway chunk, each with their static imports: what the browser fetches before
// the page can show its data. Every build present (dist = demo, dist-http = the real API) is
// checked; a bare React 19 page built the same way is the floor we report ratios to.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const HOME_BUDGET_KB = 150;
const ROUTE_BUDGET_KB = 200;

/** Route → the modules its first load needs besides the entry (see src/app/pageRoutes.tsx). */
const routes = {
  '/': [],
  '/service/{id}': ['src/views/catalog/ServicesPage.tsx', 'src/app/features/servicesFeature.ts'],
  '/cart': ['src/views/cart/CartPage.tsx', 'src/app/features/cartFeature.ts'],
  '/my-bookings': ['src/views/booking/MyBookingsPage.tsx', 'src/app/features/bookingFeature.ts'],
  '/my-bookings-info': [
    'src/views/booking/BookingDetailPage.tsx',
    'src/app/features/bookingFeature.ts',
  ],
  '/signup': ['src/views/profile/ProfilePage.tsx', 'src/app/features/profileFeature.ts'],
  '/about': ['src/views/static/AboutPage.tsx'],
  '/feature': ['src/views/static/FeaturesPage.tsx'],
  '/team': ['src/views/static/TeamPage.tsx'],
  '/testimonial': ['src/views/static/TestimonialsPage.tsx'],
  '/contact': ['src/views/static/ContactPage.tsx', 'src/app/features/contactFeature.ts'],
  '/quote': ['src/views/static/QuotePage.tsx', 'src/app/features/contactFeature.ts'],
  '(not found)': ['src/views/shell/NotFoundPage.tsx'],
};

/** Chunks index.html preloads beside the entry, whatever the route (scripts/vite/preloadHomePage.ts). */
const preloadedByIndexHtml = ['src/views/catalog/HomePage.tsx'];

function manifestOf(outDir) {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
}

/** The files a module needs loaded: its chunk and, transitively, its static imports. */
function closure(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(`The build has no chunk for ${key}: update scripts/bundle-budget.mjs`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

function gzipKb(outDir, files) {
  let bytes = 0;
  for (const file of files)
    if (file.endsWith('.js'))
      bytes += gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
  return bytes / 1024;
}

function floorKb() {
  const outDir = 'dist-floor';
  execFileSync(
    'npx',
    [
      'vite',
      'build',
      'tests/perf/floor',
      '--config',
      'vite.config.ts',
      '--outDir',
      '../../../dist-floor',
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    {
      stdio: 'inherit',
    },
  );
  return gzipKb(outDir, closure(manifestOf(outDir), ['index.html']));
}

const floor = floorKb();
const builds = [
  ['dist', 'demo mode', 'src/app/demoGateways.ts'],
  ['dist-http', 'HTTP mode', 'src/app/httpGateways.ts'],
].filter(([outDir]) => existsSync(join(outDir, '.vite', 'manifest.json')));
if (builds.length === 0) {
  console.error('No build to measure: run `npm run build` first.');
  process.exit(1);
}

let failures = 0;
const report = { floorKb: Number(floor.toFixed(1)), builds: {} };
console.log(`Floor: a bare React 19 page, ${floor.toFixed(1)} KB gzip JS.\n`);
for (const [outDir, mode, gateways] of builds) {
  const manifest = manifestOf(outDir);
  const rows = [];
  for (const [route, modules] of Object.entries(routes)) {
    const kb = gzipKb(outDir, closure(manifest, ['index.html', ...preloadedByIndexHtml, gateways, ...modules]));
    const budget = route === '/' ? HOME_BUDGET_KB : ROUTE_BUDGET_KB;
    const ok = kb <= budget;
    if (!ok) failures += 1;
    rows.push({
      route,
      kb: Number(kb.toFixed(1)),
      ratio: Number((kb / floor).toFixed(2)),
      budget,
      ok,
    });
  }
  report.builds[mode] = rows;
  console.log(`${mode} (${outDir})`);
  console.log('  route               first load   × floor   budget');
  for (const row of rows) {
    console.log(
      `  ${row.ok ? '✔' : '✘'} ${row.route.padEnd(18)} ${row.kb.toFixed(1).padStart(7)} KB   ${row.ratio.toFixed(2).padStart(5)}    ${row.budget} KB`,
    );
  }
  console.log('');
}
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bundle-budget.json', `${JSON.stringify(report, null, 2)}\n`);
if (failures > 0) {
  console.error(`${failures} route(s) over budget.`);
  process.exit(1);
}
console.log('Every route is within its budget.');
