import { ContainerModule } from 'inversify';
import { BrowserConnection } from '../../adapters/connection/BrowserConnection';
import { SystemClock } from '../../adapters/clock/SystemClock';
import { loadCatalogue } from '../../adapters/i18n/loadCatalogue';
import { ToastNotifier } from '../../adapters/notify/ToastNotifier';
import { browserStorage } from '../../adapters/storage/browserStorage';
import { LocalStorageCartStore } from '../../adapters/storage/LocalStorageCartStore';
import { LocalStorageSessionStore } from '../../adapters/storage/LocalStorageSessionStore';
import { bindPort } from '../binding';
import { RouterNavigator } from '../RouterNavigator';
import { TOKENS } from '../tokens';

/**
 * The device: time, storage, network, languages, the toast, the router. What reads the browser
 * is made on first use, so the build can draw pages in Node with these replaced; tests replace
 * them too.
 */
export const device = new ContainerModule(({ bind }) => {
  bind(TOKENS.clock).toConstantValue(new SystemClock());
  bind(ToastNotifier).toConstantValue(new ToastNotifier());
  bind(TOKENS.notifier).toService(ToastNotifier);
  bind(TOKENS.localStorage)
    .toDynamicValue(() => browserStorage('localStorage'))
    .inSingletonScope();
  bind(TOKENS.sessionStorage)
    .toDynamicValue(() => browserStorage('sessionStorage'))
    .inSingletonScope();
  bind(TOKENS.storageEvents).toDynamicValue(() => window);
  bind(TOKENS.loadTranslations).toConstantValue(loadCatalogue);
  bind(TOKENS.connection)
    .toDynamicValue(() => new BrowserConnection())
    .inSingletonScope();
  bind(RouterNavigator)
    .toDynamicValue(() => new RouterNavigator(window.location))
    .inSingletonScope();
  bind(TOKENS.navigator).toService(RouterNavigator);
  bindPort(bind, TOKENS.cartStore, LocalStorageCartStore, [
    TOKENS.localStorage,
    TOKENS.storageEvents,
  ]);
  bindPort(bind, TOKENS.sessionStore, LocalStorageSessionStore, [
    TOKENS.localStorage,
    TOKENS.sessionStorage,
    TOKENS.storageEvents,
  ]);
});
