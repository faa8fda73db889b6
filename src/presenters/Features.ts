/**
 * The parts of the app whose use cases and presenters download with the first view that needs
 * them, to keep the first download small. Each is a module of the composition root
 * (src/app/features/).
 */
export type FeatureName =
  | 'account'
  | 'catalog'
  | 'login'
  | 'cart'
  | 'myBookings'
  | 'booking'
  | 'receipt'
  | 'profile'
  | 'about'
  | 'search'
  | 'contact'
  | 'offline'
  | 'rating'
  | 'policies';

/**
 * Downloads a feature's code and binds its presenters, once; a failed download (offline) is
 * tried again on the next call. Late views use it (src/views/shared/late.tsx); src/app implements it.
 */
export abstract class Features {
  abstract load(feature: FeatureName): Promise<void>;
}
