import { ContainerModule } from 'inversify';
import { DEMO_OTP } from '../../adapters/fake/demoCode';
import { CachePersonalCopies } from '../../adapters/storage/CachePersonalCopies';
import { lateGateway } from '../../adapters/late/lateGateway';
import { AUTH_GATEWAY_METHODS, type AuthGateway } from '../../core/auth/AuthGateway';
import { BOOKING_GATEWAY_METHODS, type BookingGateway } from '../../core/booking/BookingGateway';
import { CATALOG_GATEWAY_METHODS, type CatalogGateway } from '../../core/catalog/CatalogGateway';
import { PAYMENT_GATEWAY_METHODS, type PaymentGateway } from '../../core/payment/PaymentGateway';
import { PROFILE_GATEWAY_METHODS, type ProfileGateway } from '../../core/profile/ProfileGateway';
import { RATING_GATEWAY_METHODS, type RatingGateway } from '../../core/rating/RatingGateway';
import { loadOnce } from '../../core/shared/loadOnce';
import type { Language } from '../../core/shared/language';
import { SessionModel } from '../../presenters/auth/SessionModel';
import { LanguagePresenter } from '../../presenters/shell/LanguagePresenter';
import { SavedCopies } from '../../presenters/shell/SavedCopies';
import { bindClass, bindMade, token } from '../binding';
import type { AppConfig } from '../config';
import { TOKENS } from '../tokens';

/** The code of each backend's gateways (the build preloads it on the pages that ask for data at once). */
export const GATEWAYS_CODE = {
  demo: () => import('../../adapters/fake/DemoGateways').then((m) => m.DemoGateways),
  http: () => import('../../adapters/http/HttpGateways').then((m) => m.HttpGateways),
} as const;

/** What each backend's code gives (DemoGateways, HttpGateways). */
interface Gateways {
  readonly catalog: CatalogGateway;
  /** The catalogue always asked in one language (`catalogue-languages`). */
  catalogueIn(language: Language): CatalogGateway;
  /** The catalogue from the backend alone (the demo's is in the browser: the same). */
  readonly catalogToday?: CatalogGateway;
  /** The gateways of logging in and of a customer's data: HTTP downloads their code apart. */
  customer(): Promise<{
    readonly auth: AuthGateway;
    readonly booking: BookingGateway;
    readonly profile: ProfileGateway;
    readonly payment: PaymentGateway;
    readonly rating: RatingGateway;
  }>;
  /** Ratings' gateway with code of its own (HTTP): its reads come on the services page. */
  readonly ratings?: () => Promise<RatingGateway>;
}

/** The chosen backend's gateways, their code downloaded once. */
const BACKEND = token<() => Promise<Gateways>>('backend');

/**
 * The one switch between the offline demo backend and the real API (DESIGN.md). Each port is a
 * late adapter, the only one between the app and the backend's gateway: the chosen backend's code
 * (and yup, which only it needs at start-up) downloads on the first call, or when the app asks for
 * it after its first drawing (`preloadGateways`); the HTTP customer's gateways on their first call.
 */
export function gateways(config: AppConfig): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.demoMode).toConstantValue(config.mode === 'demo');
    bind(TOKENS.demoCode).toConstantValue(config.mode === 'demo' ? DEMO_OTP : undefined);
    bind(TOKENS.extensions).toConstantValue(config.extensions);
    bindMade(
      bind,
      BACKEND,
      [
        TOKENS.localStorage,
        TOKENS.clock,
        TOKENS.sessionStore,
        SessionModel,
        SavedCopies,
        TOKENS.connection,
        LanguagePresenter,
      ],
      (storage, clock, sessionStore, session, copies, connection, speaking) => {
        // The token verify gave, whatever the build names: it goes with every call, and a 401
        // to a call that carried it ends the session.
        const token = () => sessionStore.read().token;
        const ended = () => session.sessionEnded();
        // `catalogue-languages`: every call asks in the language the customer reads now.
        const language = config.extensions.has('catalogue-languages')
          ? () => speaking.language
          : undefined;
        return loadOnce(async (): Promise<Gateways> => {
          if (config.mode === 'demo') {
            const DemoGateways = await GATEWAYS_CODE.demo();
            return DemoGateways.onDevice(
              storage,
              clock,
              config.demoLatencyMs,
              { token, ended },
              language,
            );
          }
          const HttpGateways = await GATEWAYS_CODE.http();
          return new HttpGateways(
            {
              baseUrl: config.baseUrl,
              apiKey: config.apiKey,
              apiKeyHeader: config.apiKeyHeader,
              timeoutMs: config.timeoutMs,
              retries: 3,
              sessionToken: token,
              onSessionEnded: ended,
              ...(language && { language }),
            },
            config.extensions,
            // The Cache API: only on a secure origin (https, localhost).
            {
              storage: typeof caches === 'undefined' ? undefined : caches,
              clock,
              connection,
              copies,
              customer: () => sessionStore.read().userId,
            },
            config.imageOrigins,
          );
        });
      },
    );
    bindMade(bind, TOKENS.catalogGateway, [BACKEND], (backend) =>
      lateGateway(() => backend().then((g) => g.catalog), CATALOG_GATEWAY_METHODS),
    );
    bindMade(bind, TOKENS.catalogToday, [BACKEND], (backend) =>
      lateGateway(
        () => backend().then((g) => g.catalogToday ?? g.catalog),
        CATALOG_GATEWAY_METHODS,
      ),
    );
    bindMade(
      bind,
      TOKENS.englishCatalogGateway,
      [BACKEND, TOKENS.catalogGateway],
      (backend, catalog) =>
        config.extensions.has('catalogue-languages')
          ? lateGateway(() => backend().then((g) => g.catalogueIn('en')), CATALOG_GATEWAY_METHODS)
          : catalog,
    );
    bindClass(bind, SavedCopies, []);
    // Only the HTTP backend keeps the customers' answers (the demo's backend is on the phone);
    // they are deleted from the browser's caches whether its code has downloaded or not.
    bind(TOKENS.personalCopies).toConstantValue(
      new CachePersonalCopies(typeof caches === 'undefined' ? undefined : caches),
    );
    const customer = (backend: () => Promise<Gateways>) => backend().then((g) => g.customer());
    bindMade(bind, TOKENS.authGateway, [BACKEND], (backend) =>
      lateGateway(() => customer(backend).then((g) => g.auth), AUTH_GATEWAY_METHODS),
    );
    bindMade(bind, TOKENS.bookingGateway, [BACKEND], (backend) =>
      lateGateway(() => customer(backend).then((g) => g.booking), BOOKING_GATEWAY_METHODS),
    );
    bindMade(bind, TOKENS.profileGateway, [BACKEND], (backend) =>
      lateGateway(() => customer(backend).then((g) => g.profile), PROFILE_GATEWAY_METHODS),
    );
    bindMade(bind, TOKENS.paymentGateway, [BACKEND], (backend) =>
      lateGateway(() => customer(backend).then((g) => g.payment), PAYMENT_GATEWAY_METHODS),
    );
    bindMade(bind, TOKENS.ratingGateway, [BACKEND], (backend) =>
      lateGateway(
        () => backend().then((g) => (g.ratings ? g.ratings() : g.customer().then((c) => c.rating))),
        RATING_GATEWAY_METHODS,
      ),
    );
    bindMade(
      bind,
      TOKENS.preloadGateways,
      [BACKEND],
      (backend) => () => void backend().catch(() => undefined),
    );
  });
}
