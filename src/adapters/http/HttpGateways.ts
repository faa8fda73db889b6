import type { Extensions } from '../../core/shared/Extensions';
import { ApiClient, type ApiClientConfig } from './ApiClient';
import { HttpAuthGateway } from './HttpAuthGateway';
import { HttpBookingGateway } from './HttpBookingGateway';
import { HttpCatalogGateway } from './HttpCatalogGateway';
import { HttpProfileGateway } from './HttpProfileGateway';
import { forgetPersonalAnswers, SavedAnswers, type SavedAnswersOptions } from './SavedAnswers';

/**
 * The four gateways of the real API, over one ApiClient (its retries, timeouts, API key and, with
 * the `session` extension, the session's token), their reads kept on this phone as `savedAnswers`
 * says (SavedAnswers); and the catalogue once more, read from the network alone, for today's
 * prices at checkout.
 */
export class HttpGateways {
  readonly catalog: HttpCatalogGateway;
  readonly catalogToday: HttpCatalogGateway;
  readonly auth: HttpAuthGateway;
  readonly booking: HttpBookingGateway;
  readonly profile: HttpProfileGateway;
  private readonly savedAnswers: SavedAnswersOptions | undefined;

  constructor(
    config: ApiClientConfig,
    extensions: Extensions = new Set(),
    savedAnswers?: SavedAnswersOptions,
  ) {
    this.savedAnswers = savedAnswers;
    const client = new ApiClient({
      ...config,
      ...(savedAnswers ? { savedAnswers: new SavedAnswers(savedAnswers) } : {}),
    });
    this.catalog = new HttpCatalogGateway(client);
    this.catalogToday = new HttpCatalogGateway(client, 'network');
    this.auth = new HttpAuthGateway(client, extensions.has('session'));
    this.booking = new HttpBookingGateway(client);
    this.profile = new HttpProfileGateway(client);
  }

  /** Deletes every answer about the customer kept on this phone (at logout). */
  forgetPersonalAnswers(): Promise<void> {
    return forgetPersonalAnswers(this.savedAnswers?.storage);
  }
}
