import { describe, expect, it } from 'vitest';
import { LoadProfile } from '../../../../src/core/profile/LoadProfile';
import { malformed, unavailable } from '../../../../src/core/shared/GatewayFailure';
import { fail, ok } from '../../../../src/core/shared/Result';
import { aNewUsersProfile, aProfile } from '../support/examples';
import { InMemorySessionStore } from '../support/InMemorySessionStore';
import { RecordingProfileGateway } from '../support/RecordingProfileGateway';

describe('LoadProfile', () => {
  it("loads the logged-in customer's profile", async () => {
    const profiles = new RecordingProfileGateway(aProfile());

    await new LoadProfile(new InMemorySessionStore(17), profiles).execute();

    expect(profiles.loadedFor).toEqual([17]);
  });

  it('opens a new user in create mode with Hyderabad and Telangana filled in', async () => {
    const profiles = new RecordingProfileGateway(aNewUsersProfile());

    const result = await new LoadProfile(new InMemorySessionStore(17), profiles).execute();

    expect(result).toEqual(
      ok({
        mode: 'create',
        contactNumber: '9876543210',
        values: {
          firstName: '',
          lastName: '',
          email: '',
          address: '',
          city: 'Hyderabad',
          state: 'Telangana',
          password: '',
          confirmPassword: '',
          altContact: '',
        },
      }),
    );
  });

  it('opens a customer with a name in edit mode with their details', async () => {
    const profiles = new RecordingProfileGateway(aProfile({ altContact: '9123456780' }));

    const result = await new LoadProfile(new InMemorySessionStore(17), profiles).execute();

    expect(result.ok && result.value.mode).toBe('edit');
    expect(result.ok && result.value.values).toMatchObject({
      firstName: 'Priya',
      lastName: 'Sharma',
      email: 'priya@example.in',
      altContact: '9123456780',
    });
  });

  it('says "Failed to load user data" when the server is unavailable', async () => {
    const profiles = new RecordingProfileGateway(aProfile());
    profiles.loadAnswer = fail(unavailable('network'));

    expect(await new LoadProfile(new InMemorySessionStore(17), profiles).execute()).toEqual(
      fail({ message: 'Failed to load user data' }),
    );
  });

  it('says "Failed to load user data" when the payload is malformed', async () => {
    const profiles = new RecordingProfileGateway(aProfile());
    profiles.loadAnswer = fail(malformed('empty list'));

    expect(await new LoadProfile(new InMemorySessionStore(17), profiles).execute()).toEqual(
      fail({ message: 'Failed to load user data' }),
    );
  });

  it('loads nothing for a visitor', async () => {
    const profiles = new RecordingProfileGateway(aProfile());

    const result = await new LoadProfile(new InMemorySessionStore(0), profiles).execute();

    expect(result).toEqual(fail({ message: 'Failed to load user data' }));
    expect(profiles.loadedFor).toEqual([]);
  });
});
