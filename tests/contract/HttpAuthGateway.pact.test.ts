import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/adapters/http/ApiClient';
import { HttpAuthGateway } from '../../src/adapters/http/HttpAuthGateway';
import {
  customerEntersRightCode,
  customerEntersWrongCode,
  knownCustomerLogsIn,
  newNumberEntersRightCode,
  refusedNumberLogsIn,
} from './interactions/authInteractions';
import { newPact, runScenario } from './pactSetup';

const pact = newPact();
const gateway = (client: ApiClient) => new HttpAuthGateway(client);

describe('HttpAuthGateway', () => {
  describe('sendOtp (Authentication/login)', () => {
    it("gives a known customer's user id", () =>
      runScenario(pact, knownCustomerLogsIn, gateway, async (auth, { mobile, userId }) => {
        expect(await auth.sendOtp(mobile)).toEqual({ ok: true, value: { userId } });
      }));

    it("passes the server's refusal on with its text", () =>
      runScenario(pact, refusedNumberLogsIn, gateway, async (auth, { mobile }) => {
        expect(await auth.sendOtp(mobile)).toEqual({
          ok: false,
          error: { kind: 'rejected', reason: 'Please enter a valid mobile number' },
        });
      }));
  });

  describe('verifyOtp (Authentication/verifyOtp)', () => {
    it('welcomes a customer with a profile by name', () =>
      runScenario(pact, customerEntersRightCode, gateway, async (auth, { mobile, code, name }) => {
        expect(await auth.verifyOtp(mobile, code)).toEqual({
          ok: true,
          value: { kind: 'registered', name },
        });
      }));

    it("recognises a number without a profile by the server's 'n_a'", () =>
      runScenario(pact, newNumberEntersRightCode, gateway, async (auth, { mobile, code }) => {
        expect(await auth.verifyOtp(mobile, code)).toEqual({ ok: true, value: { kind: 'new' } });
      }));

    it("passes a wrong code's refusal on with its text", () =>
      runScenario(pact, customerEntersWrongCode, gateway, async (auth, { mobile, code }) => {
        expect(await auth.verifyOtp(mobile, code)).toEqual({
          ok: false,
          error: { kind: 'rejected', reason: 'Invalid OTP. Please try again.' },
        });
      }));
  });
});
