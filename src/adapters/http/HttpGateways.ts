import type { AuthGateway } from '../../core/auth/AuthGateway';
import type { BookingGateway } from '../../core/booking/BookingGateway';
import type { ProfileGateway } from '../../core/profile/ProfileGateway';
import type { Extensions } from '../../core/shared/Extensions';
import { LateAuthGateway } from '../late/LateAuthGateway';
import { LateBookingGateway } from '../late/LateBookingGateway';
import { LateProfileGateway } from '../late/LateProfileGateway';
import { ApiClient, type ApiClientConfig } from './ApiClient';
import { HttpCatalogGateway } from './HttpCatalogGateway';
import { SavedAnswers, type SavedAnswersOptions } from './SavedAnswers';

/**
 * The code of the gateways of logging in and of a customer's data, which a visitor's first page
 * does not need (the catalogue's is all `/` asks for): it downloads on their first call, and the
 * pages that show a customer's data at once preload it (src/app/prerender.tsx).
 */
export const CUSTOMER_GATEWAYS_CODE = () => import('./HttpCustomerGateways');

/**
 * The four gateways of the real API, over one ApiClient (its retries, timeouts, API key and, with
 * the `session` extension, the session's token), their reads kept on this phone as `savedAnswers`
 * says (SavedAnswers); and the catalogue once more, read from the network alone, for today's
 * prices at checkout. With the `visit` extension work orders are read with their visit; the
 * `slots` extension's calls are made only when the app offers a window.
 */
export class HttpGateways {
  readonly catalog: HttpCatalogGateway;
  readonly catalogToday: HttpCatalogGateway;
  readonly auth: AuthGateway;
  readonly booking: BookingGateway;
  readonly profile: ProfileGateway;

  constructor(
    config: ApiClientConfig,
    extensions: Extensions = new Set(),
    savedAnswers?: SavedAnswersOptions,
  ) {
    const client = new ApiClient({
      ...config,
      savedAnswers: savedAnswers && new SavedAnswers(savedAnswers),
    });
    this.catalog = new HttpCatalogGateway(client);
    this.catalogToday = new HttpCatalogGateway(client, 'network');
    const customer = () =>
      CUSTOMER_GATEWAYS_CODE().then((code) => new code.HttpCustomerGateways(client, extensions));
    this.auth = new LateAuthGateway(() => customer().then((g) => g.auth));
    this.booking = new LateBookingGateway(() => customer().then((g) => g.booking));
    this.profile = new LateProfileGateway(() => customer().then((g) => g.profile));
  }
}
