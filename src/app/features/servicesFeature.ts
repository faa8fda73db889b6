import type { Container } from 'inversify';
import { ListServiceOptions } from '../../core/catalog/ListServiceOptions';
import { ListServices } from '../../core/catalog/ListServices';
import { ServicesPresenter } from '../../presenters/catalog/ServicesPresenter';
import { SubServicePresenter } from '../../presenters/catalog/SubServicePresenter';
import { provide } from '../binding';
import { TOKENS } from '../tokens';

/** The services page and the sub-service dialog: loaded with the services page. */
export function servicesFeature(container: Container): void {
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
    [TOKENS.listServiceOptions, TOKENS.cart, TOKENS.navigator, TOKENS.announcer],
    (listOptions, cart, navigator, announcer) =>
      new SubServicePresenter(listOptions, cart, navigator, announcer),
    'transient',
  );
}
