/**
 * How the security probe calls the API: through the app's own HTTP gateways (the wire format a
 * backend that passes the pact understands, with the extensions it offers), one attempt per
 * call, with the session token the probe chooses for each call, and every request and answer
 * kept so a check can say what it sent and what came back.
 */
import { HttpGateways, type EveryHttpGateway } from '../../src/adapters/http/HttpGateways';
import type { Extensions } from '../../src/core/shared/Extensions';
import type { Language } from '../../src/core/shared/language';
import type { ProviderSettings } from '../pact-kit/settings';

/** One request the probe made and what came back. */
export interface Exchange {
  /** 'GET /Services/BookingsByUserId/101', the path after the API base. */
  readonly call: string;
  /** Undefined when no answer came. */
  readonly status: number | undefined;
  /** The answer's body, or why there was none. */
  readonly text: string;
  /** The answer's Cache-Control header, if it had one. */
  readonly cacheControl?: string;
}

export class ProbeClient {
  private readonly gateways: HttpGateways;
  private token: string | undefined;
  /** The language the next call asks in (`Accept-Language`); none when undefined. */
  private language: string | undefined;
  /** Fields added to the next request's JSON body: what a browser whose code was changed sends. */
  private extraBody: Readonly<Record<string, unknown>> | undefined;
  private readonly exchanges: Exchange[] = [];

  constructor(settings: ProviderSettings, extensions: Extensions = new Set()) {
    const base = settings.baseUrl.endsWith('/') ? settings.baseUrl : `${settings.baseUrl}/`;
    const pathOf = (url: string) => `/${url.startsWith(base) ? url.slice(base.length) : url}`;
    this.gateways = new HttpGateways(
      {
        baseUrl: base,
        apiKey: settings.apiKey ?? 'test-api-key',
        apiKeyHeader: settings.apiKeyHeader,
        timeoutMs: 15_000,
        retries: 0,
        fetch: async (input, init) => {
          const call = `${init?.method ?? 'GET'} ${pathOf(String(input))}`;
          const extra = this.extraBody;
          const sent =
            extra && typeof init?.body === 'string'
              ? {
                  ...init,
                  body: JSON.stringify({
                    ...(JSON.parse(init.body) as Record<string, unknown>),
                    ...extra,
                  }),
                }
              : init;
          try {
            const response = await fetch(input, sent);
            const text = await response.clone().text();
            const cacheControl = response.headers.get('cache-control') ?? undefined;
            this.exchanges.push({
              call,
              status: response.status,
              text,
              ...(cacheControl === undefined ? {} : { cacheControl }),
            });
            return response;
          } catch (error) {
            const text = error instanceof Error ? error.message : String(error);
            this.exchanges.push({ call, status: undefined, text });
            throw error;
          }
        },
        sessionToken: () => this.token,
        // Any text, as a browser whose code was changed may send (`fr`): the app's own are en, hi, te.
        language: () => this.language as Language,
      },
      // Not `session`: with it the app's verify fails without a token, and whether verify gives
      // one is what the probe finds out.
      new Set([...extensions].filter((name) => name !== 'session')),
    );
  }

  /** The last request the probe sent and what came back, if it sent one. */
  get last(): Exchange | undefined {
    return this.exchanges.at(-1);
  }

  /**
   * Makes `call` as `as` does, asking in `language` (`Accept-Language`, the catalogue-languages
   * extension): `en`, `hi`, `te`, or a language the app never asks in, such as `fr`.
   */
  async asIn<T>(
    language: string,
    token: string | undefined,
    call: (gateways: EveryHttpGateway) => Promise<T>,
    extraBody?: Readonly<Record<string, unknown>>,
  ): Promise<{ readonly result: T; readonly exchange: Exchange }> {
    this.language = language;
    try {
      return await this.as(token, call, extraBody);
    } finally {
      this.language = undefined;
    }
  }

  /**
   * Makes `call` with `token` as the session's (none when undefined), `extraBody`'s fields added
   * to what it sends: its result and the last request it sent.
   */
  async as<T>(
    token: string | undefined,
    call: (gateways: EveryHttpGateway) => Promise<T>,
    extraBody?: Readonly<Record<string, unknown>>,
  ): Promise<{ readonly result: T; readonly exchange: Exchange }> {
    this.token = token;
    this.extraBody = extraBody;
    const before = this.exchanges.length;
    try {
      const result = await call(await this.gateways.all());
      const exchange = this.exchanges.at(-1);
      return {
        result,
        exchange:
          exchange && this.exchanges.length > before
            ? exchange
            : { call: '(nothing sent)', status: undefined, text: 'the app refused to send it' },
      };
    } finally {
      this.token = undefined;
      this.extraBody = undefined;
    }
  }
}

/** A 401 or a 403: the backend asks who the caller is, or says the data is not theirs. */
export const askedForSession = (exchange: Exchange): boolean =>
  exchange.status === 401 || exchange.status === 403;

/** No answer, or a 5xx: the backend failed, which says nothing of what it allows. */
export const failedToAnswer = (exchange: Exchange): boolean =>
  exchange.status === undefined || exchange.status >= 500;

/** What an answer said, in a few words: `answered 403 ("Another customer's data")`. */
export function answered(exchange: Exchange): string {
  if (exchange.status === undefined) return `got no answer (${exchange.text})`;
  const reason = refusalReason(exchange.text);
  const quoted = reason === undefined ? '' : ` ("${reason}")`;
  if (exchange.status < 200 || exchange.status > 299) return `answered ${exchange.status}${quoted}`;
  return reason === undefined ? `answered ${exchange.status}` : `answered status: false${quoted}`;
}

/** The reason of a refusal (`{ status: false, data: "…" }`), shortened; undefined otherwise. */
function refusalReason(text: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  const { status, data, message } = (body ?? {}) as Record<string, unknown>;
  if (status !== false) return undefined;
  const reason = typeof data === 'string' ? data : typeof message === 'string' ? message : '';
  const plain = reason.replace(/\s+/g, ' ').trim();
  return plain.length > 100 ? `${plain.slice(0, 99)}…` : plain;
}
