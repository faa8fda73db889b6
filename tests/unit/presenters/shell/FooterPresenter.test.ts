import { describe, expect, it } from 'vitest';
import { links } from '../../../../src/presenters/links';
import { unavailable } from '../../../../src/core/shared/GatewayFailure';
import { CatalogCache } from '../../../../src/presenters/catalog/CatalogCache';
import { HomePresenter } from '../../../../src/presenters/catalog/HomePresenter';
import { FooterPresenter } from '../../../../src/presenters/shell/FooterPresenter';
import { testApp } from '../../../support/testContainer';

describe('FooterPresenter', () => {
  it('names our six trades before the catalogue has been read', () => {
    const footer = testApp().get(FooterPresenter);

    expect(footer.services.map((service) => service.name)).toEqual([
      'Air Conditioning & Heating',
      'Electrical',
      'Electronics',
      'Appliances',
      'Carpentry',
      'Plumbing',
    ]);
  });

  it("goes to the tapped trade's own category page, reading the categories first", async () => {
    const app = testApp();

    await app.get(FooterPresenter).open(2);

    expect(app.navigator.visited).toEqual([links.servicesOf(3)]);
  });

  it("links each category's own page once any page has read the categories", async () => {
    const app = testApp();
    const footer = app.get(FooterPresenter);

    await app.get(HomePresenter).load();

    expect(footer.services[0]).toEqual({
      key: '1',
      name: 'Air Conditioning & Heating',
      href: links.servicesOf(1),
    });
    // The demo's seventh category has nothing to book yet, so it is not linked.
    expect(footer.services.map((service) => service.href)).not.toContain(links.categories);
    expect(footer.services).toHaveLength(6);
  });

  it("goes to the home page's list when the categories cannot be read", async () => {
    const app = testApp();
    app.gateways.catalog.failNext('listCategories', unavailable('network'), 4);

    await app.get(FooterPresenter).open(0);

    expect(app.navigator.visited).toEqual([links.categories]);
    expect(app.get(CatalogCache).categories).toBeUndefined();
  });
});
