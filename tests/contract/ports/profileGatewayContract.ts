import { expect } from 'vitest';
import { DEMO_MOBILE, DEMO_USER_ID } from '../../../src/adapters/fake/DemoBackend';
import { HttpProfileGateway } from '../../../src/adapters/http/HttpProfileGateway';
import { profileMode } from '../../../src/core/profile/Profile';
import type { ProfileGateway } from '../../../src/core/profile/ProfileGateway';
import * as profile from '../interactions/profileInteractions';
import { PROVIDER } from '../pactSetup';
import { AN_UNKNOWN_USER, loggedInNewUser, submission } from './demoSituations';
import { expectShownText } from './domainExpectations';
import { caseOf, type PortContract } from './portContract';

const profileCase = caseOf<ProfileGateway>();

/** What every ProfileGateway does. */
export const profileGatewayContract: PortContract<ProfileGateway> = {
  about: 'ProfileGateway',
  provider: PROVIDER,
  demo: (gateways) => gateways.profile,
  http: (client) => new HttpProfileGateway(client),
  cases: [
    profileCase({
      does: "reads a customer's profile with their mobile and no wire markers ('n_a', '0')",
      demo: () => ({ userId: DEMO_USER_ID, mobile: DEMO_MOBILE }),
      pact: profile.customerHasProfile,
      check: async (gateway, { userId, mobile }) => {
        const result = await gateway.load(userId);
        if (!result.ok) throw new Error(`load failed: ${JSON.stringify(result.error)}`);
        const found = result.value;
        expect(found.mobile).toBe(mobile);
        expectShownText(found.firstName);
        for (const text of [found.lastName, found.email, found.address, found.altContact]) {
          expect(text).not.toBe('n_a');
        }
        expect(found.altContact).toMatch(/^(?:\d{10})?$/);
        expect(profileMode(found)).toBe('edit');
      },
    }),
    profileCase({
      does: 'reads the profile of a user who has not filled it in as empty, so it opens in create mode',
      demo: loggedInNewUser,
      pact: profile.newUserHasNoProfile,
      check: async (gateway, { userId, mobile }) => {
        const result = await gateway.load(userId);
        if (!result.ok) throw new Error(`load failed: ${JSON.stringify(result.error)}`);
        expect(result.value).toMatchObject({ mobile, firstName: '', altContact: '' });
        expect(profileMode(result.value)).toBe('create');
      },
    }),
    profileCase({
      does: 'saves a profile',
      demo: () => ({ submission: submission(DEMO_USER_ID) }),
      pact: profile.customerSavesProfile,
      check: async (gateway, { submission: sent }) => {
        expect(await gateway.save(sent)).toEqual({ ok: true, value: undefined });
      },
    }),
    profileCase({
      does: 'refuses to save for a user the server does not know, with a reason the customer can read',
      demo: () => ({ submission: submission(AN_UNKNOWN_USER) }),
      pact: profile.unknownUserSavesProfile,
      check: async (gateway, { submission: sent }) => {
        const result = await gateway.save(sent);
        if (result.ok || result.error.kind !== 'rejected')
          throw new Error(`expected a refusal, got ${JSON.stringify(result)}`);
        expectShownText(result.error.reason);
      },
    }),
  ],
};
