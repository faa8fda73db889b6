import type { V3MockServer } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../src/adapters/http/ApiClient';
import { HttpBookingGateway } from '../../src/adapters/http/HttpBookingGateway';
import { HttpCatalogGateway } from '../../src/adapters/http/HttpCatalogGateway';
import {
  bookingDetailInTelugu,
  bookingsInTelugu,
  categoriesInHindi,
  categoriesInTelugu,
  optionsInTelugu,
  servicesInTelugu,
  type AskedLanguage,
} from './interactions/catalogueLanguageInteractions';
import { extensionProvider, newPact, PACT_DIR, TEST_API_KEY, type PactScenario } from './pactSetup';

/** The catalogue-languages extension's own pact: GharSevaWeb-HomeServicesApi-catalogue-languages.json. */
const pact = newPact(PACT_DIR, extensionProvider('catalogue-languages'));

/** The app's client as a build with the extension makes it: the customer reads `language`. */
function clientIn(server: V3MockServer, language: AskedLanguage): ApiClient {
  return new ApiClient({
    baseUrl: server.url,
    apiKey: TEST_API_KEY,
    timeoutMs: 5000,
    retries: 0,
    language: () => language,
  });
}

/** Runs `check` on a gateway over the app's client asking in the scenario's language. */
async function runIn<G, P>(
  language: AskedLanguage,
  scenario: PactScenario<P>,
  gatewayFor: (client: ApiClient) => G,
  check: (gateway: G, params: P) => Promise<void>,
): Promise<void> {
  await scenario.addTo(pact).executeTest(async (server) => {
    await check(gatewayFor(clientIn(server, language)), scenario.params);
    // The mock server records a match after answering (pactSetup.ts, MATCH_RECORD_GRACE_MS).
    await new Promise((resolve) => setTimeout(resolve, 25));
  });
}

const catalogue = (client: ApiClient) => new HttpCatalogGateway(client, 'network');
const bookings = (client: ApiClient) => new HttpBookingGateway(client);

describe('HttpCatalogGateway in the customer language (catalogue-languages)', () => {
  it('reads the categories in Telugu, ids, icons and flags as in English', () =>
    runIn('te', categoriesInTelugu, catalogue, async (gateway) => {
      const categories = await gateway.listCategories();

      expect(categories.ok && categories.value).toEqual([
        {
          id: 1,
          name: 'AC & హీటింగ్',
          description: 'AC సర్వీస్, గ్యాస్ రీఫిల్, ఇన్‌స్టాలేషన్; గీజర్లు, రూమ్ హీటర్లు.',
          icon: '/icons/ac.svg',
          hasServices: true,
        },
        { id: 6, name: 'ప్లంబింగ్', hasServices: true },
      ]);
    }));

  it('reads the categories in Hindi', () =>
    runIn('hi', categoriesInHindi, catalogue, async (gateway) => {
      const categories = await gateway.listCategories();

      expect(categories.ok && categories.value.map((category) => category.name)).toEqual([
        'AC और हीटिंग',
        'प्लंबिंग',
      ]);
    }));

  it("reads a category's services in Telugu, the category's name too", () =>
    runIn('te', servicesInTelugu, catalogue, async (gateway, { categoryId }) => {
      const services = await gateway.listServices(categoryId);

      expect(services.ok && services.value[0]).toMatchObject({
        id: 11,
        name: 'స్ప్లిట్ AC',
        categoryName: 'AC & హీటింగ్',
        hasOptions: true,
      });
    }));

  it("reads a service's options in Telugu, a description without Telugu words in English, prices as they are", () =>
    runIn('te', optionsInTelugu, catalogue, async (gateway, { serviceId }) => {
      const options = await gateway.listOptions(serviceId);

      expect(
        options.ok &&
          options.value.map(({ id, name, description, price }) => ({
            id,
            name,
            description,
            price,
          })),
      ).toEqual([
        {
          id: 111,
          name: 'ఫోమ్-జెట్ సర్వీస్',
          description: 'ఫిల్టర్లు, కాయిల్‌లు, డ్రైన్ ట్రేని ఫోమ్, జెట్ పంప్‌తో డీప్ క్లీన్ చేస్తాం.',
          price: 59900,
        },
        {
          id: 113,
          name: 'రిపేర్',
          description: 'Visit and diagnosis; parts quoted before any work.',
          price: 34950,
        },
      ]);
    }));
});

describe('HttpBookingGateway in the customer language (catalogue-languages)', () => {
  it("names the services of a customer's bookings in Telugu", () =>
    runIn('te', bookingsInTelugu, bookings, async (gateway, { userId }) => {
      const rows = await gateway.listBookings(userId);

      expect(rows.ok && rows.value.map((row) => [row.bookingId, row.serviceName])).toEqual([
        [5005, 'బాత్‌రూమ్ ఫిట్టింగ్స్'],
        [5004, 'స్విచ్‌లు & సాకెట్లు'],
      ]);
    }));

  it("names the options of a booking's work orders in Telugu, prices as they are", () =>
    runIn('te', bookingDetailInTelugu, bookings, async (gateway, { bookingId }) => {
      const detail = await gateway.getBookingDetail(bookingId);

      expect(
        detail.ok && detail.value.map((order) => [order.optionName, order.totalPrice]),
      ).toEqual([
        ['సాకెట్ రీప్లేస్‌మెంట్', 44700],
        ['థర్మోస్టాట్ రీప్లేస్‌మెంట్', 33333],
      ]);
    }));
});
