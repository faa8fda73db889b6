import { MatchersV3 } from '@pact-foundation/pact';
import type { RatingSubmission } from '../../../src/core/rating/Rating';
import {
  jsonTextOfRows,
  matchingRegex,
  nonBlankText,
  requestHeaders,
  type PactScenario,
} from '../pactSetup';

const { boolean } = MatchersV3;

/**
 * The ratings extension (README, "Ratings"): every rated service's summary
 * (`Services/ratingSummaries`), a service's reviews 10 a page (`Services/reviews/{serviceId}`),
 * rating a completed work order or changing the rating within its window (`WorkOrder/rate`), and
 * each work order's rating and its technician's record on a booking's detail rows.
 */

const CUSTOMER_ID = 101;
/** Booking 5003's tap replacement, done at its visit: the seed's order she can still rate. */
const RATEABLE_ORDER_ID = 9000;
/** Booking 5001's foam-jet service, done long ago: its window is over. */
const LONG_DONE_ORDER_ID = 9001;
const BOOKING_TO_RATE = 5003;
const REVIEWED_SERVICE_ID = 61;

export const A_RATING: RatingSubmission = {
  stars: 4,
  tags: ['on-time', 'clean-work'],
  comment: 'Came on time and left the bathroom clean.',
};
const A_CHANGED_RATING: RatingSubmission = { stars: 3, tags: ['late', 'fixed-first-time'] };

const rateBody = (workOrderId: number, rating: RatingSubmission) => ({
  UserId: CUSTOMER_ID,
  WorkOrderId: workOrderId,
  Stars: rating.stars,
  Tags: [...rating.tags],
  Comment: rating.comment ?? null,
});

const summaryRows = [
  { Service_Id: 11, Rating_Average: 4.62, Rating_Count: 1240 },
  { Service_Id: 61, Rating_Average: 4.71, Rating_Count: 1018 },
];

const reviewsPage = {
  Reviews: [
    {
      Stars: 5,
      Tags: ['fair-price'],
      Comment: 'టెక్నీషియన్ చాలా బాగా చేశారు. ధర కూడా సరిగ్గా ఉంది.',
      Customer: 'Sravani K.',
      Month: '2026-05',
      Language: 'te',
    },
    {
      Stars: 3,
      Tags: ['late'],
      Comment: null,
      Customer: 'Rahul M.',
      Month: '2026-04',
      Language: null,
    },
  ],
  More: true,
};

// JSON text of one object with a list of reviews and whether more follow.
const REVIEWS_PATTERN = String.raw`^\{[\s\S]*"Reviews"\s*:\s*\[[\s\S]*\][\s\S]*"More"\s*:\s*(true|false)[\s\S]*\}$`;

export const servicesHaveRatings: PactScenario<Record<string, never>> = {
  params: {},
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('services have ratings')
      .uponReceiving("a request for every rated service's summary")
      .withRequest('GET', '/Services/ratingSummaries', (request) => request.headers(requestHeaders))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          status: boolean(true),
          data: jsonTextOfRows('Service_Id', summaryRows),
        }),
      ),
};

export const serviceHasReviews: PactScenario<{ serviceId: number; page: number }> = {
  params: { serviceId: REVIEWED_SERVICE_ID, page: 1 },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('service {serviceId} has more than 10 reviews', { serviceId: REVIEWED_SERVICE_ID })
      .uponReceiving("a request for the first page of a service's reviews")
      .withRequest('GET', `/Services/reviews/${REVIEWED_SERVICE_ID}`, (request) =>
        request.headers(requestHeaders).query({ page: '1' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          status: boolean(true),
          data: matchingRegex(REVIEWS_PATTERN, JSON.stringify(reviewsPage)),
        }),
      ),
};

type RateParams = { userId: number; workOrderId: number; rating: RatingSubmission };

const rateable = { workOrderId: RATEABLE_ORDER_ID, userId: CUSTOMER_ID };

export const customerRatesOrder: PactScenario<RateParams> = {
  params: { ...rateable, rating: A_RATING },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('work order {workOrderId} of user {userId} is completed and can be rated', rateable)
      .uponReceiving('a rating of a completed work order')
      .withRequest('POST', '/WorkOrder/rate', (request) =>
        request.headers(requestHeaders).jsonBody(rateBody(RATEABLE_ORDER_ID, A_RATING)),
      )
      // The app reads `status` alone.
      .willRespondWith(200, (response) => response.jsonBody({ status: boolean(true) })),
};

export const customerChangesRating: PactScenario<RateParams> = {
  params: { ...rateable, rating: A_CHANGED_RATING },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given(
        'work order {workOrderId} of user {userId} was rated and can still be changed',
        rateable,
      )
      .uponReceiving('a changed rating of a work order within its window')
      .withRequest('POST', '/WorkOrder/rate', (request) =>
        request.headers(requestHeaders).jsonBody(rateBody(RATEABLE_ORDER_ID, A_CHANGED_RATING)),
      )
      .willRespondWith(200, (response) => response.jsonBody({ status: boolean(true) })),
};

const longDone = { workOrderId: LONG_DONE_ORDER_ID, userId: CUSTOMER_ID };

export const customerRatesAfterWindow: PactScenario<RateParams> = {
  params: { ...longDone, rating: A_RATING },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given(
        'work order {workOrderId} of user {userId} was completed more than 7 days ago',
        longDone,
      )
      .uponReceiving('a rating of a work order whose window is over')
      .withRequest('POST', '/WorkOrder/rate', (request) =>
        request.headers(requestHeaders).jsonBody(rateBody(LONG_DONE_ORDER_ID, A_RATING)),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          status: false,
          data: nonBlankText('This visit can no longer be rated'),
        }),
      ),
};

const ratedRows = [
  {
    ReferenceCode: 'GS-26127-5003',
    WorkOrderID: 9005,
    Service_Option_Name: 'Washing machine repair',
    Service_Option_Icon: 'n_a',
    Quantity: 1,
    UnitPrice: 399,
    TotalPrice: 399,
    CreatedDate: '2026-05-06T08:30:00',
    WorkOrderStatusId: 4,
    StatusName: 'On Hold',
    Rating_Stars: null,
    Rating_Tags: [],
    Rating_Comment: null,
    Rating_Editable_Until: null,
    Technician_Rating: 4.4,
    Technician_Jobs: 341,
    Technician_Photo: null,
  },
  {
    ReferenceCode: 'GS-26127-5003',
    WorkOrderID: RATEABLE_ORDER_ID,
    Service_Option_Name: 'Tap replacement',
    Service_Option_Icon: 'n_a',
    Quantity: 1,
    UnitPrice: 249,
    TotalPrice: 249,
    CreatedDate: '2026-05-06T08:30:00',
    WorkOrderStatusId: 5,
    StatusName: 'Completed',
    Rating_Stars: 4,
    Rating_Tags: ['on-time', 'clean-work'],
    Rating_Comment: 'Came on time and left the bathroom clean.',
    Rating_Editable_Until: '2026-05-14T14:00:00+05:30',
    Technician_Rating: 4.5,
    Technician_Jobs: 403,
    Technician_Photo: 'https://photos.gharseva.example/technicians/naresh.webp',
  },
];

export const ratedBookingDetail: PactScenario<{ bookingId: number }> = {
  params: { bookingId: BOOKING_TO_RATE },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given(
        'booking {bookingId} of user {userId} has a completed work order rated within its window',
        {
          bookingId: BOOKING_TO_RATE,
          userId: CUSTOMER_ID,
        },
      )
      .uponReceiving('a request for the work orders of a booking, with their ratings')
      .withRequest('GET', `/Services/BookingsRefByBookingID/${BOOKING_TO_RATE}`, (request) =>
        request.headers(requestHeaders),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: jsonTextOfRows('WorkOrderID', ratedRows) }),
      ),
};
