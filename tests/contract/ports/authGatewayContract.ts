import { describe, expect, it } from 'vitest';
import type { AuthGateway } from '../../../src/core/auth/AuthGateway';
import { expectId, expectShownText } from './domainExpectations';
import type { Scenario } from './Scenario';

type Login = { readonly mobile: string };
type CodeEntry = { readonly mobile: string; readonly code: string };

/** The situations the AuthGateway contract is checked in. */
export interface AuthGatewayScenarios {
  /** A customer with this number exists as user `userId`. */
  readonly knownCustomer: Scenario<AuthGateway, Login & { readonly userId: number }>;
  /** The server refuses to send a code to this number. */
  readonly refusedNumber: Scenario<AuthGateway, Login>;
  /** A customer with a profile was sent `code`. */
  readonly customerWithCode: Scenario<AuthGateway, CodeEntry>;
  /** A number without a profile was sent `code`. */
  readonly newNumberWithCode: Scenario<AuthGateway, CodeEntry>;
  /** A customer was sent a code other than `code`. */
  readonly wrongCode: Scenario<AuthGateway, CodeEntry>;
}

/** Registers the behaviour every AuthGateway must show, for one adapter. */
export function authGatewayContract(adapter: string, scenarios: AuthGatewayScenarios): void {
  describe(`${adapter} keeps the AuthGateway contract`, () => {
    it("gives the user id a known customer's number belongs to", () =>
      scenarios.knownCustomer(async (auth, { mobile, userId }) => {
        const result = await auth.sendOtp(mobile);
        expect(result).toEqual({ ok: true, value: { userId } });
        if (result.ok) expectId(result.value.userId);
      }));

    it('refuses a number the server will not serve, with a reason the customer can read', () =>
      scenarios.refusedNumber(async (auth, { mobile }) => {
        const result = await auth.sendOtp(mobile);
        if (result.ok || result.error.kind !== 'rejected')
          throw new Error(`expected a refusal, got ${JSON.stringify(result)}`);
        expectShownText(result.error.reason);
      }));

    it('recognises a customer with a profile by name after the right code', () =>
      scenarios.customerWithCode(async (auth, { mobile, code }) => {
        const result = await auth.verifyOtp(mobile, code);
        if (!result.ok || result.value.kind !== 'registered')
          throw new Error(`expected a customer, got ${JSON.stringify(result)}`);
        expectShownText(result.value.name);
      }));

    it('recognises a number without a profile as a new user after the right code', () =>
      scenarios.newNumberWithCode(async (auth, { mobile, code }) => {
        expect(await auth.verifyOtp(mobile, code)).toEqual({ ok: true, value: { kind: 'new' } });
      }));

    it('refuses a wrong code with a reason the customer can read', () =>
      scenarios.wrongCode(async (auth, { mobile, code }) => {
        const result = await auth.verifyOtp(mobile, code);
        if (result.ok || result.error.kind !== 'rejected')
          throw new Error(`expected a refusal, got ${JSON.stringify(result)}`);
        expectShownText(result.error.reason);
      }));
  });
}
