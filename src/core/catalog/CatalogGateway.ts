import type { GatewayFailure } from '../shared/GatewayFailure';
import { PortMethods } from '../shared/PortMethods';
import type { Result } from '../shared/Result';
import type { Category } from './Category';
import type { Service } from './Service';
import type { ServiceOption } from './ServiceOption';

/**
 * Reads the service catalogue. All three calls are reads and may be retried by the adapter.
 * Each returns the full list (possibly empty) or a failure: `unavailable` when the server cannot
 * be reached or errs, `malformed` when its payload does not fit the contract. Never throws.
 */
export interface CatalogGateway {
  /** Every category (Services/allCategory). */
  listCategories(): Promise<Result<readonly Category[], GatewayFailure>>;
  /** The services of one category; category 0 means no category (Services/allServicesByCategoryId). */
  listServices(categoryId: number): Promise<Result<readonly Service[], GatewayFailure>>;
  /** The bookable options of one service (Services/allSubServicesByServiceId). */
  listOptions(serviceId: number): Promise<Result<readonly ServiceOption[], GatewayFailure>>;
}

/** Every method of the CatalogGateway, for what is built once for each (a late adapter, a fake, a test double). */
export const CATALOG_GATEWAY_METHODS = PortMethods.of<CatalogGateway>()([
  'listCategories',
  'listServices',
  'listOptions',
]);
