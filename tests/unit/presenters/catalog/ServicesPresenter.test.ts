import { describe, expect, it } from 'vitest';
import { catalog } from '../../../../src/app/features/catalog';
import { override } from '../../../../src/app/binding';
import { TOKENS } from '../../../../src/app/tokens';
import { unavailable } from '../../../../src/core/shared/GatewayFailure';
import { testApp } from '../../../support/testContainer';
import { demoBackend } from '../doubles';
import { CATALOG_GATEWAY_METHODS } from '../../../../src/core/catalog/CatalogGateway';
import { portDouble } from '../../../support/portDouble';
import { ServicesPresenter } from '../../../../src/presenters/catalog/ServicesPresenter';
import { HomePresenter } from '../../../../src/presenters/catalog/HomePresenter';
import { DemoGateways } from '../../../../src/adapters/fake/DemoGateways';

/** The late features this screen needs, bound as the app binds them with its first view. */
const features = [catalog];

const AC_AND_HEATING = 'MQ=='; // base64 of "1"
const PLUMBING = 'Ng=='; // base64 of "6"
const SPLIT_AC = 11;
const DUCT_CLEANING = 15; // seeded without options

describe('ServicesPresenter', () => {
  it('is loading until the services of the category arrive', () => {
    const services = testApp({ features }).get(ServicesPresenter);

    void services.load(PLUMBING);

    expect(services.viewModel.status).toBe('loading');
  });

  it("is headed with the category's name once its services are loaded", async () => {
    const services = testApp({ features }).get(ServicesPresenter);

    await services.load(PLUMBING);

    expect(services.viewModel.status).toBe('ready');
    expect(services.viewModel.heading).toBe('Plumbing');
  });

  it("shows the category's name while loading when the home page already knows it", async () => {
    const app = testApp({ features });
    await app.get(HomePresenter).load();
    const services = app.get(ServicesPresenter);

    void services.load(PLUMBING);

    expect(services.viewModel.status).toBe('loading');
    expect(services.viewModel.heading).toBe('Plumbing');
  });

  it("is headed with the name of a category without services, opened by a direct link, and says 'Currently no services are available.'", async () => {
    const services = testApp({ features }).get(ServicesPresenter);

    await services.load('Nw=='); // base64 of "7", Pest Control, seeded without services

    expect(services.viewModel.heading).toBe('Pest Control');
    expect(services.viewModel.services).toEqual([]);
    expect(services.viewModel.emptyMessage).toBe('Currently no services are available.');
  });

  it('shows a card per service of the category, with name, description and icon', async () => {
    const services = testApp({ features }).get(ServicesPresenter);

    await services.load(AC_AND_HEATING);

    const names = services.viewModel.services.map((service) => service.name);
    expect(names).toEqual(expect.arrayContaining(['Split AC', 'Window AC', 'Geyser']));
    expect(names).not.toContain('Taps & mixers');
    expect(services.viewModel.services.find((card) => card.id === SPLIT_AC)).toMatchObject({
      description: expect.any(String),
      icon: expect.stringMatching(/^\/icons\//),
    });
  });

  it('drops a service icon URL that could run script, so the placeholder shows instead', async () => {
    const catalogue = {
      categories: [{ id: 1, name: 'Traps', hasServices: true }],
      services: [
        {
          id: 11,
          categoryId: 1,
          categoryName: 'Traps',
          name: 'Trap',
          hasOptions: false,
          icon: 'javascript:alert(1)',
        },
        {
          id: 12,
          categoryId: 1,
          categoryName: 'Traps',
          name: 'Safe',
          hasOptions: false,
          icon: 'https://cdn.example.in/safe.svg',
        },
      ],
      options: [],
    };
    const services = testApp({ features, catalogue }).get(ServicesPresenter);

    await services.load(AC_AND_HEATING);

    const [trap, safe] = services.viewModel.services;
    expect(trap).not.toHaveProperty('icon');
    expect(safe?.icon).toBe('https://cdn.example.in/safe.svg');
  });

  it("is headed 'Our Services' and lists every service when no category is given", async () => {
    const services = testApp({ features }).get(ServicesPresenter);

    await services.load(undefined);

    expect(services.viewModel.heading).toBe('Our Services');
    const names = services.viewModel.services.map((service) => service.name);
    expect(names).toEqual(expect.arrayContaining(['Split AC', 'Taps & mixers']));
  });

  it("is headed 'Our Services' when the route's category is not base64", async () => {
    const services = testApp({ features }).get(ServicesPresenter);

    await services.load('plumbing!');

    expect(services.viewModel.status).toBe('ready');
    expect(services.viewModel.heading).toBe('Our Services');
  });

  it("says 'Failed to load services' when the services cannot be loaded", async () => {
    const app = testApp({ features });
    app.gateways.catalog.failNext('listServices', unavailable('http'));
    const services = app.get(ServicesPresenter);

    await services.load(PLUMBING);

    expect(services.viewModel.status).toBe('error');
    expect(services.viewModel.errorMessage).toBe('Failed to load services');
    expect(services.viewModel.services).toEqual([]);
  });

  it('shows the same category when trying again after a failed load', async () => {
    const app = testApp({ features });
    app.gateways.catalog.failNext('listServices', unavailable('network'));
    const services = app.get(ServicesPresenter);
    await services.load(PLUMBING);

    await services.retry();

    expect(services.viewModel.status).toBe('ready');
    expect(services.viewModel.errorMessage).toBeUndefined();
    expect(services.viewModel.heading).toBe('Plumbing');
  });

  it("says 'Currently no services are available.' and opens no dialog for a service without options", async () => {
    const app = testApp({ features });
    const services = app.get(ServicesPresenter);
    await services.load(AC_AND_HEATING);

    services.open(DUCT_CLEANING);

    expect(app.notifier.last).toEqual({
      kind: 'error',
      message: 'Currently no services are available.',
      durationMs: 5000,
    });
    expect(services.viewModel.openService).toBeUndefined();
  });

  it('opens the options dialog of a service that has options, with its picture', async () => {
    const app = testApp({ features });
    const services = app.get(ServicesPresenter);
    await services.load(AC_AND_HEATING);

    services.open(SPLIT_AC);

    expect(services.viewModel.openService).toEqual({
      id: SPLIT_AC,
      name: 'Split AC',
      icon: '/icons/split-ac.svg',
    });
    expect(app.notifier.notifications).toEqual([]);
  });

  it('closes the options dialog', async () => {
    const services = testApp({ features }).get(ServicesPresenter);
    await services.load(AC_AND_HEATING);
    services.open(SPLIT_AC);

    services.closeDialog();

    expect(services.viewModel.openService).toBeUndefined();
  });

  it('closes the options dialog when the route moves to another category', async () => {
    const services = testApp({ features }).get(ServicesPresenter);
    await services.load(AC_AND_HEATING);
    services.open(SPLIT_AC);

    await services.load(PLUMBING);

    expect(services.viewModel.openService).toBeUndefined();
  });

  it('shows services loaded earlier at once, without a loading state, when the page comes back', async () => {
    const app = testApp({ features });
    await app.get(ServicesPresenter).load(PLUMBING);
    const again = app.get(ServicesPresenter);

    void again.load(PLUMBING);

    expect(again.viewModel.status).toBe('ready');
    expect(again.viewModel.heading).toBe('Plumbing');
  });

  it('shows services loaded earlier before any load, and says it could', async () => {
    const app = testApp({ features });
    await app.get(ServicesPresenter).load(PLUMBING);
    const again = app.get(ServicesPresenter);

    expect(again.showCached(PLUMBING)).toBe(true);

    expect(again.viewModel.status).toBe('ready');
    expect(again.viewModel.heading).toBe('Plumbing');
  });

  it('stays loading, and says it could not show them, for services not loaded before', () => {
    const services = testApp({ features }).get(ServicesPresenter);

    expect(services.showCached(PLUMBING)).toBe(false);

    expect(services.viewModel.status).toBe('loading');
  });

  it('keeps the later category when the answer for an earlier one arrives last', async () => {
    const catalog = portDouble(CATALOG_GATEWAY_METHODS, {
      inner: new DemoGateways(demoBackend()).catalog,
    });
    const services = testApp({
      features,
      overrides: [override(TOKENS.catalogGateway, catalog)],
    }).get(ServicesPresenter);
    catalog.hold('listServices', 1);
    const slow = services.load(AC_AND_HEATING);
    await services.load(PLUMBING);

    catalog.release('listServices', 1);
    await slow;

    expect(services.viewModel.heading).toBe('Plumbing');
    const names = services.viewModel.services.map((service) => service.name);
    expect(names).toContain('Taps & mixers');
    expect(names).not.toContain('Split AC');
  });
});
