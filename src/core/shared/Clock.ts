/** Cancels a scheduled callback. */
export type Cancel = () => void;

/**
 * Time, as a port: the core and the presenters never read the system clock or start timers
 * themselves, so tests can move time forward by hand.
 */
export interface Clock {
  /** The current instant. */
  now(): Date;
  /** Calls `callback` once after `ms` milliseconds. */
  after(ms: number, callback: () => void): Cancel;
  /** Calls `callback` every `ms` milliseconds until cancelled. */
  every(ms: number, callback: () => void): Cancel;
}
