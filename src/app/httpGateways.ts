import { ApiClient } from '../adapters/http/ApiClient';
import { HttpAuthGateway } from '../adapters/http/HttpAuthGateway';
import { HttpBookingGateway } from '../adapters/http/HttpBookingGateway';
import { HttpCatalogGateway } from '../adapters/http/HttpCatalogGateway';
import { HttpProfileGateway } from '../adapters/http/HttpProfileGateway';
import type { AppConfig } from './config';
import type { Gateways } from './gateways';

/** The real API: one client (retries, timeouts, the API key) under the four gateways. */
export function createHttpGateways(config: Extract<AppConfig, { mode: 'http' }>): Gateways {
  const client = new ApiClient({
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    apiKeyHeader: config.apiKeyHeader,
    timeoutMs: config.timeoutMs,
    retries: 3,
  });
  return {
    catalog: new HttpCatalogGateway(client),
    auth: new HttpAuthGateway(client),
    booking: new HttpBookingGateway(client),
    profile: new HttpProfileGateway(client),
  };
}
