import { inBatches } from '../shared/inBatches';
import { fail, ok, type Result } from '../shared/Result';
import type { CatalogGateway } from './CatalogGateway';
import type { Category } from './Category';
import type { Service } from './Service';
import type { ServiceOption } from './ServiceOption';

/** A service, and the category it was listed under. */
export interface CatalogueService extends Service {
  readonly categoryId: number;
}

/** An option, and the service it belongs to. */
export interface CatalogueOption extends ServiceOption {
  readonly serviceId: number;
}

/** The whole catalogue as far as it could be read. */
export interface Catalogue {
  readonly categories: readonly Category[];
  readonly services: readonly CatalogueService[];
  readonly options: readonly CatalogueOption[];
  /** How many lists (a category's services, a service's options) could not be read. */
  readonly missingParts: number;
}

/**
 * How far the walk has come: services whose options were read (or given up), out of the services
 * with options found so far (the count grows while categories are being read).
 */
export interface CatalogueProgress {
  readonly done: number;
  readonly total: number;
}

/** At most this many catalogue calls at once: reads the server answers in turn. */
export const CATALOGUE_CALLS_AT_ONCE = 4;

/**
 * Reads the whole catalogue through the gateway: the categories, the services of each category
 * that has some, then the options of each service that has some, at most four calls at once. A
 * part that cannot be read is left out and counted; only the category list is essential.
 */
export class WalkCatalogue {
  constructor(private readonly catalog: CatalogGateway) {}

  async execute(
    onProgress: (progress: CatalogueProgress, sofar: Catalogue) => void = () => undefined,
  ): Promise<Result<Catalogue, { readonly reason: 'unavailable' }>> {
    const listed = await this.catalog.listCategories();
    if (!listed.ok) return fail({ reason: 'unavailable' });
    const categories = listed.value;
    const services: CatalogueService[] = [];
    const options: CatalogueOption[] = [];
    let missingParts = 0;
    let done = 0;
    let total = 0;
    const report = () =>
      onProgress({ done, total }, { categories, services, options, missingParts });

    await inBatches(
      categories.filter((category) => category.hasServices),
      CATALOGUE_CALLS_AT_ONCE,
      async (category) => {
        const found = await this.catalog.listServices(category.id);
        if (!found.ok) missingParts += 1;
        else {
          services.push(...found.value.map((service) => ({ ...service, categoryId: category.id })));
          total += found.value.filter((service) => service.hasOptions).length;
        }
        report();
      },
    );
    await inBatches(
      services.filter((service) => service.hasOptions),
      CATALOGUE_CALLS_AT_ONCE,
      async (service) => {
        const found = await this.catalog.listOptions(service.id);
        done += 1;
        if (!found.ok) missingParts += 1;
        else options.push(...found.value.map((option) => ({ ...option, serviceId: service.id })));
        report();
      },
    );
    return ok({ categories, services, options, missingParts });
  }
}
