#!/usr/bin/env node
// `npm test`: every check a change can break, in order, then one line "N passed, N failed" that
// sums the tests of every runner (a failing static check counts as one failed test).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const reports = 'reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const env = {
  ...process.env,
  PACT_DO_NOT_TRACK: 'true',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
};
let passed = 0;
let failed = 0;
const summary = [];

function run(name, command, args, extraEnv = {}) {
  console.log(`\n━━ ${name}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  const ok = result.status === 0;
  summary.push(`${ok ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

function check(name, command, args) {
  if (run(name, command, args)) passed += 1;
  else failed += 1;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

function countVitest(name, path, ok) {
  const report = readJson(path);
  if (!report) {
    failed += ok ? 0 : 1;
    return;
  }
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (ok || report.numFailedTests ? 0 : 1);
}

check('type check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);

const unitOk = run('unit tests', 'npx', [
  'vitest',
  'run',
  '--project',
  'unit',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports}/unit.json`,
]);
countVitest('unit tests', `${reports}/unit.json`, unitOk);

for (const [script, label] of [['test:contract', 'contract tests']]) {
  const ok = run(label, 'npm', [
    'run',
    '--silent',
    script,
    '--',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports}/${script.replace(':', '-')}.json`,
  ]);
  countVitest(label, `${reports}/${script.replace(':', '-')}.json`, ok);
}

// Every build is made afresh: a stale one must not stand in for a failed one.
rmSync('dist', { recursive: true, force: true });
check('build', 'npx', ['vite', 'build']);

// The app in HTTP mode, for the bundle budget. (The end-to-end run builds its own HTTP-mode apps,
// against the reference provider it starts on a free port: tests/e2e/globalSetup.ts.)
rmSync('dist-http', { recursive: true, force: true });
check('HTTP-mode build', 'npm', ['run', '--silent', 'build:http']);

for (const [script, label] of [
  ['test:budget', 'bundle budget'],
  ['test:lighthouse', 'Lighthouse guard (accessibility, best practices)'],
  ['test:pact-verify', 'pact verification against the reference provider'],
  [
    'test:security-probe',
    'security probe against the reference provider, secure and spec-literal, with provider states and without',
  ],
]) {
  check(label, 'npm', ['run', '--silent', script]);
}

{
  const e2eOk = run('end-to-end tests', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json`,
    CI: process.env.CI ?? '1',
  });
  const report = readJson(`${reports}/e2e.json`);
  const stats = report?.stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += (stats.unexpected ?? 0) + (!e2eOk && !stats.unexpected ? 1 : 0);
}

console.log(`\n${summary.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
