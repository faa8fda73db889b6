// The same light polyfill inversify imports itself: we use no decorators, so no design-type metadata.
import 'reflect-metadata/lite';
import { Container } from 'inversify';
import { DEMO_OTP } from '../adapters/fake/demoCode';
import { LateAuthGateway } from '../adapters/late/LateAuthGateway';
import { LateBookingGateway } from '../adapters/late/LateBookingGateway';
import { LateCatalogGateway } from '../adapters/late/LateCatalogGateway';
import { LateProfileGateway } from '../adapters/late/LateProfileGateway';
import { SystemClock } from '../adapters/clock/SystemClock';
import { ToastNotifier } from '../adapters/notify/ToastNotifier';
import { LocalStorageCartStore } from '../adapters/storage/LocalStorageCartStore';
import { LocalStorageSessionStore } from '../adapters/storage/LocalStorageSessionStore';
import { MemoryStorage } from '../adapters/storage/MemoryStorage';
import { loadCatalogue } from '../adapters/i18n/loadCatalogue';
import { Logout } from '../core/auth/Logout';
import { ListCategories } from '../core/catalog/ListCategories';
import { speakThrough } from '../core/shared/language';
import { LoginGate } from '../presenters/auth/LoginGate';
import { SessionGuardPresenter } from '../presenters/auth/SessionGuardPresenter';
import { SessionModel } from '../presenters/auth/SessionModel';
import { CartBarPresenter } from '../presenters/cart/CartBarPresenter';
import { CartModel } from '../presenters/cart/CartModel';
import { PendingCheckout } from '../presenters/cart/PendingCheckout';
import { RecentBooking } from '../presenters/booking/RecentBooking';
import { CatalogCache } from '../presenters/catalog/CatalogCache';
import { HomePresenter } from '../presenters/catalog/HomePresenter';
import { BusyModel } from '../presenters/shell/BusyModel';
import { LiveAnnouncements } from '../presenters/shell/LiveAnnouncements';
import { LanguagePresenter } from '../presenters/shell/LanguagePresenter';
import { SearchLauncher } from '../presenters/search/SearchLauncher';
import { NavbarPresenter } from '../presenters/shell/NavbarPresenter';
import { FooterPresenter } from '../presenters/shell/FooterPresenter';
import { ConnectionModel } from '../presenters/shell/ConnectionModel';
import { BrowserConnection } from '../adapters/connection/BrowserConnection';
import { provide, resolve, type Override } from './binding';
import type { AppConfig } from './config';
import { loadOnce } from './loadOnce';
import { RouterNavigator } from './RouterNavigator';
import { TOKENS } from './tokens';

/**
 * The composition root (DESIGN.md): every binding of the app. The core's use cases on the adapters
 * that `config` selects (demo or HTTP), the shared models, and a presenter per screen. `overrides`
 * replace bindings: tests put their doubles in place of the device and the world.
 *
 * What the first page does not need loads later, to keep the first download small: the gateways'
 * code on their first call, and each feature's use cases and presenters with the first page that
 * shows them (LATE_FEATURES below; `loadFeature`).
 */
export function createContainer(config: AppConfig, overrides: readonly Override[] = []): Container {
  const container = new Container();
  container.bind(TOKENS.config).toConstantValue(config);

  // The device and the browser.
  provide(container, TOKENS.clock, [], () => new SystemClock());
  provide(container, ToastNotifier, [], () => new ToastNotifier());
  provide(container, TOKENS.notifier, [ToastNotifier], (toast) => toast);
  provide(container, TOKENS.localStorage, [], () => browserStorage('localStorage'));
  provide(container, TOKENS.sessionStorage, [], () => browserStorage('sessionStorage'));
  provide(container, TOKENS.storageEvents, [], () => window);
  provide(container, TOKENS.preferredLanguages, [], () => window.navigator.languages);
  provide(container, TOKENS.loadTranslations, [], () => loadCatalogue);
  provide(container, TOKENS.connection, [], () => new BrowserConnection());
  provide(
    container,
    ConnectionModel,
    [TOKENS.connection],
    (connection) => new ConnectionModel(connection),
  );
  provide(
    container,
    TOKENS.cartStore,
    [TOKENS.localStorage, TOKENS.storageEvents],
    (local, events) => new LocalStorageCartStore(local, events),
  );
  provide(
    container,
    TOKENS.sessionStore,
    [TOKENS.localStorage, TOKENS.sessionStorage, TOKENS.storageEvents],
    (local, session, events) => new LocalStorageSessionStore(local, session, events),
  );
  provide(container, RouterNavigator, [], () => new RouterNavigator(window.location));
  provide(container, TOKENS.navigator, [RouterNavigator], (navigator) => navigator);

  bindGateways(container, config);

  // The first page's use cases, and the models several screens share.
  provide(
    container,
    ListCategories,
    [TOKENS.catalogGateway],
    (catalog) => new ListCategories(catalog),
  );
  provide(container, Logout, [TOKENS.sessionStore], (session) => new Logout(session));
  provide(container, BusyModel, [], () => new BusyModel());
  // Every message of the core is said in the language this presenter speaks.
  provide(
    container,
    LanguagePresenter,
    [TOKENS.localStorage, TOKENS.preferredLanguages, TOKENS.loadTranslations, TOKENS.notifier],
    (local, preferred, load, notifier) => {
      const language = new LanguagePresenter(local, preferred, load, notifier);
      speakThrough(language.voice);
      return language;
    },
  );
  provide(
    container,
    SessionModel,
    [TOKENS.sessionStore, TOKENS.notifier],
    (store, notifier) => new SessionModel(store, notifier),
  );
  provide(
    container,
    CartModel,
    [TOKENS.cartStore, TOKENS.notifier],
    (store, notifier) => new CartModel(store, notifier),
  );
  provide(container, LoginGate, [], () => new LoginGate());
  provide(container, PendingCheckout, [], () => new PendingCheckout());
  provide(container, RecentBooking, [], () => new RecentBooking());
  provide(container, CatalogCache, [], () => new CatalogCache());
  provide(container, LiveAnnouncements, [ToastNotifier], (toast) => {
    const live = new LiveAnnouncements();
    toast.onNotify((notification) => live.announceNotification(notification));
    return live;
  });
  provide(container, TOKENS.announcer, [LiveAnnouncements], (live) => live);

  // The first page's presenters: a new one for every screen that mounts.
  provide(
    container,
    NavbarPresenter,
    [
      TOKENS.config,
      CartModel,
      SessionModel,
      LoginGate,
      Logout,
      TOKENS.notifier,
      TOKENS.clock,
      TOKENS.navigator,
    ],
    (appConfig, cart, session, loginGate, logout, notifier, clock, navigator) =>
      new NavbarPresenter(
        appConfig.mode === 'demo',
        cart,
        session,
        loginGate,
        logout,
        notifier,
        clock,
        navigator,
      ),
    'transient',
  );
  provide(
    container,
    HomePresenter,
    [ListCategories, CatalogCache, TOKENS.notifier, TOKENS.navigator],
    (listCategories, cache, notifier, navigator) =>
      new HomePresenter(listCategories, cache, notifier, navigator),
    'transient',
  );
  provide(
    container,
    FooterPresenter,
    [ListCategories, CatalogCache, TOKENS.navigator],
    (listCategories, cache, navigator) => new FooterPresenter(listCategories, cache, navigator),
    'transient',
  );
  provide(
    container,
    CartBarPresenter,
    [CartModel],
    (cart) => new CartBarPresenter(cart),
    'transient',
  );
  // The search's code downloads when a search field is first used.
  provide(
    container,
    SearchLauncher,
    [],
    () =>
      new SearchLauncher(async () => {
        const code = await LATE_FEATURES.search.load();
        bindFeature(container, 'search', code);
        return resolve(container, code[3].SearchPresenter);
      }),
  );
  provide(
    container,
    SessionGuardPresenter,
    [SessionModel, LoginGate, TOKENS.navigator],
    (session, gate, navigator) => new SessionGuardPresenter(session, gate, navigator),
    'transient',
  );

  for (const { key, value } of overrides) container.rebind(key).toConstantValue(value);
  return container;
}

/**
 * The one switch between the offline demo backend and the real API (DESIGN.md). Each port is a
 * late adapter: the chosen backend's code (and yup, which only it needs at start-up) downloads on
 * the first call, or when the app asks for it after its first drawing (`preloadGateways`).
 */
function bindGateways(container: Container, config: AppConfig): void {
  const gateways = loadOnce(async () => {
    if (config.mode === 'demo') {
      const { DemoGateways } = await GATEWAYS_CODE.demo();
      return DemoGateways.onDevice(
        resolve(container, TOKENS.localStorage),
        resolve(container, TOKENS.clock),
        config.demoLatencyMs,
      );
    }
    const { HttpGateways } = await GATEWAYS_CODE.http();
    return new HttpGateways({
      baseUrl: config.baseUrl,
      apiKey: config.apiKey,
      apiKeyHeader: config.apiKeyHeader,
      timeoutMs: config.timeoutMs,
      retries: 3,
    });
  });
  container
    .bind(TOKENS.catalogGateway)
    .toConstantValue(new LateCatalogGateway(() => gateways().then((g) => g.catalog)));
  container
    .bind(TOKENS.authGateway)
    .toConstantValue(new LateAuthGateway(() => gateways().then((g) => g.auth)));
  container
    .bind(TOKENS.bookingGateway)
    .toConstantValue(new LateBookingGateway(() => gateways().then((g) => g.booking)));
  container
    .bind(TOKENS.profileGateway)
    .toConstantValue(new LateProfileGateway(() => gateways().then((g) => g.profile)));
  container
    .bind(TOKENS.preloadGateways)
    .toConstantValue(() => void gateways().catch(() => undefined));
}

/** The code of each backend's gateways (the build preloads it on the pages that ask for data at once). */
export const GATEWAYS_CODE = {
  demo: () => import('../adapters/fake/DemoGateways'),
  http: () => import('../adapters/http/HttpGateways'),
} as const;

/** A feature that binds when its first page loads: its code, and how to bind it. */
interface LateFeature<Code> {
  readonly load: () => Promise<Code>;
  readonly bind: (container: Container, code: Code) => void;
}

function lateFeature<Code>(
  load: () => Promise<Code>,
  bind: (container: Container, code: Code) => void,
): LateFeature<Code> {
  return { load, bind };
}

/**
 * The features only some pages need, bound when the first of those pages loads (the route table
 * names each page's feature): their use cases and presenters, and yup for the forms, stay out of
 * the first download.
 */
export const LATE_FEATURES = {
  /** The services page and the sub-service dialog. */
  catalog: lateFeature(
    () =>
      Promise.all([
        import('../core/catalog/ListServices'),
        import('../core/catalog/ListServiceOptions'),
        import('../core/cart/AddToCart'),
        import('../presenters/catalog/ServicesPresenter'),
        import('../presenters/catalog/SubServicePresenter'),
      ]),
    (
      container,
      [
        { ListServices },
        { ListServiceOptions },
        { AddToCart },
        { ServicesPresenter },
        { SubServicePresenter },
      ],
    ) => {
      provide(
        container,
        ListServices,
        [TOKENS.catalogGateway],
        (catalog) => new ListServices(catalog),
      );
      provide(
        container,
        ListServiceOptions,
        [TOKENS.catalogGateway],
        (catalog) => new ListServiceOptions(catalog),
      );
      provide(
        container,
        ServicesPresenter,
        [ListServices, ListCategories, CatalogCache, TOKENS.notifier],
        (listServices, listCategories, cache, notifier) =>
          new ServicesPresenter(listServices, listCategories, cache, notifier),
        'transient',
      );
      provide(container, AddToCart, [TOKENS.cartStore], (cart) => new AddToCart(cart));
      provide(
        container,
        SubServicePresenter,
        [ListServiceOptions, AddToCart, CartModel, TOKENS.navigator, TOKENS.announcer],
        (listOptions, addToCart, cart, navigator, announcer) =>
          new SubServicePresenter(listOptions, addToCart, cart, navigator, announcer),
        'transient',
      );
    },
  ),

  /** The login dialog. */
  login: lateFeature(
    () =>
      Promise.all([
        import('../core/auth/SendOtp'),
        import('../core/auth/VerifyOtp'),
        import('../presenters/auth/LoginPresenter'),
      ]),
    (container, [{ SendOtp }, { VerifyOtp }, { LoginPresenter }]) => {
      provide(container, SendOtp, [TOKENS.authGateway], (auth) => new SendOtp(auth));
      provide(
        container,
        VerifyOtp,
        [TOKENS.authGateway, TOKENS.sessionStore],
        (auth, session) => new VerifyOtp(auth, session),
      );
      provide(
        container,
        LoginPresenter,
        [
          SendOtp,
          VerifyOtp,
          SessionModel,
          LoginGate,
          BusyModel,
          TOKENS.notifier,
          TOKENS.clock,
          TOKENS.navigator,
          TOKENS.config,
        ],
        (sendOtp, verifyOtp, session, gate, busy, notifier, clock, navigator, appConfig) =>
          new LoginPresenter(
            sendOtp,
            verifyOtp,
            session,
            gate,
            busy,
            notifier,
            clock,
            navigator,
            appConfig.mode === 'demo' ? DEMO_OTP : undefined,
          ),
        'transient',
      );
    },
  ),

  /** The cart page's checkout and the confirm dialog. */
  cart: lateFeature(
    () =>
      Promise.all([
        import('../core/cart/ChangeQuantity'),
        import('../core/cart/ClearCart'),
        import('../core/cart/RestoreCart'),
        import('../core/booking/Checkout'),
        import('../core/booking/ConfirmBooking'),
        import('../core/profile/GetVisitDetails'),
        import('../presenters/cart/CartPresenter'),
        import('../presenters/cart/ConfirmBookingPresenter'),
      ]),
    (
      container,
      [
        { ChangeQuantity },
        { ClearCart },
        { RestoreCart },
        { Checkout },
        { ConfirmBooking },
        { GetVisitDetails },
        { CartPresenter },
        { ConfirmBookingPresenter },
      ],
    ) => {
      provide(container, ChangeQuantity, [TOKENS.cartStore], (cart) => new ChangeQuantity(cart));
      provide(container, ClearCart, [TOKENS.cartStore], (cart) => new ClearCart(cart));
      provide(container, RestoreCart, [TOKENS.cartStore], (cart) => new RestoreCart(cart));
      provide(
        container,
        Checkout,
        [TOKENS.cartStore, TOKENS.sessionStore, TOKENS.bookingGateway],
        (cart, session, bookings) => new Checkout(cart, session, bookings),
      );
      provide(
        container,
        ConfirmBooking,
        [TOKENS.cartStore, TOKENS.sessionStore, TOKENS.bookingGateway],
        (cart, session, bookings) => new ConfirmBooking(cart, session, bookings),
      );
      provide(
        container,
        GetVisitDetails,
        [TOKENS.sessionStore, TOKENS.profileGateway],
        (session, profiles) => new GetVisitDetails(session, profiles),
      );
      provide(
        container,
        CartPresenter,
        [
          CartModel,
          ChangeQuantity,
          ClearCart,
          RestoreCart,
          Checkout,
          PendingCheckout,
          LoginGate,
          BusyModel,
          TOKENS.notifier,
          TOKENS.announcer,
        ],
        (cart, change, clear, restore, checkout, pending, gate, busy, notifier, announcer) =>
          new CartPresenter(
            cart,
            change,
            clear,
            restore,
            checkout,
            pending,
            gate,
            busy,
            notifier,
            announcer,
          ),
        'transient',
      );
      provide(
        container,
        ConfirmBookingPresenter,
        [
          CartModel,
          ConfirmBooking,
          GetVisitDetails,
          PendingCheckout,
          RecentBooking,
          BusyModel,
          TOKENS.notifier,
          TOKENS.navigator,
        ],
        (cart, confirmBooking, visit, pending, recent, busy, notifier, navigator) =>
          new ConfirmBookingPresenter(
            cart,
            confirmBooking,
            visit,
            pending,
            recent,
            busy,
            notifier,
            navigator,
          ),
        'transient',
      );
    },
  ),

  /** My Bookings and the booking detail, with Book again and cancelling. */
  booking: lateFeature(
    () =>
      Promise.all([
        import('../core/booking/ListBookings'),
        import('../core/booking/GetBookingDetail'),
        import('../core/booking/CancelWorkOrder'),
        import('../core/booking/BookAgain'),
        import('../presenters/booking/MyBookingsPresenter'),
        import('../presenters/booking/BookingDetailPresenter'),
      ]),
    (
      container,
      [
        { ListBookings },
        { GetBookingDetail },
        { CancelWorkOrder },
        { BookAgain },
        { MyBookingsPresenter },
        { BookingDetailPresenter },
      ],
    ) => {
      provide(
        container,
        ListBookings,
        [TOKENS.sessionStore, TOKENS.bookingGateway],
        (session, bookings) => new ListBookings(session, bookings),
      );
      provide(
        container,
        GetBookingDetail,
        [TOKENS.bookingGateway, TOKENS.sessionStore],
        (bookings, session) => new GetBookingDetail(bookings, session),
      );
      provide(
        container,
        CancelWorkOrder,
        [TOKENS.sessionStore, TOKENS.bookingGateway],
        (session, bookings) => new CancelWorkOrder(session, bookings),
      );
      provide(
        container,
        BookAgain,
        [TOKENS.bookingGateway, TOKENS.catalogGateway, TOKENS.cartStore],
        (bookings, catalog, cart) => new BookAgain(bookings, catalog, cart),
      );
      provide(
        container,
        MyBookingsPresenter,
        [ListBookings, BookAgain, RecentBooking, TOKENS.notifier, TOKENS.navigator],
        (listBookings, bookAgain, recent, notifier, navigator) =>
          new MyBookingsPresenter(listBookings, bookAgain, recent, notifier, navigator),
        'transient',
      );
      provide(
        container,
        BookingDetailPresenter,
        [GetBookingDetail, CancelWorkOrder, BusyModel, TOKENS.notifier],
        (getDetail, cancel, busy, notifier) =>
          new BookingDetailPresenter(getDetail, cancel, busy, notifier),
        'transient',
      );
    },
  ),

  /** The profile page (the form's rules need yup). */
  profile: lateFeature(
    () =>
      Promise.all([
        import('../core/profile/LoadProfile'),
        import('../core/profile/SaveProfile'),
        import('../presenters/profile/ProfilePresenter'),
      ]),
    (container, [{ LoadProfile }, { SaveProfile }, { ProfilePresenter }]) => {
      provide(
        container,
        LoadProfile,
        [TOKENS.sessionStore, TOKENS.profileGateway],
        (session, profiles) => new LoadProfile(session, profiles),
      );
      provide(
        container,
        SaveProfile,
        [TOKENS.sessionStore, TOKENS.profileGateway],
        (session, profiles) => new SaveProfile(session, profiles),
      );
      provide(
        container,
        ProfilePresenter,
        [
          LoadProfile,
          SaveProfile,
          CartModel,
          PendingCheckout,
          BusyModel,
          TOKENS.notifier,
          TOKENS.navigator,
        ],
        (load, save, cart, pending, busy, notifier, navigator) =>
          new ProfilePresenter(load, save, cart, pending, busy, notifier, navigator),
        'transient',
      );
    },
  ),

  /** The about page's figures, counted from the catalogue. */
  about: lateFeature(
    () =>
      Promise.all([
        import('../core/catalog/WalkCatalogue'),
        import('../presenters/catalog/CatalogueFiguresPresenter'),
      ]),
    (container, [{ WalkCatalogue }, { CatalogueFiguresPresenter }]) => {
      provide(
        container,
        WalkCatalogue,
        [TOKENS.catalogGateway],
        (catalog) => new WalkCatalogue(catalog),
      );
      provide(
        container,
        CatalogueFiguresPresenter,
        [WalkCatalogue, CatalogCache],
        (walk, cache) => new CatalogueFiguresPresenter(walk, cache),
        'transient',
      );
    },
  ),

  /** The search: the index on the catalogue, and a presenter per field. */
  search: lateFeature(
    () =>
      Promise.all([
        import('../core/catalog/WalkCatalogue'),
        import('../adapters/search/MiniSearchCatalogueIndex'),
        import('../presenters/search/SearchIndex'),
        import('../presenters/search/SearchPresenter'),
      ]),
    (
      container,
      [{ WalkCatalogue }, { MiniSearchCatalogueIndex }, { SearchIndex }, { SearchPresenter }],
    ) => {
      provide(
        container,
        SearchIndex,
        [TOKENS.catalogGateway, CatalogCache],
        (catalog, cache) =>
          new SearchIndex(new WalkCatalogue(catalog), cache, new MiniSearchCatalogueIndex()),
      );
      provide(
        container,
        SearchPresenter,
        [SearchIndex, TOKENS.navigator],
        (index, navigator) => new SearchPresenter(index, navigator),
        'transient',
      );
    },
  ),

  /** The contact and quote forms (their rules need yup). */
  contact: lateFeature(
    () =>
      Promise.all([
        import('../presenters/contact/ContactFormPresenter'),
        import('../presenters/contact/QuoteFormPresenter'),
      ]),
    (container, [{ ContactFormPresenter }, { QuoteFormPresenter }]) => {
      provide(
        container,
        ContactFormPresenter,
        [TOKENS.notifier, TOKENS.navigator],
        (notifier, navigator) => new ContactFormPresenter(notifier, navigator),
        'transient',
      );
      provide(
        container,
        QuoteFormPresenter,
        [TOKENS.notifier, TOKENS.navigator],
        (notifier, navigator) => new QuoteFormPresenter(notifier, navigator),
        'transient',
      );
    },
  ),
} as const;

export type FeatureName = keyof typeof LATE_FEATURES;

/** What `LATE_FEATURES[name].load()` gives. */
export type FeatureCode<N extends FeatureName> = Awaited<
  ReturnType<(typeof LATE_FEATURES)[N]['load']>
>;

const boundFeatures = new WeakMap<Container, Set<FeatureName>>();

/** Binds a feature whose code is loaded; a feature binds once per container. */
export function bindFeature<N extends FeatureName>(
  container: Container,
  name: N,
  code: FeatureCode<N>,
): void {
  const bound = boundFeatures.get(container) ?? new Set<FeatureName>();
  boundFeatures.set(container, bound);
  if (bound.has(name)) return;
  (LATE_FEATURES[name] as unknown as LateFeature<FeatureCode<N>>).bind(container, code);
  bound.add(name);
}

/** Loads a feature's code and binds it; rejects when its code cannot be downloaded (try again later). */
export async function loadFeature(container: Container, name: FeatureName): Promise<void> {
  if (boundFeatures.get(container)?.has(name)) return;
  bindFeature(container, name, await LATE_FEATURES[name].load());
}

/**
 * The browser's storage, or memory when the browser refuses it (storage disabled, some private
 * modes throw on access): the app then still works, it just forgets on reload.
 */
function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage {
  try {
    const storage = window[kind];
    storage.getItem('userId');
    return storage;
  } catch {
    return new MemoryStorage();
  }
}
