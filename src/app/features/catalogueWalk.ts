import type { ContainerModuleLoadOptions } from 'inversify';
import { WalkCatalogue } from '../../core/catalog/WalkCatalogue';
import { bindClass } from '../binding';
import { TOKENS } from '../tokens';

/**
 * Reading the whole catalogue, which the about page's figures, the search and checkout's prices
 * share: whichever of their features loads first binds it.
 */
export function bindCatalogueWalk({
  bind,
  isBound,
}: Pick<ContainerModuleLoadOptions, 'bind' | 'isBound'>): void {
  if (!isBound(WalkCatalogue)) bindClass(bind, WalkCatalogue, [TOKENS.catalogGateway]);
}
