// The same light polyfill inversify imports itself: we use no decorators, so no design-type metadata.
import 'reflect-metadata/lite';
import { Container } from 'inversify';
import { Logout } from '../core/auth/Logout';
import { ListCategories } from '../core/catalog/ListCategories';
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
import { SessionGuardPresenter } from '../presenters/auth/SessionGuardPresenter';
import { BusyModel } from '../presenters/shell/BusyModel';
import { LiveAnnouncements } from '../presenters/shell/LiveAnnouncements';
import { NavbarPresenter } from '../presenters/shell/NavbarPresenter';
import type { AppConfig } from './config';
import { bindGateways } from './gateways';
import { RouterNavigator } from './RouterNavigator';
import { provide, type Feature, type Override } from './binding';
import { TOKENS } from './tokens';

export interface ContainerOptions {
  /** How the gateways are bound; by default their code downloads on first use (see gateways.ts). */
  readonly gateways?: (container: Container, config: AppConfig) => void;
  /** Features to bind now; the app binds some of them later, when their page first loads. */
  readonly features?: readonly Feature[];
}

/**
 * The composition root (DESIGN.md): the core's use cases on the adapters that `config` selects
 * (demo or HTTP), the shared models, and a presenter per screen. The core knows nothing of this.
 * `overrides` replace bindings (tests put their doubles in place of the device and the world).
 */
export function createContainer(
  config: AppConfig,
  overrides: readonly Override[] = [],
  options: ContainerOptions = {},
): Container {
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

  (options.gateways ?? bindGateways)(container, config);

  // Use cases.
  provide(
    container,
    TOKENS.listCategories,
    [TOKENS.catalogGateway],
    (catalog) => new ListCategories(catalog),
  );
  provide(container, TOKENS.logout, [TOKENS.sessionStore], (session) => new Logout(session));
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
  provide(container, TOKENS.liveAnnouncements, [TOKENS.toastNotifier], (toast) => {
    const live = new LiveAnnouncements();
    toast.onNotify((notification) => live.announceNotification(notification));
    return live;
  });
  provide(container, TOKENS.announcer, [TOKENS.liveAnnouncements], (live) => live);

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
    TOKENS.sessionGuardPresenter,
    [TOKENS.session, TOKENS.loginGate, TOKENS.navigator],
    (session, gate, navigator) => new SessionGuardPresenter(session, gate, navigator),
    'transient',
  );
  for (const feature of options.features ?? []) feature(container);

  for (const { token, value } of overrides) {
    container.rebind(token).toConstantValue(value);
  }
  return container;
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
