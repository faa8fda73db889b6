import type { RatingGateway } from '../../core/rating/RatingGateway';
import type { Extensions } from '../../core/shared/Extensions';
import type { Language } from '../../core/shared/language';
import { loadOnce } from '../../core/shared/loadOnce';
import { ApiClient, type ApiClientConfig } from './ApiClient';
import { HttpCatalogGateway } from './HttpCatalogGateway';
import type { HttpCustomerGateways } from './HttpCustomerGateways';
import { SavedAnswers, type SavedAnswersOptions } from './SavedAnswers';

/**
 * The code of the gateways of logging in and of a customer's data, which a visitor's first page
 * does not need (the catalogue's is all `/` asks for): it downloads on their first call, and the
 * pages that show a customer's data at once preload it (src/app/prerender.tsx).
 */
export const CUSTOMER_GATEWAYS_CODE = () => import('./HttpCustomerGateways');

/**
 * The gateways of the real API, over one ApiClient (its retries, timeouts, API key and, with the
 * `session` extension, the session's token), their reads kept on this phone as `savedAnswers`
 * says (SavedAnswers): the catalogue's, and once more the catalogue read from the network alone,
 * for today's prices at checkout; a customer's (`customer()`) download apart. With the `visit`
 * extension work orders are read with their visit; the `slots` extension's calls are made only
 * when the app offers a window.
 */
export class HttpGateways {
  readonly catalog: HttpCatalogGateway;
  readonly catalogToday: HttpCatalogGateway;
  /** The gateways of logging in and of a customer's own data, their code downloaded once. */
  readonly customer: () => Promise<HttpCustomerGateways>;
  /**
   * Ratings' calls, their code apart from the customer's gateways: the services page reads the
   * summaries (a catalogue read) without downloading a customer's code it may never need.
   */
  readonly ratings: () => Promise<RatingGateway>;
  /**
   * The catalogue always asked in `language` (`Accept-Language`), whatever the customer reads now:
   * the search indexes English names beside hers. `catalog` asks in the language of the moment
   * (`config.language`, the `catalogue-languages` extension). Its answers are kept as `catalog`'s,
   * each under its language.
   */
  readonly catalogueIn: (language: Language) => HttpCatalogGateway;

  constructor(
    config: ApiClientConfig,
    extensions: Extensions = new Set(),
    savedAnswers?: SavedAnswersOptions,
    /** Where pictures may come from (the CSP's `img-src`): a technician's photo from elsewhere is none. */
    imageOrigins: readonly string[] = [],
  ) {
    const kept = { ...config, savedAnswers: savedAnswers && new SavedAnswers(savedAnswers) };
    const client = new ApiClient(kept);
    this.catalogueIn = (language) =>
      new HttpCatalogGateway(new ApiClient({ ...kept, language: () => language }));
    this.catalog = new HttpCatalogGateway(client);
    this.catalogToday = new HttpCatalogGateway(client, 'network');
    this.customer = loadOnce(() =>
      CUSTOMER_GATEWAYS_CODE().then(
        (code) => new code.HttpCustomerGateways(client, extensions, imageOrigins),
      ),
    );
    this.ratings = loadOnce(() =>
      import('./HttpRatingGateway').then((code) => new code.HttpRatingGateway(client)),
    );
  }

  /** Every gateway at once, for scripts that run in Node, where nothing downloads (the kit, the probe). */
  async all(): Promise<EveryHttpGateway> {
    return { catalog: this.catalog, ...(await this.customer()) };
  }
}

/** The real API's gateways, each of them ready. */
export interface EveryHttpGateway {
  readonly catalog: HttpCatalogGateway;
  readonly auth: HttpCustomerGateways['auth'];
  readonly booking: HttpCustomerGateways['booking'];
  readonly profile: HttpCustomerGateways['profile'];
  readonly payment: HttpCustomerGateways['payment'];
  readonly rating: HttpCustomerGateways['rating'];
}
