import { matchingRegex, nonBlankText, requestHeaders, type PactScenario } from '../pactSetup';

/** The login calls of the contract (Authentication/login and Authentication/verifyOtp). */

export const CUSTOMER = {
  mobile: '9876543210',
  userId: 101,
  firstName: 'Priya',
  code: '123456',
} as const;
const NEW_NUMBER = { mobile: '9000000001', userId: 1001, code: '123456' } as const;

export const knownCustomerLogsIn: PactScenario<{ mobile: string; userId: number }> = {
  params: { mobile: CUSTOMER.mobile, userId: CUSTOMER.userId },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('a customer with mobile {mobile} exists as user {userId}', {
        mobile: CUSTOMER.mobile,
        userId: CUSTOMER.userId,
      })
      .uponReceiving('a login request from a known customer')
      .withRequest('POST', '/Authentication/login', (request) =>
        request
          .headers(requestHeaders)
          .jsonBody({ Contact_Number: Number(CUSTOMER.mobile), Device_Type: 'web' }),
      )
      .willRespondWith(200, (response) =>
        // The user id travels as JSON text of a positive whole number.
        response.jsonBody({
          status: true,
          data: matchingRegex('^[1-9][0-9]*$', String(CUSTOMER.userId)),
        }),
      ),
};

export const refusedNumberLogsIn: PactScenario<{ mobile: string }> = {
  params: { mobile: '1234567890' },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('mobile {mobile} is not a valid mobile number', { mobile: '1234567890' })
      .uponReceiving('a login request the server refuses')
      .withRequest('POST', '/Authentication/login', (request) =>
        request
          .headers(requestHeaders)
          .jsonBody({ Contact_Number: 1234567890, Device_Type: 'web' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          status: false,
          data: nonBlankText('Please enter a valid mobile number'),
        }),
      ),
};

export const customerEntersRightCode: PactScenario<{ mobile: string; code: string; name: string }> =
  {
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
        .uponReceiving('the right code from a customer with a profile')
        .withRequest('POST', '/Authentication/verifyOtp', (request) =>
          request
            .headers(requestHeaders)
            .jsonBody({ Contact_Number: Number(CUSTOMER.mobile), Otp: Number(CUSTOMER.code) }),
        )
        .willRespondWith(200, (response) =>
          response.jsonBody({ status: true, data: nonBlankText(CUSTOMER.firstName) }),
        ),
  };

export const newNumberEntersRightCode: PactScenario<{ mobile: string; code: string }> = {
  params: { mobile: NEW_NUMBER.mobile, code: NEW_NUMBER.code },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('mobile {mobile} has no profile yet and was sent the code {code}', {
        mobile: NEW_NUMBER.mobile,
        userId: NEW_NUMBER.userId,
        code: NEW_NUMBER.code,
      })
      .uponReceiving('the right code from a number without a profile')
      .withRequest('POST', '/Authentication/verifyOtp', (request) =>
        request
          .headers(requestHeaders)
          .jsonBody({ Contact_Number: Number(NEW_NUMBER.mobile), Otp: Number(NEW_NUMBER.code) }),
      )
      // Exactly 'n_a': it is what tells a new user from a customer's name.
      .willRespondWith(200, (response) => response.jsonBody({ status: true, data: 'n_a' })),
};

export const customerEntersWrongCode: PactScenario<{ mobile: string; code: string }> = {
  params: { mobile: CUSTOMER.mobile, code: '111111' },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('a customer named {firstName} with mobile {mobile} was sent the code {code}', {
        mobile: CUSTOMER.mobile,
        userId: CUSTOMER.userId,
        firstName: CUSTOMER.firstName,
        code: CUSTOMER.code,
      })
      .uponReceiving('a wrong code')
      .withRequest('POST', '/Authentication/verifyOtp', (request) =>
        request
          .headers(requestHeaders)
          .jsonBody({ Contact_Number: Number(CUSTOMER.mobile), Otp: 111111 }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ status: false, data: nonBlankText('Invalid OTP. Please try again.') }),
      ),
};
