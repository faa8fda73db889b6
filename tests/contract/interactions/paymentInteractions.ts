import { MatchersV3 } from '@pact-foundation/pact';
import type { PaymentProof } from '../../../src/core/payment/Payment';
import {
  jsonTextOfRows,
  matchingRegex,
  nonBlankText,
  requestHeaders,
  type PactScenario,
} from '../pactSetup';
import { workOrderRows } from './bookingInteractions';

const { boolean } = MatchersV3;

/**
 * The payments extension (README, "Payments"): the provider's order for a booking
 * (`Payments/createOrder`, for the amount the backend prices: the body names no amount), the
 * checkout's proof handed back (`Payments/verify`), paying after the service
 * (`Payments/payAfterService`), and each work order's payment on a booking's detail rows.
 *
 * A proof is signed with the backend's key secret, which no pact may hold: the provider state
 * gives a genuine one (`{ "orderId": "…", "paymentId": "…", "signature": "…" }`) and the verifier
 * puts it in the request, as a slots state gives an open window.
 */

const CUSTOMER_ID = 101;
const UNPAID_BOOKING_ID = 5005;
const PAID_BOOKING_ID = 5004;
const REFUNDED_BOOKING_ID = 5002;

const orderData = {
  Provider: 'razorpay',
  Key_Id: 'rzp_test_GharSevaRef01',
  Order_Id: 'order_Nx8Y4cCz1lXw2p',
  Amount: 352.82,
  Currency: 'INR',
};

// JSON text of one object naming its order id as text.
const ORDER_PATTERN = String.raw`^\{[\s\S]*"Order_Id"\s*:\s*"[^"]+"[\s\S]*\}$`;

/** The pact's example proof; a provider state gives a genuine one. */
export const EXAMPLE_PROOF: PaymentProof = {
  orderId: 'order_Nx8Y4cCz1lXw2p',
  paymentId: 'pay_Nx8YB2r4kS7dQe',
  signature: '3f1c2b5e8d0a4c6b9e7f1a2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6e5f4a3',
};

/** A signature nobody made with the key secret: 64 hex digits, as a genuine one looks. */
export const FORGED_SIGNATURE = '0'.repeat(64);

const proofFromState = {
  Order_Id: MatchersV3.fromProviderState('${orderId}', EXAMPLE_PROOF.orderId),
  Payment_Id: MatchersV3.fromProviderState('${paymentId}', EXAMPLE_PROOF.paymentId),
};

const unpaid = { bookingId: UNPAID_BOOKING_ID, userId: CUSTOMER_ID };
const authorized = 'booking {bookingId} of user {userId} is unpaid and its payment was authorized';

type BookingParams = { userId: number; bookingId: number };

export const customerCreatesPaymentOrder: PactScenario<BookingParams> = {
  params: unpaid,
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('booking {bookingId} of user {userId} is unpaid', unpaid)
      .uponReceiving('a request for the payment order of an unpaid booking')
      .withRequest('POST', '/Payments/createOrder', (request) =>
        request
          .headers(requestHeaders)
          .jsonBody({ user_Id: CUSTOMER_ID, BookingID: UNPAID_BOOKING_ID }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          status: boolean(true),
          data: matchingRegex(ORDER_PATTERN, JSON.stringify(orderData)),
        }),
      ),
};

export const customerCreatesPaymentOrderForPaidBooking: PactScenario<BookingParams> = {
  params: { bookingId: PAID_BOOKING_ID, userId: CUSTOMER_ID },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('booking {bookingId} of user {userId} is paid', {
        bookingId: PAID_BOOKING_ID,
        userId: CUSTOMER_ID,
      })
      .uponReceiving('a request for the payment order of a paid booking')
      .withRequest('POST', '/Payments/createOrder', (request) =>
        request
          .headers(requestHeaders)
          .jsonBody({ user_Id: CUSTOMER_ID, BookingID: PAID_BOOKING_ID }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          status: false,
          data: nonBlankText('There is nothing to pay for this booking'),
        }),
      ),
};

export const customerVerifiesPayment: PactScenario<BookingParams & { proof: PaymentProof }> = {
  params: { ...unpaid, proof: EXAMPLE_PROOF },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given(authorized, unpaid)
      .uponReceiving("a request to verify the checkout's proof of payment")
      .withRequest('POST', '/Payments/verify', (request) =>
        request.headers(requestHeaders).jsonBody({
          user_Id: CUSTOMER_ID,
          BookingID: UNPAID_BOOKING_ID,
          ...proofFromState,
          Signature: MatchersV3.fromProviderState('${signature}', EXAMPLE_PROOF.signature),
        }),
      )
      // The app reads `status` alone.
      .willRespondWith(200, (response) => response.jsonBody({ status: true, data: 'paid' })),
};

export const customerVerifiesForgedPayment: PactScenario<BookingParams & { proof: PaymentProof }> =
  {
    params: { ...unpaid, proof: { ...EXAMPLE_PROOF, signature: FORGED_SIGNATURE } },
    addTo: (pact) =>
      pact
        .addInteraction()
        .given(authorized, unpaid)
        .uponReceiving('a proof of payment with a forged signature')
        .withRequest('POST', '/Payments/verify', (request) =>
          request.headers(requestHeaders).jsonBody({
            user_Id: CUSTOMER_ID,
            BookingID: UNPAID_BOOKING_ID,
            ...proofFromState,
            Signature: FORGED_SIGNATURE,
          }),
        )
        .willRespondWith(200, (response) =>
          response.jsonBody({
            status: false,
            data: nonBlankText('The payment could not be verified'),
          }),
        ),
  };

export const customerPaysAfterService: PactScenario<BookingParams> = {
  params: unpaid,
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('booking {bookingId} of user {userId} is unpaid', unpaid)
      .uponReceiving('a request to pay an unpaid booking after the service')
      .withRequest('POST', '/Payments/payAfterService', (request) =>
        request
          .headers(requestHeaders)
          .jsonBody({ user_Id: CUSTOMER_ID, BookingID: UNPAID_BOOKING_ID }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ status: true })),
};

// Each row's amount with its share of the booking's GST, in rupees.
const paidRows = [
  {
    ...workOrderRows[0],
    Payment_State: 'paid',
    Payment_Amount: 527.46,
    Payment_Method: 'card',
    Payment_Time: '2026-05-10T12:05:00+05:30',
  },
  {
    ...workOrderRows[1],
    Payment_State: 'paid',
    Payment_Amount: 393.33,
    Payment_Method: 'card',
    Payment_Time: '2026-05-10T12:05:00+05:30',
  },
];

const refundedRows = [
  {
    ...workOrderRows[0],
    ReferenceCode: 'GS-26110-5002',
    WorkOrderID: 9003,
    WorkOrderStatusId: 6,
    StatusName: 'Rejected',
    Payment_State: 'refunded',
    Payment_Amount: 527.46,
    Payment_Method: 'card',
    Payment_Time: '2026-05-11T12:05:00+05:30',
  },
  {
    ...workOrderRows[1],
    ReferenceCode: 'GS-26110-5002',
    WorkOrderID: 9004,
    WorkOrderStatusId: 7,
    StatusName: 'Cancelled',
    Payment_State: 'refund-started',
    Payment_Amount: 393.33,
    Payment_Method: 'card',
    Payment_Time: '2026-05-11T12:05:00+05:30',
  },
];

export const paidBookingDetail: PactScenario<{ bookingId: number }> = {
  params: { bookingId: PAID_BOOKING_ID },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('booking {bookingId} of user {userId} is paid', {
        bookingId: PAID_BOOKING_ID,
        userId: CUSTOMER_ID,
      })
      .uponReceiving('a request for the work orders of a paid booking, with their payments')
      .withRequest('GET', `/Services/BookingsRefByBookingID/${PAID_BOOKING_ID}`, (request) =>
        request.headers(requestHeaders),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: jsonTextOfRows('WorkOrderID', paidRows) }),
      ),
};

export const refundedBookingDetail: PactScenario<{ bookingId: number }> = {
  params: { bookingId: REFUNDED_BOOKING_ID },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('booking {bookingId} of user {userId} has a refunded work order', {
        bookingId: REFUNDED_BOOKING_ID,
        userId: CUSTOMER_ID,
      })
      .uponReceiving('a request for the work orders of a booking with a refund')
      .withRequest('GET', `/Services/BookingsRefByBookingID/${REFUNDED_BOOKING_ID}`, (request) =>
        request.headers(requestHeaders),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: jsonTextOfRows('WorkOrderID', refundedRows) }),
      ),
};
