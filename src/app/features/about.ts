import { ContainerModule } from 'inversify';
import { WalkCatalogue } from '../../core/catalog/WalkCatalogue';
import { CatalogCache } from '../../presenters/catalog/CatalogCache';
import { CatalogueFiguresPresenter } from '../../presenters/catalog/CatalogueFiguresPresenter';
import { bindCatalogueWalk } from './catalogueWalk';
import { bindClass } from '../binding';

/** The about page's figures, counted from the catalogue. */
export const about = new ContainerModule(({ bind, isBound }) => {
  bindCatalogueWalk({ bind, isBound });
  bindClass(bind, CatalogueFiguresPresenter, [WalkCatalogue, CatalogCache], 'transient');
});
