import type { Cancel, Clock } from '../../src/core/shared/Clock';

interface Timer {
  readonly id: number;
  due: number;
  readonly every?: number;
  readonly callback: () => void;
}

/** A clock that moves only when a test says so: `advance(30_000)` runs every timer due by then. */
export class FakeClock implements Clock {
  private time: number;
  private nextId = 1;
  private timers: Timer[] = [];

  constructor(start = new Date('2026-11-21T10:00:00+05:30')) {
    this.time = start.getTime();
  }

  now(): Date {
    return new Date(this.time);
  }

  after(ms: number, callback: () => void): Cancel {
    return this.schedule({ id: this.nextId++, due: this.time + ms, callback });
  }

  every(ms: number, callback: () => void): Cancel {
    return this.schedule({ id: this.nextId++, due: this.time + ms, every: ms, callback });
  }

  /** Moves time forward, running each timer as its moment comes, in order. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const next = this.timers
        .filter((timer) => timer.due <= end)
        .sort((a, b) => a.due - b.due || a.id - b.id)[0];
      if (!next) break;
      this.time = next.due;
      if (next.every) next.due += next.every;
      else this.timers = this.timers.filter((timer) => timer !== next);
      next.callback();
    }
    this.time = end;
  }

  /** How many timers are waiting: 0 once everything was cancelled or has run. */
  get pendingTimers(): number {
    return this.timers.length;
  }

  private schedule(timer: Timer): Cancel {
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((candidate) => candidate !== timer);
    };
  }
}
