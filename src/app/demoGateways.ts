import type { Container } from 'inversify';
import { DemoBackend } from '../adapters/fake/DemoBackend';
import { LocalStorageDemoStorage } from '../adapters/fake/DemoStorage';
import { FakeAuthGateway } from '../adapters/fake/FakeAuthGateway';
import { FakeBookingGateway } from '../adapters/fake/FakeBookingGateway';
import { FakeCatalogGateway } from '../adapters/fake/FakeCatalogGateway';
import { FakeProfileGateway } from '../adapters/fake/FakeProfileGateway';
import type { Clock } from '../core/shared/Clock';
import { provide } from './binding';
import type { Gateways } from './gateways';
import { TOKENS } from './tokens';

/** The offline demo backend in this browser, kept in localStorage under `gharseva-demo:` keys. */
export function createDemoGateways(storage: Storage, clock: Clock, latencyMs: number): Gateways {
  const backend = new DemoBackend(new LocalStorageDemoStorage(storage), clock);
  const latency = { latencyMs };
  return {
    catalog: new FakeCatalogGateway(backend, latency),
    auth: new FakeAuthGateway(backend, latency),
    booking: new FakeBookingGateway(backend, latency),
    profile: new FakeProfileGateway(backend, latency),
  };
}

/**
 * Binds the demo gateways at once, with the demo backend as a binding of its own: for tests,
 * which replace the backend (`TOKENS.demoBackend`) or single gateways.
 */
export function bindDemoGateways(container: Container, latencyMs: number): void {
  provide(
    container,
    TOKENS.demoBackend,
    [TOKENS.localStorage, TOKENS.clock],
    (storage, clock) => new DemoBackend(new LocalStorageDemoStorage(storage), clock),
  );
  const latency = { latencyMs };
  provide(
    container,
    TOKENS.catalogGateway,
    [TOKENS.demoBackend],
    (backend) => new FakeCatalogGateway(backend, latency),
  );
  provide(
    container,
    TOKENS.authGateway,
    [TOKENS.demoBackend],
    (backend) => new FakeAuthGateway(backend, latency),
  );
  provide(
    container,
    TOKENS.bookingGateway,
    [TOKENS.demoBackend],
    (backend) => new FakeBookingGateway(backend, latency),
  );
  provide(
    container,
    TOKENS.profileGateway,
    [TOKENS.demoBackend],
    (backend) => new FakeProfileGateway(backend, latency),
  );
}
