import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_MOBILE, DEMO_OTP, DemoBackend } from '../../../../src/adapters/fake/DemoBackend';
import { MemoryDemoStorage } from '../../../../src/adapters/fake/DemoStorage';
import { rejected, unavailable } from '../../../../src/core/shared/GatewayFailure';
import { fail, ok } from '../../../../src/core/shared/Result';
import { FakeClock } from '../../../support/FakeClock';
import { DemoGateways } from '../../../../src/adapters/fake/DemoGateways';
import type { FakeGateway } from '../../../../src/adapters/fake/fakeGateway';
import type { AuthGateway } from '../../../../src/core/auth/AuthGateway';

describe("the demo's AuthGateway", () => {
  let auth: FakeGateway<AuthGateway>;

  beforeEach(() => {
    auth = new DemoGateways(
      new DemoBackend(new MemoryDemoStorage(), new FakeClock(new Date('2026-05-11T04:30:00.000Z'))),
    ).auth;
  });

  it('sends a code to the seeded customer and gives their user id', async () => {
    expect(await auth.sendOtp(DEMO_MOBILE)).toEqual(ok({ userId: 101 }));
  });

  it('refuses an invalid number as the server would, with its text', async () => {
    expect(await auth.sendOtp('12345')).toEqual(
      fail(rejected('Please enter a valid mobile number')),
    );
  });

  it('welcomes a registered customer by name and reports a new number as new', async () => {
    await auth.sendOtp(DEMO_MOBILE);
    expect(await auth.verifyOtp(DEMO_MOBILE, DEMO_OTP)).toEqual(
      ok({ kind: 'registered', name: 'Priya' }),
    );
    await auth.sendOtp('6123456789');
    expect(await auth.verifyOtp('6123456789', DEMO_OTP)).toEqual(ok({ kind: 'new' }));
  });

  it('refuses a wrong code with the server text', async () => {
    await auth.sendOtp(DEMO_MOBILE);
    expect(await auth.verifyOtp(DEMO_MOBILE, '000000')).toEqual(
      fail(rejected('Invalid OTP. Please try again.')),
    );
  });

  it('fails the next send on demand, without touching verify', async () => {
    auth.failNext('sendOtp', unavailable('timeout'));
    expect(await auth.sendOtp(DEMO_MOBILE)).toEqual(fail(unavailable('timeout')));
    expect((await auth.verifyOtp(DEMO_MOBILE, DEMO_OTP)).ok).toBe(true);
    expect((await auth.sendOtp(DEMO_MOBILE)).ok).toBe(true);
  });
});
