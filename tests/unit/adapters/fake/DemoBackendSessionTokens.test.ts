import { describe, expect, it } from 'vitest';
import { DEMO_MOBILE, DemoBackend } from '../../../../src/adapters/fake/DemoBackend';
import { MemoryDemoStorage } from '../../../../src/adapters/fake/DemoStorage';
import { FakeClock } from '../../../support/FakeClock';

describe('DemoBackend session tokens', () => {
  it('are 256 random bits, new at every login', () => {
    const backend = new DemoBackend(new MemoryDemoStorage(), new FakeClock());

    const tokens = [backend.openSession(DEMO_MOBILE), backend.openSession(DEMO_MOBILE)].map(
      (session) => session?.token ?? '',
    );

    expect(tokens.every((token) => /^demo-[0-9a-f]{64}$/.test(token))).toBe(true);
    expect(new Set(tokens).size).toBe(2);
  });
});
