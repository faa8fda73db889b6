import { describe, expect, it } from 'vitest';
import { ListCategories } from '../../../../src/core/catalog/ListCategories';
import { malformed, unavailable } from '../../../../src/core/shared/GatewayFailure';
import { fail, ok } from '../../../../src/core/shared/Result';
import { aCategory } from '../support/examples';
import { ScriptedCatalogGateway } from '../support/ScriptedCatalogGateway';

describe('ListCategories', () => {
  it('gives every category the server lists', async () => {
    const catalog = new ScriptedCatalogGateway();
    const categories = [aCategory({ id: 1, name: 'Electrical' }), aCategory({ id: 6 })];
    catalog.categoriesAnswer = ok(categories);

    expect(await new ListCategories(catalog).execute()).toEqual(ok(categories));
  });

  it('gives an empty list when there are no categories', async () => {
    const catalog = new ScriptedCatalogGateway();

    expect(await new ListCategories(catalog).execute()).toEqual(ok([]));
  });

  it('says "Failed to fetch data. Please try again." when the server is unavailable', async () => {
    const catalog = new ScriptedCatalogGateway();
    catalog.categoriesAnswer = fail(unavailable('network'));

    expect(await new ListCategories(catalog).execute()).toEqual(
      fail({ message: 'Failed to fetch data. Please try again.' }),
    );
  });

  it('says the same when the payload is malformed', async () => {
    const catalog = new ScriptedCatalogGateway();
    catalog.categoriesAnswer = fail(malformed());

    expect(await new ListCategories(catalog).execute()).toEqual(
      fail({ message: 'Failed to fetch data. Please try again.' }),
    );
  });
});
