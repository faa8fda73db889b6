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
import { InMemorySentCodes } from '../support/InMemorySentCodes';
import { RecordingPersonalCopies } from '../support/RecordingPersonalCopies';
import { FakeClock } from '../../../support/FakeClock';
import { authDouble } from '../support/gatewayDoubles';

const pending: PendingLogin = { mobile: '9876543210', userId: 17 };

function verifyOtp() {
  const auth = authDouble();
  const session = new InMemorySessionStore();
  const clock = new FakeClock();
  const sentCodes = new InMemorySentCodes();
  sentCodes.save({ mobile: pending.mobile, userId: 17, sentAt: clock.now(), wrongCodes: 0 });
  const copies = new RecordingPersonalCopies();
  return {
    auth,
    session,
    clock,
    sentCodes,
    copies,
    useCase: new VerifyOtp(auth, session, sentCodes, clock, copies),
  };
}

/** Tries `times` wrong codes, each refused by the server. */
async function tryWrongCodes(setup: ReturnType<typeof verifyOtp>, times: number) {
  setup.auth.answers.verifyOtp = fail({ kind: 'rejected', reason: 'Invalid OTP' });
  for (let i = 0; i < times; i++) await setup.useCase.execute(pending, '000000');
}

describe('VerifyOtp', () => {
  it('checks the code for the number it was sent to', async () => {
    const { auth, useCase } = verifyOtp();

    await useCase.execute(pending, '123456');

    expect(auth.callsTo('verifyOtp')).toEqual([['9876543210', '123456']]);
  });

  it('welcomes a registered customer by name: "Welcome, Priya"', async () => {
    const { auth, useCase } = verifyOtp();
    auth.answers.verifyOtp = ok({ kind: 'registered', name: 'Priya' });

    expect(await useCase.execute(pending, '123456')).toEqual(
      ok({ kind: 'welcome', userId: 17, message: 'Welcome, Priya' }),
    );
  });

  it('starts the session of a registered customer', async () => {
    const { auth, session, useCase } = verifyOtp();
    auth.answers.verifyOtp = ok({ kind: 'registered', name: 'Priya' });

    await useCase.execute(pending, '123456');

    expect(session.writes).toEqual([17]);
  });

  it('keeps the token a backend of the session extension gives with the session', async () => {
    const { auth, session, useCase } = verifyOtp();
    auth.answers.verifyOtp = ok({ kind: 'registered', name: 'Priya', token: 'tok-17' });

    await useCase.execute(pending, '123456');

    expect(session.read()).toMatchObject({ userId: 17, token: 'tok-17' });
  });

  it('keeps when the session ends, when the backend says', async () => {
    const { auth, session, useCase } = verifyOtp();
    const expiresAt = new Date('2026-11-28T10:00:00+05:30');
    auth.answers.verifyOtp = ok({ kind: 'registered', name: 'Priya', token: 'tok-17', expiresAt });

    await useCase.execute(pending, '123456');

    expect(session.read()).toMatchObject({ token: 'tok-17', expiresAt });
  });

  it("deletes every other customer's copies on the phone before the session starts", async () => {
    const { copies, session, useCase } = verifyOtp();
    let startedWhenDeleted: number | undefined;
    copies.keepOnly = (userId) => {
      startedWhenDeleted = session.read().userId;
      copies.deletions.push({ kept: userId });
      return Promise.resolve();
    };

    await useCase.execute(pending, '123456');

    expect(copies.deletions).toEqual([{ kept: 17 }]);
    expect(startedWhenDeleted).toBe(0);
  });

  it('deletes no copies when the code is refused', async () => {
    const { auth, copies, useCase } = verifyOtp();
    auth.answers.verifyOtp = fail({ kind: 'rejected', reason: 'Invalid OTP' });

    await useCase.execute(pending, '000000');

    expect(copies.deletions).toEqual([]);
  });

  it('asks a new user to "Please fill details to continue"', async () => {
    const { auth, useCase } = verifyOtp();
    auth.answers.verifyOtp = ok({ kind: 'new' });

    expect(await useCase.execute(pending, '123456')).toEqual(
      ok({ kind: 'new-user', userId: 17, message: 'Please fill details to continue' }),
    );
  });

  it('starts the session of a new user', async () => {
    const { auth, session, useCase } = verifyOtp();
    auth.answers.verifyOtp = ok({ kind: 'new' });

    await useCase.execute(pending, '123456');

    expect(session.writes).toEqual([17]);
  });

  it("shows the server's text, whatever it holds, for a refused code and starts no session", async () => {
    await fc.assert(
      fc.asyncProperty(refusal, async (failure) => {
        const { auth, session, useCase } = verifyOtp();
        auth.answers.verifyOtp = fail(failure);

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
        auth.answers.verifyOtp = fail(failure);

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
    expect(auth.callsTo('verifyOtp')).toEqual([]);
    expect(session.writes).toEqual([]);
  });

  it('lets two wrong codes be followed by another at once', async () => {
    const setup = verifyOtp();
    await tryWrongCodes(setup, 2);
    setup.auth.answers.verifyOtp = ok({ kind: 'registered', name: 'Priya' });

    const result = await setup.useCase.execute(pending, '123456');

    expect(result.ok).toBe(true);
  });

  it('after three wrong codes, says when the next may be tried', async () => {
    const setup = verifyOtp();
    setup.auth.answers.verifyOtp = fail({ kind: 'rejected', reason: 'Invalid OTP' });
    await tryWrongCodes(setup, 2);

    const third = await setup.useCase.execute(pending, '000000');

    expect(third).toEqual(
      fail({
        reason: 'rejected',
        message: 'Invalid OTP',
        nextTryAt: new Date(setup.clock.now().getTime() + 5_000),
      }),
    );
  });

  it('holds a fourth code back for 5 seconds, sending nothing meanwhile', async () => {
    const setup = verifyOtp();
    await tryWrongCodes(setup, 3);
    setup.clock.advance(2_000);

    const result = await setup.useCase.execute(pending, '123456');

    expect(result).toEqual(
      fail({
        reason: 'wait',
        message: 'Too many wrong codes. Try again in 3s.',
        nextTryAt: new Date(setup.clock.now().getTime() + 3_000),
      }),
    );
    expect(setup.auth.callsTo('verifyOtp')).toHaveLength(3);
  });

  it('sends the code once the wait is over', async () => {
    const setup = verifyOtp();
    await tryWrongCodes(setup, 3);
    setup.clock.advance(5_000);
    setup.auth.answers.verifyOtp = ok({ kind: 'registered', name: 'Priya' });

    expect((await setup.useCase.execute(pending, '123456')).ok).toBe(true);
  });

  it('forgets the code and its waits once it is verified', async () => {
    const setup = verifyOtp();
    setup.auth.answers.verifyOtp = ok({ kind: 'registered', name: 'Priya' });

    await setup.useCase.execute(pending, '123456');

    expect(setup.sentCodes.find(pending.mobile)).toBeUndefined();
  });
});
