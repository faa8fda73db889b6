import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SystemClock } from '../../../../src/adapters/clock/SystemClock';

describe('SystemClock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-05-11T04:30:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tells the current system time', () => {
    expect(new SystemClock().now()).toEqual(new Date('2026-05-11T04:30:00Z'));
  });

  it('calls back once after the delay, unless cancelled', () => {
    const clock = new SystemClock();
    const calls: string[] = [];
    clock.after(1000, () => calls.push('kept'));
    const cancel = clock.after(1000, () => calls.push('cancelled'));
    cancel();
    vi.advanceTimersByTime(999);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(5000);
    expect(calls).toEqual(['kept']);
  });

  it('calls back at every interval until cancelled', () => {
    const clock = new SystemClock();
    let ticks = 0;
    const cancel = clock.every(1000, () => ticks++);
    vi.advanceTimersByTime(3000);
    expect(ticks).toBe(3);
    cancel();
    vi.advanceTimersByTime(3000);
    expect(ticks).toBe(3);
  });
});
