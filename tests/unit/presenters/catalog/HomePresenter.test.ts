import { describe, expect, it } from 'vitest';
import type { DemoCatalogue } from '../../../../src/adapters/fake/demoCatalogue';
import { unavailable } from '../../../../src/core/shared/GatewayFailure';
import { testApp } from '../../../support/testContainer';
import { HomePresenter } from '../../../../src/presenters/catalog/HomePresenter';

const PLUMBING = 6;
const PEST_CONTROL = 7; // seeded without services

describe('HomePresenter', () => {
  it('greets with "Welcome to GharSeva"', () => {
    const home = testApp().get(HomePresenter);

    expect(home.viewModel.title).toBe('Welcome to GharSeva');
  });

  it('is loading, with no cards, until the categories arrive', () => {
    const home = testApp().get(HomePresenter);

    void home.load();

    expect(home.viewModel.status).toBe('loading');
    expect(home.viewModel.categories).toEqual([]);
  });

  it('shows the six categories of the demo catalogue once loaded', async () => {
    const app = testApp();
    const home = app.get(HomePresenter);

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

  it('shows each category with its icon and description', async () => {
    const home = testApp().get(HomePresenter);

    await home.load();

    expect(home.viewModel.categories.find((card) => card.id === PLUMBING)).toMatchObject({
      name: 'Plumbing',
      description: expect.any(String),
      icon: expect.stringMatching(/^\/icons\//),
    });
  });

  it("says 'Failed to fetch data. Please try again.' when the categories cannot be loaded", async () => {
    const app = testApp();
    app.gateways.catalog.failNext('listCategories', unavailable('network'));
    const home = app.get(HomePresenter);

    await home.load();

    expect(home.viewModel.status).toBe('error');
    expect(home.viewModel.errorMessage).toBe('Failed to fetch data. Please try again.');
    expect(app.notifier.last).toEqual({
      kind: 'error',
      message: 'Failed to fetch data. Please try again.',
      durationMs: 5000,
    });
  });

  it('shows the categories when trying again after a failed load', async () => {
    const app = testApp();
    app.gateways.catalog.failNext('listCategories', unavailable('timeout'));
    const home = app.get(HomePresenter);
    await home.load();

    await home.load();

    expect(home.viewModel.status).toBe('ready');
    expect(home.viewModel.errorMessage).toBeUndefined();
    expect(home.viewModel.categories.length).toBeGreaterThanOrEqual(6);
  });

  it('shows categories loaded earlier at once, without a loading state, when the page comes back', async () => {
    const app = testApp();
    await app.get(HomePresenter).load();
    const again = app.get(HomePresenter);

    void again.load();

    expect(again.viewModel.status).toBe('ready');
    expect(again.viewModel.categories.length).toBeGreaterThanOrEqual(6);
  });

  it('is ready with the categories loaded earlier from the moment it is made, before any load', async () => {
    const app = testApp();
    await app.get(HomePresenter).load();

    const again = app.get(HomePresenter);

    expect(again.viewModel.status).toBe('ready');
    expect(again.viewModel.categories.length).toBeGreaterThanOrEqual(6);
  });

  it('does not keep a failed load, so the next visit asks the server again', async () => {
    const app = testApp();
    app.gateways.catalog.failNext('listCategories', unavailable('network'));
    await app.get(HomePresenter).load();
    const again = app.get(HomePresenter);

    await again.load();

    expect(again.viewModel.status).toBe('ready');
  });

  it("says 'Currently no services are available.' and stays put when a category without services is opened", async () => {
    const app = testApp();
    const home = app.get(HomePresenter);
    await home.load();

    home.open(PEST_CONTROL);

    expect(app.notifier.last).toEqual({
      kind: 'error',
      message: 'Currently no services are available.',
      durationMs: 5000,
    });
    expect(app.navigator.visited).toEqual([]);
  });

  it('goes to the services of a category, its id in base64, when it has services', async () => {
    const app = testApp();
    const home = app.get(HomePresenter);
    await home.load();

    home.open(PLUMBING);

    expect(app.navigator.visited).toEqual(['/service/Ng==']);
    expect(app.notifier.notifications).toEqual([]);
  });

  it('links a card to its services only when the category has services', async () => {
    const home = testApp().get(HomePresenter);
    await home.load();

    const cards = home.viewModel.categories;

    expect(cards.find((card) => card.id === PLUMBING)?.href).toBe('/service/Ng==');
    expect(cards.find((card) => card.id === PEST_CONTROL)).not.toHaveProperty('href');
  });

  it('drops an icon URL that could run script, so the placeholder shows instead', async () => {
    const catalogue: DemoCatalogue = {
      categories: [
        { id: 1, name: 'Trap', icon: 'javascript:alert(1)', hasServices: true },
        { id: 2, name: 'Safe', icon: 'https://cdn.example.in/safe.svg', hasServices: true },
      ],
      services: [],
      options: [],
    };
    const home = testApp({ catalogue }).get(HomePresenter);

    await home.load();

    const [trap, safe] = home.viewModel.categories;
    expect(trap).not.toHaveProperty('icon');
    expect(safe?.icon).toBe('https://cdn.example.in/safe.svg');
  });
});
