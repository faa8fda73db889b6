import { unavailable, type GatewayFailure } from '../../core/shared/GatewayFailure';
import { fail, type Result } from '../../core/shared/Result';

/**
 * Calls a gateway whose code may still be downloading: waits for `load`, then makes `call`. When
 * the code cannot be downloaded, the call fails as `unavailable`, like any network failure: the
 * ports promise never to throw.
 */
export async function callLate<G, T, E = GatewayFailure>(
  load: () => Promise<G>,
  call: (gateway: G) => Promise<Result<T, E | GatewayFailure>>,
): Promise<Result<T, E | GatewayFailure>> {
  let gateway: G;
  try {
    gateway = await load();
  } catch {
    return fail(unavailable('network'));
  }
  return call(gateway);
}
