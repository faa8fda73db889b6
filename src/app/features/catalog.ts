import { ContainerModule } from 'inversify';
import { AddToCart } from '../../core/cart/AddToCart';
import { ListCategories } from '../../core/catalog/ListCategories';
import { ListServiceOptions } from '../../core/catalog/ListServiceOptions';
import { ListServices } from '../../core/catalog/ListServices';
import { CartModel } from '../../presenters/cart/CartModel';
import { CatalogCache } from '../../presenters/catalog/CatalogCache';
import { ServicesPresenter } from '../../presenters/catalog/ServicesPresenter';
import { SubServicePresenter } from '../../presenters/catalog/SubServicePresenter';
import { ServiceRatings } from '../../presenters/catalog/ServiceRatings';
import { ServiceReviewsPresenter } from '../../presenters/catalog/ServiceReviewsPresenter';
import { bindClass } from '../binding';
import { TOKENS } from '../tokens';

/** The services page and the sub-service dialog. */
export const catalog = new ContainerModule(({ bind }) => {
  bindClass(bind, ListServices, [TOKENS.catalogGateway]);
  bindClass(bind, ListServiceOptions, [TOKENS.catalogGateway]);
  bindClass(bind, AddToCart, [TOKENS.cartStore]);
  // One for the session: the summaries are read once and shared by the page and the dialog.
  bindClass(bind, ServiceRatings, [TOKENS.ratingGateway, TOKENS.extensions]);
  bindClass(
    bind,
    ServicesPresenter,
    [ListServices, ListCategories, CatalogCache, TOKENS.notifier, ServiceRatings],
    'transient',
  );
  bindClass(
    bind,
    SubServicePresenter,
    [
      ListServiceOptions,
      AddToCart,
      CartModel,
      TOKENS.navigator,
      TOKENS.announcer,
      ServiceRatings,
      TOKENS.catalogueLanguage,
    ],
    'transient',
  );
  bindClass(bind, ServiceReviewsPresenter, [TOKENS.ratingGateway, ServiceRatings], 'transient');
});
