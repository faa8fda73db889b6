import type { AuthGateway } from '../core/auth/AuthGateway';
import type { SentCodes } from '../core/auth/SentCodes';
import type { SessionStore } from '../core/auth/SessionStore';
import type { BookingGateway } from '../core/booking/BookingGateway';
import type { CartStore } from '../core/cart/CartStore';
import type { CatalogGateway } from '../core/catalog/CatalogGateway';
import type { PaymentGateway } from '../core/payment/PaymentGateway';
import type { PaymentChoiceStore } from '../core/payment/PaymentChoice';
import type { PaymentSheet } from '../core/payment/PaymentSheet';
import type { ProfileGateway } from '../core/profile/ProfileGateway';
import type { RatingGateway } from '../core/rating/RatingGateway';
import type { PersonalCopies } from '../core/auth/PersonalCopies';
import type { BusinessTerms } from '../core/shared/BusinessTerms';
import type { Clock } from '../core/shared/Clock';
import type { Extensions } from '../core/shared/Extensions';
import type { Notifier } from '../core/shared/Notification';
import type { StorageEventSource } from '../adapters/storage/StorageEvents';
import type { Announcer } from '../presenters/Announcer';
import type { Navigator } from '../presenters/Navigator';
import type { LoadTranslations } from '../presenters/shell/LanguagePresenter';
import type { Language } from '../core/shared/language';
import type { Connection } from '../presenters/shell/Connection';
import { token } from './binding';
import type { AppConfig } from './config';

/**
 * The container's keys for what has no class of its own: the core's ports, the browser's
 * storage, the configuration. Classes (models, use cases, presenters) are their own keys.
 */
export const TOKENS = {
  config: token<AppConfig>('AppConfig'),
  /** The business facts the policies and the dialogs state (deployment settings). */
  businessTerms: token<BusinessTerms>('BusinessTerms'),
  /** The offline demo (the navbar says so). */
  demoMode: token<boolean>('demoMode'),
  /** What the backend offers beyond SPEC §7. */
  extensions: token<Extensions>('Extensions'),
  /** The code the demo's login accepts, shown on its code step; none against a real backend. */
  demoCode: token<string | undefined>('demoCode'),

  // The device: the browser's storage and its cross-tab events (tests put memory in their place).
  localStorage: token<Storage>('localStorage'),
  sessionStorage: token<Storage>('sessionStorage'),
  storageEvents: token<StorageEventSource>('storageEvents'),
  /** Whether the device has a network. */
  connection: token<Connection>('Connection'),
  /** Downloads a language's catalogue and font. */
  loadTranslations: token<LoadTranslations>('loadTranslations'),

  // Ports of the core and of the presenters.
  clock: token<Clock>('Clock'),
  notifier: token<Notifier>('Notifier'),
  announcer: token<Announcer>('Announcer'),
  navigator: token<Navigator>('Navigator'),
  cartStore: token<CartStore>('CartStore'),
  sessionStore: token<SessionStore>('SessionStore'),
  sentCodes: token<SentCodes>('SentCodes'),
  catalogGateway: token<CatalogGateway>('CatalogGateway'),
  /** The catalogue as the backend has it now, never a copy on the phone: today's prices. */
  catalogToday: token<CatalogGateway>('catalogToday'),
  /**
   * The catalogue in English whatever the customer reads (the search's English names); with the
   * `catalogue-languages` extension off, the catalogue gateway itself.
   */
  englishCatalogGateway: token<CatalogGateway>('englishCatalogGateway'),
  /** The customer's own answers kept on the device, for logout to forget. */
  personalCopies: token<PersonalCopies>('PersonalCopies'),
  authGateway: token<AuthGateway>('AuthGateway'),
  bookingGateway: token<BookingGateway>('BookingGateway'),
  profileGateway: token<ProfileGateway>('ProfileGateway'),
  paymentGateway: token<PaymentGateway>('PaymentGateway'),
  /** Ratings (the `ratings` extension): summaries, reviews, and rating a finished visit. */
  ratingGateway: token<RatingGateway>('RatingGateway'),
  /** The provider's checkout in the browser (Razorpay's; the demo's own sheet). */
  paymentSheet: token<PaymentSheet>('PaymentSheet'),
  /** How she chose to pay last time, remembered on the device. */
  paymentChoice: token<PaymentChoiceStore>('PaymentChoiceStore'),
  /**
   * The language the backend names the catalogue in now: the customer's with the
   * `catalogue-languages` extension, English without it.
   */
  catalogueLanguage: token<() => Language>('catalogueLanguage'),
  /** Starts downloading the gateways' code, so their first call does not wait for it. */
  preloadGateways: token<() => void>('preloadGateways'),
} as const;
