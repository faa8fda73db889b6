import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ListCategories } from '../../../../src/core/catalog/ListCategories';
import { fail, ok } from '../../../../src/core/shared/Result';
import { aCategory } from '../support/examples';
import { anyGatewayFailure, FAILURE_RUNS } from '../support/gatewayFailures';
import { catalogDouble } from '../support/gatewayDoubles';

describe('ListCategories', () => {
  it('gives every category the server lists', async () => {
    const catalog = catalogDouble();
    const categories = [aCategory({ id: 1, name: 'Electrical' }), aCategory({ id: 6 })];
    catalog.answers.listCategories = ok(categories);

    expect(await new ListCategories(catalog).execute()).toEqual(ok(categories));
  });

  it('gives an empty list when there are no categories', async () => {
    const catalog = catalogDouble();

    expect(await new ListCategories(catalog).execute()).toEqual(ok([]));
  });

  it('says "Failed to fetch data. Please try again." for any failure: unreachable, malformed or refused', async () => {
    await fc.assert(
      fc.asyncProperty(anyGatewayFailure, async (failure) => {
        const catalog = catalogDouble();
        catalog.answers.listCategories = fail(failure);

        expect(await new ListCategories(catalog).execute()).toEqual(
          fail({ message: 'Failed to fetch data. Please try again.' }),
        );
      }),
      FAILURE_RUNS,
    );
  });
});
