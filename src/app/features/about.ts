import { ContainerModule } from 'inversify';
import { WalkCatalogue } from '../../core/catalog/WalkCatalogue';
import { CatalogCache } from '../../presenters/catalog/CatalogCache';
import { CatalogueFiguresPresenter } from '../../presenters/catalog/CatalogueFiguresPresenter';
import { bindClass } from '../binding';
import { TOKENS } from '../tokens';

/** The about page's figures, counted from the catalogue. */
export const about = new ContainerModule(({ bind, isBound }) => {
  // The search reads the catalogue the same way: whichever comes first binds it.
  if (!isBound(WalkCatalogue)) bindClass(bind, WalkCatalogue, [TOKENS.catalogGateway]);
  bindClass(bind, CatalogueFiguresPresenter, [WalkCatalogue, CatalogCache], 'transient');
});
