import { ApiClient, type ApiClientConfig } from './ApiClient';
import { HttpAuthGateway } from './HttpAuthGateway';
import { HttpBookingGateway } from './HttpBookingGateway';
import { HttpCatalogGateway } from './HttpCatalogGateway';
import { HttpProfileGateway } from './HttpProfileGateway';

/** The four gateways of the real API, over one ApiClient (its retries, timeouts and API key). */
export class HttpGateways {
  readonly catalog: HttpCatalogGateway;
  readonly auth: HttpAuthGateway;
  readonly booking: HttpBookingGateway;
  readonly profile: HttpProfileGateway;

  constructor(config: ApiClientConfig) {
    const client = new ApiClient(config);
    this.catalog = new HttpCatalogGateway(client);
    this.auth = new HttpAuthGateway(client);
    this.booking = new HttpBookingGateway(client);
    this.profile = new HttpProfileGateway(client);
  }
}
