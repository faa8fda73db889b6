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
import { ScriptedAuthGateway } from '../support/ScriptedAuthGateway';

describe('SendOtp', () => {
  it('sends the code to a valid number and says "OTP sent to +91 9876543210"', async () => {
    const auth = new ScriptedAuthGateway();
    auth.sendOtpAnswer = ok({ userId: 17 });

    const result = await new SendOtp(auth).execute('9876543210');

    expect(auth.sentTo).toEqual(['9876543210']);
    expect(result).toEqual(
      ok({
        pending: { mobile: '9876543210', userId: 17 },
        message: 'OTP sent to +91 9876543210',
      }),
    );
  });

  it('sends to the ten digits of a pasted number (+91 98765-43210)', async () => {
    const auth = new ScriptedAuthGateway();

    await new SendOtp(auth).execute('+91 98765-43210');

    expect(auth.sentTo).toEqual(['9876543210']);
  });

  it('treats a user id of 0 from the server as a failure, since 0 means logged out', async () => {
    const auth = new ScriptedAuthGateway();
    auth.sendOtpAnswer = ok({ userId: 0 });

    const result = await new SendOtp(auth).execute('9876543210');

    expect(result).toEqual(fail({ reason: 'failed', message: 'Failed to load services' }));
  });

  it('does not send anything to an invalid number', async () => {
    const auth = new ScriptedAuthGateway();

    const result = await new SendOtp(auth).execute('5876543210');

    expect(auth.sentTo).toEqual([]);
    expect(result).toEqual(
      fail({
        reason: 'invalid-mobile',
        message: 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
      }),
    );
  });

  it('does not send anything to a number that is too short', async () => {
    const auth = new ScriptedAuthGateway();

    await new SendOtp(auth).execute('98765');

    expect(auth.sentTo).toEqual([]);
  });

  it("shows the server's own text, whatever it holds, when it refuses the number", async () => {
    await fc.assert(
      fc.asyncProperty(refusal, async (failure) => {
        const auth = new ScriptedAuthGateway();
        auth.sendOtpAnswer = fail(failure);

        expect(await new SendOtp(auth).execute('9876543210')).toEqual(
          fail({ reason: 'rejected', message: reasonOf(failure) }),
        );
      }),
      FAILURE_RUNS,
    );
  });

  it('says "Failed to load services" when the server is unreachable or its answer malformed', async () => {
    await fc.assert(
      fc.asyncProperty(unreachableOrMalformed, async (failure) => {
        const auth = new ScriptedAuthGateway();
        auth.sendOtpAnswer = fail(failure);

        expect(await new SendOtp(auth).execute('9876543210')).toEqual(
          fail({ reason: 'failed', message: 'Failed to load services' }),
        );
      }),
      FAILURE_RUNS,
    );
  });
});
