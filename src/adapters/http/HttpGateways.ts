import type { Extensions } from '../../core/shared/Extensions';
import { ApiClient, type ApiClientConfig } from './ApiClient';
import { HttpAuthGateway } from './HttpAuthGateway';
import { HttpBookingGateway } from './HttpBookingGateway';
import { HttpCatalogGateway } from './HttpCatalogGateway';
import { HttpProfileGateway } from './HttpProfileGateway';

/**
 * The four gateways of the real API, over one ApiClient (its retries, timeouts, API key and, with
 * the `session` extension, the session's token). With the `visit` extension work orders are read
 * with their visit; the `slots` extension's calls are made only when the app offers a window.
 */
export class HttpGateways {
  readonly catalog: HttpCatalogGateway;
  readonly auth: HttpAuthGateway;
  readonly booking: HttpBookingGateway;
  readonly profile: HttpProfileGateway;

  constructor(config: ApiClientConfig, extensions: Extensions = new Set()) {
    const client = new ApiClient(config);
    this.catalog = new HttpCatalogGateway(client);
    this.auth = new HttpAuthGateway(client, extensions.has('session'));
    this.booking = new HttpBookingGateway(client, extensions.has('visit'));
    this.profile = new HttpProfileGateway(client);
  }
}
