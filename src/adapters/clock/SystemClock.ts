import type { Cancel, Clock } from '../../core/shared/Clock';

/** Clock on the system time and the host's timers. */
export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }

  after(ms: number, callback: () => void): Cancel {
    const timer = setTimeout(callback, ms);
    return () => clearTimeout(timer);
  }

  every(ms: number, callback: () => void): Cancel {
    const timer = setInterval(callback, ms);
    return () => clearInterval(timer);
  }
}
