import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SaveProfile } from '../../../../src/core/profile/SaveProfile';
import { unavailable } from '../../../../src/core/shared/GatewayFailure';
import { fail, ok } from '../../../../src/core/shared/Result';
import { CONTACT_NUMBER, aProfile, validFormValues } from '../support/examples';
import {
  FAILURE_RUNS,
  reasonOf,
  refusal,
  unreachableOrMalformed,
} from '../support/gatewayFailures';
import { InMemorySessionStore } from '../support/InMemorySessionStore';
import { profileDouble } from '../support/gatewayDoubles';

function saveProfile(userId = 17) {
  const profiles = profileDouble(aProfile());
  return { profiles, useCase: new SaveProfile(new InMemorySessionStore(userId), profiles) };
}

/** The profile the last save sent. */
const sent = (profiles: ReturnType<typeof profileDouble>) => profiles.callsTo('save').at(-1)?.[0];

describe('SaveProfile', () => {
  it('says "Account created successfully! Welcome, Priya" when an account is created', async () => {
    const { useCase } = saveProfile();

    expect(await useCase.execute('create', CONTACT_NUMBER, validFormValues())).toEqual(
      ok({
        message: 'Account created successfully! Welcome, Priya',
        address: 'Flat 302, Sri Sai Residency,\nRoad No. 12, Banjara Hills,\nHyderabad 500034',
      }),
    );
  });

  it('sends the new account with its password', async () => {
    const { profiles, useCase } = saveProfile();

    await useCase.execute('create', CONTACT_NUMBER, validFormValues({ altContact: '9123456780' }));

    expect(profiles.callsTo('save')).toEqual([
      [
        {
          userId: 17,
          firstName: 'Priya',
          lastName: 'Sharma',
          email: 'priya@example.in',
          password: 'secret1',
          address: 'Flat 302, Sri Sai Residency,\nRoad No. 12, Banjara Hills,\nHyderabad 500034',
          altContact: '9123456780',
        },
      ],
    ]);
  });

  it('says "Account updated successfully!" when a profile is edited', async () => {
    const { useCase } = saveProfile();

    expect(await useCase.execute('edit', CONTACT_NUMBER, validFormValues())).toEqual(
      ok({
        message: 'Account updated successfully!',
        address: 'Flat 302, Sri Sai Residency,\nRoad No. 12, Banjara Hills,\nHyderabad 500034',
      }),
    );
  });

  it('does not send a password in edit mode', async () => {
    const { profiles, useCase } = saveProfile();

    await useCase.execute(
      'edit',
      CONTACT_NUMBER,
      validFormValues({ password: 'typed-anyway', confirmPassword: 'typed-anyway' }),
    );

    expect(sent(profiles)?.password).toBe('');
  });

  it('trims the blanks around every text it sends', async () => {
    const { profiles, useCase } = saveProfile();

    await useCase.execute(
      'create',
      CONTACT_NUMBER,
      validFormValues({
        firstName: '  Priya ',
        lastName: ' Sharma  ',
        email: ' priya@example.in ',
        house: '  Flat 302,  Sri Sai Residency ',
      }),
    );

    expect(sent(profiles)).toMatchObject({
      firstName: 'Priya',
      lastName: 'Sharma',
      email: 'priya@example.in',
      address: 'Flat 302, Sri Sai Residency,\nRoad No. 12, Banjara Hills,\nHyderabad 500034',
    });
  });

  it('welcomes a new account by its trimmed first name', async () => {
    const { useCase } = saveProfile();

    const result = await useCase.execute(
      'create',
      CONTACT_NUMBER,
      validFormValues({ firstName: '  Priya ' }),
    );

    expect(result).toEqual(
      ok({
        message: 'Account created successfully! Welcome, Priya',
        address: 'Flat 302, Sri Sai Residency,\nRoad No. 12, Banjara Hills,\nHyderabad 500034',
      }),
    );
  });

  it('sends only the digits of the alternate contact', async () => {
    const { profiles, useCase } = saveProfile();

    await useCase.execute('create', CONTACT_NUMBER, validFormValues({ altContact: '91234-5678' }));

    expect(sent(profiles)?.altContact).toBe('912345678');
  });

  it('does not send invalid values, and names the first problem and every wrong field', async () => {
    const { profiles, useCase } = saveProfile();

    const result = await useCase.execute(
      'create',
      CONTACT_NUMBER,
      validFormValues({ firstName: 'ab', password: '12345', confirmPassword: '12345' }),
    );

    expect(result).toEqual(
      fail({
        reason: 'invalid',
        message: 'Minimum of three characters is required.',
        fieldErrors: {
          firstName: 'Minimum of three characters is required.',
          password: 'Minimum of six characters is required.',
        },
      }),
    );
    expect(profiles.calls).toEqual([]);
  });

  it('does not send an alternate contact equal to the contact number in edit mode', async () => {
    const { profiles, useCase } = saveProfile();

    const result = await useCase.execute(
      'edit',
      CONTACT_NUMBER,
      validFormValues({ altContact: CONTACT_NUMBER }),
    );

    expect(result.ok ? undefined : result.error.message).toBe(
      'Alternate Contact number is same as Contact number.',
    );
    expect(profiles.calls).toEqual([]);
  });

  it("shows the server's own text, whatever it holds, when it refuses", async () => {
    await fc.assert(
      fc.asyncProperty(refusal, async (failure) => {
        const { profiles, useCase } = saveProfile();
        profiles.answers.save = fail(failure);

        expect(await useCase.execute('create', CONTACT_NUMBER, validFormValues())).toEqual(
          fail({ reason: 'rejected', message: reasonOf(failure) }),
        );
      }),
      FAILURE_RUNS,
    );
  });

  it('says "Failed to create account" when the server is unreachable or its answer to a creation malformed', async () => {
    await fc.assert(
      fc.asyncProperty(unreachableOrMalformed, async (failure) => {
        const { profiles, useCase } = saveProfile();
        profiles.answers.save = fail(failure);

        expect(await useCase.execute('create', CONTACT_NUMBER, validFormValues())).toEqual(
          fail({ reason: 'failed', message: 'Failed to create account' }),
        );
      }),
      FAILURE_RUNS,
    );
  });

  it('says "Failed to update your profile. Please try again." when editing fails', async () => {
    const { profiles, useCase } = saveProfile();
    profiles.answers.save = fail(unavailable('http'));

    expect(await useCase.execute('edit', CONTACT_NUMBER, validFormValues())).toEqual(
      fail({ reason: 'failed', message: 'Failed to update your profile. Please try again.' }),
    );
  });

  it('saves nothing for a visitor', async () => {
    const { profiles, useCase } = saveProfile(0);

    const result = await useCase.execute('create', CONTACT_NUMBER, validFormValues());

    expect(result).toEqual(fail({ reason: 'failed', message: 'Failed to create account' }));
    expect(profiles.calls).toEqual([]);
  });
});
