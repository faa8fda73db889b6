import type { Cancel, Clock } from '../../../../src/core/shared/Clock';

/** A clock that stands still until the test moves it. */
export class ManualClock implements Clock {
  private current: number;
  private timers: { due: number; callback: () => void; every?: number }[] = [];

  constructor(start = '2026-05-11T04:30:00.000Z') {
    this.current = Date.parse(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  after(ms: number, callback: () => void): Cancel {
    const timer = { due: this.current + ms, callback };
    this.timers.push(timer);
    return () => this.drop(timer);
  }

  every(ms: number, callback: () => void): Cancel {
    const timer = { due: this.current + ms, callback, every: ms };
    this.timers.push(timer);
    return () => this.drop(timer);
  }

  /** Moves time forward, running every callback that falls due on the way, in order. */
  advance(ms: number): void {
    const end = this.current + ms;
    for (;;) {
      const next = [...this.timers].sort((a, b) => a.due - b.due).find((timer) => timer.due <= end);
      if (!next) break;
      this.current = next.due;
      if (next.every) next.due += next.every;
      else this.drop(next);
      next.callback();
    }
    this.current = end;
  }

  get pendingTimers(): number {
    return this.timers.length;
  }

  private drop(timer: object): void {
    this.timers = this.timers.filter((candidate) => candidate !== timer);
  }
}
