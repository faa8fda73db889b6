import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import type { FontSet } from './tests/e2e/support/fonts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEMO_PORT = 4173;
// The HTTP-mode build (npm run build:http) and the reference provider it is built against.
const HTTP_PORT = 4174;
const PROVIDER_PORT = 4010;
const PROVIDER_API_KEY = 'demo-api-key';
// The same HTTP-mode app with a 1.5 s timeout per attempt (npm run build:http-fast-timeout), for
// the http project's hung-call tests: they switch to it with test.use({ baseURL }), so they stay
// in the one-worker http project and never race other tests for the shared provider.
const HTTP_FAST_TIMEOUT_PORT = 4175;

// The builds the tests drive. A missing one stops the run here, saying how to make it: no project
// skips itself in silence.
const BUILDS = {
  dist: 'npm run build',
  'dist-http': 'npm run build:http',
  'dist-http-timeout': 'npm run build:http-fast-timeout',
};
const missing = Object.entries(BUILDS).filter(([dir]) => !existsSync(`${dir}/index.html`));
if (missing.length > 0)
  throw new Error(
    `The end-to-end tests drive the production builds, and ${missing.map(([dir]) => dir).join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing: run ${missing.map(([, command]) => `\`${command}\``).join(', ')} first (npm test builds them all).`,
  );

/**
 * End-to-end tests drive the production builds in Debian's Chromium (no browser download works on
 * our machines). `npm test` builds first; `npm run test:e2e` needs the builds above: dist/ (project
 * `demo`) and dist-http/ (project `http`: the app in HTTP mode against the reference provider of
 * tests/provider, which the http tests reset and fault through /_test/).
 */
export default defineConfig<{ fontSet: FontSet }>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${DEMO_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'demo',
      testIgnore: ['http/**', 'layout/**'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // The layout checks, once in each font: no layout may depend on the machine's fonts.
    ...(['dejavu', 'roboto'] as const).map((fontSet) => ({
      name: `layout-${fontSet}`,
      testMatch: 'layout/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], channel: undefined, fontSet },
    })),
    {
      name: 'http',
      testMatch: 'http/**/*.spec.ts',
      // Every test shares the one reference provider and resets it: one at a time.
      fullyParallel: false,
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://127.0.0.1:${HTTP_PORT}`,
      },
    },
  ],
  webServer: [
    {
      command: `npx vite preview --host 127.0.0.1 --port ${DEMO_PORT} --strictPort`,
      url: `http://127.0.0.1:${DEMO_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'node --import tsx tests/provider/start.ts',
      url: `http://127.0.0.1:${PROVIDER_PORT}/_test/health`,
      env: { PORT: String(PROVIDER_PORT), API_KEY: PROVIDER_API_KEY },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx vite preview --outDir dist-http --host 127.0.0.1 --port ${HTTP_PORT} --strictPort`,
      url: `http://127.0.0.1:${HTTP_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx vite preview --outDir dist-http-timeout --host 127.0.0.1 --port ${HTTP_FAST_TIMEOUT_PORT} --strictPort`,
      url: `http://127.0.0.1:${HTTP_FAST_TIMEOUT_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
