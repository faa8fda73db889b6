import type { Container } from 'inversify';
import type { AuthGateway } from '../core/auth/AuthGateway';
import type { BookingGateway } from '../core/booking/BookingGateway';
import type { CatalogGateway } from '../core/catalog/CatalogGateway';
import type { ProfileGateway } from '../core/profile/ProfileGateway';
import { resolve } from './binding';
import type { AppConfig } from './config';
import { deferredPort } from './deferredPort';
import { loadOnce } from './loadOnce';
import { TOKENS } from './tokens';

/** The four gateways of one backend. */
export interface Gateways {
  readonly catalog: CatalogGateway;
  readonly auth: AuthGateway;
  readonly booking: BookingGateway;
  readonly profile: ProfileGateway;
}

/**
 * The one switch between the offline demo backend and the real API (DESIGN.md). The chosen
 * adapters (and yup, which only they need at start-up) load in their own chunk, fetched as soon as
 * the app starts and in parallel with the first page, so they never weigh on the first load.
 */
export function bindGateways(container: Container, config: AppConfig): void {
  const load = loadOnce(async (): Promise<Gateways> => {
    if (config.mode === 'demo') {
      const { createDemoGateways } = await import('./demoGateways');
      return createDemoGateways(
        resolve(container, TOKENS.localStorage),
        resolve(container, TOKENS.clock),
        config.demoLatencyMs,
      );
    }
    const { createHttpGateways } = await import('./httpGateways');
    return createHttpGateways(config);
  });
  container
    .bind(TOKENS.catalogGateway)
    .toConstantValue(deferredPort(() => load().then((g) => g.catalog)));
  container
    .bind(TOKENS.authGateway)
    .toConstantValue(deferredPort(() => load().then((g) => g.auth)));
  container
    .bind(TOKENS.bookingGateway)
    .toConstantValue(deferredPort(() => load().then((g) => g.booking)));
  container
    .bind(TOKENS.profileGateway)
    .toConstantValue(deferredPort(() => load().then((g) => g.profile)));
  container.bind(TOKENS.preloadGateways).toConstantValue(() => void load().catch(() => undefined));
}
