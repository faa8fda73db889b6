import { describe, expect, it } from 'vitest';
import type { FakeCatalogGateway } from '../../../../src/adapters/fake/FakeCatalogGateway';
import { TOKENS } from '../../../../src/app/tokens';
import { unavailable } from '../../../../src/core/shared/GatewayFailure';
import { testApp } from '../../../support/testContainer';

describe('HomePresenter', () => {
  it('shows the six categories of the demo catalogue once loaded', async () => {
    const app = testApp();
    const home = app.get(TOKENS.homePresenter);

    await home.load();

    expect(home.viewModel.status).toBe('ready');
    expect(home.viewModel.categories.map((category) => category.name)).toEqual(
      expect.arrayContaining([
        'Air Conditioning & Heating',
        'Electrical',
        'Electronics',
        'Appliances',
        'Carpentry',
        'Plumbing',
      ]),
    );
  });

  it("says 'Failed to fetch data. Please try again.' when the categories cannot be loaded", async () => {
    const app = testApp();
    (app.get(TOKENS.catalogGateway) as FakeCatalogGateway).failNext(
      'listCategories',
      unavailable('network'),
    );
    const home = app.get(TOKENS.homePresenter);

    await home.load();

    expect(home.viewModel.status).toBe('error');
    expect(home.viewModel.errorMessage).toBe('Failed to fetch data. Please try again.');
    expect(app.notifier.last).toEqual({
      kind: 'error',
      message: 'Failed to fetch data. Please try again.',
      durationMs: 5000,
    });
  });
});
