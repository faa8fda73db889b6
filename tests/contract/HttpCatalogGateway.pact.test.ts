import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/adapters/http/ApiClient';
import { HttpCatalogGateway } from '../../src/adapters/http/HttpCatalogGateway';
import {
  categoriesExist,
  categoryHasServices,
  serviceHasOptions,
} from './interactions/catalogInteractions';
import { newPact, runScenario } from './pactSetup';

const pact = newPact();
const gateway = (client: ApiClient) => new HttpCatalogGateway(client);

describe('HttpCatalogGateway', () => {
  it('lists the categories (Services/allCategory)', () =>
    runScenario(pact, categoriesExist, gateway, async (catalog) => {
      expect(await catalog.listCategories()).toEqual({
        ok: true,
        value: [
          {
            id: 1,
            name: 'Air Conditioning & Heating',
            description: 'AC servicing, gas refills and installation, geysers and room heaters.',
            icon: '/icons/ac.svg',
            hasServices: true,
          },
          { id: 6, name: 'Plumbing', hasServices: true },
        ],
      });
    }));

  it('lists the services of a category (Services/allServicesByCategoryId)', () =>
    runScenario(
      pact,
      categoryHasServices,
      gateway,
      async (catalog, { categoryId, categoryName }) => {
        expect(await catalog.listServices(categoryId)).toEqual({
          ok: true,
          value: [
            {
              id: 11,
              name: 'Split AC',
              description: 'Service, repair and installation of split air conditioners.',
              icon: '/icons/split-ac.svg',
              categoryName,
              hasOptions: true,
            },
            { id: 15, name: 'Duct cleaning', categoryName, hasOptions: false },
          ],
        });
      },
    ));

  it('lists the options of a service with prices in paise (Services/allSubServicesByServiceId)', () =>
    runScenario(pact, serviceHasOptions, gateway, async (catalog, { serviceId }) => {
      expect(await catalog.listOptions(serviceId)).toEqual({
        ok: true,
        value: [
          {
            id: 111,
            serviceName: 'Split AC',
            name: 'Foam-jet service',
            description: 'Indoor and outdoor unit cleaning with foam and water jet.',
            price: 59900,
            icon: '/icons/foam-jet.svg',
          },
          { id: 113, serviceName: 'Split AC', name: 'Repair', price: 34950 },
        ],
      });
    }));
});
