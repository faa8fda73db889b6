/**
 * The reference provider: the offline demo backend served over HTTP in the real backend's wire
 * format (SPEC §7), for the Pact verifier (npm run test:pact-verify) and for the app's HTTP-mode
 * end-to-end tests (Playwright project `http`). Test infrastructure only: it imports the app's
 * demo backend and core, never the other way round.
 *
 * Endpoints (all JSON; CORS open to loopback origins, or to CORS_ORIGINS when given):
 *
 *   <prefix><call>            The twelve calls, e.g. POST /api/Services/allCategory with body {}.
 *                             Needs the API-key header (default `x-api-key: demo-api-key`), else
 *                             403. A body off the wire format is a 400, an unknown call a 404.
 *                             With `sessions` (--session), verify answers a `token` and its
 *                             `expiresAt` too, Authentication/logout ends a session, and a call
 *                             about a customer's data needs that customer's
 *                             `Authorization: Bearer <token>`: 401 without, 403 for another's
 *                             (a booking's detail: as a booking nobody has, `data: "[]"`).
 *                             Tokens are kept as SHA-256 hashes, compared in constant time, and
 *                             end after 30 minutes unused or 7 days after login.
 *                             With `secure` (--secure), sessions and more: a cart is priced
 *                             from the catalogue; each login sends a random code, good for 5
 *                             minutes and once (oneTimeCodes.ts; the demo's 123456 does not
 *                             work), at most 3 per number and 20 per client address in 10
 *                             minutes, and a number is locked for 30 minutes after 5 wrong codes,
 *                             a new code notwithstanding (codeLimits.ts); every answer about a
 *                             customer says `Cache-Control: no-store`; a work order done,
 *                             rejected or cancelled gives no technician's number. It passes
 *                             `npm run security:probe`. `holes` opens one hole of it at a time,
 *                             for proving the probe (`npm run test:security-probe`).
 *                             With `slots` (--slots), Services/visitSlots and
 *                             WorkOrder/changeVisitTime, and book-service takes a window; with
 *                             `visit` (--visit), work orders carry their visit.
 *                             With `payments` (--payments), Payments/createOrder, verify and
 *                             payAfterService (a 404 without it), and work orders carry their
 *                             payment (referencePayments.ts: Razorpay with the test key id
 *                             rzp_test_GharSevaRef01, test-only secrets). The secure one keeps
 *                             the money rules and answers them with no-store; without --secure
 *                             it has the holes the probe names: it takes an `Amount` the body
 *                             sends, accepts any signature, lets anyone pay or verify any
 *                             booking and lets a cancelled booking be paid.
 *                             With `ratings` (--ratings), Services/ratingSummaries,
 *                             Services/reviews/{serviceId}?page= and WorkOrder/rate (a 404
 *                             without them), and work orders carry their rating. The secure one
 *                             keeps the rating rules; without --secure it keeps any rating of
 *                             any order: another's, one not done, after the week, any stars,
 *                             any tags, any length.
 *                             With `catalogueLanguages` (--catalogue-languages), every call
 *                             honours `Accept-Language` (en, hi or te; anything else is English):
 *                             the catalogue reads and the bookings' names answer in it, each
 *                             field falling back to English (the demo's translations), with
 *                             `Content-Language` and `Vary: Accept-Language`. The secure one
 *                             keeps ids, prices, icons, flags and the order of rows as in
 *                             English, answers a language it does not know in English, and
 *                             prices a booking from the catalogue whatever the language;
 *                             without --secure it has the holes the probe names: a translated
 *                             list in the order of its own names, a 406 to a language it does
 *                             not know, and prices as sent (as always without --secure).
 *
 *   POST /webhooks/razorpay   With `payments`: the provider's webhooks. X-Razorpay-Signature must
 *                             be HMAC-SHA256(webhook secret, raw body) as hex (compared in
 *                             constant time), else 401. payment.captured and order.paid mark the
 *                             order's booking paid, refund.processed its refund done; any other
 *                             event is answered 200 and changes nothing.
 *
 *   POST /_pact/provider-states
 *                             The Pact verifier's state-change URL. Body { state, params,
 *                             action: 'setup' | 'teardown' }. Setup makes the state true,
 *                             keeping what earlier setups made (two customers at once, for
 *                             the security probe); an unknown state, a missing parameter or
 *                             one the seed cannot satisfy is a 400 saying which. Teardown
 *                             goes back to the seed: data, sessions, codes and their limits.
 *                             With `stateSecret` (PACT_STATE_SECRET) a request without it in
 *                             `x-pact-state-secret` is a 403; the secure provider without one
 *                             refuses them all, the others take any (stateSecret.ts).
 *
 *   POST   /_test/faults      Arms fault rules for the next matching API requests. Body: one rule
 *                             or a list, each { path, times?, respond }:
 *                               path     a substring of the request path ('Services/allCategory',
 *                                        'BookingsByUserId/101'); the first armed rule that
 *                                        matches is used, and rules are used in the order added
 *                               times    how many matching requests it applies to (default 1),
 *                                        or 'always' until DELETE /_test/faults or a reset
 *                               respond  { status?, body?, headers?, delayMs?, hold?, drop?, hang? }
 *                                 status + body   this answer instead of the real one; body is
 *                                                 raw text sent as-is (default status 200,
 *                                                 Content-Type application/json)
 *                                 delayMs         wait first; alone, the real answer follows
 *                                 hold: true      wait until POST /_test/release; alone, the
 *                                                 real answer follows
 *                                 drop: true      destroy the connection without an answer
 *                                 hang: true      never answer (the client's timeout must act)
 *                                 hang: 'after-headers'  send status and headers (and body, if
 *                                                 given) but never finish the response
 *                             Faults act before the API-key check, like a proxy in front of the
 *                             API would. Answers { armed: [...rules with what remains of them] };
 *                             an invalid rule is a 400 naming the field.
 *   GET    /_test/faults      { armed }
 *   DELETE /_test/faults      Disarms every rule.
 *   POST   /_test/release     Lets every held request go on: { released: <how many> }.
 *   POST   /_test/assign-technician  Body { workOrderId }: the back office sends a technician
 *                             to that work order now (status 2; its visit shows who with --visit).
 *   POST   /_test/keep-sessions  Keeps sessions from now until the next reset, as --session does:
 *                             a build that names no extension meets a backend that gives tokens.
 *   POST   /_test/end-sessions  Body { userId }: ends every session of that customer, as a
 *                             backend that logs a customer out everywhere (with --session).
 *   POST   /_test/payments/authorize  Body { orderId, method }: the customer pays that order at
 *                             the checkout by `method` (upi, card, …); answers what the real
 *                             checkout hands its `handler`: { razorpay_payment_id,
 *                             razorpay_order_id, razorpay_signature } (the e2e tests' stand-in
 *                             of checkout.js calls it). 400 for an order nobody created.
 *   POST   /_test/payments/webhook  Body { event, orderId }: the provider sends itself that
 *                             webhook, signed with the webhook secret, as Razorpay would (a
 *                             verify lost on the way is found): { status } of its answer.
 *   GET    /_test/requests    { total, byCall: { 'Services/allCategory': 2, ... } }: the API
 *                             requests that reached the provider since the last reset, faulty
 *                             ones included, CORS preflights (OPTIONS) not counted. Every answer
 *                             closes its connection, so a browser never resends a request
 *                             silently on a reused one: the counts are what the app sent.
 *   GET    /_test/requests?path=book-service
 *                             { path, count }: requests whose path contains `path`.
 *   DELETE /_test/requests    Forgets the counts only.
 *   POST   /_test/reset       Back to the seed: backend, codes and their limits, faults, counts;
 *                             hung requests are cut, held ones let go.
 *
 * The /_test/ controls are the end-to-end tests' and need no secret: they are no part of the
 * model backend, which has none of them.
 *   GET    /_test/health      { ok: true, apiBaseUrl }.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DemoBackend } from '../../src/adapters/fake/DemoBackend';
import { MemoryDemoStorage } from '../../src/adapters/fake/DemoStorage';
import { demoCatalogue } from '../../src/adapters/fake/demoCatalogue';
import { languageAsked, loadCatalogueWords } from '../../src/adapters/fake/demoCatalogueWords';
import type { Clock } from '../../src/core/shared/Clock';
import { fail } from '../../src/core/shared/Result';
import {
  API_KEY_REFUSAL,
  callName,
  deliberateBreaks,
  matchCall,
  withBreaks,
  type DeliberateBreak,
  type WireAnswer,
} from './apiCalls';
import { CodeLimits } from './codeLimits';
import { decodeFaultRules, FaultSwitch, RequestLog, type FaultResponse } from './faults';
import { OneTimeCodes } from './oneTimeCodes';
import { setUpProviderState, withSession, type StateContext } from './providerStates';
import { STATE_SECRET_HEADER, stateSecretRefusal } from './stateSecret';
import {
  genuineWebhook,
  hmacHex,
  ReferencePayments,
  REFERENCE_PAYMENTS,
  REFERENCE_WEBHOOK_SECRET,
  WEBHOOK_PATH,
  WEBHOOK_SIGNATURE_HEADER,
  webhookBody,
} from './referencePayments';
import { ReferenceRatings } from './referenceRatings';
import { refusalEnvelope } from './wireEncoding';
import { isPaymentMethod } from '../../src/adapters/fake/demoPayments';

export interface ReferenceProviderOptions {
  /** Default 127.0.0.1: nothing outside this machine should reach a test server. */
  readonly host?: string;
  /** Default 4010; 0 picks a free port. */
  readonly port?: number;
  /** Where the twelve calls live. Default '/api/'. */
  readonly apiPrefix?: string;
  /** Default 'demo-api-key'. */
  readonly apiKey?: string;
  /** Default 'x-api-key', as the app sends it. */
  readonly apiKeyHeader?: string;
  /** Origins the browser may call from; default any loopback origin (the app's preview). */
  readonly allowedOrigins?: readonly string[];
  /** Responses broken on purpose, to prove the verifier notices. Default none. */
  readonly breaks?: readonly DeliberateBreak[];
  /** Default the system clock; the seed's bookings are dated relative to it. */
  readonly clock?: Pick<Clock, 'now'>;
  /** One line per API request; default silent. */
  readonly log?: (line: string) => void;
  /**
   * Keep sessions (the session extension, `npm run provider -- --session`): verify answers a
   * `token`, and a call about a customer's data needs `Authorization: Bearer <token>` of that
   * customer's session: without one it is a 401, for another customer's data a 403.
   */
  readonly sessions?: boolean;
  /**
   * The model of a secure backend (`npm run provider -- --secure`): sessions as above, a saved
   * cart priced from the catalogue whatever `UnitPrice` says, random one-time codes that end
   * after five minutes and work once (oneTimeCodes.ts) within the limits of codeLimits.ts,
   * `Cache-Control: no-store` on every answer about a customer, and a technician's number only
   * until the job is done. Without it the provider is SPEC §7 to the letter, holes and all.
   */
  readonly secure?: boolean;
  /**
   * The secret every provider-state request must carry in the `x-pact-state-secret` header
   * (`npm run provider` reads PACT_STATE_SECRET): without it a state change is a 403. Unset, the
   * secure provider refuses every state change; the others take any, as SPEC §7's model.
   */
  readonly stateSecret?: string;
  /**
   * Holes opened in the secure provider, to prove that the security probe sees each one
   * (`npm run test:security-probe`); never for anything else.
   */
  readonly holes?: readonly Hole[];
  /** Offer visit windows (the slots extension, `--slots`): Services/visitSlots, WorkOrder/changeVisitTime, a window on book-service. */
  readonly slots?: boolean;
  /** Give each work order its visit window and technician (the visit extension, `--visit`). */
  readonly visit?: boolean;
  /**
   * Take payments (the payments extension, `--payments`): its three calls, each work order's
   * payment, the provider's webhooks; the money rules only with `secure`.
   */
  readonly payments?: boolean;
  /**
   * Take ratings (the ratings extension, `--ratings`): a service's summaries and reviews, rating
   * a work order, each work order's rating; the rating rules only with `secure`.
   */
  readonly ratings?: boolean;
  /**
   * Answer in the language asked (the catalogue-languages extension, `--catalogue-languages`):
   * `Accept-Language` picks the words of the catalogue reads and the booking reads, each field
   * falling back to English, answered with `Content-Language` and `Vary: Accept-Language`.
   */
  readonly catalogueLanguages?: boolean;
}

/**
 * Holes a backend can keep while looking secure, which the security probe must name, each one
 * the secure provider can open: sessions that never end, a code that logs in again, and
 * customers' reads that caches on the way may keep (`Cache-Control: public, max-age=300` on the
 * GETs).
 */
export const HOLES = ['token-never-expires', 'code-twice', 'cacheable-reads'] as const;
export type Hole = (typeof HOLES)[number];

// Long enough to be for ever, short enough for a Date.
const FOREVER_MS = 100 * 365 * 24 * 60 * 60 * 1000;

export interface RunningProvider {
  /** e.g. http://127.0.0.1:4010 */
  readonly origin: string;
  /** e.g. http://127.0.0.1:4010/api/ */
  readonly apiBaseUrl: string;
  readonly port: number;
  close(): Promise<void>;
}

export const DEFAULT_PROVIDER_PORT = 4010;
export const DEFAULT_API_KEY = 'demo-api-key';
export const DEFAULT_API_PREFIX = '/api/';
const MAX_BODY_BYTES = 1024 * 1024;

class BodyTooLarge extends Error {}

export async function startReferenceProvider(
  options: ReferenceProviderOptions = {},
): Promise<RunningProvider> {
  const host = options.host ?? '127.0.0.1';
  if (options.catalogueLanguages) await loadCatalogueWords();
  const apiPrefix = normalisePrefix(options.apiPrefix ?? DEFAULT_API_PREFIX);
  const apiKey = options.apiKey ?? DEFAULT_API_KEY;
  const apiKeyHeader = (options.apiKeyHeader ?? 'x-api-key').toLowerCase();
  const breaks = new Set(options.breaks ?? []);
  const log = options.log ?? (() => undefined);
  const clock = options.clock ?? { now: () => new Date() };
  const keepsSessions = options.sessions === true || options.secure === true;
  // `/_test/keep-sessions` turns them on until the next reset.
  let sessions = keepsSessions;
  const holes = new Set(options.secure ? (options.holes ?? []) : []);
  const codes = options.secure
    ? {
        sent: new OneTimeCodes(clock, { reusable: holes.has('code-twice') }),
        limits: new CodeLimits(clock),
      }
    : undefined;
  const backend = new DemoBackend(new MemoryDemoStorage(), clock, demoCatalogue, {
    prices: options.secure ? 'catalogue' : 'as-sent',
    technicianContact: options.secure ? 'until-done' : 'always',
    sessions: {
      // What the provider keeps of a token is its hash: a copy of its store opens no session.
      keep: (token) => createHash('sha256').update(token).digest('hex'),
      ...(holes.has('token-never-expires') ? { idleMs: FOREVER_MS, absoluteMs: FOREVER_MS } : {}),
    },
    ...(codes ? { codes: codes.sent } : {}),
    payments: REFERENCE_PAYMENTS,
  });
  const payments = options.payments
    ? new ReferencePayments(backend, options.secure !== true)
    : undefined;
  const ratings = options.ratings
    ? new ReferenceRatings(backend, options.secure !== true)
    : undefined;
  const stateContext: StateContext = { sessions, ...(codes ? { codes } : {}) };
  const backToSeed = (): void => {
    backend.reset();
    payments?.reset();
    codes?.sent.clear();
    codes?.limits.clear();
  };
  const faults = new FaultSwitch();
  const requests = new RequestLog();
  // Hung responses, pending delays and held requests, so a reset or close can end them.
  const hung = new Set<ServerResponse>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const held = new Set<() => void>();

  const releaseHeld = (): number => {
    const count = held.size;
    for (const release of held) release();
    held.clear();
    return count;
  };

  const originAllowed = (origin: string): boolean =>
    options.allowedOrigins ? options.allowedOrigins.includes(origin) : isLoopbackOrigin(origin);

  const releaseHung = (): void => {
    for (const response of hung) response.destroy();
    hung.clear();
  };

  const wait = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  /** Applies a fault; `false` when the real answer should follow (a delay alone). */
  const applyFault = async (
    fault: FaultResponse,
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<boolean> => {
    if (fault.delayMs) await wait(fault.delayMs);
    if (fault.hold) await new Promise<void>((release) => held.add(release));
    if (request.socket.destroyed) return true;
    if (fault.drop) {
      request.socket.destroy();
      return true;
    }
    const headers = { 'Content-Type': 'application/json; charset=utf-8', ...fault.headers };
    if (fault.hang === true) {
      hung.add(response);
      response.on('close', () => hung.delete(response));
      return true;
    }
    if (fault.hang === 'after-headers') {
      response.writeHead(fault.status ?? 200, headers);
      if (fault.body !== undefined) response.write(fault.body);
      else response.flushHeaders();
      hung.add(response);
      response.on('close', () => hung.delete(response));
      return true;
    }
    if (fault.status === undefined && fault.body === undefined) return false;
    response.writeHead(fault.status ?? 200, headers);
    response.end(fault.body ?? '');
    return true;
  };

  const answerApiCall = async (
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    query?: URLSearchParams,
  ): Promise<void> => {
    const callPath = path.slice(apiPrefix.length);
    const matched = matchCall(callPath);
    requests.record(matched ? callName(matched.call) : callPath, path);
    const fault = faults.take(path);
    if (fault && (await applyFault(fault, request, response))) {
      log(`${request.method} ${path} → fault ${JSON.stringify(fault)}`);
      return;
    }
    const sent = request.headers[apiKeyHeader];
    // 403, never 401: to the app a 401 means the customer's session has ended.
    if (sent !== apiKey) {
      const refusal = withBreaks(breaks, API_KEY_REFUSAL, {
        status: 403,
        body: { status: false, data: `Forbidden: wrong or missing ${apiKeyHeader}` },
      });
      sendJson(response, refusal.status, refusal.body);
      return;
    }
    if (!matched) {
      sendJson(response, 404, { status: false, data: `No such call: ${callPath}` });
      return;
    }
    const { call, pathIds, badIds } = matched;
    // Whatever a call about a customer answers may be hers: no cache on the way keeps it.
    if (options.secure && (call.customer || call.personal))
      response.setHeader(
        'Cache-Control',
        holes.has('cacheable-reads') && call.method === 'GET' ? 'public, max-age=300' : 'no-store',
      );
    if (request.method !== call.method) {
      response.setHeader('Allow', call.method);
      sendJson(response, 405, { status: false, data: `${call.path} takes ${call.method}` });
      return;
    }
    if (badIds.length > 0) {
      sendJson(response, 400, {
        status: false,
        data: `Bad request (${badIds.join(', ')}: not a whole number)`,
      });
      return;
    }
    let body: unknown = {};
    if (call.method === 'POST') {
      if (!isJsonContentType(request.headers['content-type'])) {
        sendJson(response, 415, { status: false, data: 'Content-Type must be application/json' });
        return;
      }
      const parsed = parseJson(await readBody(request));
      if (!parsed.ok) {
        sendJson(response, 400, { status: false, data: 'Bad request (the body is not JSON)' });
        return;
      }
      body = parsed.value;
    }
    const token = bearerToken(request.headers.authorization);
    // The catalogue-languages extension: the words in the language asked, English otherwise.
    const language = options.catalogueLanguages
      ? languageAsked(request.headers['accept-language'])
      : undefined;
    // Without --secure, the holes of a backend that keeps a table per language: a language it
    // has none for is refused, and a translated list comes in the order of its own names.
    const asked = request.headers['accept-language'];
    const primary = asked?.split(/[,;-]/)[0]?.trim().toLowerCase();
    if (language === 'en' && asked && primary !== 'en' && primary !== '*' && !options.secure) {
      sendJson(response, 406, { status: false, data: `Language not offered: ${asked}` });
      return;
    }
    if (language) {
      response.setHeader('Content-Language', language);
      const vary = response.getHeader('Vary');
      response.setHeader('Vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
    }
    const callRequest = {
      pathIds,
      body,
      sessions,
      ...(token ? { token } : {}),
      slots: options.slots === true,
      visit: options.visit === true,
      ...(payments ? { payments } : {}),
      ...(ratings ? { ratings } : {}),
      ...(language ? { language } : {}),
      ...(query ? { query } : {}),
    };
    if (sessions && call.customer) {
      const caller = backend.sessionUser(token);
      if (caller === undefined) {
        sendJson(response, 401, refusalEnvelope('Your session has ended. Please log in again.'));
        return;
      }
      const owner = call.customer(backend, callRequest);
      if (owner !== undefined && owner !== caller) {
        const others = call.othersData?.();
        if (others) sendJson(response, others.status, others.body);
        else sendJson(response, 403, refusalEnvelope("Another customer's data"));
        return;
      }
    }
    const answerCall = () => call.answer(backend, callRequest);
    // Limits per client address: the socket's, since nothing in front of this server forwards.
    const address = request.socket.remoteAddress ?? 'unknown';
    let answer: WireAnswer = codes
      ? codes.limits.answer(call, callRequest, address, answerCall)
      : answerCall();
    if (language && language !== 'en' && !options.secure) answer = inOrderOfNames(answer);
    for (const name of breaks)
      if ((deliberateBreaks[name].calls as readonly string[]).includes(callName(call)))
        answer = deliberateBreaks[name].answer(answer);
    log(`${request.method} ${path} → ${answer.status}`);
    sendJson(response, answer.status, answer.body);
  };

  const answerProviderState = async (
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<void> => {
    const locked = stateSecretRefusal(
      request.headers[STATE_SECRET_HEADER],
      options.stateSecret,
      options.secure === true,
    );
    if (locked) {
      sendJson(response, 403, { error: locked });
      return;
    }
    if (request.method !== 'POST') {
      sendJson(response, 405, { error: 'POST { state, params, action }' });
      return;
    }
    const parsed = parseJson(await readBody(request));
    const change = parsed.ok ? (parsed.value as Record<string, unknown> | null) : null;
    if (!change || typeof change.state !== 'string') {
      sendJson(response, 400, { error: 'Expected { state, params?, action? } as JSON' });
      return;
    }
    if (change.action === 'teardown') {
      backToSeed();
      sendJson(response, 200, {});
      return;
    }
    const params =
      typeof change.params === 'object' && change.params !== null
        ? (change.params as Record<string, unknown>)
        : {};
    const done = setUpProviderState(backend, change.state, params, stateContext);
    if (!done.ok) log(done.error);
    // A state's values (a session's token) go back to the verifier, which puts them in the
    // request where the pact says `fromProviderState`, and to the kit, which sends the token.
    // A state that gives a session of its own (an old one) gives that one.
    const values = done.ok
      ? {
          ...(sessions && !done.value?.token ? withSession(backend, change.state, params) : {}),
          ...done.value,
        }
      : { error: done.error };
    sendJson(response, done.ok ? 200 : 400, values);
  };

  const answerTestControl = async (
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
  ): Promise<void> => {
    const route = `${request.method} ${url.pathname}`;
    switch (route) {
      case 'GET /_test/health':
        sendJson(response, 200, { ok: true, apiBaseUrl: apiBaseUrl() });
        return;
      case 'POST /_test/reset':
        sessions = keepsSessions;
        backToSeed();
        faults.clear();
        requests.clear();
        releaseHung();
        releaseHeld();
        sendJson(response, 200, { ok: true });
        return;
      case 'POST /_test/keep-sessions':
        sessions = true;
        sendJson(response, 200, { ok: true });
        return;
      case 'POST /_test/end-sessions': {
        const parsed = parseJson(await readBody(request));
        const userId = parsed.ok
          ? (parsed.value as { userId?: unknown } | null)?.userId
          : undefined;
        if (typeof userId !== 'number') {
          sendJson(response, 400, { error: 'Expected { userId } as JSON' });
          return;
        }
        backend.endSessions(userId);
        sendJson(response, 200, { ok: true });
        return;
      }
      case 'POST /_test/assign-technician': {
        const parsed = parseJson(await readBody(request));
        const workOrderId = parsed.ok
          ? (parsed.value as { workOrderId?: unknown } | null)?.workOrderId
          : undefined;
        const assigned = typeof workOrderId === 'number' && backend.assignTechnician(workOrderId);
        sendJson(
          response,
          assigned ? 200 : 400,
          assigned ? { ok: true } : { error: 'Expected { workOrderId } of a work order' },
        );
        return;
      }
      case 'POST /_test/release':
        sendJson(response, 200, { released: releaseHeld() });
        return;
      case 'GET /_test/faults':
        sendJson(response, 200, { armed: faults.pending() });
        return;
      case 'POST /_test/faults': {
        const parsed = parseJson(await readBody(request));
        const rules = parsed.ok ? decodeFaultRules(parsed.value) : fail('the body is not JSON');
        if (!rules.ok) {
          sendJson(response, 400, { error: rules.error });
          return;
        }
        faults.add(rules.value);
        sendJson(response, 200, { armed: faults.pending() });
        return;
      }
      case 'DELETE /_test/faults':
        faults.clear();
        sendJson(response, 200, { armed: [] });
        return;
      case 'GET /_test/requests': {
        const path = url.searchParams.get('path');
        sendJson(
          response,
          200,
          path === null
            ? { total: requests.total, byCall: requests.byCall() }
            : { path, count: requests.countMatching(path) },
        );
        return;
      }
      case 'POST /_test/payments/authorize': {
        const parsed = parseJson(await readBody(request));
        const { orderId, method } = (parsed.ok ? (parsed.value ?? {}) : {}) as Record<
          string,
          unknown
        >;
        const proof =
          payments && typeof orderId === 'string' && isPaymentMethod(method)
            ? payments.authorize(orderId, method)
            : undefined;
        if (!proof) {
          sendJson(response, 400, {
            error: 'Expected { orderId, method } of an order created, with --payments',
          });
          return;
        }
        sendJson(response, 200, {
          razorpay_payment_id: proof.paymentId,
          razorpay_order_id: proof.orderId,
          razorpay_signature: proof.signature,
        });
        return;
      }
      case 'POST /_test/payments/webhook': {
        const parsed = parseJson(await readBody(request));
        const { event, orderId } = (parsed.ok ? (parsed.value ?? {}) : {}) as Record<
          string,
          unknown
        >;
        if (!payments || typeof event !== 'string' || typeof orderId !== 'string') {
          sendJson(response, 400, { error: 'Expected { event, orderId }, with --payments' });
          return;
        }
        const body = webhookBody(event, orderId);
        const sent = await fetch(`${ownOrigin}${WEBHOOK_PATH}`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            [WEBHOOK_SIGNATURE_HEADER]: hmacHex(REFERENCE_WEBHOOK_SECRET, body),
          },
          body,
        });
        sendJson(response, 200, { status: sent.status });
        return;
      }
      case 'DELETE /_test/requests':
        requests.clear();
        sendJson(response, 200, { total: 0, byCall: {} });
        return;
      default:
        sendJson(response, 404, { error: `No test control ${route}` });
    }
  };

  /** The provider's webhook: its signature over the raw body first, then its event. */
  const answerWebhook = async (request: IncomingMessage, response: ServerResponse) => {
    if (!payments || request.method !== 'POST') {
      sendJson(response, 405, { error: 'POST a webhook' });
      return;
    }
    const raw = await readBody(request);
    const signature = request.headers[WEBHOOK_SIGNATURE_HEADER];
    if (!genuineWebhook(raw, typeof signature === 'string' ? signature : undefined)) {
      sendJson(response, 401, { error: 'Bad webhook signature' });
      return;
    }
    const parsed = parseJson(raw);
    const taken = parsed.ok && payments.takeWebhook(parsed.value);
    log(`POST ${WEBHOOK_PATH} → ${taken ? 200 : 400}`);
    sendJson(response, taken ? 200 : 400, taken ? { ok: true } : { error: 'No such order' });
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://reference-provider');
    // One request per connection. A browser silently sends a request again when a reused
    // keep-alive connection closes without an answer, which would make a `drop` fault count
    // twice and could repeat a booking; with fresh connections every count is exact.
    response.setHeader('Connection', 'close');
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (!originAllowed(origin)) {
        sendJson(response, 403, { error: `Origin ${origin} is not allowed` });
        return;
      }
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Vary', 'Origin');
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': `Content-Type, Accept, Authorization, ${apiKeyHeader}`,
        'Access-Control-Max-Age': '600',
      });
      response.end();
      return;
    }
    if (url.pathname.startsWith('/_test/')) return answerTestControl(request, response, url);
    if (url.pathname === '/_pact/provider-states') return answerProviderState(request, response);
    if (url.pathname === WEBHOOK_PATH && payments) return answerWebhook(request, response);
    if (url.pathname.startsWith(apiPrefix))
      return answerApiCall(request, response, url.pathname, url.searchParams);
    sendJson(response, 404, { error: `Nothing at ${url.pathname}; the API is under ${apiPrefix}` });
  };

  // Known once the server listens; the webhook control posts to it.
  let ownOrigin = '';
  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (error instanceof BodyTooLarge) {
        sendJson(response, 413, { status: false, data: 'Request body too large' });
        return;
      }
      // A bug in the provider: say so loudly, as a 500 the test will show.
      console.error('reference provider:', error);
      if (!response.headersSent) sendJson(response, 500, { error: String(error) });
      else response.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PROVIDER_PORT, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  ownOrigin = origin;
  const apiBaseUrl = (): string => `${origin}${apiPrefix}`;

  return {
    origin,
    apiBaseUrl: apiBaseUrl(),
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        releaseHung();
        releaseHeld();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The token of an `Authorization: Bearer <token>` header, if that is what it holds. */
function bearerToken(header: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '')?.[1];
}

function normalisePrefix(prefix: string): string {
  const trimmed = prefix.trim().replace(/^\/*/, '/').replace(/\/*$/, '/');
  return trimmed === '//' ? '/' : trimmed;
}

function isLoopbackOrigin(origin: string): boolean {
  try {
    const { hostname, protocol } = new URL(origin);
    return (
      (protocol === 'http:' || protocol === 'https:') &&
      ['127.0.0.1', 'localhost', '[::1]'].includes(hostname)
    );
  } catch {
    return false;
  }
}

function isJsonContentType(header: string | undefined): boolean {
  return header !== undefined && /^application\/json\s*(;|$)/i.test(header.trim());
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new BodyTooLarge());
        request.resume();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(text);
}

/** The names a catalogue list is ordered by in a table of one language (the spec-literal hole). */
const NAME_FIELDS = ['Category_Name', 'Service_Option_Name', 'Service_Name'] as const;

/**
 * A catalogue list in the order of its names, as a backend that keeps a table per language and
 * sorts it by name answers: another order than in English, which the security probe names.
 */
function inOrderOfNames(answer: WireAnswer): WireAnswer {
  const body = answer.body as { data?: unknown } | undefined;
  if (typeof body?.data !== 'string' || !body.data.startsWith('[')) return answer;
  const rows = JSON.parse(body.data) as Record<string, unknown>[];
  const field = NAME_FIELDS.find((name) => typeof rows[0]?.[name] === 'string');
  if (!field || rows.some((row) => 'BookingID' in row || 'WorkOrderID' in row)) return answer;
  const sorted = [...rows].sort((a, b) => String(a[field]).localeCompare(String(b[field])));
  return { ...answer, body: { ...body, data: JSON.stringify(sorted) } };
}
