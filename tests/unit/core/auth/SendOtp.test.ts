import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SendOtp } from '../../../../src/core/auth/SendOtp';
import { fail, ok } from '../../../../src/core/shared/Result';
import {
  FAILURE_RUNS,
  reasonOf,
  refusal,
  unreachableOrMalformed,
} from '../support/gatewayFailures';
import { InMemorySentCodes } from '../support/InMemorySentCodes';
import { FakeClock } from '../../../support/FakeClock';
import { authDouble } from '../support/gatewayDoubles';

function sendOtp(auth = authDouble()) {
  const clock = new FakeClock();
  const sentCodes = new InMemorySentCodes();
  return { auth, clock, sentCodes, useCase: new SendOtp(auth, sentCodes, clock) };
}

describe('SendOtp', () => {
  it('sends the code to a valid number and says "OTP sent to +91 9876543210"', async () => {
    const auth = authDouble();
    auth.answers.sendOtp = ok({ userId: 17 });

    const result = await sendOtp(auth).useCase.execute('9876543210');

    expect(auth.callsTo('sendOtp')).toEqual([['9876543210']]);
    expect(result).toEqual(
      ok({
        pending: { mobile: '9876543210', userId: 17 },
        message: 'OTP sent to +91 9876543210',
        sent: true,
        resendAt: new Date('2026-11-21T10:00:30+05:30'),
      }),
    );
  });

  it('sends no second code to the same number within 30 seconds, and gives the one on its way', async () => {
    const { auth, clock, useCase } = sendOtp();
    auth.answers.sendOtp = ok({ userId: 17 });
    await useCase.execute('9876543210');
    clock.advance(29_000);

    const again = await useCase.execute('98765 43210');

    expect(auth.callsTo('sendOtp')).toEqual([['9876543210']]);
    expect(again).toEqual(
      ok({
        pending: { mobile: '9876543210', userId: 17 },
        message: 'We sent an OTP to +91 9876543210 a moment ago: enter it below.',
        sent: false,
        resendAt: new Date('2026-11-21T10:00:30+05:30'),
      }),
    );
  });

  it('sends a new code once 30 seconds have passed', async () => {
    const { auth, clock, useCase } = sendOtp();
    await useCase.execute('9876543210');
    clock.advance(30_000);

    await useCase.execute('9876543210');

    expect(auth.callsTo('sendOtp')).toEqual([['9876543210'], ['9876543210']]);
  });

  it('lets another number have its code at once', async () => {
    const { auth, useCase } = sendOtp();
    await useCase.execute('9876543210');

    await useCase.execute('9123456780');

    expect(auth.callsTo('sendOtp')).toEqual([['9876543210'], ['9123456780']]);
  });

  it('starts no wait when the code could not be sent', async () => {
    const { auth, useCase } = sendOtp();
    auth.answers.sendOtp = fail({ kind: 'unavailable' });
    await useCase.execute('9876543210');
    auth.answers.sendOtp = ok({ userId: 17 });

    await useCase.execute('9876543210');

    expect(auth.callsTo('sendOtp')).toEqual([['9876543210'], ['9876543210']]);
  });

  it('sends to the ten digits of a pasted number (+91 98765-43210)', async () => {
    const auth = authDouble();

    await sendOtp(auth).useCase.execute('+91 98765-43210');

    expect(auth.callsTo('sendOtp')).toEqual([['9876543210']]);
  });

  it('treats a user id of 0 from the server as a failure, since 0 means logged out', async () => {
    const auth = authDouble();
    auth.answers.sendOtp = ok({ userId: 0 });

    const result = await sendOtp(auth).useCase.execute('9876543210');

    expect(result).toEqual(fail({ reason: 'failed', message: 'Failed to load services' }));
  });

  it('does not send anything to an invalid number', async () => {
    const auth = authDouble();

    const result = await sendOtp(auth).useCase.execute('5876543210');

    expect(auth.calls).toEqual([]);
    expect(result).toEqual(
      fail({
        reason: 'invalid-mobile',
        message: 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
      }),
    );
  });

  it('does not send anything to a number that is too short', async () => {
    const auth = authDouble();

    await sendOtp(auth).useCase.execute('98765');

    expect(auth.calls).toEqual([]);
  });

  it("shows the server's own text, whatever it holds, when it refuses the number", async () => {
    await fc.assert(
      fc.asyncProperty(refusal, async (failure) => {
        const auth = authDouble();
        auth.answers.sendOtp = fail(failure);

        expect(await sendOtp(auth).useCase.execute('9876543210')).toEqual(
          fail({ reason: 'rejected', message: reasonOf(failure) }),
        );
      }),
      FAILURE_RUNS,
    );
  });

  it('says "Failed to load services" when the server is unreachable or its answer malformed', async () => {
    await fc.assert(
      fc.asyncProperty(unreachableOrMalformed, async (failure) => {
        const auth = authDouble();
        auth.answers.sendOtp = fail(failure);

        expect(await sendOtp(auth).useCase.execute('9876543210')).toEqual(
          fail({ reason: 'failed', message: 'Failed to load services' }),
        );
      }),
      FAILURE_RUNS,
    );
  });
});
