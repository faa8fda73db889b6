import type { Category } from '../../core/catalog/Category';
import type { Service } from '../../core/catalog/Service';
import type { ServiceOption } from '../../core/catalog/ServiceOption';
import type { CatalogGateway } from '../../core/catalog/CatalogGateway';
import type { GatewayFailure } from '../../core/shared/GatewayFailure';
import { ok, type Result } from '../../core/shared/Result';
import type { DemoBackend } from './DemoBackend';
import { SimulatedNetwork, type FakeGatewayOptions } from './SimulatedNetwork';

/** CatalogGateway of the offline demo: reads the seeded catalogue of the DemoBackend. */
export class FakeCatalogGateway implements CatalogGateway {
  private readonly network: SimulatedNetwork<keyof CatalogGateway>;

  constructor(
    private readonly backend: DemoBackend,
    options: FakeGatewayOptions = {},
  ) {
    this.network = new SimulatedNetwork(options);
  }

  /** The next `times` calls of `method` fail with `failure` (tests and demos). */
  failNext(method: keyof CatalogGateway, failure: GatewayFailure, times = 1): void {
    this.network.failNext(method, failure, times);
  }

  listCategories(): Promise<Result<readonly Category[], GatewayFailure>> {
    return this.network.call('listCategories', () => ok(this.backend.categories()));
  }

  listServices(categoryId: number): Promise<Result<readonly Service[], GatewayFailure>> {
    return this.network.call('listServices', () => ok(this.backend.services(categoryId)));
  }

  listOptions(serviceId: number): Promise<Result<readonly ServiceOption[], GatewayFailure>> {
    return this.network.call('listOptions', () => ok(this.backend.options(serviceId)));
  }
}
