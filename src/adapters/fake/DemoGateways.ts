import { AUTH_GATEWAY_METHODS, type AuthGateway } from '../../core/auth/AuthGateway';
import { BOOKING_GATEWAY_METHODS, type BookingGateway } from '../../core/booking/BookingGateway';
import { CATALOG_GATEWAY_METHODS, type CatalogGateway } from '../../core/catalog/CatalogGateway';
import { PAYMENT_GATEWAY_METHODS, type PaymentGateway } from '../../core/payment/PaymentGateway';
import { PROFILE_GATEWAY_METHODS, type ProfileGateway } from '../../core/profile/ProfileGateway';
import { RATING_GATEWAY_METHODS, type RatingGateway } from '../../core/rating/RatingGateway';
import type { Clock } from '../../core/shared/Clock';
import type { Language } from '../../core/shared/language';
import {
  DEMO_AUTH_CALLS,
  DEMO_BOOKING_CALLS,
  DEMO_CATALOG_CALLS,
  DEMO_PROFILE_CALLS,
  DemoBackend,
} from './DemoBackend';
import { demoCatalogue } from './demoCatalogue';
import { LocalStorageDemoStorage } from './DemoStorage';
import { lateGateway } from '../late/lateGateway';
import { fakeGateway, type FakeGateway } from './fakeGateway';
import type { FakeGatewayOptions } from './SimulatedNetwork';

/** The gateways of the offline demo, over one DemoBackend. */
export class DemoGateways {
  readonly catalog: FakeGateway<CatalogGateway>;
  readonly auth: FakeGateway<AuthGateway>;
  readonly booking: FakeGateway<BookingGateway>;
  readonly profile: FakeGateway<ProfileGateway>;
  /** Paying's calls, whose desk downloads when she first pays. */
  readonly payment: PaymentGateway;
  /** Rating's calls, whose desk (and the seeded reviews) downloads when ratings are first asked for. */
  readonly rating: RatingGateway;

  private readonly inLanguage = new Map<Language, FakeGateway<CatalogGateway>>();

  constructor(
    readonly backend: DemoBackend,
    private readonly options: FakeGatewayOptions = {},
  ) {
    this.catalog = fakeGateway(CATALOG_GATEWAY_METHODS, DEMO_CATALOG_CALLS, backend, options);
    this.auth = fakeGateway(AUTH_GATEWAY_METHODS, DEMO_AUTH_CALLS, backend, options);
    this.booking = fakeGateway(BOOKING_GATEWAY_METHODS, DEMO_BOOKING_CALLS, backend, options);
    this.profile = fakeGateway(PROFILE_GATEWAY_METHODS, DEMO_PROFILE_CALLS, backend, options);
    this.payment = lateGateway(
      () =>
        import('./DemoPaymentDesk').then((desk) =>
          fakeGateway(PAYMENT_GATEWAY_METHODS, desk.DEMO_PAYMENT_CALLS, backend, options),
        ),
      PAYMENT_GATEWAY_METHODS,
    );
    this.rating = lateGateway(
      () =>
        import('./DemoRatingDesk').then((desk) =>
          fakeGateway(RATING_GATEWAY_METHODS, desk.DEMO_RATING_CALLS, backend, options),
        ),
      RATING_GATEWAY_METHODS,
    );
  }

  /**
   * The catalogue always asked in `language`, whatever the customer reads now (the search indexes
   * English names beside hers); `catalog` asks in the language of the moment.
   */
  catalogueIn(language: Language): CatalogGateway {
    let gateway = this.inLanguage.get(language);
    if (!gateway) {
      gateway = fakeGateway(CATALOG_GATEWAY_METHODS, DEMO_CATALOG_CALLS, this.backend, {
        ...this.options,
        language: () => language,
      });
      this.inLanguage.set(language, gateway);
    }
    return gateway;
  }

  /** The gateways of logging in and of a customer's data: here at once, with the rest. */
  customer(): Promise<this> {
    return Promise.resolve(this);
  }

  /**
   * The demo as the app runs it: its data in `storage` under `gharseva-demo:` keys, so it survives
   * a reload, sessions kept as a backend of the `session` extension keeps them, and a booking
   * priced from the catalogue, never from the browser's cart. With `language` (the
   * `catalogue-languages` extension), the catalogue's words come in the language it says at each
   * call; without, in English.
   */
  static onDevice(
    storage: Storage,
    clock: Clock,
    latencyMs: number,
    session: { readonly token: () => string | undefined; readonly ended: () => void },
    language?: () => Language,
  ): DemoGateways {
    const backend = new DemoBackend(new LocalStorageDemoStorage(storage), clock, demoCatalogue, {
      prices: 'catalogue',
    });
    return new DemoGateways(backend, {
      latencyMs,
      session: {
        caller: () => backend.sessionUser(session.token()),
        ended: session.ended,
        logout: () => backend.closeSession(session.token()),
      },
      ...(language ? { language } : {}),
    });
  }
}
