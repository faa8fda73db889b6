import { expect } from 'vitest';
import { HttpCatalogGateway } from '../../../src/adapters/http/HttpCatalogGateway';
import type { DemoBackend } from '../../../src/adapters/fake/DemoBackend';
import type { CatalogGateway } from '../../../src/core/catalog/CatalogGateway';
import * as catalog from '../interactions/catalogInteractions';
import { PROVIDER } from '../pactSetup';
import { expectId, expectOptionalText, expectPaise, expectShownText } from './domainExpectations';
import { caseOf, type PortContract } from './portContract';

const catalogCase = caseOf<CatalogGateway>();

function categoryWithServices(backend: DemoBackend) {
  const category = backend.categories().find((candidate) => candidate.hasServices);
  if (!category) throw new Error('the demo catalogue has no category with services');
  return { categoryId: category.id };
}

function serviceWithOptions(backend: DemoBackend) {
  const service = backend.services(0).find((candidate) => candidate.hasOptions);
  if (!service) throw new Error('the demo catalogue has no service with options');
  return { serviceId: service.id };
}

/** What every CatalogGateway does. */
export const catalogGatewayContract: PortContract<CatalogGateway> = {
  about: 'CatalogGateway',
  provider: PROVIDER,
  demo: (gateways) => gateways.catalog,
  http: (client) => new HttpCatalogGateway(client),
  cases: [
    catalogCase({
      does: 'lists categories, each with its own whole-number id, a name and a has-services flag',
      demo: () => ({}),
      pact: catalog.categoriesExist,
      check: async (gateway) => {
        const result = await gateway.listCategories();
        if (!result.ok) throw new Error(`listCategories failed: ${JSON.stringify(result.error)}`);
        expect(result.value.length).toBeGreaterThan(0);
        for (const category of result.value) {
          expectId(category.id);
          expectShownText(category.name);
          expect(typeof category.hasServices).toBe('boolean');
        }
        const ids = result.value.map((category) => category.id);
        expect(new Set(ids).size).toBe(ids.length);
      },
    }),
    catalogCase({
      does: "gives a category's missing description or icon as absent, never as 'n_a' or blank",
      demo: () => ({}),
      pact: catalog.categoriesExist,
      check: async (gateway) => {
        const result = await gateway.listCategories();
        if (!result.ok) throw new Error(`listCategories failed: ${JSON.stringify(result.error)}`);
        for (const category of result.value) {
          expectOptionalText(category.description);
          expectOptionalText(category.icon);
        }
      },
    }),
    catalogCase({
      does: 'lists the services of a category, each carrying the name of that one category',
      demo: categoryWithServices,
      pact: catalog.categoryHasServices,
      check: async (gateway, { categoryId }) => {
        const result = await gateway.listServices(categoryId);
        if (!result.ok) throw new Error(`listServices failed: ${JSON.stringify(result.error)}`);
        expect(result.value.length).toBeGreaterThan(0);
        for (const service of result.value) {
          expectId(service.id);
          expectShownText(service.name);
          expectOptionalText(service.description);
          expectOptionalText(service.icon);
          expect(typeof service.hasOptions).toBe('boolean');
        }
        const categoryNames = new Set(result.value.map((service) => service.categoryName));
        expect(categoryNames.size).toBe(1);
        expectShownText([...categoryNames][0]);
      },
    }),
    catalogCase({
      does: 'lists the options of a service with prices in whole paise, or none',
      demo: serviceWithOptions,
      pact: catalog.serviceHasOptions,
      check: async (gateway, { serviceId }) => {
        const result = await gateway.listOptions(serviceId);
        if (!result.ok) throw new Error(`listOptions failed: ${JSON.stringify(result.error)}`);
        expect(result.value.length).toBeGreaterThan(0);
        for (const option of result.value) {
          expectId(option.id);
          expectShownText(option.name);
          expectShownText(option.serviceName);
          expectOptionalText(option.description);
          expectOptionalText(option.icon);
          if (option.price !== undefined) expectPaise(option.price);
        }
      },
    }),
  ],
};
