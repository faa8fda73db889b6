import { ContainerModule } from 'inversify';
import { ToastNotifier } from '../../adapters/notify/ToastNotifier';
import { ListCategories } from '../../core/catalog/ListCategories';
import { speakThrough, type Language } from '../../core/shared/language';
import { LoginGate } from '../../presenters/auth/LoginGate';
import { SessionGuardPresenter } from '../../presenters/auth/SessionGuardPresenter';
import { SessionModel } from '../../presenters/auth/SessionModel';
import { RecentBooking } from '../../presenters/booking/RecentBooking';
import { CartBarPresenter } from '../../presenters/cart/CartBarPresenter';
import { CartModel } from '../../presenters/cart/CartModel';
import { PendingCheckout } from '../../presenters/cart/PendingCheckout';
import { CatalogCache } from '../../presenters/catalog/CatalogCache';
import { HomePresenter } from '../../presenters/catalog/HomePresenter';
import { BusyModel } from '../../presenters/shell/BusyModel';
import { ConnectionModel } from '../../presenters/shell/ConnectionModel';
import { FooterPresenter } from '../../presenters/shell/FooterPresenter';
import { LanguagePresenter } from '../../presenters/shell/LanguagePresenter';
import { LiveAnnouncements } from '../../presenters/shell/LiveAnnouncements';
import { NavbarPresenter } from '../../presenters/shell/NavbarPresenter';
import { bindClass, bindMade } from '../binding';
import { TOKENS } from '../tokens';

/**
 * What every page has from the start: the models several screens share (one each for the app),
 * the home page's use case, and the presenters of the layout and the home page (a new one for
 * every screen that mounts).
 */
export const shell = new ContainerModule(({ bind }) => {
  // Every message of the core is said in the language this presenter speaks.
  bindMade(
    bind,
    LanguagePresenter,
    [TOKENS.localStorage, TOKENS.loadTranslations, TOKENS.notifier],
    (...needs) => {
      const language = new LanguagePresenter(...needs);
      speakThrough(language.voice);
      return language;
    },
  );
  bindClass(bind, SessionModel, [
    TOKENS.sessionStore,
    TOKENS.notifier,
    TOKENS.clock,
    TOKENS.personalCopies,
  ]);
  bindMade(
    bind,
    CartModel,
    [TOKENS.cartStore, TOKENS.notifier, TOKENS.catalogueLanguage, TOKENS.catalogGateway],
    (store, notifier, language, catalog) =>
      new CartModel(store, notifier, language, () =>
        // Only a switch of language needs it: not on any page's first load.
        import('../../core/cart/NameCart').then((code) => new code.NameCart(store, catalog)),
      ),
  );
  bindClass(bind, ConnectionModel, [TOKENS.connection]);
  bindClass(bind, BusyModel, []);
  bindClass(bind, LoginGate, []);
  bindClass(bind, PendingCheckout, []);
  bindClass(bind, RecentBooking, []);
  bindMade(
    bind,
    TOKENS.catalogueLanguage,
    [LanguagePresenter, TOKENS.extensions],
    (language, extensions) => (): Language =>
      extensions.has('catalogue-languages') ? language.language : 'en',
  );
  bindClass(bind, CatalogCache, [TOKENS.catalogueLanguage]);
  bindMade(bind, LiveAnnouncements, [ToastNotifier], (toast) => {
    const live = new LiveAnnouncements();
    toast.onNotify((notification) => live.announceNotification(notification));
    return live;
  });
  bind(TOKENS.announcer).toService(LiveAnnouncements);
  bindClass(bind, ListCategories, [TOKENS.catalogGateway]);

  bindClass(
    bind,
    NavbarPresenter,
    [TOKENS.demoMode, CartModel, SessionModel, LoginGate],
    'transient',
  );
  bindClass(
    bind,
    HomePresenter,
    [ListCategories, CatalogCache, TOKENS.notifier, TOKENS.navigator],
    'transient',
  );
  bindClass(bind, FooterPresenter, [ListCategories, CatalogCache, TOKENS.navigator], 'transient');
  bindClass(bind, CartBarPresenter, [CartModel], 'transient');
  bindClass(bind, SessionGuardPresenter, [SessionModel, LoginGate, TOKENS.navigator], 'transient');
});
