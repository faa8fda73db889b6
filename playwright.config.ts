import { defineConfig, devices } from '@playwright/test';
import type { FontSet } from './tests/e2e/support/fonts';
import { serverOrigin } from './tests/e2e/support/servers';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * End-to-end tests drive the production builds in Debian's Chromium (no browser download works on
 * our machines). The global setup (tests/e2e/globalSetup.ts) starts every server they need on a
 * port the OS picks: the reference provider of tests/provider, the app in HTTP mode built against
 * it (project `http`; the http tests reset and fault the provider through /_test/), and previews
 * of dist/ (projects `demo`, `layout-*`) and of the HTTP-mode builds. It builds what it needs:
 * both HTTP-mode builds every run (the provider's port is in them), dist/ when it is missing.
 * This file is read again in each worker, after the setup, which is when the origins are known.
 */
export default defineConfig<{ fontSet: FontSet }>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Room for two checkouts testing at once on two cores (four Chromiums): a home page then took
  // over 7 s to draw its catalogue. A passing test waits no longer for it.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'line' : 'list',
  globalSetup: './tests/e2e/globalSetup.ts',
  use: {
    baseURL: serverOrigin('demo'),
    trace: 'retain-on-failure',
    // The service worker would answer from its precache what tests fault or count at the
    // network; the offline specs allow it (tests/e2e/offline.spec.ts).
    serviceWorkers: 'block',
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
      name: 'http',
      testMatch: 'http/**/*.spec.ts',
      // Every test shares the one reference provider and resets it: one at a time. Listed first,
      // so its queue runs beside the other projects' from the start instead of alone at the end
      // with the other worker idle.
      fullyParallel: false,
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: serverOrigin('http'),
      },
    },
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
  ],
});
