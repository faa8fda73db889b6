import type { CatalogGateway } from '../../../../src/core/catalog/CatalogGateway';
import type { Category } from '../../../../src/core/catalog/Category';
import type { Service } from '../../../../src/core/catalog/Service';
import type { ServiceOption } from '../../../../src/core/catalog/ServiceOption';
import type { GatewayFailure } from '../../../../src/core/shared/GatewayFailure';
import { ok, type Result } from '../../../../src/core/shared/Result';

/** A catalogue backend whose answers the test sets; it records the ids it is asked for. */
export class ScriptedCatalogGateway implements CatalogGateway {
  categoriesAnswer: Result<readonly Category[], GatewayFailure> = ok([]);
  servicesAnswer: Result<readonly Service[], GatewayFailure> = ok([]);
  optionsAnswer: Result<readonly ServiceOption[], GatewayFailure> = ok([]);
  readonly servicesAskedFor: number[] = [];
  readonly optionsAskedFor: number[] = [];

  async listCategories(): Promise<Result<readonly Category[], GatewayFailure>> {
    return this.categoriesAnswer;
  }

  async listServices(categoryId: number): Promise<Result<readonly Service[], GatewayFailure>> {
    this.servicesAskedFor.push(categoryId);
    return this.servicesAnswer;
  }

  async listOptions(serviceId: number): Promise<Result<readonly ServiceOption[], GatewayFailure>> {
    this.optionsAskedFor.push(serviceId);
    return this.optionsAnswer;
  }
}
