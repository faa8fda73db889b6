import { messages } from '../shared/messages';
import { fail, ok, type Result } from '../shared/Result';
import type { CatalogGateway } from './CatalogGateway';
import type { ServiceOption } from './ServiceOption';

export type ListServiceOptionsResult = Result<
  readonly ServiceOption[],
  { readonly message: string }
>;

/**
 * The options of the sub-service dialog, each knowing its service (the cart keeps it, to read the
 * option's price again at checkout); a failure carries 'Failed to load Subservices'.
 */
export class ListServiceOptions {
  constructor(private readonly catalog: CatalogGateway) {}

  async execute(serviceId: number): Promise<ListServiceOptionsResult> {
    const result = await this.catalog.listOptions(serviceId);
    return result.ok
      ? ok(result.value.map((option) => ({ ...option, serviceId })))
      : fail({ message: messages.optionsFailed });
  }
}
