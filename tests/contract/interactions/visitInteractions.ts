import { jsonTextOfRows, requestHeaders, type PactScenario } from '../pactSetup';
import { workOrderRows } from './bookingInteractions';

/**
 * The visit extension (README, "Contract extensions"): each row of a booking's work orders also
 * carries its visit window (`Visit_Start`, `Visit_End`: ISO 8601 text with Hyderabad's offset,
 * null until agreed) and its technician (`Technician_First_Name`, `Technician_Contact`: null or
 * "n_a" until assigned). The app reads its step from `WorkOrderStatusId`, as before.
 */

const CUSTOMER_ID = 101;
const BOOKING_ID = 5004;

const rowsWithVisits = [
  {
    ...workOrderRows[0],
    Visit_Start: '2026-11-25T10:00:00+05:30',
    Visit_End: '2026-11-25T12:00:00+05:30',
    Technician_First_Name: 'Ravi',
    Technician_Contact: '+91 90000 11001',
  },
  {
    ...workOrderRows[1],
    Visit_Start: '2026-11-25T10:00:00+05:30',
    Visit_End: '2026-11-25T12:00:00+05:30',
    Technician_First_Name: null,
    Technician_Contact: null,
  },
];

export const bookingHasVisits: PactScenario<{ bookingId: number }> = {
  params: { bookingId: BOOKING_ID },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('booking {bookingId} of user {userId} has a visit window and an assigned technician', {
        bookingId: BOOKING_ID,
        userId: CUSTOMER_ID,
      })
      .uponReceiving('a request for the work orders of a booking, with their visits')
      .withRequest('GET', `/Services/BookingsRefByBookingID/${BOOKING_ID}`, (request) =>
        request.headers(requestHeaders),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: jsonTextOfRows('WorkOrderID', rowsWithVisits) }),
      ),
};
