import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USER_ID, DemoBackend } from '../../../../src/adapters/fake/DemoBackend';
import { MemoryDemoStorage } from '../../../../src/adapters/fake/DemoStorage';
import { profileMode } from '../../../../src/core/profile/Profile';
import { rejected, unavailable } from '../../../../src/core/shared/GatewayFailure';
import { fail, ok } from '../../../../src/core/shared/Result';
import { FakeClock } from '../../../support/FakeClock';
import { DemoGateways } from '../../../../src/adapters/fake/DemoGateways';
import type { FakeGateway } from '../../../../src/adapters/fake/fakeGateway';
import type { ProfileGateway } from '../../../../src/core/profile/ProfileGateway';

const submission = {
  firstName: 'Lakshmi',
  lastName: 'Rao',
  email: 'lakshmi@example.com',
  password: 'pass1234',
  address: '8-2-293, Jubilee Hills',
  altContact: '',
};

describe("the demo's ProfileGateway", () => {
  let backend: DemoBackend;
  let profiles: FakeGateway<ProfileGateway>;

  beforeEach(() => {
    backend = new DemoBackend(
      new MemoryDemoStorage(),
      new FakeClock(new Date('2026-05-11T04:30:00.000Z')),
    );
    profiles = new DemoGateways(backend).profile;
  });

  it('loads the seeded customer profile, which opens in edit mode', async () => {
    const loaded = await profiles.load(DEMO_USER_ID);
    expect(loaded.ok && loaded.value.firstName).toBe('Priya');
    expect(loaded.ok && profileMode(loaded.value)).toBe('edit');
  });

  it('creates the profile of a new user, who is then welcomed by name', async () => {
    const auth = new DemoGateways(backend).auth;
    const sent = await auth.sendOtp('8899001122');
    const userId = sent.ok ? sent.value.userId : -1;
    const empty = await profiles.load(userId);
    expect(empty.ok && profileMode(empty.value)).toBe('create');

    expect(await profiles.save({ userId, ...submission })).toEqual(ok(undefined));
    const loaded = await profiles.load(userId);
    expect(loaded.ok && loaded.value).toEqual({
      mobile: '8899001122',
      firstName: 'Lakshmi',
      lastName: 'Rao',
      email: 'lakshmi@example.com',
      address: '8-2-293, Jubilee Hills',
      altContact: '',
    });
    expect(await auth.verifyOtp('8899001122', '123456')).toEqual(
      ok({ kind: 'registered', name: 'Lakshmi' }),
    );
  });

  it('refuses an unknown user with the server text', async () => {
    expect(await profiles.load(4040)).toEqual(fail(rejected('User not found')));
    expect(await profiles.save({ userId: 4040, ...submission })).toEqual(
      fail(rejected('User not found')),
    );
  });

  it('fails the next save on demand and keeps the profile as it was', async () => {
    profiles.failNext('save', unavailable('http'));
    expect(await profiles.save({ userId: DEMO_USER_ID, ...submission })).toEqual(
      fail(unavailable('http')),
    );
    const loaded = await profiles.load(DEMO_USER_ID);
    expect(loaded.ok && loaded.value.firstName).toBe('Priya');
  });
});
