import { MatchersV3 } from '@pact-foundation/pact';
import {
  jsonTextOfRows,
  matchingRegex,
  nonBlankText,
  requestHeaders,
  type PactScenario,
} from '../pactSetup';
import { CUSTOMER } from './authInteractions';
import { bookingRows } from './bookingInteractions';

/**
 * The session extension (README, "For the backend team"): verify's success carries a `token` and
 * when the session ends at the latest, `expiresAt`; every later call carries the token as
 * `Authorization: Bearer <token>`; a call without a session the backend knows is answered 401;
 * logout ends the session.
 */

/** What the app can send in a header: visible ASCII, no spaces. */
const TOKEN_PATTERN = String.raw`[\x21-\x7e]+`;
const EXAMPLE_TOKEN = 'c2Vzc2lvbi0xMDEtZXhhbXBsZQ';
/** An instant, ISO 8601 with its time and offset: `2026-12-04T10:30:00Z`, `…+05:30`. */
const INSTANT_PATTERN = String.raw`^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$`;
export const EXAMPLE_EXPIRES_AT = '2026-12-04T10:30:00Z';

export const customerGetsSessionToken: PactScenario<{
  mobile: string;
  code: string;
  name: string;
}> = {
  params: { mobile: CUSTOMER.mobile, code: CUSTOMER.code, name: CUSTOMER.firstName },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('a customer named {firstName} with mobile {mobile} was sent the code {code}', {
        mobile: CUSTOMER.mobile,
        userId: CUSTOMER.userId,
        firstName: CUSTOMER.firstName,
        code: CUSTOMER.code,
      })
      .uponReceiving('the right code, answered with a session token')
      .withRequest('POST', '/Authentication/verifyOtp', (request) =>
        request
          .headers(requestHeaders)
          .jsonBody({ Contact_Number: Number(CUSTOMER.mobile), Otp: Number(CUSTOMER.code) }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          status: true,
          data: nonBlankText(CUSTOMER.firstName),
          token: matchingRegex(TOKEN_PATTERN, EXAMPLE_TOKEN),
          expiresAt: matchingRegex(INSTANT_PATTERN, EXAMPLE_EXPIRES_AT),
        }),
      ),
};

export const customerLogsOut: PactScenario<{ userId: number; token: string }> = {
  params: { userId: CUSTOMER.userId, token: EXAMPLE_TOKEN },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('user {userId} has bookings and is logged in with a session', {
        userId: CUSTOMER.userId,
      })
      .uponReceiving('a logout with the session token')
      .withRequest('POST', '/Authentication/logout', (request) =>
        request
          .headers({
            ...requestHeaders,
            Authorization: MatchersV3.fromProviderState(
              'Bearer ${token}',
              `Bearer ${EXAMPLE_TOKEN}`,
            ),
          })
          .jsonBody({}),
      )
      // The status is the contract; the app reads no body.
      .willRespondWith(204),
};

export const customerReadsBookingsInSession: PactScenario<{ userId: number; token: string }> = {
  params: { userId: CUSTOMER.userId, token: EXAMPLE_TOKEN },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('user {userId} has bookings and is logged in with a session', {
        userId: CUSTOMER.userId,
      })
      .uponReceiving("a customer's bookings asked for with their session token")
      .withRequest('GET', `/Services/BookingsByUserId/${CUSTOMER.userId}`, (request) =>
        request.headers({
          ...requestHeaders,
          // The token the provider state gave (its setup answers { "token": "…" }).
          Authorization: MatchersV3.fromProviderState('Bearer ${token}', `Bearer ${EXAMPLE_TOKEN}`),
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ status: true, data: jsonTextOfRows('BookingID', bookingRows) }),
      ),
};

export const customerReadsBookingsWithoutSession: PactScenario<{ userId: number }> = {
  params: { userId: CUSTOMER.userId },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('user {userId} has bookings and the caller has no session', {
        userId: CUSTOMER.userId,
      })
      .uponReceiving("a customer's bookings asked for without a session")
      .withRequest('GET', `/Services/BookingsByUserId/${CUSTOMER.userId}`, (request) =>
        request.headers(requestHeaders),
      )
      // The status is the contract; the app reads no body from a 401.
      .willRespondWith(401),
};
