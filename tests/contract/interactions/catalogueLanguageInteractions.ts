import { jsonTextOfRows, requestHeaders, type PactScenario } from '../pactSetup';
import { bookingRows, workOrderRows } from './bookingInteractions';
import { categoryRows, serviceOptionRows, serviceRows } from './catalogInteractions';

/**
 * The catalogue-languages extension (README, "Catalogue languages"): every call carries
 * `Accept-Language: <en|hi|te>`, the language the customer reads now, and every read that names
 * the catalogue answers its names and descriptions in it, each field falling back to English
 * where the backend has no translation. Ids, prices, icons and flags are the spec's pact's; the
 * rows here are those examples with their words in Telugu or Hindi. Pact cannot look inside the
 * JSON text of `data`, so the language is in the request's header and in the examples; the kit
 * reads the answers with the app's decoders.
 */

export type AskedLanguage = 'hi' | 'te';

const askingIn = (language: AskedLanguage) => ({ ...requestHeaders, 'Accept-Language': language });

/** Replaces the words of each row, keeping every other field as the spec's example has it. */
const withWords = <T extends object>(rows: readonly T[], words: readonly Partial<T>[]): T[] =>
  rows.map((row, index) => ({ ...row, ...words[index] }));

export const teluguCategoryRows = withWords(categoryRows, [
  {
    Category_Name: 'AC & హీటింగ్',
    Category_Description: 'AC సర్వీస్, గ్యాస్ రీఫిల్, ఇన్‌స్టాలేషన్; గీజర్లు, రూమ్ హీటర్లు.',
  },
  { Category_Name: 'ప్లంబింగ్' },
]);

export const hindiCategoryRows = withWords(categoryRows, [
  {
    Category_Name: 'AC और हीटिंग',
    Category_Description: 'AC सर्विस, गैस रिफ़िल और इंस्टॉलेशन, गीज़र और रूम हीटर।',
  },
  { Category_Name: 'प्लंबिंग' },
]);

export const teluguServiceRows = withWords(serviceRows, [
  {
    Service_Name: 'స్ప్లిట్ AC',
    Service_Description: 'స్ప్లిట్ AC సర్వీస్, రిపేర్, ఇన్‌స్టాలేషన్.',
    Category_Name: 'AC & హీటింగ్',
  },
  { Service_Name: 'డక్ట్ క్లీనింగ్', Category_Name: 'AC & హీటింగ్' },
]);

/** The second option's description has no Telugu words on this backend: it comes in English. */
export const teluguOptionRows = withWords(serviceOptionRows, [
  {
    Service_Name: 'స్ప్లిట్ AC',
    Service_Option_Name: 'ఫోమ్-జెట్ సర్వీస్',
    Service_Option_Description: 'ఫిల్టర్లు, కాయిల్‌లు, డ్రైన్ ట్రేని ఫోమ్, జెట్ పంప్‌తో డీప్ క్లీన్ చేస్తాం.',
  },
  {
    Service_Name: 'స్ప్లిట్ AC',
    Service_Option_Name: 'రిపేర్',
    Service_Option_Description: 'Visit and diagnosis; parts quoted before any work.',
  },
]);

export const teluguBookingRows = withWords(bookingRows, [
  { Service_Name: 'బాత్‌రూమ్ ఫిట్టింగ్స్' },
  { Service_Name: 'స్విచ్‌లు & సాకెట్లు' },
]);

export const teluguWorkOrderRows = withWords(workOrderRows, [
  { Service_Option_Name: 'సాకెట్ రీప్లేస్‌మెంట్' },
  { Service_Option_Name: 'థర్మోస్టాట్ రీప్లేస్‌మెంట్' },
]);

const LANGUAGE_NAMES: Record<AskedLanguage, string> = { hi: 'Hindi', te: 'Telugu' };

const categoriesIn = (
  language: AskedLanguage,
  rows: readonly object[],
): PactScenario<{ language: AskedLanguage }> => ({
  params: { language },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('the catalogue has categories')
      .uponReceiving(`a request for all categories in ${LANGUAGE_NAMES[language]}`)
      .withRequest('POST', '/Services/allCategory', (request) =>
        request.headers(askingIn(language)).jsonBody({}),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: jsonTextOfRows('CategoryId', rows) }),
      ),
});

export const categoriesInTelugu = categoriesIn('te', teluguCategoryRows);
export const categoriesInHindi = categoriesIn('hi', hindiCategoryRows);

export const servicesInTelugu: PactScenario<{ categoryId: number }> = {
  params: { categoryId: 1 },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('category {categoryId} has services', { categoryId: 1 })
      .uponReceiving('a request for the services of a category in Telugu')
      .withRequest('POST', '/Services/allServicesByCategoryId/1', (request) =>
        request.headers(askingIn('te')).jsonBody({}),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: jsonTextOfRows('ServiceId', teluguServiceRows) }),
      ),
};

export const optionsInTelugu: PactScenario<{ serviceId: number }> = {
  params: { serviceId: 11 },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('service {serviceId} has options', { serviceId: 11 })
      .uponReceiving(
        'a request for the options of a service in Telugu, a description without Telugu words in English',
      )
      .withRequest('POST', '/Services/allSubServicesByServiceId', (request) =>
        request.headers(askingIn('te')).jsonBody({ serviceId: 11 }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: jsonTextOfRows('Service_Option_Id', teluguOptionRows) }),
      ),
};

const CUSTOMER_ID = 101;

export const bookingsInTelugu: PactScenario<{ userId: number }> = {
  params: { userId: CUSTOMER_ID },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('user {userId} has bookings', { userId: CUSTOMER_ID })
      .uponReceiving("a request for a customer's bookings in Telugu")
      .withRequest('GET', `/Services/BookingsByUserId/${CUSTOMER_ID}`, (request) =>
        request.headers(askingIn('te')),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ status: true, data: jsonTextOfRows('BookingID', teluguBookingRows) }),
      ),
};

export const bookingDetailInTelugu: PactScenario<{ bookingId: number }> = {
  params: { bookingId: 5004 },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('booking {bookingId} of user {userId} has work orders', {
        bookingId: 5004,
        userId: CUSTOMER_ID,
      })
      .uponReceiving('a request for the work orders of a booking in Telugu')
      .withRequest('GET', '/Services/BookingsRefByBookingID/5004', (request) =>
        request.headers(askingIn('te')),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: jsonTextOfRows('WorkOrderID', teluguWorkOrderRows) }),
      ),
};
