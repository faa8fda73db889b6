import { describe, expect, it } from 'vitest';
import type { CatalogGateway } from '../../../src/core/catalog/CatalogGateway';
import { expectId, expectOptionalText, expectPaise, expectShownText } from './domainExpectations';
import type { Scenario } from './Scenario';

/** The situations the CatalogGateway contract is checked in. */
export interface CatalogGatewayScenarios {
  /** The catalogue has categories. */
  readonly categoriesExist: Scenario<CatalogGateway, object>;
  /** Category `categoryId` has services. */
  readonly categoryHasServices: Scenario<CatalogGateway, { readonly categoryId: number }>;
  /** Service `serviceId` has options. */
  readonly serviceHasOptions: Scenario<CatalogGateway, { readonly serviceId: number }>;
}

/** Registers the behaviour every CatalogGateway must show, for one adapter. */
export function catalogGatewayContract(adapter: string, scenarios: CatalogGatewayScenarios): void {
  describe(`${adapter} keeps the CatalogGateway contract`, () => {
    it('lists categories, each with its own whole-number id, a name and a has-services flag', () =>
      scenarios.categoriesExist(async (catalog) => {
        const result = await catalog.listCategories();
        if (!result.ok) throw new Error(`listCategories failed: ${JSON.stringify(result.error)}`);
        expect(result.value.length).toBeGreaterThan(0);
        for (const category of result.value) {
          expectId(category.id);
          expectShownText(category.name);
          expect(typeof category.hasServices).toBe('boolean');
        }
        const ids = result.value.map((category) => category.id);
        expect(new Set(ids).size).toBe(ids.length);
      }));

    it("gives a category's missing description or icon as absent, never as 'n_a' or blank", () =>
      scenarios.categoriesExist(async (catalog) => {
        const result = await catalog.listCategories();
        if (!result.ok) throw new Error(`listCategories failed: ${JSON.stringify(result.error)}`);
        for (const category of result.value) {
          expectOptionalText(category.description);
          expectOptionalText(category.icon);
        }
      }));

    it('lists the services of a category, each carrying the name of that one category', () =>
      scenarios.categoryHasServices(async (catalog, { categoryId }) => {
        const result = await catalog.listServices(categoryId);
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
      }));

    it('lists the options of a service with prices in whole paise, or none', () =>
      scenarios.serviceHasOptions(async (catalog, { serviceId }) => {
        const result = await catalog.listOptions(serviceId);
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
      }));
  });
}
