// A catalogue ten times the demo's for the search benchmark: the demo's six categories that have
// services, 100 services and 1,000 options, named after the demo's own services and options (with
// a number, so many names share words, as in a large real catalogue: "Split AC 4 · Gas refill 7").
import type { DemoCatalogue } from '../../src/adapters/fake/demoCatalogue.ts';
import { demoCatalogue } from '../../src/adapters/fake/demoCatalogue.ts';

export const GENERATED_SERVICES = 100;
export const GENERATED_OPTIONS_PER_SERVICE = 10;

export function generatedCatalogue(): DemoCatalogue {
  const categories = demoCatalogue.categories.filter((category) => category.hasServices);
  const demoServices = demoCatalogue.services.filter((service) => service.hasOptions);
  const services = Array.from({ length: GENERATED_SERVICES }, (_, index) => {
    const like = demoServices[index % demoServices.length]!;
    const category = categories.find((each) => each.id === like.categoryId)!;
    return {
      ...like,
      id: 10_000 + index,
      name: `${like.name} ${Math.floor(index / demoServices.length) + 1}`,
      categoryId: category.id,
      categoryName: category.name,
    };
  });
  const options = services.flatMap((service, serviceIndex) =>
    Array.from({ length: GENERATED_OPTIONS_PER_SERVICE }, (_, index) => {
      const like =
        demoCatalogue.options[(serviceIndex * 7 + index) % demoCatalogue.options.length]!;
      return {
        ...like,
        id: 100_000 + serviceIndex * GENERATED_OPTIONS_PER_SERVICE + index,
        name: `${like.name} ${index + 1}`,
        serviceId: service.id,
        serviceName: service.name,
      };
    }),
  );
  return { categories: demoCatalogue.categories, services, options };
}

/** The provider's wire rows (SPEC §4) for one category's services and for one service's options. */
export function wireRows(catalogue: DemoCatalogue) {
  const servicesOf = (categoryId: number) =>
    catalogue.services
      .filter((service) => service.categoryId === categoryId)
      .map((service) => ({
        ServiceId: service.id,
        Service_Name: service.name,
        Service_Description: service.description ?? null,
        Service_Icon: service.icon ?? null,
        Category_Name: service.categoryName,
        has_Service_Options: service.hasOptions,
      }));
  const optionsOf = (serviceId: number) =>
    catalogue.options
      .filter((option) => option.serviceId === serviceId)
      .map((option) => ({
        Service_Option_Id: option.id,
        Service_Name: option.serviceName,
        Service_Option_Name: option.name,
        Service_Option_Description: option.description ?? null,
        Service_Option_Price: option.price === undefined ? null : option.price / 100,
        Service_Option_Icon: option.icon ?? null,
      }));
  return { servicesOf, optionsOf };
}
