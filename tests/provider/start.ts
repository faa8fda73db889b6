/**
 * `npm run provider`: the reference provider on its own, for the app's HTTP mode and for trying
 * the Pact verifier by hand. `npm run provider -- --session` keeps sessions (the session
 * extension: tokens at verify, a customer's calls need theirs); `npm run provider -- --secure`
 * is the model of a secure backend (sessions that end, catalogue prices, random codes used once
 * within limits, no-store on a customer's answers, provider states only with their secret),
 * which passes `npm run security:probe`; `--slots` offers visit windows and `--visit` gives work
 * orders their visit (those extensions); `--payments` takes payments (the payments extension:
 * with `--secure` by the money rules, without it with the holes the probe names); `--ratings`
 * takes ratings (the ratings extension: with `--secure` by the rating rules, without it with the
 * holes the probe names); `--catalogue-languages` answers the catalogue's words in the language
 * `Accept-Language` asks for (the catalogue-languages extension). Settings from the environment:
 *   PORT (4010), HOST (127.0.0.1), API_PREFIX (/api/), API_KEY (demo-api-key),
 *   API_KEY_HEADER (x-api-key), CORS_ORIGINS (comma-separated; default any loopback origin),
 *   BREAK (comma-separated deliberate breaks, e.g. allCategory), PROVIDER_LOG=1 (a line per call),
 *   PACT_STATE_SECRET (provider-state requests must send it as x-pact-state-secret; with
 *   --secure and without it, provider states are closed).
 * The endpoints are listed at the top of referenceProvider.ts.
 */
import { deliberateBreaks, isDeliberateBreak } from './apiCalls';
import {
  DEFAULT_API_KEY,
  DEFAULT_API_PREFIX,
  DEFAULT_PROVIDER_PORT,
  startReferenceProvider,
} from './referenceProvider';

const setting = (name: string): string | undefined => {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
};
const list = (name: string): string[] | undefined =>
  setting(name)
    ?.split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

const breaks = list('BREAK') ?? [];
const unknownBreaks = breaks.filter((name) => !isDeliberateBreak(name));
if (unknownBreaks.length > 0) {
  console.error(
    `Unknown BREAK ${unknownBreaks.join(', ')}; known: ${Object.keys(deliberateBreaks).join(', ')}`,
  );
  process.exit(2);
}

const port = Number(setting('PORT') ?? DEFAULT_PROVIDER_PORT);
const secure = process.argv.includes('--secure');
const stateSecret = setting('PACT_STATE_SECRET');
const provider = await startReferenceProvider({
  host: setting('HOST') ?? '127.0.0.1',
  port,
  apiPrefix: setting('API_PREFIX') ?? DEFAULT_API_PREFIX,
  apiKey: setting('API_KEY') ?? DEFAULT_API_KEY,
  apiKeyHeader: setting('API_KEY_HEADER') ?? 'x-api-key',
  allowedOrigins: list('CORS_ORIGINS'),
  breaks: breaks.filter(isDeliberateBreak),
  log: setting('PROVIDER_LOG') ? (line) => console.log(line) : undefined,
  sessions: process.argv.includes('--session'),
  secure,
  stateSecret,
  slots: process.argv.includes('--slots'),
  visit: process.argv.includes('--visit'),
  payments: process.argv.includes('--payments'),
  ratings: process.argv.includes('--ratings'),
  catalogueLanguages: process.argv.includes('--catalogue-languages'),
});
console.log(
  `Reference provider: API at ${provider.apiBaseUrl}, provider states at ` +
    `${provider.origin}/_pact/provider-states, test controls at ${provider.origin}/_test/` +
    (breaks.length > 0 ? ` (deliberately broken: ${breaks.join(', ')})` : '') +
    (secure
      ? ', secure: sessions, catalogue prices, random codes within limits, no-store (--secure)'
      : process.argv.includes('--session')
        ? ', keeping sessions (--session)'
        : '') +
    (process.argv.includes('--slots') ? ', offering visit windows (--slots)' : '') +
    (process.argv.includes('--visit') ? ', with each work order’s visit (--visit)' : '') +
    (process.argv.includes('--payments') ? ', taking payments (--payments)' : '') +
    (process.argv.includes('--ratings') ? ', taking ratings (--ratings)' : '') +
    (process.argv.includes('--catalogue-languages')
      ? ', answering the catalogue in the language asked (--catalogue-languages)'
      : '') +
    (stateSecret
      ? '; provider states need PACT_STATE_SECRET in x-pact-state-secret'
      : secure
        ? '; provider states closed (set PACT_STATE_SECRET to open them)'
        : ''),
);

const stop = (): void => {
  void provider.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
