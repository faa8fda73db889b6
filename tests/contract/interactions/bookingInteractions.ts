import { HTTPResponseStatusClass, MatchersV3 } from '@pact-foundation/pact';
import type { CartLine } from '../../../src/core/booking/Booking';
import {
  jsonTextOfRows,
  matchingRegex,
  NO_ROWS_PATTERN,
  nonBlankText,
  requestHeaders,
  type PactScenario,
} from '../pactSetup';

const { boolean, integer, matchStatus } = MatchersV3;

/** The booking calls of the contract: save-cart, book-service, the two lists and the cancel. */

export const bookingRows = [
  {
    BookingID: 5005,
    BookingCode: 'GS-26131-5005',
    CreatedDate: '2026-05-11T09:30:00',
    Service_Name: 'Bathroom fittings',
    Service_Icon: '/icons/plumbing.svg',
  },
  {
    BookingID: 5004,
    BookingCode: 'GS-26130-5004',
    CreatedDate: '2026-05-10T06:30:00.1234567',
    Service_Name: 'Switches & sockets',
    Service_Icon: null,
  },
];

export const workOrderRows = [
  {
    ReferenceCode: 'GS-26130-5004',
    WorkOrderID: 9007,
    Service_Option_Name: 'Socket replacement',
    Service_Option_Icon: '/icons/socket.svg',
    Quantity: 3,
    UnitPrice: 149,
    TotalPrice: 447,
    CreatedDate: '2026-05-10T06:30:00',
    WorkOrderStatusId: 2,
    StatusName: 'Assigned',
  },
  {
    ReferenceCode: 'GS-26130-5004',
    WorkOrderID: 9008,
    Service_Option_Name: 'Thermostat replacement',
    Service_Option_Icon: 'n_a',
    Quantity: 1,
    UnitPrice: 333.33,
    TotalPrice: 333.33,
    CreatedDate: '2026-05-10T06:30:00',
    WorkOrderStatusId: 1,
    StatusName: 'Not Assigned',
  },
];

const CUSTOMER_ID = 101;
const cartLines: readonly CartLine[] = [{ optionId: 111, quantity: 2, unitPrice: 59900 }];

export const customerSavesCart: PactScenario<{ userId: number; lines: readonly CartLine[] }> = {
  params: { userId: CUSTOMER_ID, lines: cartLines },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('user {userId} exists and service option {optionId} is offered', {
        userId: CUSTOMER_ID,
        optionId: 111,
      })
      .uponReceiving("a request to save the customer's cart")
      .withRequest('POST', '/Services/save-cart', (request) =>
        request.headers(requestHeaders).jsonBody({
          user_Id: CUSTOMER_ID,
          createdBy: CUSTOMER_ID,
          cartItems: [{ service_Option_Id: 111, quantity: 2, UnitPrice: 599 }],
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ message: nonBlankText('Cart saved successfully') }),
      ),
};

export const customerBooksSavedCart: PactScenario<{ userId: number }> = {
  params: { userId: CUSTOMER_ID },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('user {userId} has a saved cart with service option {optionId}', {
        userId: CUSTOMER_ID,
        optionId: 111,
      })
      .uponReceiving('a request to book the saved cart')
      .withRequest('POST', '/Services/book-service', (request) =>
        request.headers(requestHeaders).jsonBody({ user_Id: CUSTOMER_ID }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ result: { data: integer(5006) } })),
};

export const customerHasBookings: PactScenario<{ userId: number }> = {
  params: { userId: CUSTOMER_ID },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('user {userId} has bookings', { userId: CUSTOMER_ID })
      .uponReceiving("a request for a customer's bookings")
      .withRequest('GET', `/Services/BookingsByUserId/${CUSTOMER_ID}`, (request) =>
        request.headers(requestHeaders),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ status: true, data: jsonTextOfRows('BookingID', bookingRows) }),
      ),
};

export const customerHasNoBookings: PactScenario<{ userId: number }> = {
  params: { userId: 102 },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('user {userId} has no bookings', { userId: 102 })
      .uponReceiving('a request for the bookings of a customer who has none')
      .withRequest('GET', '/Services/BookingsByUserId/102', (request) =>
        request.headers(requestHeaders),
      )
      .willRespondWith(200, (response) =>
        // Either status; `data` is the JSON text of an empty list or the wire's empty text.
        response.jsonBody({ status: boolean(true), data: matchingRegex(NO_ROWS_PATTERN, '[]') }),
      ),
};

export const bookingHasWorkOrders: PactScenario<{ bookingId: number }> = {
  params: { bookingId: 5004 },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('booking {bookingId} of user {userId} has work orders', {
        bookingId: 5004,
        userId: CUSTOMER_ID,
      })
      .uponReceiving('a request for the work orders of a booking')
      .withRequest('GET', '/Services/BookingsRefByBookingID/5004', (request) =>
        request.headers(requestHeaders),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: jsonTextOfRows('WorkOrderID', workOrderRows) }),
      ),
};

export const bookingHasNoWorkOrders: PactScenario<{ bookingId: number }> = {
  params: { bookingId: 9999 },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('booking {bookingId} has no work orders', { bookingId: 9999 })
      .uponReceiving('a request for the work orders of a booking without any')
      .withRequest('GET', '/Services/BookingsRefByBookingID/9999', (request) =>
        request.headers(requestHeaders),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: matchingRegex(NO_ROWS_PATTERN, '[]') }),
      ),
};

export const customerCancelsWorkOrder: PactScenario<{ userId: number; workOrderId: number }> = {
  params: { userId: CUSTOMER_ID, workOrderId: 9008 },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('work order {workOrderId} of user {userId} is cancellable', {
        userId: CUSTOMER_ID,
        workOrderId: 9008,
      })
      .uponReceiving('a request to cancel a work order')
      .withRequest('POST', '/WorkOrder/workOrderStatusChange', (request) =>
        request
          .headers(requestHeaders)
          .jsonBody({ UserId: CUSTOMER_ID, WorkOrderId: 9008, ChangeWOStatusId: 7 }),
      )
      // The answer's body is not specified: any 2xx is success, so only the status is pinned.
      .willRespondWith(matchStatus(200, HTTPResponseStatusClass.Success)),
};
