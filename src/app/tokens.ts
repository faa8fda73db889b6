import type { AuthGateway } from '../core/auth/AuthGateway';
import type { Logout } from '../core/auth/Logout';
import type { SendOtp } from '../core/auth/SendOtp';
import type { SessionStore } from '../core/auth/SessionStore';
import type { VerifyOtp } from '../core/auth/VerifyOtp';
import type { BookingGateway } from '../core/booking/BookingGateway';
import type { CancelWorkOrder } from '../core/booking/CancelWorkOrder';
import type { Checkout } from '../core/booking/Checkout';
import type { ConfirmBooking } from '../core/booking/ConfirmBooking';
import type { GetBookingDetail } from '../core/booking/GetBookingDetail';
import type { ListBookings } from '../core/booking/ListBookings';
import type { BookAgain } from '../core/booking/BookAgain';
import type { CartStore } from '../core/cart/CartStore';
import type { ContactFormValues, QuoteFormValues } from '../core/contact/contactForms';
import type { CatalogGateway } from '../core/catalog/CatalogGateway';
import type { ListCategories } from '../core/catalog/ListCategories';
import type { ListServiceOptions } from '../core/catalog/ListServiceOptions';
import type { ListServices } from '../core/catalog/ListServices';
import type { LoadProfile } from '../core/profile/LoadProfile';
import type { ProfileGateway } from '../core/profile/ProfileGateway';
import type { SaveProfile } from '../core/profile/SaveProfile';
import type { Clock } from '../core/shared/Clock';
import type { Notifier } from '../core/shared/Notification';
import type { DemoBackend } from '../adapters/fake/DemoBackend';
import type { StorageEventSource } from '../adapters/storage/StorageEvents';
import type { ToastNotifier } from '../adapters/notify/ToastNotifier';
import type { LoginGate } from '../presenters/auth/LoginGate';
import type { SessionModel } from '../presenters/auth/SessionModel';
import type { CartModel } from '../presenters/cart/CartModel';
import type { CatalogCache } from '../presenters/catalog/CatalogCache';
import type { HomePresenter } from '../presenters/catalog/HomePresenter';
import type { ServicesPresenter } from '../presenters/catalog/ServicesPresenter';
import type { SubServicePresenter } from '../presenters/catalog/SubServicePresenter';
import type { LoginPresenter } from '../presenters/auth/LoginPresenter';
import type { SessionGuardPresenter } from '../presenters/auth/SessionGuardPresenter';
import type { BookingDetailPresenter } from '../presenters/booking/BookingDetailPresenter';
import type { MyBookingsPresenter } from '../presenters/booking/MyBookingsPresenter';
import type { MailFormPresenter } from '../presenters/contact/MailFormPresenter';
import type { ProfilePresenter } from '../presenters/profile/ProfilePresenter';
import type { CartPresenter } from '../presenters/cart/CartPresenter';
import type { Announcer } from '../presenters/Announcer';
import type { LiveAnnouncements } from '../presenters/shell/LiveAnnouncements';
import type { ConfirmBookingPresenter } from '../presenters/cart/ConfirmBookingPresenter';
import type { Navigator } from '../presenters/Navigator';
import type { BusyModel } from '../presenters/shell/BusyModel';
import type { NavbarPresenter } from '../presenters/shell/NavbarPresenter';
import type { AppConfig } from './config';
import type { RouterNavigator } from './RouterNavigator';

/** A typed key of the container: `resolve(container, TOKENS.cartModel)` is a `CartModel`. */
export type Token<T> = symbol & { readonly __type?: T };

function token<T>(name: string): Token<T> {
  return Symbol(name) as Token<T>;
}

/** Every service identifier of the composition root, in one place (DESIGN.md). */
export const TOKENS = {
  config: token<AppConfig>('AppConfig'),

  // The browser's storage and its cross-tab events (tests put memory in their place).
  localStorage: token<Storage>('localStorage'),
  sessionStorage: token<Storage>('sessionStorage'),
  storageEvents: token<StorageEventSource>('storageEvents'),
  /** The offline demo backend, bound in demo mode only. */
  demoBackend: token<DemoBackend>('DemoBackend'),

  // Ports of the core, and their adapters where the shell needs the concrete one.
  clock: token<Clock>('Clock'),
  notifier: token<Notifier>('Notifier'),
  toastNotifier: token<ToastNotifier>('ToastNotifier'),
  cartStore: token<CartStore>('CartStore'),
  sessionStore: token<SessionStore>('SessionStore'),
  catalogGateway: token<CatalogGateway>('CatalogGateway'),
  authGateway: token<AuthGateway>('AuthGateway'),
  bookingGateway: token<BookingGateway>('BookingGateway'),
  profileGateway: token<ProfileGateway>('ProfileGateway'),
  /** Starts downloading the gateways' code, so the first call does not wait for it. */
  preloadGateways: token<() => void>('preloadGateways'),

  // Use cases.
  listCategories: token<ListCategories>('ListCategories'),
  listServices: token<ListServices>('ListServices'),
  listServiceOptions: token<ListServiceOptions>('ListServiceOptions'),
  sendOtp: token<SendOtp>('SendOtp'),
  verifyOtp: token<VerifyOtp>('VerifyOtp'),
  logout: token<Logout>('Logout'),
  checkout: token<Checkout>('Checkout'),
  confirmBooking: token<ConfirmBooking>('ConfirmBooking'),
  listBookings: token<ListBookings>('ListBookings'),
  getBookingDetail: token<GetBookingDetail>('GetBookingDetail'),
  cancelWorkOrder: token<CancelWorkOrder>('CancelWorkOrder'),
  bookAgain: token<BookAgain>('BookAgain'),
  loadProfile: token<LoadProfile>('LoadProfile'),
  saveProfile: token<SaveProfile>('SaveProfile'),

  // State shared by several screens.
  navigator: token<Navigator>('Navigator'),
  routerNavigator: token<RouterNavigator>('RouterNavigator'),
  busy: token<BusyModel>('BusyModel'),
  session: token<SessionModel>('SessionModel'),
  cart: token<CartModel>('CartModel'),
  loginGate: token<LoginGate>('LoginGate'),
  catalogCache: token<CatalogCache>('CatalogCache'),
  /** The presenters' Announcer: the shell's polite live region. */
  announcer: token<Announcer>('Announcer'),
  liveAnnouncements: token<LiveAnnouncements>('LiveAnnouncements'),

  // Presenters: a new one for every screen or dialog that mounts.
  navbarPresenter: token<NavbarPresenter>('NavbarPresenter'),
  homePresenter: token<HomePresenter>('HomePresenter'),
  servicesPresenter: token<ServicesPresenter>('ServicesPresenter'),
  subServicePresenter: token<SubServicePresenter>('SubServicePresenter'),
  loginPresenter: token<LoginPresenter>('LoginPresenter'),
  cartPresenter: token<CartPresenter>('CartPresenter'),
  confirmBookingPresenter: token<ConfirmBookingPresenter>('ConfirmBookingPresenter'),
  sessionGuardPresenter: token<SessionGuardPresenter>('SessionGuardPresenter'),
  myBookingsPresenter: token<MyBookingsPresenter>('MyBookingsPresenter'),
  bookingDetailPresenter: token<BookingDetailPresenter>('BookingDetailPresenter'),
  profilePresenter: token<ProfilePresenter>('ProfilePresenter'),
  contactFormPresenter: token<MailFormPresenter<ContactFormValues>>('ContactFormPresenter'),
  quoteFormPresenter: token<MailFormPresenter<QuoteFormValues>>('QuoteFormPresenter'),
} as const;
