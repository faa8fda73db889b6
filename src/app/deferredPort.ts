import { unavailable } from '../core/shared/GatewayFailure';
import { fail } from '../core/shared/Result';

/**
 * A gateway whose implementation is still downloading. Every method of a gateway port returns a
 * promise of a Result, so each call can wait for the implementation; when its code cannot be
 * downloaded, the call fails as `unavailable`, like any network failure, and never throws.
 */
export function deferredPort<T extends object>(load: () => Promise<T>): T {
  return new Proxy({} as T, {
    get(_target, method) {
      // Not a thenable: whoever holds a gateway (inversify, await) must not take it for a promise.
      if (method === 'then' || typeof method === 'symbol') return undefined;
      return async (...args: unknown[]) => {
        let port: T;
        try {
          port = await load();
        } catch {
          return fail(unavailable('network'));
        }
        const call = (port as Record<PropertyKey, unknown>)[method];
        return typeof call === 'function' ? call.apply(port, args) : call;
      };
    },
  });
}
