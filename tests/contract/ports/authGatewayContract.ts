import { expect } from 'vitest';
import { DEMO_MOBILE, DEMO_OTP, DEMO_USER_ID } from '../../../src/adapters/fake/DemoBackend';
import { HttpAuthGateway } from '../../../src/adapters/http/HttpAuthGateway';
import type { AuthGateway } from '../../../src/core/auth/AuthGateway';
import * as auth from '../interactions/authInteractions';
import { PROVIDER } from '../pactSetup';
import { expectId, expectShownText } from './domainExpectations';
import { loggedInNewUser } from './demoSituations';
import { caseOf, type PortContract } from './portContract';

const authCase = caseOf<AuthGateway>();

/** What every AuthGateway does. */
export const authGatewayContract: PortContract<AuthGateway> = {
  about: 'AuthGateway',
  provider: PROVIDER,
  demo: (gateways) => gateways.auth,
  http: (client) => new HttpAuthGateway(client),
  cases: [
    authCase({
      does: "gives the user id a known customer's number belongs to",
      demo: () => ({ mobile: DEMO_MOBILE, userId: DEMO_USER_ID }),
      pact: auth.knownCustomerLogsIn,
      check: async (gateway, { mobile, userId }) => {
        const result = await gateway.sendOtp(mobile);
        expect(result).toEqual({ ok: true, value: { userId } });
        if (result.ok) expectId(result.value.userId);
      },
    }),
    authCase({
      does: 'refuses a number the server will not serve, with a reason the customer can read',
      demo: () => ({ mobile: '1234567890' }),
      pact: auth.refusedNumberLogsIn,
      check: async (gateway, { mobile }) => {
        const result = await gateway.sendOtp(mobile);
        if (result.ok || result.error.kind !== 'rejected')
          throw new Error(`expected a refusal, got ${JSON.stringify(result)}`);
        expectShownText(result.error.reason);
      },
    }),
    authCase({
      does: 'recognises a customer with a profile by name after the right code',
      demo: () => ({ mobile: DEMO_MOBILE, code: DEMO_OTP }),
      pact: auth.customerEntersRightCode,
      check: async (gateway, { mobile, code }) => {
        const result = await gateway.verifyOtp(mobile, code);
        if (!result.ok || result.value.kind !== 'registered')
          throw new Error(`expected a customer, got ${JSON.stringify(result)}`);
        expectShownText(result.value.name);
      },
    }),
    authCase({
      does: 'recognises a number without a profile as a new user after the right code',
      demo: (backend) => ({ mobile: loggedInNewUser(backend).mobile, code: DEMO_OTP }),
      pact: auth.newNumberEntersRightCode,
      check: async (gateway, { mobile, code }) => {
        expect(await gateway.verifyOtp(mobile, code)).toEqual({ ok: true, value: { kind: 'new' } });
      },
    }),
    authCase({
      does: 'refuses a wrong code with a reason the customer can read',
      demo: () => ({ mobile: DEMO_MOBILE, code: '111111' }),
      pact: auth.customerEntersWrongCode,
      check: async (gateway, { mobile, code }) => {
        const result = await gateway.verifyOtp(mobile, code);
        if (result.ok || result.error.kind !== 'rejected')
          throw new Error(`expected a refusal, got ${JSON.stringify(result)}`);
        expectShownText(result.error.reason);
      },
    }),
  ],
};
