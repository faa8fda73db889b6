import fetchBuilder, { type RequestInitWithRetry } from 'fetch-retry';
import {
  malformed,
  unauthorized,
  unavailable,
  type GatewayFailure,
} from '../../core/shared/GatewayFailure';
import type { Language } from '../../core/shared/language';
import { fail, ok, type Result } from '../../core/shared/Result';
import { answerKey, type Keep, type SavedAnswers } from './SavedAnswers';

/** How the app reaches the backend. Only `baseUrl` and `apiKey` have no default. */
export interface ApiClientConfig {
  /** The API base, absolute (`https://api.example.in/api`) or relative (`/api`); a trailing slash is optional. */
  readonly baseUrl: string;
  /** Identifies this client to the backend; not a secret (it ships in the bundle). */
  readonly apiKey: string;
  /** The header that carries the key. Default `x-api-key`. */
  readonly apiKeyHeader?: string;
  /** How long one attempt may take, headers and body together. Default 10 000 ms. */
  readonly timeoutMs?: number;
  /** How often a read is tried again after a transient failure. Default 3. Writes are never retried. */
  readonly retries?: number;
  /** The pause before retry `attempt` (0 for the first retry). Default 300 ms · 2^attempt. */
  readonly retryDelayMs?: (attempt: number) => number;
  /** The fetch to use; tests inject a scripted one. Default the global fetch. */
  readonly fetch?: typeof fetch;
  /**
   * The session token a backend with the `session` extension gave at verify, if any: sent as
   * `Authorization: Bearer <token>` with every call.
   */
  readonly sessionToken?: () => string | undefined;
  /**
   * Told when the backend answers 401: it no longer knows the caller. The call's failure is
   * given once this has settled (the customer's copies on the phone deleted).
   */
  readonly onSessionEnded?: () => void | Promise<void>;
  /** Where the reads marked `keep` are kept on this phone; without, nothing is kept. */
  readonly savedAnswers?: SavedAnswers;
  /**
   * The `catalogue-languages` extension: the language the customer reads now, sent as
   * `Accept-Language: <en|hi|te>` with every call (a CORS-safelisted header), and part of the
   * key of every answer kept on the phone. Without it, no such header.
   */
  readonly language?: () => Language;
}

/**
 * One call to the backend.
 * - `read`: idempotent, so it is tried again on network errors, timeouts and 502/503/504.
 * - `write`: sent exactly once. It may send an SMS, book or cancel: a retry after a lost
 *   response could do that twice, so the customer decides whether to try again.
 */
export interface ApiCall {
  readonly kind: 'read' | 'write';
  readonly method: 'GET' | 'POST';
  /** Relative to the base URL; build it with `apiPath` so ids are encoded. */
  readonly path: string;
  /** Sent as JSON. A POST without a body sends `{}`, so the JSON content type is never a lie. */
  readonly body?: unknown;
  /**
   * `json` (default): a 2xx body that is not JSON is `malformed`.
   * `json-if-any`: a 2xx body that is empty or not JSON reads as `undefined`, for calls whose
   * response the spec does not describe.
   */
  readonly expect?: 'json' | 'json-if-any';
  /**
   * A read whose answer is kept on this phone for when the backend cannot be reached
   * (SavedAnswers): `catalogue` answers from its copy at once, `personal` from the network first.
   * A personal answer never rests in the browser's HTTP cache either.
   */
  readonly keep?: Keep;
  /**
   * The call ends the session (logout): a 401 means it had already ended, which is what the call
   * asked for, not news to tell the customer.
   */
  readonly endsSession?: true;
}

export const DEFAULT_API_KEY_HEADER = 'x-api-key';
export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_RETRIES = 3;
const TRANSIENT_STATUSES: readonly number[] = [502, 503, 504];

/** A path with its interpolated ids URL-encoded: apiPath`Services/BookingsByUserId/${id}`. */
export function apiPath(
  parts: TemplateStringsArray,
  ...ids: ReadonlyArray<string | number>
): string {
  return parts.reduce((path, part, index) => {
    const id = ids[index - 1];
    return path + (id === undefined ? '' : encodeURIComponent(String(id))) + part;
  });
}

/** What one attempt got: the status and the whole body, read inside the attempt's timeout. */
interface AttemptResponse {
  readonly status: number;
  readonly text: string;
}

type AttemptFetch = (url: string, init: RequestInit) => Promise<AttemptResponse>;

class AttemptTimedOut extends Error {
  constructor() {
    super('The server did not answer in time.');
    this.name = 'AttemptTimedOut';
  }
}

/**
 * The one way to the backend: base URL, API-key header, JSON, a timeout per attempt and
 * fetch-retry configured per call (reads retried, writes never). It never throws: every outcome
 * is the parsed JSON body or a `GatewayFailure` (`unavailable` with cause `network`, `timeout`
 * or `http` for a non-2xx status; `unauthorized` for a 401 to a call that carried a session token, which also ends the session;
 * `malformed` for a body that is not JSON).
 */
export class ApiClient {
  private readonly baseUrl: string;
  private readonly headers: Readonly<Record<string, string>>;
  private readonly timeoutMs: number;
  private readonly retries: number;
  private readonly retryDelayMs: (attempt: number) => number;
  private readonly fetchImpl: typeof fetch;
  private readonly sessionToken: () => string | undefined;
  private readonly onSessionEnded: () => void | Promise<void>;
  private readonly savedAnswers: SavedAnswers | undefined;
  private readonly language: (() => Language) | undefined;
  private readonly fetchWithRetry: (
    url: string,
    init: RequestInitWithRetry<AttemptFetch>,
  ) => Promise<AttemptResponse>;

  constructor(config: ApiClientConfig) {
    this.baseUrl = config.baseUrl.trim().replace(/\/+$/, '');
    this.headers = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(config.apiKey
        ? { [config.apiKeyHeader?.trim() || DEFAULT_API_KEY_HEADER]: config.apiKey }
        : {}),
    };
    this.timeoutMs = wholeNumberOr(config.timeoutMs, DEFAULT_TIMEOUT_MS);
    // fetch-retry throws on a negative or fractional count; a bad config must not break every call.
    this.retries = wholeNumberOr(config.retries, DEFAULT_RETRIES);
    const delay = config.retryDelayMs ?? ((attempt: number) => 300 * 2 ** attempt);
    this.retryDelayMs = (attempt) => wholeNumberOr(Math.round(delay(attempt)), 0);
    // A wrapper rather than `fetch` itself: browsers refuse a fetch called as a method of another
    // object ("Illegal invocation"), and the global is looked up when used, not when built.
    this.fetchImpl = config.fetch ?? ((input, init) => fetch(input, init));
    this.sessionToken = config.sessionToken ?? (() => undefined);
    this.onSessionEnded = config.onSessionEnded ?? (() => undefined);
    this.savedAnswers = config.savedAnswers;
    this.language = config.language;
    this.fetchWithRetry = fetchBuilder(this.attempt);
  }

  /** Sends one call and gives its JSON body, or why there is none. Never throws. */
  async send(call: ApiCall): Promise<Result<unknown, GatewayFailure>> {
    const url = `${this.baseUrl}/${call.path.replace(/^\/+/, '')}`;
    const token = this.sessionToken();
    const language = this.language?.();
    const body = call.method === 'POST' ? JSON.stringify(call.body ?? {}) : undefined;
    const init: RequestInit = {
      method: call.method,
      headers: {
        ...this.headers,
        ...(token && { Authorization: `Bearer ${token}` }),
        ...(language && { 'Accept-Language': language }),
      },
      ...(body === undefined ? {} : { body }),
      ...(call.keep === 'personal' ? { cache: 'no-store' as const } : {}),
    };
    const exchange = () =>
      this.fetchWithRetry(url, {
        ...init,
        // With a function for retryOn, fetch-retry ignores `retries`: the count is checked here.
        retries: call.kind === 'read' ? this.retries : 0,
        retryOn: call.kind === 'read' ? this.shouldRetryRead : neverRetry,
        retryDelay: (attempt: number) => this.retryDelayMs(attempt),
      });
    let response: AttemptResponse;
    try {
      response =
        call.keep && call.kind === 'read' && this.savedAnswers
          ? await this.savedAnswers.answer(call.keep, answerKey(url, body, language), exchange)
          : await exchange();
    } catch (error) {
      return fail(unavailable(error instanceof AttemptTimedOut ? 'timeout' : 'network'));
    }
    // Only a session the app holds can end; without one a 401 is an error like any other.
    if (response.status === 401 && token) {
      if (call.endsSession) return ok(undefined);
      await this.onSessionEnded();
      return fail(unauthorized());
    }
    if (response.status < 200 || response.status > 299) return fail(unavailable('http'));
    return parseBody(response.text, call.expect ?? 'json');
  }

  private readonly shouldRetryRead = (
    attempt: number,
    error: Error | null,
    response: AttemptResponse | null,
  ): boolean => {
    if (attempt >= this.retries) return false;
    if (error !== null) return true;
    return response !== null && TRANSIENT_STATUSES.includes(response.status);
  };

  /**
   * One attempt with its own timeout. The body is read inside the attempt, so a server that
   * sends headers and then stalls times out too. The race makes the timeout hold even for a
   * fetch that ignores its abort signal.
   */
  private readonly attempt: AttemptFetch = async (url, init) => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new AttemptTimedOut());
      }, this.timeoutMs);
    });
    const exchange = (async () => {
      // Only the request itself: fetch-retry hands its own options (retries, retryOn) along too.
      const request = {
        method: init.method,
        headers: init.headers,
        body: init.body,
        ...(init.cache ? { cache: init.cache } : {}),
      };
      const response = await this.fetchImpl(url, { ...request, signal: controller.signal });
      return { status: response.status, text: await response.text() };
    })();
    // The loser of the race still settles later; an unhandled rejection would be reported.
    exchange.catch(() => undefined);
    try {
      return await Promise.race([exchange, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  };
}

function neverRetry(): boolean {
  return false;
}

function parseBody(text: string, expect: 'json' | 'json-if-any'): Result<unknown, GatewayFailure> {
  try {
    return ok(JSON.parse(text) as unknown);
  } catch {
    return expect === 'json-if-any' ? ok(undefined) : fail(malformed('the body is not JSON'));
  }
}

function wholeNumberOr(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback;
}
