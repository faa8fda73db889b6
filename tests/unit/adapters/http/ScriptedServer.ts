/**
 * A hand-written stand-in for the network: it records every request and answers them in the
 * order scripted. An answer is a status with a body (after a delay, if given), a dropped
 * connection, or a server that never answers (until the request is aborted). When the script runs out it answers 500, so a test that
 * sees more requests than it scripted fails on its own assertions.
 */
export type ScriptedAnswer =
  | { readonly status?: number; readonly json: unknown; readonly delayMs?: number }
  | { readonly status?: number; readonly text: string; readonly delayMs?: number }
  | 'drop-connection'
  | 'hang';

export interface RecordedRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The raw body as sent; `undefined` when there was none. */
  readonly body: string | undefined;
  /** The body parsed as JSON, for assertions on wire names. */
  readonly json: unknown;
}

export class ScriptedServer {
  readonly requests: RecordedRequest[] = [];
  private readonly script: ScriptedAnswer[];
  private readonly repeatLast: boolean;

  private constructor(script: readonly ScriptedAnswer[], repeatLast: boolean) {
    this.script = [...script];
    this.repeatLast = repeatLast;
  }

  /** Answers the requests in this order, then 500. */
  static answering(...script: ScriptedAnswer[]): ScriptedServer {
    return new ScriptedServer(script, false);
  }

  /** Gives the same answer to every request. */
  static always(answer: ScriptedAnswer): ScriptedServer {
    return new ScriptedServer([answer], true);
  }

  readonly fetch: typeof fetch = (input, init) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const sent = typeof init?.body === 'string' ? init.body : undefined;
    this.requests.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers,
      body: sent,
      json: sent === undefined ? undefined : (JSON.parse(sent) as unknown),
    });
    const answer =
      this.repeatLast && this.script.length === 1 ? this.script[0] : this.script.shift();
    if (answer === undefined)
      return Promise.resolve(new Response('no answer scripted', { status: 500 }));
    if (answer === 'drop-connection') return Promise.reject(new TypeError('fetch failed'));
    if (answer === 'hang') return hangUntilAborted(init?.signal ?? undefined);
    const status = answer.status ?? 200;
    const text = 'json' in answer ? JSON.stringify(answer.json) : answer.text;
    // These statuses may not carry a body; Response refuses to build one with it.
    const body = [204, 205, 304].includes(status) ? null : text;
    if (!answer.delayMs) return Promise.resolve(new Response(body, { status }));
    return new Promise((resolve) =>
      setTimeout(() => resolve(new Response(body, { status })), answer.delayMs),
    );
  };
}

function hangUntilAborted(signal: AbortSignal | undefined): Promise<Response> {
  return new Promise((_, reject) => {
    signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });
}
