// The bundle budget (npm run test:budget): the gzip JavaScript each route of src/app/routes.ts
// needs for its first load, against two limits: '/' at most 155 KiB, any other route at most
// 210 KiB (207 before the policies: four pages in the route table and the footer's group, 0.6 KiB
// on every first load, the booking pages' cancellation rule and what happens if we fail her,
// 2.3 KiB; docs/decisions.md, "Policies and the rules where she decides"; 205 before ratings: a booking's page draws who comes with their record, and the
// demo's backend keeps ratings; the rating form itself downloads apart; docs/decisions.md,
// "Ratings"; 150 and 200 before the app spoke Hindi and Telugu, 203 before the demo's backend took
// payments: its orders and refunds, 1.1 KiB in every demo page's backend chunk, which the HTTP
// build never downloads; docs/decisions.md, "Paying"; the languages may add 3 KiB to the
// English first load: the switch, the core's voice and its English renderer; '/' was 152 before
// sessions ended on the phone: every page watches the session's end and deletes a customer's
// copies when another tab logs out, 0.2 KiB, docs/decisions.md; 153 before the catalogue came in
// her language: every page keeps the catalogue per language and reads it again on a switch,
// 0.3 KiB, docs/decisions.md, "The catalogue in her language"; 154 before each language had its
// own addresses: the router whose base is the address's language, and the switch that moves the
// page to the chosen language's, 0.5 KiB, docs/decisions.md, "Each language its own address").
// First load = what the route's HTML file asks for (its module script and modulepreload
// links, written by scripts/vite/firstPaintStages.ts) with their static imports, plus the backend's
// gateway chunk, which every page fetches at start or right after its first drawing. Both builds
// are checked (dist = demo, dist-http = the real API); a bare React 19 page built the same way is
// the floor we report ratios to.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTES } from '../src/app/routes.ts';
import { fileOf } from './vite/hostRewrites.ts';

const HOME_BUDGET_KB = 155;
const ROUTE_BUDGET_KB = 210;

type Manifest = Record<string, { file: string; imports?: string[] }>;

function manifestOf(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
}

/** The JavaScript files an HTML file loads: its module scripts and modulepreload links. */
function scriptsOf(outDir: string, htmlFile: string): string[] {
  const html = readFileSync(join(outDir, htmlFile), 'utf8');
  const files = [
    ...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g),
  ].map((match) => match[1] ?? '');
  if (files.length === 0) throw new Error(`${outDir}/${htmlFile} loads no script`);
  return files;
}

/** The files `files` and `keys` (manifest keys) need loaded: themselves and their static imports. */
function closure(
  manifest: Manifest,
  { files = [], keys = [] }: { files?: string[]; keys?: string[] },
): Set<string> {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const loaded = new Set<string>();
  const visit = (key: string) => {
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

function gzipKb(outDir: string, files: Iterable<string>): number {
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

// The gateways' code of each backend (GATEWAYS_CODE in src/app/features/gateways.ts).
const builds = [
  {
    outDir: 'dist',
    mode: 'demo mode',
    gateways: 'src/adapters/fake/DemoGateways.ts',
    build: 'npm run build',
  },
  {
    outDir: 'dist-http',
    mode: 'HTTP mode',
    gateways: 'src/adapters/http/HttpGateways.ts',
    build: 'npm run build:http',
  },
];
const missing = builds.filter(({ outDir }) => !existsSync(join(outDir, '.vite', 'manifest.json')));
if (missing.length > 0) {
  console.error(
    `No build to measure in ${missing.map(({ outDir, build }) => `${outDir} (run \`${build}\`)`).join(' and ')}.`,
  );
  process.exit(1);
}
const floor = floorKb();

let failures = 0;
interface Row {
  route: string;
  kb: number;
  ratio: number;
  budget: number;
  ok: boolean;
}
const report: { floorKb: number; builds: Record<string, Row[]> } = {
  floorKb: Number(floor.toFixed(1)),
  builds: {},
};
console.log(`Floor: a bare React 19 page, ${floor.toFixed(1)} KiB gzip JS.\n`);
for (const { outDir, mode, gateways } of builds) {
  const manifest = manifestOf(outDir);
  const rows: Row[] = [];
  for (const page of ROUTES) {
    const route = page.paths.join(' ');
    const kb = gzipKb(
      outDir,
      closure(manifest, { files: scriptsOf(outDir, fileOf(page)), keys: [gateways] }),
    );
    const budget = page.paths.includes('/') ? HOME_BUDGET_KB : ROUTE_BUDGET_KB;
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
  console.log(`  ${'route'.padEnd(32)} first load   × floor   budget`);
  for (const row of rows) {
    console.log(
      `  ${row.ok ? '✔' : '✘'} ${row.route.padEnd(32)} ${row.kb.toFixed(1).padStart(7)} KiB   ${row.ratio.toFixed(2).padStart(5)}    ${row.budget} KiB`,
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
