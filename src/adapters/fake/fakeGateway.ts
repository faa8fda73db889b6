import { EXTENSIONS, type Extension, type Extensions } from '../../core/shared/Extensions';
import type { Language } from '../../core/shared/language';
import { rejected, unavailable, type GatewayFailure } from '../../core/shared/GatewayFailure';
import type { PortMethods } from '../../core/shared/PortMethods';
import { fail, type Result } from '../../core/shared/Result';
import type { DemoBackend } from './DemoBackend';
import { loadCatalogueWords } from './demoCatalogueWords';
import {
  SimulatedNetwork,
  type DemoSessionCheck,
  type FakeGatewayOptions,
} from './SimulatedNetwork';

/** What a demo call is answered with: the demo backend, and what this pretend backend offers. */
export interface DemoContext {
  readonly backend: DemoBackend;
  readonly extensions: Extensions;
  /** The `session` extension, when the demo keeps sessions. */
  readonly session: DemoSessionCheck | undefined;
  /**
   * The language the call asks in (`catalogue-languages`): the catalogue's words come back in it.
   * English when the extension is off or the app names none.
   */
  readonly language: Language;
}

/** How the demo backend answers one call of a port (see `DemoCalls`). */
export interface DemoCall<Args extends readonly unknown[], T, E> {
  /**
   * Whose data the call is about, for the `session` extension's check: that customer's session
   * alone is answered (undefined: nobody's, as for an unknown booking). Absent: anyone may make
   * the call, as the catalogue and logging in.
   */
  readonly owner?: (backend: DemoBackend, ...args: Args) => number | undefined;
  /** The extension the call belongs to: a backend without it has no such call (HTTP 404). */
  readonly extension?: Extension;
  /** The answer: the value, the text the server refuses with, or a failure of the port's own. */
  readonly answer: (demo: DemoContext, ...args: Args) => Result<T, string | E>;
}

/**
 * How the demo backend answers every call of `Port`, by the port's method names: the demo's
 * side of the port, which the fake gateway exposes as it is (`fakeGateway`). A method added to
 * the port and not here does not compile.
 */
export type DemoCalls<Port> = {
  readonly [K in keyof Port]: Port[K] extends (
    ...args: infer Args
  ) => Promise<Result<infer T, infer E>>
    ? DemoCall<Args, T, Exclude<E, GatewayFailure>>
    : never;
};

/** A gateway of the offline demo; tests and demos make its next calls fail (`failNext`). */
export type FakeGateway<Port> = Port & {
  /** The next `times` calls of `method` fail with `failure`. */
  failNext(method: keyof Port & string, failure: GatewayFailure, times?: number): void;
};

/**
 * The gateway of the offline demo for one port: each call goes over the simulated network
 * (latency, `failNext`, the session check of the data's owner) to the demo backend as `calls`
 * says, its arguments copied as a request body would carry them, a refusal's text answered as
 * `rejected`, and a call of an extension the options leave out as a backend without it does.
 */
export function fakeGateway<Port extends object>(
  methods: PortMethods<Port>,
  calls: DemoCalls<Port>,
  backend: DemoBackend,
  options: FakeGatewayOptions = {},
): FakeGateway<Port> {
  const network = new SimulatedNetwork<keyof Port & string>(options);
  const extensions = options.extensions ?? new Set(EXTENSIONS);
  const asked = options.language;
  const gateway = methods.implementEach((method) => (...args: never[]) => {
    const call = calls[method];
    // Copied now, as a request body would be: later changes to the caller's values are not sent.
    const sent = structuredClone(args);
    // The language goes with the request, as its header would: the one of the moment it is sent.
    const demo: DemoContext = {
      backend,
      extensions,
      session: options.session,
      language: asked && extensions.has('catalogue-languages') ? asked() : 'en',
    };
    const answer = (): Result<unknown, unknown> => {
      if (call.extension && !demo.extensions.has(call.extension)) return fail(unavailable('http'));
      const reply = call.answer(demo, ...sent);
      if (reply.ok || typeof reply.error !== 'string') return reply;
      return fail(rejected(reply.error));
    };
    const owner = call.owner;
    const send = () =>
      owner
        ? network.callFor(method, () => owner(backend, ...sent), answer)
        : network.call(method, answer);
    // Another language than English needs the catalogue's words downloaded first.
    return demo.language === 'en' ? send() : loadCatalogueWords().then(send, send);
  });
  return Object.assign(gateway, {
    failNext: (method: keyof Port & string, failure: GatewayFailure, times = 1) =>
      network.failNext(method, failure, times),
  });
}
