import { messages } from '../shared/messages';
import { fail, ok, type Result } from '../shared/Result';
import type { Category } from './Category';
import type { CatalogGateway } from './CatalogGateway';

export type ListCategoriesResult = Result<readonly Category[], { readonly message: string }>;

/** The categories of the home screen; a failure carries SPEC §8's 'Failed to fetch data…'. */
export class ListCategories {
  constructor(private readonly catalog: CatalogGateway) {}

  async execute(): Promise<ListCategoriesResult> {
    const result = await this.catalog.listCategories();
    return result.ok ? ok(result.value) : fail({ message: messages.categoriesFailed });
  }
}
