/**
 * Where the servers of an end-to-end run listen. The global setup (tests/e2e/globalSetup.ts)
 * starts them on ports the OS picks and writes their origins into the environment, which the
 * workers inherit: playwright.config.ts reads them for each project's baseURL, the tests for the
 * provider's test controls.
 */
export const SERVER_ORIGINS = {
  /** dist/: the app in demo mode (projects demo, layout-*). */
  demo: 'GHARSEVA_E2E_DEMO_ORIGIN',
  /** The app in HTTP mode against the reference provider (project http). */
  http: 'GHARSEVA_E2E_HTTP_ORIGIN',
  /** The same with a 1.5 s timeout per attempt, for the hung-call tests. */
  httpShortTimeout: 'GHARSEVA_E2E_HTTP_SHORT_TIMEOUT_ORIGIN',
  /** The reference provider (tests/provider) both HTTP-mode builds talk to. */
  provider: 'GHARSEVA_E2E_PROVIDER_ORIGIN',
  /**
   * The app in HTTP mode with every extension (session, slots, visit, payments), against the provider
   * offering them.
   */
  httpSession: 'GHARSEVA_E2E_HTTP_SESSION_ORIGIN',
  /**
   * The secure reference provider (--secure: sessions, random codes, its limits), offering visit
   * windows, visits and payments.
   */
  sessionProvider: 'GHARSEVA_E2E_SESSION_PROVIDER_ORIGIN',
} as const;

/** The secret the providers' state endpoints ask for (`x-pact-state-secret`), made per run. */
export const STATE_SECRET = 'GHARSEVA_E2E_STATE_SECRET';

/** The providers' state secret, for a test that sets a provider state up. */
export function stateSecret(): string {
  const secret = process.env[STATE_SECRET];
  if (!secret) throw new Error(`${STATE_SECRET} is not set: see tests/e2e/globalSetup.ts`);
  return secret;
}

export type E2eServer = keyof typeof SERVER_ORIGINS;

/**
 * The origin of `server`, or undefined before the global setup has run (playwright.config.ts is
 * also read once before it, when nothing is listening yet).
 */
export function serverOrigin(server: E2eServer): string | undefined {
  return process.env[SERVER_ORIGINS[server]] || undefined;
}

/** The origin of `server` for a test: the global setup must have started it. */
export function requiredOrigin(server: E2eServer): string {
  const origin = serverOrigin(server);
  if (!origin)
    throw new Error(
      `${SERVER_ORIGINS[server]} is not set: the end-to-end servers start in tests/e2e/globalSetup.ts; run the tests with \`npx playwright test\` (or npm run test:e2e).`,
    );
  return origin;
}
