import type { CatalogGateway } from '../../core/catalog/CatalogGateway';
import { callLate } from './callLate';

/** The CatalogGateway whose implementation downloads on its first call (see callLate). */
export class LateCatalogGateway implements CatalogGateway {
  constructor(private readonly implementation: () => Promise<CatalogGateway>) {}

  listCategories(): ReturnType<CatalogGateway['listCategories']> {
    return callLate(this.implementation, (gateway) => gateway.listCategories());
  }

  listServices(categoryId: number): ReturnType<CatalogGateway['listServices']> {
    return callLate(this.implementation, (gateway) => gateway.listServices(categoryId));
  }

  listOptions(serviceId: number): ReturnType<CatalogGateway['listOptions']> {
    return callLate(this.implementation, (gateway) => gateway.listOptions(serviceId));
  }
}
