import { autorun, makeAutoObservable } from 'mobx';
import type { Clock } from '../../core/shared/Clock';
import { formatLocale } from '../../core/shared/language';
import type { ConnectionModel } from '../shell/ConnectionModel';
import type { SavedCopies } from '../shell/SavedCopies';
import type { AppUpdate } from './AppUpdate';
import { offlineMessages } from './offlineMessages';

export interface StatusStripViewModel {
  /** The quiet bar while the phone is offline: what still works. */
  readonly offline: { readonly title: string; readonly detail: string } | undefined;
  /** "Saved on this phone at 10:42": the page shows the customer's data from the phone's copy. */
  readonly savedCopy: string | undefined;
  /** "A new version is ready", at a moment when reloading loses nothing. */
  readonly update:
    { readonly text: string; readonly reload: string; readonly later: string } | undefined;
}

/**
 * The strip at the top of every page that tells what the network means for it: offline, a copy
 * saved on the phone, a new version waiting. The new version is offered only while nothing typed
 * on the page would be lost by reloading (a field changed since the page opened holds it back
 * until the next page), and never forced. Back online, a page showing saved copies is drawn
 * afresh with the backend's answers, unless something was typed on it.
 */
export class StatusStripPresenter {
  private page = '';
  private typed = false;
  private dismissed = false;

  constructor(
    private readonly connection: ConnectionModel,
    private readonly copies: SavedCopies,
    private readonly update: AppUpdate,
    private readonly clock: Clock,
  ) {
    makeAutoObservable(this);
  }

  get viewModel(): StatusStripViewModel {
    const savedAt = this.copies.savedAt;
    return {
      offline: this.connection.online
        ? undefined
        : { title: offlineMessages.bar, detail: offlineMessages.barDetail },
      savedCopy: savedAt && this.savedWhen(savedAt),
      update:
        this.update.takeOver && !this.typed && !this.dismissed
          ? {
              text: offlineMessages.newVersion,
              reload: offlineMessages.reload,
              later: offlineMessages.later,
            }
          : undefined,
    };
  }

  /**
   * The customer is on `page` (its path and query): another page than the last has nothing typed
   * yet, and shows no copy until one answers (the first page's copies came before the strip).
   */
  showing(page: string): void {
    if (page === this.page) return;
    if (this.page) this.copies.newPage();
    this.page = page;
    this.typed = false;
  }

  /**
   * While the strip is on screen: when the phone is back online, the page showing saved copies
   * asks the backend again by itself (nothing to reload). Returns the stop.
   */
  watch(): () => void {
    let online = this.connection.online;
    return autorun(() => {
      const wasOnline = online;
      online = this.connection.online;
      if (online && !wasOnline && !this.typed && this.copies.savedAt) this.copies.drawAfresh();
    });
  }

  /** Something was typed or picked in a field of this page. */
  typing(): void {
    this.typed = true;
  }

  reload(): void {
    this.update.takeOver?.();
  }

  /** Not now: the offer stays away on this visit; the new version waits for the next. */
  later(): void {
    this.dismissed = true;
  }

  private savedWhen(savedAt: Date): string {
    const locale = formatLocale();
    const today = this.clock.now().toDateString() === savedAt.toDateString();
    return today
      ? offlineMessages.savedAt(
          new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(savedAt),
        )
      : offlineMessages.savedOn(
          new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
            savedAt,
          ),
        );
  }
}
