import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LoadProfile } from '../../../../src/core/profile/LoadProfile';
import { fail, ok } from '../../../../src/core/shared/Result';
import { aNewUsersProfile, aProfile } from '../support/examples';
import { anyGatewayFailure, FAILURE_RUNS } from '../support/gatewayFailures';
import { InMemorySessionStore } from '../support/InMemorySessionStore';
import { profileDouble } from '../support/gatewayDoubles';

describe('LoadProfile', () => {
  it("loads the logged-in customer's profile", async () => {
    const profiles = profileDouble(aProfile());

    await new LoadProfile(new InMemorySessionStore(17), profiles).execute();

    expect(profiles.callsTo('load')).toEqual([[17]]);
  });

  it('opens a new user in create mode with Hyderabad and Telangana filled in', async () => {
    const profiles = profileDouble(aNewUsersProfile());

    const result = await new LoadProfile(new InMemorySessionStore(17), profiles).execute();

    expect(result).toEqual(
      ok({
        mode: 'create',
        contactNumber: '9876543210',
        values: {
          firstName: '',
          lastName: '',
          email: '',
          house: '',
          street: '',
          landmark: '',
          pincode: '',
          city: 'Hyderabad',
          state: 'Telangana',
          password: '',
          confirmPassword: '',
          altContact: '',
        },
        savedAddress: '',
      }),
    );
  });

  it('opens a customer with a name in edit mode with their details', async () => {
    const profiles = profileDouble(aProfile({ altContact: '9123456780' }));

    const result = await new LoadProfile(new InMemorySessionStore(17), profiles).execute();

    expect(result.ok && result.value.mode).toBe('edit');
    expect(result.ok && result.value.values).toMatchObject({
      firstName: 'Priya',
      lastName: 'Sharma',
      email: 'priya@example.in',
      altContact: '9123456780',
    });
  });

  it('says "Failed to load user data" for any failure: unreachable, malformed or refused', async () => {
    await fc.assert(
      fc.asyncProperty(anyGatewayFailure, async (failure) => {
        const profiles = profileDouble(aProfile());
        profiles.answers.load = fail(failure);

        expect(await new LoadProfile(new InMemorySessionStore(17), profiles).execute()).toEqual(
          fail({ message: 'Failed to load user data' }),
        );
      }),
      FAILURE_RUNS,
    );
  });

  it('loads nothing for a visitor', async () => {
    const profiles = profileDouble(aProfile());

    const result = await new LoadProfile(new InMemorySessionStore(0), profiles).execute();

    expect(result).toEqual(fail({ message: 'Failed to load user data' }));
    expect(profiles.callsTo('load')).toEqual([]);
  });
});
