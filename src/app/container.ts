// The same light polyfill inversify imports itself: we use no decorators, so no design-type metadata.
import 'reflect-metadata/lite';
import { Container, type ContainerModule } from 'inversify';
import { loadOnce } from '../core/shared/loadOnce';
import { SupportLine } from '../core/shared/SupportLine';
import { SocialAccounts } from '../core/shared/SocialAccounts';
import { Features, type FeatureName } from '../presenters/Features';
import type { Override } from './binding';
import type { AppConfig } from './config';
import { device } from './features/device';
import { gateways } from './features/gateways';
import { shell } from './features/shell';
import { TOKENS } from './tokens';

/**
 * The features that download late, each with the first view that needs it (src/views/shared/
 * late.tsx names it): a module of its use cases and presenters, in a chunk of its own.
 */
export const FEATURES: Readonly<Record<FeatureName, () => Promise<ContainerModule>>> = {
  account: () => import('./features/account').then((m) => m.account),
  catalog: () => import('./features/catalog').then((m) => m.catalog),
  login: () => import('./features/login').then((m) => m.login),
  cart: () => import('./features/cart').then((m) => m.cart),
  myBookings: () => import('./features/myBookings').then((m) => m.myBookings),
  booking: () => import('./features/booking').then((m) => m.booking),
  receipt: () => import('./features/receipt').then((m) => m.receipt),
  profile: () => import('./features/profile').then((m) => m.profile),
  about: () => import('./features/about').then((m) => m.about),
  search: () => import('./features/search').then((m) => m.search),
  contact: () => import('./features/contact').then((m) => m.contact),
  offline: () => import('./features/offline').then((m) => m.offline),
  rating: () => import('./features/rating').then((m) => m.rating),
  policies: () => import('./features/policies').then((m) => m.policies),
};

/**
 * The composition root (DESIGN.md): the device, the backend that `config` selects (demo or HTTP),
 * and what every page has from the start; each late feature binds when a view first needs it.
 * `overrides` replace bindings: tests put their doubles in place of the device and the world.
 */
export function createContainer(config: AppConfig, overrides: readonly Override[] = []): Container {
  const container = new Container();
  container.bind(TOKENS.config).toConstantValue(config);
  container.bind(SupportLine).toConstantValue(config.support);
  container.bind(SocialAccounts).toConstantValue(new SocialAccounts(config.social));
  container.load(device, gateways(config), shell);
  container.bind(Features).toConstantValue(new ContainerFeatures(container));
  for (const { key, value } of overrides) container.rebind(key).toConstantValue(value);
  return container;
}

/** Loads each feature's module into the container once; a failed download is tried again next time. */
export class ContainerFeatures extends Features {
  private readonly loads: Partial<Record<FeatureName, () => Promise<void>>> = {};

  constructor(private readonly container: Container) {
    super();
  }

  load(feature: FeatureName): Promise<void> {
    const load = (this.loads[feature] ??= loadOnce(() =>
      FEATURES[feature]().then((module) => this.container.load(module)),
    ));
    return load();
  }
}
