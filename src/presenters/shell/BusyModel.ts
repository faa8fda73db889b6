import { makeAutoObservable } from 'mobx';

/**
 * Counts the calls that block the whole screen (login, checkout, booking, cancelling, saving the
 * profile); the shell shows the full-screen spinner while any is running (SPEC §2).
 */
export class BusyModel {
  private running = 0;

  constructor() {
    makeAutoObservable(this);
  }

  get isBusy(): boolean {
    return this.running > 0;
  }

  /** Runs `work` with the spinner shown; the spinner goes whatever the outcome. */
  async during<T>(work: () => Promise<T>): Promise<T> {
    this.begin();
    try {
      return await work();
    } finally {
      this.end();
    }
  }

  private begin(): void {
    this.running += 1;
  }

  private end(): void {
    this.running = Math.max(0, this.running - 1);
  }
}
