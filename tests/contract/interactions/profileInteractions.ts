import type { ProfileSubmission } from '../../../src/core/profile/ProfileGateway';
import { matchingRegex, nonBlankText, requestHeaders, type PactScenario } from '../pactSetup';

/** The profile calls of the contract (Authentication/userDetails and Authentication/userSignUp). */

// A one-element list holding the profile, as JSON text in `data`.
const ONE_PROFILE_PATTERN = String.raw`^\[\s*\{[\s\S]*"Contact_Number"\s*:\s*\d+[\s\S]*\}\s*\]$`;

export const customerProfileRow = {
  Contact_Number: 9876543210,
  First_Name: 'Priya',
  Last_Name: 'Sharma',
  Email: 'priya.sharma@example.com',
  Address: 'Flat 302, Lotus Residency, Road No. 12, Banjara Hills',
  AltContactNumber: '9123456780',
};

export const newUserProfileRow = {
  Contact_Number: 9000000001,
  First_Name: 'n_a',
  Last_Name: 'n_a',
  Email: 'n_a',
  Address: 'n_a',
  AltContactNumber: '0',
};

export const customerHasProfile: PactScenario<{ userId: number; mobile: string }> = {
  params: { userId: 101, mobile: '9876543210' },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('user {userId} with mobile {mobile} has a profile', {
        userId: 101,
        mobile: '9876543210',
      })
      .uponReceiving("a request for a customer's profile")
      .withRequest('POST', '/Authentication/userDetails/101', (request) =>
        request.headers(requestHeaders).jsonBody({}),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          status: true,
          data: matchingRegex(ONE_PROFILE_PATTERN, JSON.stringify([customerProfileRow])),
        }),
      ),
};

export const newUserHasNoProfile: PactScenario<{ userId: number; mobile: string }> = {
  params: { userId: 1001, mobile: '9000000001' },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('user {userId} with mobile {mobile} has no profile yet', {
        userId: 1001,
        mobile: '9000000001',
      })
      .uponReceiving('a request for the profile of a user who has not filled it in')
      .withRequest('POST', '/Authentication/userDetails/1001', (request) =>
        request.headers(requestHeaders).jsonBody({}),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          status: true,
          data: matchingRegex(ONE_PROFILE_PATTERN, JSON.stringify([newUserProfileRow])),
        }),
      ),
};

const submission = (userId: number): ProfileSubmission => ({
  userId,
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya.sharma@example.com',
  password: '',
  address: 'Flat 302, Lotus Residency, Road No. 12, Banjara Hills',
  altContact: '9123456780',
});

const signUpBody = (userId: number) => ({
  userId,
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya.sharma@example.com',
  password: '',
  address: 'Flat 302, Lotus Residency, Road No. 12, Banjara Hills',
  cityId: 1,
  stateId: 1,
  altConatact: 9123456780,
});

export const customerSavesProfile: PactScenario<{ submission: ProfileSubmission }> = {
  params: { submission: submission(101) },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('user {userId} exists', { userId: 101 })
      .uponReceiving('a profile update')
      .withRequest('POST', '/Authentication/userSignUp', (request) =>
        request.headers(requestHeaders).jsonBody(signUpBody(101)),
      )
      .willRespondWith(200, (response) => response.jsonBody({ status: true })),
};

export const unknownUserSavesProfile: PactScenario<{ submission: ProfileSubmission }> = {
  params: { submission: submission(999) },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('no user with id {userId} exists', { userId: 999 })
      .uponReceiving('a profile update the server refuses')
      .withRequest('POST', '/Authentication/userSignUp', (request) =>
        request.headers(requestHeaders).jsonBody(signUpBody(999)),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ status: false, data: nonBlankText('User not found') }),
      ),
};
