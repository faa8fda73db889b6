import { describe, expect, it } from 'vitest';
import { profileMode } from '../../../src/core/profile/Profile';
import type { ProfileGateway, ProfileSubmission } from '../../../src/core/profile/ProfileGateway';
import { expectShownText } from './domainExpectations';
import type { Scenario } from './Scenario';

type User = { readonly userId: number; readonly mobile: string };

/** The situations the ProfileGateway contract is checked in. */
export interface ProfileGatewayScenarios {
  /** User `userId` with this mobile has filled in a profile. */
  readonly customerHasProfile: Scenario<ProfileGateway, User>;
  /** User `userId` with this mobile has logged in but not filled in a profile. */
  readonly newUserHasNoProfile: Scenario<ProfileGateway, User>;
  /** The user of `submission` exists. */
  readonly customerSavesProfile: Scenario<
    ProfileGateway,
    { readonly submission: ProfileSubmission }
  >;
  /** The user of `submission` does not exist. */
  readonly unknownUserSavesProfile: Scenario<
    ProfileGateway,
    { readonly submission: ProfileSubmission }
  >;
}

/** Registers the behaviour every ProfileGateway must show, for one adapter. */
export function profileGatewayContract(adapter: string, scenarios: ProfileGatewayScenarios): void {
  describe(`${adapter} keeps the ProfileGateway contract`, () => {
    it("reads a customer's profile with their mobile and no wire markers ('n_a', '0')", () =>
      scenarios.customerHasProfile(async (profiles, { userId, mobile }) => {
        const result = await profiles.load(userId);
        if (!result.ok) throw new Error(`load failed: ${JSON.stringify(result.error)}`);
        const profile = result.value;
        expect(profile.mobile).toBe(mobile);
        expectShownText(profile.firstName);
        for (const text of [profile.lastName, profile.email, profile.address, profile.altContact]) {
          expect(text).not.toBe('n_a');
        }
        expect(profile.altContact).toMatch(/^(?:\d{10})?$/);
        expect(profileMode(profile)).toBe('edit');
      }));

    it('reads the profile of a user who has not filled it in as empty, so it opens in create mode', () =>
      scenarios.newUserHasNoProfile(async (profiles, { userId, mobile }) => {
        const result = await profiles.load(userId);
        if (!result.ok) throw new Error(`load failed: ${JSON.stringify(result.error)}`);
        expect(result.value).toMatchObject({ mobile, firstName: '', altContact: '' });
        expect(profileMode(result.value)).toBe('create');
      }));

    it('saves a profile', () =>
      scenarios.customerSavesProfile(async (profiles, { submission }) => {
        expect(await profiles.save(submission)).toEqual({ ok: true, value: undefined });
      }));

    it('refuses to save for a user the server does not know, with a reason the customer can read', () =>
      scenarios.unknownUserSavesProfile(async (profiles, { submission }) => {
        const result = await profiles.save(submission);
        if (result.ok || result.error.kind !== 'rejected')
          throw new Error(`expected a refusal, got ${JSON.stringify(result)}`);
        expectShownText(result.error.reason);
      }));
  });
}
