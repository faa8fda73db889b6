import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { buildApp, startPreview, startProvider } from '../../scripts/servers.ts';
import { SERVER_ORIGINS, STATE_SECRET } from './support/servers';

/** The builds the end-to-end run makes for itself (ignored by git, like every dist-*). */
const HTTP_BUILD = 'dist-e2e/http';
const HTTP_SHORT_TIMEOUT_BUILD = 'dist-e2e/http-short-timeout';
const HTTP_SESSION_BUILD = 'dist-e2e/http-session';
/** Four attempts of 1.5 s and the backoff between them end a hung read in about 8 s. */
const SHORT_TIMEOUT_MS = '1500';

/**
 * Starts what the end-to-end tests drive, each on a port the OS picks, and hands the origins to
 * the workers through the environment (tests/e2e/support/servers.ts):
 * - the reference provider (tests/provider), first, because the HTTP-mode app is built with the
 *   API's origin in it (its API base and its CSP's connect-src), as a real deployment is;
 * - the app in HTTP mode against it, and the same with a 1.5 s timeout, built afresh every run;
 * - a second provider, the secure one (sessions, random codes, limits; its state endpoint asks
 *   for a secret made here), offering every extension (payments taken as Razorpay's test mode
 *   would; ratings by the backend's rules; the catalogue in Hindi and Telugu), and the app built
 *   with them all for it,
 *   as the demo has them;
 * - `vite preview` of dist/ (demo mode, built here when missing; `npm test` always builds it
 *   afresh) and of both HTTP-mode builds.
 * Returns the teardown that stops them all.
 */
export default async function startServers(): Promise<() => Promise<void>> {
  const started = Date.now();
  const stateSecret = randomBytes(16).toString('hex');
  const [provider, sessionProvider] = await Promise.all([
    startProvider({ stateSecret }),
    startProvider({
      secure: true,
      slots: true,
      visit: true,
      payments: true,
      ratings: true,
      catalogueLanguages: true,
      stateSecret,
    }),
  ]);
  const stops: Array<() => Promise<void>> = [() => provider.close(), () => sessionProvider.close()];
  const stopAll = async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
  try {
    const demoMissing = !existsSync('dist/index.html');
    console.log(
      `End-to-end servers: building the HTTP-mode app against the reference provider at ${provider.origin}${demoMissing ? ', and dist/ (missing)' : ''}…`,
    );
    await Promise.all([
      buildApp(HTTP_BUILD, { apiBaseUrl: provider.apiBaseUrl }),
      buildApp(HTTP_SHORT_TIMEOUT_BUILD, {
        apiBaseUrl: provider.apiBaseUrl,
        env: { VITE_API_TIMEOUT_MS: SHORT_TIMEOUT_MS },
      }),
      buildApp(HTTP_SESSION_BUILD, {
        apiBaseUrl: sessionProvider.apiBaseUrl,
        env: { VITE_API_EXTENSIONS: 'session,slots,visit,payments,ratings,catalogue-languages' },
      }),
      demoMissing ? buildApp('dist') : Promise.resolve(),
    ]);
    const [demo, http, httpShortTimeout, httpSession] = await Promise.all([
      startPreview('dist'),
      startPreview(HTTP_BUILD),
      startPreview(HTTP_SHORT_TIMEOUT_BUILD),
      startPreview(HTTP_SESSION_BUILD),
    ]);
    stops.push(demo.stop, http.stop, httpShortTimeout.stop, httpSession.stop);
    process.env[SERVER_ORIGINS.provider] = provider.origin;
    process.env[SERVER_ORIGINS.demo] = demo.origin;
    process.env[SERVER_ORIGINS.http] = http.origin;
    process.env[SERVER_ORIGINS.httpShortTimeout] = httpShortTimeout.origin;
    process.env[SERVER_ORIGINS.httpSession] = httpSession.origin;
    process.env[SERVER_ORIGINS.sessionProvider] = sessionProvider.origin;
    process.env[STATE_SECRET] = stateSecret;
    console.log(
      `End-to-end servers ready in ${((Date.now() - started) / 1000).toFixed(0)} s: demo ${demo.origin}, HTTP ${http.origin}, HTTP with a short timeout ${httpShortTimeout.origin}, provider ${provider.origin}.`,
    );
    return stopAll;
  } catch (error) {
    await stopAll();
    throw error;
  }
}
