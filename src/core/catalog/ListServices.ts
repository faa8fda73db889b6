import { messages } from '../shared/messages';
import { fail, ok, type Result } from '../shared/Result';
import type { CatalogGateway } from './CatalogGateway';
import type { Service } from './Service';

export interface ServicesOfCategory {
  /** The category's name as the services carry it, or 'Our Services' when there is none. */
  readonly heading: string;
  readonly services: readonly Service[];
}

export type ListServicesResult = Result<ServicesOfCategory, { readonly message: string }>;

/** The services page of one category (0 = no category). */
export class ListServices {
  constructor(private readonly catalog: CatalogGateway) {}

  async execute(categoryId: number): Promise<ListServicesResult> {
    const result = await this.catalog.listServices(categoryId);
    if (!result.ok) return fail({ message: messages.servicesFailed });
    const named =
      categoryId > 0
        ? result.value.find((service) => service.categoryName.trim() !== '')
        : undefined;
    return ok({
      heading: named?.categoryName ?? messages.servicesHeadingFallback,
      services: result.value,
    });
  }
}
