import { makeAutoObservable } from 'mobx';

/**
 * Whether the page on screen shows a customer's own data from the copy this phone kept (the
 * backend could not be reached), and the oldest such copy's time: the page says so ("Saved on this
 * phone at 10:42"). The HTTP gateways report each copy they answer with (src/adapters/http/
 * SavedAnswers.ts); a new page starts without.
 */
export class SavedCopies {
  /** The address the copies were shown on, and when the oldest of them was saved. */
  shown: { readonly page: string; readonly savedAt: Date } | undefined = undefined;

  constructor(private readonly currentPage: () => string) {
    makeAutoObservable(this);
  }

  /** An answer came from a copy saved at `savedAt`, for the page on screen now. */
  answeredFromCopy(savedAt: Date): void {
    const page = this.currentPage();
    const earlier = this.shown?.page === page ? this.shown.savedAt : undefined;
    this.shown = { page, savedAt: earlier && earlier < savedAt ? earlier : savedAt };
  }

  /** When the copies on `page` were saved, if it shows any. */
  savedAt(page: string): Date | undefined {
    return this.shown?.page === page ? this.shown.savedAt : undefined;
  }
}
