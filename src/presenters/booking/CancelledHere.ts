import { makeAutoObservable } from 'mobx';

/**
 * The orders she cancelled in this visit of the app, and when the app learnt it: the backend
 * says an order is cancelled, never by whom or when, so "You cancelled this on …" is said only
 * of these. Kept in memory: a reload or a logout forgets it, and the line then says only that
 * the order was cancelled.
 */
export class CancelledHere {
  private readonly times = new Map<number, Date>();

  constructor() {
    makeAutoObservable(this);
  }

  record(workOrderId: number, at: Date): void {
    this.times.set(workOrderId, at);
  }

  /** When she cancelled work order `workOrderId` here, if she did. */
  at(workOrderId: number): Date | undefined {
    return this.times.get(workOrderId);
  }
}
