import { jsonTextOfRows, requestHeaders, type PactScenario } from '../pactSetup';

/** The three catalogue calls of the contract. Rows are examples; `data` is checked by pattern. */

export const categoryRows = [
  {
    CategoryId: 1,
    Category_Name: 'Air Conditioning & Heating',
    Category_Description: 'AC servicing, gas refills and installation, geysers and room heaters.',
    Category_Icon: '/icons/ac.svg',
    has_Services: true,
  },
  {
    CategoryId: 6,
    Category_Name: 'Plumbing',
    Category_Description: null,
    Category_Icon: 'n_a',
    has_Services: true,
  },
];

export const serviceRows = [
  {
    ServiceId: 11,
    Service_Name: 'Split AC',
    Service_Description: 'Service, repair and installation of split air conditioners.',
    Service_Icon: '/icons/split-ac.svg',
    Category_Name: 'Air Conditioning & Heating',
    has_Service_Options: true,
  },
  {
    ServiceId: 15,
    Service_Name: 'Duct cleaning',
    Service_Description: 'n_a',
    Service_Icon: null,
    Category_Name: 'Air Conditioning & Heating',
    has_Service_Options: false,
  },
];

export const serviceOptionRows = [
  {
    Service_Option_Id: 111,
    Service_Name: 'Split AC',
    Service_Option_Name: 'Foam-jet service',
    Service_Option_Description: 'Indoor and outdoor unit cleaning with foam and water jet.',
    Service_Option_Price: 599,
    Service_Option_Icon: '/icons/foam-jet.svg',
  },
  {
    Service_Option_Id: 113,
    Service_Name: 'Split AC',
    Service_Option_Name: 'Repair',
    Service_Option_Description: null,
    Service_Option_Price: 349.5,
    Service_Option_Icon: null,
  },
];

export const categoriesExist: PactScenario<Record<string, never>> = {
  params: {},
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('the catalogue has categories')
      .uponReceiving('a request for all categories')
      .withRequest('POST', '/Services/allCategory', (request) =>
        request.headers(requestHeaders).jsonBody({}),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: jsonTextOfRows('CategoryId', categoryRows) }),
      ),
};

export const categoryHasServices: PactScenario<{ categoryId: number; categoryName: string }> = {
  params: { categoryId: 1, categoryName: 'Air Conditioning & Heating' },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('category {categoryId} has services', { categoryId: 1 })
      .uponReceiving('a request for the services of a category')
      .withRequest('POST', '/Services/allServicesByCategoryId/1', (request) =>
        request.headers(requestHeaders).jsonBody({}),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: jsonTextOfRows('ServiceId', serviceRows) }),
      ),
};

export const serviceHasOptions: PactScenario<{ serviceId: number }> = {
  params: { serviceId: 11 },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('service {serviceId} has options', { serviceId: 11 })
      .uponReceiving('a request for the options of a service')
      .withRequest('POST', '/Services/allSubServicesByServiceId', (request) =>
        request.headers(requestHeaders).jsonBody({ serviceId: 11 }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: jsonTextOfRows('Service_Option_Id', serviceOptionRows) }),
      ),
};
