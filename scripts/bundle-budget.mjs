#!/usr/bin/env node
// The bundle budget (npm run test:budget): the gzip JavaScript each route needs for its first
// load, against two limits: '/' at most 150 KB, any other route at most 200 KB.
// First load = what the route's HTML file asks for (its module script and modulepreload links,
// written by scripts/vite/prerenderPages.ts) with their static imports, plus the backend's gateway
// chunk, which every page fetches at start or right after its first drawing. Every build present
// (dist = demo, dist-http = the real API) is checked; a bare React 19 page built the same way is
// the floor we report ratios to.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const HOME_BUDGET_KB = 150;
const ROUTE_BUDGET_KB = 200;

/** The route an HTML file of the build serves (see src/app/prerenderedPages.ts). */
function routeOf(file) {
  const name = file.replace(/\.html$/, '');
  if (name === 'index') return '/';
  if (name === 'service') return '/service/{id}';
  if (name === '404') return '(not found)';
  return `/${name}`;
}

function manifestOf(outDir) {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
}

/** The JavaScript files an HTML file loads: its module scripts and modulepreload links. */
function scriptsOf(outDir, htmlFile) {
  const html = readFileSync(join(outDir, htmlFile), 'utf8');
  const files = [
    ...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g),
  ].map((match) => match[1]);
  if (files.length === 0) throw new Error(`${outDir}/${htmlFile} loads no script`);
  return files;
}

/** The files `files` and `keys` (manifest keys) need loaded: themselves and their static imports. */
function closure(manifest, { files = [], keys = [] }) {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const loaded = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(`The build has no chunk for ${key}: update scripts/bundle-budget.mjs`);
    if (loaded.has(chunk.file)) return;
    loaded.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const file of files) {
    const key = keyOfFile.get(file);
    if (key) visit(key);
    else loaded.add(file);
  }
  keys.forEach(visit);
  return loaded;
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
  return gzipKb(outDir, closure(manifestOf(outDir), { keys: ['index.html'] }));
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
  const pages = readdirSync(outDir)
    .filter((file) => file.endsWith('.html'))
    .sort((a, b) => (a === 'index.html' ? -1 : b === 'index.html' ? 1 : a.localeCompare(b)));
  for (const page of pages) {
    const route = routeOf(page);
    const kb = gzipKb(
      outDir,
      closure(manifest, { files: scriptsOf(outDir, page), keys: [gateways] }),
    );
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
