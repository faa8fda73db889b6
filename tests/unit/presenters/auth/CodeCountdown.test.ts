import { describe, expect, it } from 'vitest';
import { CodeCountdown } from '../../../../src/presenters/auth/CodeCountdown';
import { FakeClock } from '../../../support/FakeClock';

const seconds = (count: number) => count * 1000;

describe('CodeCountdown', () => {
  it('counts down to Resend each second once a code is sent, and stops at zero', () => {
    const clock = new FakeClock();
    const countdown = new CodeCountdown(clock);

    countdown.codeSent(new Date(clock.now().getTime() + seconds(30)));
    expect(countdown.secondsLeft).toBe(30);
    clock.advance(seconds(12));
    expect(countdown.secondsLeft).toBe(18);
    clock.advance(seconds(60));

    expect(countdown.secondsLeft).toBe(0);
    expect(clock.pendingTimers).toBe(0);
  });

  it('counts the wait before Validate beside the one before Resend', () => {
    const clock = new FakeClock();
    const countdown = new CodeCountdown(clock);
    countdown.codeSent(new Date(clock.now().getTime() + seconds(30)));

    countdown.tryAfter(new Date(clock.now().getTime() + seconds(5)));
    clock.advance(seconds(2));

    expect(countdown).toMatchObject({ secondsLeft: 28, tryInSeconds: 3 });
  });

  it('forgets both waits when stopped', () => {
    const clock = new FakeClock();
    const countdown = new CodeCountdown(clock);
    countdown.codeSent(new Date(clock.now().getTime() + seconds(30)));
    countdown.tryAfter(new Date(clock.now().getTime() + seconds(5)));

    countdown.stop();
    clock.advance(seconds(1));

    expect(countdown).toMatchObject({ secondsLeft: 0, tryInSeconds: 0 });
    expect(clock.pendingTimers).toBe(0);
  });
});
