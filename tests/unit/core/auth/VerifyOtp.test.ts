import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PendingLogin } from '../../../../src/core/auth/SendOtp';
import { VerifyOtp } from '../../../../src/core/auth/VerifyOtp';
import { fail, ok } from '../../../../src/core/shared/Result';
import {
  FAILURE_RUNS,
  reasonOf,
  refusal,
  unreachableOrMalformed,
} from '../support/gatewayFailures';
import { InMemorySessionStore } from '../support/InMemorySessionStore';
import { ScriptedAuthGateway } from '../support/ScriptedAuthGateway';

const pending: PendingLogin = { mobile: '9876543210', userId: 17 };

function verifyOtp() {
  const auth = new ScriptedAuthGateway();
  const session = new InMemorySessionStore();
  return { auth, session, useCase: new VerifyOtp(auth, session) };
}

describe('VerifyOtp', () => {
  it('checks the code for the number it was sent to', async () => {
    const { auth, useCase } = verifyOtp();

    await useCase.execute(pending, '123456');

    expect(auth.verified).toEqual([{ mobile: '9876543210', code: '123456' }]);
  });

  it('welcomes a registered customer by name: "Welcome, Priya"', async () => {
    const { auth, useCase } = verifyOtp();
    auth.verifyOtpAnswer = ok({ kind: 'registered', name: 'Priya' });

    expect(await useCase.execute(pending, '123456')).toEqual(
      ok({ kind: 'welcome', userId: 17, message: 'Welcome, Priya' }),
    );
  });

  it('starts the session of a registered customer', async () => {
    const { auth, session, useCase } = verifyOtp();
    auth.verifyOtpAnswer = ok({ kind: 'registered', name: 'Priya' });

    await useCase.execute(pending, '123456');

    expect(session.writes).toEqual([17]);
  });

  it('asks a new user to "Please fill details to continue"', async () => {
    const { auth, useCase } = verifyOtp();
    auth.verifyOtpAnswer = ok({ kind: 'new' });

    expect(await useCase.execute(pending, '123456')).toEqual(
      ok({ kind: 'new-user', userId: 17, message: 'Please fill details to continue' }),
    );
  });

  it('starts the session of a new user', async () => {
    const { auth, session, useCase } = verifyOtp();
    auth.verifyOtpAnswer = ok({ kind: 'new' });

    await useCase.execute(pending, '123456');

    expect(session.writes).toEqual([17]);
  });

  it("shows the server's text, whatever it holds, for a refused code and starts no session", async () => {
    await fc.assert(
      fc.asyncProperty(refusal, async (failure) => {
        const { auth, session, useCase } = verifyOtp();
        auth.verifyOtpAnswer = fail(failure);

        const result = await useCase.execute(pending, '123456');

        expect(result).toEqual(fail({ reason: 'rejected', message: reasonOf(failure) }));
        expect(session.writes).toEqual([]);
      }),
      FAILURE_RUNS,
    );
  });

  it('says "Failed to load services" when the server is unreachable or its answer malformed, and starts no session', async () => {
    await fc.assert(
      fc.asyncProperty(unreachableOrMalformed, async (failure) => {
        const { auth, session, useCase } = verifyOtp();
        auth.verifyOtpAnswer = fail(failure);

        const result = await useCase.execute(pending, '123456');

        expect(result).toEqual(fail({ reason: 'failed', message: 'Failed to load services' }));
        expect(session.writes).toEqual([]);
      }),
      FAILURE_RUNS,
    );
  });

  it('does not send an incomplete code', async () => {
    const { auth, session, useCase } = verifyOtp();

    const result = await useCase.execute(pending, '12345');

    expect(result).toEqual(
      fail({ reason: 'incomplete', message: 'Enter all 6 digits of the OTP.' }),
    );
    expect(auth.verified).toEqual([]);
    expect(session.writes).toEqual([]);
  });
});
