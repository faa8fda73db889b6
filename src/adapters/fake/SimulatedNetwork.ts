import type { Clock } from '../../core/shared/Clock';
import type { Extensions } from '../../core/shared/Extensions';
import type { Language } from '../../core/shared/language';
import { fail, type Result } from '../../core/shared/Result';
import { unauthorized, unavailable, type GatewayFailure } from '../../core/shared/GatewayFailure';

/** How a fake gateway behaves like a network. */
export interface FakeGatewayOptions {
  /** Delay of every answer; 0 (the default) answers on the next microtask. */
  readonly latencyMs?: number;
  /** Schedules the delay; tests pass a hand-driven clock, the app none (plain `setTimeout`). */
  readonly clock?: Pick<Clock, 'after'>;
  /**
   * The `session` extension: a customer's calls are answered only for the customer whose session
   * token the app sends, as a backend that keeps sessions does.
   */
  readonly session?: DemoSessionCheck;
  /**
   * The contract extensions this pretend backend offers; default all of them, as the demo has.
   * Without `visit` work orders come without their visit, without `slots` its calls are refused
   * as a backend without them does (HTTP 404) and a booking's window is ignored.
   */
  readonly extensions?: Extensions;
  /**
   * The `catalogue-languages` extension: the language each call asks in (the app's
   * `Accept-Language`), read when the call is made. Without it, or without the extension, the
   * demo answers English.
   */
  readonly language?: () => Language;
}

/** Who is calling, as the demo server knows from the token the app sends. */
export interface DemoSessionCheck {
  /** The customer of the token sent, or undefined when there is none or the server ended it. */
  readonly caller: () => number | undefined;
  /** Told when a call is answered 401, as the HTTP client tells the app. */
  readonly ended: () => void;
  /** Ends the caller's session on the demo server (logout). */
  readonly logout: () => void;
}

/**
 * The pretend network between a fake gateway and the demo backend: it adds latency and lets
 * tests and demos make the next calls of a method fail with a chosen failure.
 */
export class SimulatedNetwork<Method extends string> {
  private readonly faults = new Map<Method, GatewayFailure[]>();

  constructor(private readonly options: FakeGatewayOptions = {}) {}

  /** The next `times` calls of `method` answer `failure` instead of reaching the backend. */
  failNext(method: Method, failure: GatewayFailure, times = 1): void {
    const queue = this.faults.get(method) ?? [];
    for (let i = 0; i < times; i++) queue.push(failure);
    this.faults.set(method, queue);
  }

  /** Answers a call of `method` after the latency, unless a failure was queued for it. */
  async call<T, E = GatewayFailure>(
    method: Method,
    answer: () => Result<T, E | GatewayFailure>,
  ): Promise<Result<T, E | GatewayFailure>> {
    // The fault is taken when the call starts, as a request would be lost on its way out.
    const fault = this.faults.get(method)?.shift();
    await this.delay();
    if (fault) return fail({ ...fault });
    try {
      return answer();
    } catch {
      // A bug in the demo backend is the demo's HTTP 500: the port promises never to throw.
      return fail(unavailable('http'));
    }
  }

  /**
   * A call about a customer's own data: without a session it fails `unauthorized` (401), for
   * another customer's data `unavailable` (403), when the `session` extension is on; otherwise
   * as `call`. `owner` says whose data it is (undefined: nobody's, as for an unknown booking).
   */
  async callFor<T, E = GatewayFailure>(
    method: Method,
    owner: () => number | undefined,
    answer: () => Result<T, E | GatewayFailure>,
  ): Promise<Result<T, E | GatewayFailure>> {
    const session = this.options.session;
    if (!session) return this.call(method, answer);
    return this.call<T, E>(method, () => {
      const caller = session.caller();
      if (caller === undefined) {
        session.ended();
        return fail(unauthorized());
      }
      const whose = owner();
      return whose === undefined || whose === caller ? answer() : fail(unavailable('http'));
    });
  }

  private delay(): Promise<void> {
    const ms = this.options.latencyMs ?? 0;
    if (ms <= 0) return Promise.resolve();
    const clock = this.options.clock;
    return new Promise((resolve) => {
      if (clock) clock.after(ms, resolve);
      else setTimeout(resolve, ms);
    });
  }
}
