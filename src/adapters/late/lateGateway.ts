import type { PortMethods } from '../../core/shared/PortMethods';
import { unavailable, type GatewayFailure } from '../../core/shared/GatewayFailure';
import { fail, type Result } from '../../core/shared/Result';

/** A port every call of which answers a Result and may fail as a GatewayFailure: a gateway. */
export type Gateway<Port> = {
  readonly [K in keyof Port]: Port[K] extends (...args: infer A) => Promise<infer R>
    ? Result<never, GatewayFailure> extends R
      ? (...args: A) => Promise<R>
      : never
    : never;
};

/**
 * The gateway whose implementation downloads on its first call: each method waits for `load`,
 * then makes the same call. When the code cannot be downloaded, the call fails as `unavailable`,
 * like any network failure: the ports promise never to throw. `load` is called on every call, so
 * give one that loads once (`loadOnce`).
 */
export function lateGateway<Port extends Gateway<Port>>(
  load: () => Promise<Port>,
  methods: PortMethods<Port>,
): Port {
  return methods.implementEach((name) => async (...args: never[]) => {
    let gateway: Port;
    try {
      gateway = await load();
    } catch {
      return fail(unavailable('network'));
    }
    return gateway[name](...args);
  });
}
