import 'reflect-metadata';
import { Container } from 'inversify';
import { Logout } from '../core/auth/Logout';
import { SendOtp } from '../core/auth/SendOtp';
import { VerifyOtp } from '../core/auth/VerifyOtp';
import { CancelWorkOrder } from '../core/booking/CancelWorkOrder';
import { Checkout } from '../core/booking/Checkout';
import { ConfirmBooking } from '../core/booking/ConfirmBooking';
import { GetBookingDetail } from '../core/booking/GetBookingDetail';
import { ListBookings } from '../core/booking/ListBookings';
import { BookAgain } from '../core/booking/BookAgain';
import {
  contactMail,
  contactSchema,
  quoteMail,
  quoteSchema,
  type ContactFormValues,
  type QuoteFormValues,
} from '../core/contact/contactForms';
import { ListCategories } from '../core/catalog/ListCategories';
import { ListServiceOptions } from '../core/catalog/ListServiceOptions';
import { ListServices } from '../core/catalog/ListServices';
import { LoadProfile } from '../core/profile/LoadProfile';
import { SaveProfile } from '../core/profile/SaveProfile';
import { ToastNotifier } from '../adapters/notify/ToastNotifier';
import { SystemClock } from '../adapters/clock/SystemClock';
import { LocalStorageCartStore } from '../adapters/storage/LocalStorageCartStore';
import { LocalStorageSessionStore } from '../adapters/storage/LocalStorageSessionStore';
import { MemoryStorage } from '../adapters/storage/MemoryStorage';
import { LoginGate } from '../presenters/auth/LoginGate';
import { SessionModel } from '../presenters/auth/SessionModel';
import { CartModel } from '../presenters/cart/CartModel';
import { CatalogCache } from '../presenters/catalog/CatalogCache';
import { HomePresenter } from '../presenters/catalog/HomePresenter';
import { ServicesPresenter } from '../presenters/catalog/ServicesPresenter';
import { SubServicePresenter } from '../presenters/catalog/SubServicePresenter';
import { LoginPresenter } from '../presenters/auth/LoginPresenter';
import { SessionGuardPresenter } from '../presenters/auth/SessionGuardPresenter';
import { BookingDetailPresenter } from '../presenters/booking/BookingDetailPresenter';
import { MyBookingsPresenter } from '../presenters/booking/MyBookingsPresenter';
import { MailFormPresenter } from '../presenters/contact/MailFormPresenter';
import { ProfilePresenter } from '../presenters/profile/ProfilePresenter';
import { CartPresenter } from '../presenters/cart/CartPresenter';
import { ConfirmBookingPresenter } from '../presenters/cart/ConfirmBookingPresenter';
import { DEMO_OTP } from '../adapters/fake/DemoBackend';
import { BusyModel } from '../presenters/shell/BusyModel';
import { NavbarPresenter } from '../presenters/shell/NavbarPresenter';
import type { AppConfig } from './config';
import { bindGateways } from './gateways';
import { RouterNavigator } from './RouterNavigator';
import { provide, type Override } from './binding';
import { TOKENS } from './tokens';

/**
 * The composition root (DESIGN.md): the core's use cases on the adapters that `config` selects
 * (demo or HTTP), the shared models, and a presenter per screen. The core knows nothing of this.
 */
export function createContainer(config: AppConfig, overrides: readonly Override[] = []): Container {
  const container = new Container();
  container.bind(TOKENS.config).toConstantValue(config);

  // Device and browser.
  provide(container, TOKENS.clock, [], () => new SystemClock());
  provide(container, TOKENS.toastNotifier, [], () => new ToastNotifier());
  provide(container, TOKENS.notifier, [TOKENS.toastNotifier], (toast) => toast);
  provide(container, TOKENS.localStorage, [], () => browserStorage('localStorage'));
  provide(container, TOKENS.sessionStorage, [], () => browserStorage('sessionStorage'));
  provide(container, TOKENS.storageEvents, [], () => window);
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
  provide(container, TOKENS.routerNavigator, [], () => new RouterNavigator(window.location));
  provide(container, TOKENS.navigator, [TOKENS.routerNavigator], (navigator) => navigator);

  bindGateways(container, config);

  // Use cases.
  provide(
    container,
    TOKENS.listCategories,
    [TOKENS.catalogGateway],
    (catalog) => new ListCategories(catalog),
  );
  provide(
    container,
    TOKENS.listServices,
    [TOKENS.catalogGateway],
    (catalog) => new ListServices(catalog),
  );
  provide(
    container,
    TOKENS.listServiceOptions,
    [TOKENS.catalogGateway],
    (catalog) => new ListServiceOptions(catalog),
  );
  provide(container, TOKENS.sendOtp, [TOKENS.authGateway], (auth) => new SendOtp(auth));
  provide(
    container,
    TOKENS.verifyOtp,
    [TOKENS.authGateway, TOKENS.sessionStore],
    (auth, session) => new VerifyOtp(auth, session),
  );
  provide(container, TOKENS.logout, [TOKENS.sessionStore], (session) => new Logout(session));
  provide(
    container,
    TOKENS.checkout,
    [TOKENS.cartStore, TOKENS.sessionStore, TOKENS.bookingGateway],
    (cart, session, bookings) => new Checkout(cart, session, bookings),
  );
  provide(
    container,
    TOKENS.confirmBooking,
    [TOKENS.cartStore, TOKENS.sessionStore, TOKENS.bookingGateway],
    (cart, session, bookings) => new ConfirmBooking(cart, session, bookings),
  );
  provide(
    container,
    TOKENS.listBookings,
    [TOKENS.sessionStore, TOKENS.bookingGateway],
    (session, bookings) => new ListBookings(session, bookings),
  );
  provide(
    container,
    TOKENS.getBookingDetail,
    [TOKENS.bookingGateway],
    (bookings) => new GetBookingDetail(bookings),
  );
  provide(
    container,
    TOKENS.cancelWorkOrder,
    [TOKENS.sessionStore, TOKENS.bookingGateway],
    (session, bookings) => new CancelWorkOrder(session, bookings),
  );
  provide(
    container,
    TOKENS.loadProfile,
    [TOKENS.sessionStore, TOKENS.profileGateway],
    (session, profiles) => new LoadProfile(session, profiles),
  );
  provide(
    container,
    TOKENS.saveProfile,
    [TOKENS.sessionStore, TOKENS.profileGateway],
    (session, profiles) => new SaveProfile(session, profiles),
  );

  provide(
    container,
    TOKENS.bookAgain,
    [TOKENS.bookingGateway, TOKENS.catalogGateway, TOKENS.cartStore],
    (bookings, catalog, cart) => new BookAgain(bookings, catalog, cart),
  );

  // Models shared by several screens.
  provide(container, TOKENS.busy, [], () => new BusyModel());
  provide(
    container,
    TOKENS.session,
    [TOKENS.sessionStore, TOKENS.notifier],
    (store, notifier) => new SessionModel(store, notifier),
  );
  provide(
    container,
    TOKENS.cart,
    [TOKENS.cartStore, TOKENS.notifier],
    (store, notifier) => new CartModel(store, notifier),
  );
  provide(container, TOKENS.loginGate, [], () => new LoginGate());
  provide(container, TOKENS.catalogCache, [], () => new CatalogCache());

  // Presenters.
  provide(
    container,
    TOKENS.navbarPresenter,
    [
      TOKENS.config,
      TOKENS.cart,
      TOKENS.session,
      TOKENS.loginGate,
      TOKENS.logout,
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
    TOKENS.homePresenter,
    [TOKENS.listCategories, TOKENS.catalogCache, TOKENS.notifier, TOKENS.navigator],
    (listCategories, cache, notifier, navigator) =>
      new HomePresenter(listCategories, cache, notifier, navigator),
    'transient',
  );

  provide(
    container,
    TOKENS.servicesPresenter,
    [TOKENS.listServices, TOKENS.listCategories, TOKENS.catalogCache, TOKENS.notifier],
    (listServices, listCategories, cache, notifier) =>
      new ServicesPresenter(listServices, listCategories, cache, notifier),
    'transient',
  );
  provide(
    container,
    TOKENS.subServicePresenter,
    [TOKENS.listServiceOptions, TOKENS.cart, TOKENS.navigator],
    (listOptions, cart, navigator) => new SubServicePresenter(listOptions, cart, navigator),
    'transient',
  );
  provide(
    container,
    TOKENS.loginPresenter,
    [
      TOKENS.sendOtp,
      TOKENS.verifyOtp,
      TOKENS.session,
      TOKENS.loginGate,
      TOKENS.busy,
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
  provide(
    container,
    TOKENS.cartPresenter,
    [TOKENS.cart, TOKENS.checkout, TOKENS.loginGate, TOKENS.busy, TOKENS.notifier],
    (cart, checkout, gate, busy, notifier) =>
      new CartPresenter(cart, checkout, gate, busy, notifier),
    'transient',
  );
  provide(
    container,
    TOKENS.confirmBookingPresenter,
    [TOKENS.cart, TOKENS.confirmBooking, TOKENS.busy, TOKENS.notifier, TOKENS.navigator],
    (cart, confirmBooking, busy, notifier, navigator) =>
      new ConfirmBookingPresenter(cart, confirmBooking, busy, notifier, navigator),
    'transient',
  );

  provide(
    container,
    TOKENS.sessionGuardPresenter,
    [TOKENS.session, TOKENS.loginGate, TOKENS.navigator],
    (session, gate, navigator) => new SessionGuardPresenter(session, gate, navigator),
    'transient',
  );
  provide(
    container,
    TOKENS.myBookingsPresenter,
    [TOKENS.listBookings, TOKENS.bookAgain, TOKENS.busy, TOKENS.notifier],
    (listBookings, bookAgain, busy, notifier) =>
      new MyBookingsPresenter(listBookings, bookAgain, busy, notifier),
    'transient',
  );
  provide(
    container,
    TOKENS.bookingDetailPresenter,
    [TOKENS.getBookingDetail, TOKENS.cancelWorkOrder, TOKENS.busy, TOKENS.notifier, TOKENS.clock],
    (getDetail, cancel, busy, notifier, clock) =>
      new BookingDetailPresenter(getDetail, cancel, busy, notifier, clock),
    'transient',
  );
  provide(
    container,
    TOKENS.profilePresenter,
    [
      TOKENS.loadProfile,
      TOKENS.saveProfile,
      TOKENS.cart,
      TOKENS.busy,
      TOKENS.notifier,
      TOKENS.navigator,
    ],
    (load, save, cart, busy, notifier, navigator) =>
      new ProfilePresenter(load, save, cart, busy, notifier, navigator),
    'transient',
  );
  provide(
    container,
    TOKENS.contactFormPresenter,
    [TOKENS.notifier, TOKENS.navigator],
    (notifier, navigator) =>
      new MailFormPresenter<ContactFormValues>(
        contactSchema,
        contactMail,
        emptyContactForm,
        notifier,
        navigator,
      ),
    'transient',
  );
  provide(
    container,
    TOKENS.quoteFormPresenter,
    [TOKENS.notifier, TOKENS.navigator],
    (notifier, navigator) =>
      new MailFormPresenter<QuoteFormValues>(
        quoteSchema,
        quoteMail,
        emptyQuoteForm,
        notifier,
        navigator,
      ),
    'transient',
  );

  for (const { token, value } of overrides) {
    container.rebind(token).toConstantValue(value);
  }
  return container;
}

const emptyContactForm: ContactFormValues = {
  name: '',
  email: '',
  mobile: '',
  subject: '',
  message: '',
};
const emptyQuoteForm: QuoteFormValues = {
  name: '',
  mobile: '',
  email: '',
  service: '',
  area: '',
  details: '',
};

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
