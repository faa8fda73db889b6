import type { Container } from 'inversify';
import { DemoBackend } from '../adapters/fake/DemoBackend';
import { LocalStorageDemoStorage } from '../adapters/fake/DemoStorage';
import { FakeAuthGateway } from '../adapters/fake/FakeAuthGateway';
import { FakeBookingGateway } from '../adapters/fake/FakeBookingGateway';
import { FakeCatalogGateway } from '../adapters/fake/FakeCatalogGateway';
import { FakeProfileGateway } from '../adapters/fake/FakeProfileGateway';
import { ApiClient } from '../adapters/http/ApiClient';
import { HttpAuthGateway } from '../adapters/http/HttpAuthGateway';
import { HttpBookingGateway } from '../adapters/http/HttpBookingGateway';
import { HttpCatalogGateway } from '../adapters/http/HttpCatalogGateway';
import { HttpProfileGateway } from '../adapters/http/HttpProfileGateway';
import type { AppConfig } from './config';
import { provide } from './binding';
import { TOKENS } from './tokens';

/** The one switch between the offline demo backend and the real API (DESIGN.md). */
export function bindGateways(container: Container, config: AppConfig): void {
  if (config.mode === 'demo') {
    const latency = { latencyMs: config.demoLatencyMs };
    provide(
      container,
      TOKENS.demoBackend,
      [TOKENS.localStorage, TOKENS.clock],
      (storage, clock) => new DemoBackend(new LocalStorageDemoStorage(storage), clock),
    );
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
    return;
  }
  const client = new ApiClient({
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    apiKeyHeader: config.apiKeyHeader,
    timeoutMs: config.timeoutMs,
    retries: 3,
  });
  provide(container, TOKENS.catalogGateway, [], () => new HttpCatalogGateway(client));
  provide(container, TOKENS.authGateway, [], () => new HttpAuthGateway(client));
  provide(container, TOKENS.bookingGateway, [], () => new HttpBookingGateway(client));
  provide(container, TOKENS.profileGateway, [], () => new HttpProfileGateway(client));
}
