import { makeAutoObservable } from 'mobx';

/**
 * Whether the page on screen shows a customer's own data from the copy this phone kept (the
 * backend could not be reached), and when the oldest such copy was saved: the page says so ("Saved
 * on this phone at 10:42"). The HTTP gateways report each copy they answer with (src/adapters/http/
 * SavedAnswers.ts); another page starts without (`newPage`). `drawAfresh` has the page drawn again,
 * its reads asked anew (the router keys the page by `drawings`).
 */
export class SavedCopies {
  savedAt: Date | undefined = undefined;
  /** How often the page on screen was drawn afresh for the backend's answers. */
  drawings = 0;

  constructor() {
    makeAutoObservable(this);
  }

  /** An answer on this page came from a copy saved at `savedAt`. */
  answeredFromCopy(savedAt: Date): void {
    if (!this.savedAt || savedAt < this.savedAt) this.savedAt = savedAt;
  }

  newPage(): void {
    this.savedAt = undefined;
  }

  drawAfresh(): void {
    this.savedAt = undefined;
    this.drawings += 1;
  }
}
