import { ContainerModule } from 'inversify';
import { MiniSearchCatalogueIndex } from '../../adapters/search/MiniSearchCatalogueIndex';
import { WalkCatalogue } from '../../core/catalog/WalkCatalogue';
import { CatalogCache } from '../../presenters/catalog/CatalogCache';
import { SearchIndex } from '../../presenters/search/SearchIndex';
import { SearchPresenter } from '../../presenters/search/SearchPresenter';
import { bindCatalogueWalk } from './catalogueWalk';
import { bindClass, bindMade } from '../binding';
import { TOKENS } from '../tokens';

/** The search: the index on the catalogue, kept for the session, and a presenter per field. */
export const search = new ContainerModule(({ bind, isBound }) => {
  bindCatalogueWalk({ bind, isBound });
  bindMade(
    bind,
    SearchIndex,
    [WalkCatalogue, TOKENS.englishCatalogGateway, CatalogCache],
    (shown, englishCatalogue, cache) =>
      new SearchIndex(
        { shown, english: new WalkCatalogue(englishCatalogue) },
        cache,
        () => new MiniSearchCatalogueIndex(),
      ),
  );
  bindClass(bind, SearchPresenter, [SearchIndex, TOKENS.navigator], 'transient');
});
