import { makeAutoObservable } from 'mobx';
import type { SessionStore } from '../../core/auth/SessionStore';
import { messages } from '../../core/shared/messages';
import { notification, type Notifier } from '../../core/shared/Notification';

/** Who is logged in, for every screen; kept in step with the device and with other tabs. */
export class SessionModel {
  userId: number;

  constructor(
    private readonly store: SessionStore,
    private readonly notifier: Notifier,
  ) {
    const stored = store.read();
    this.userId = stored.userId;
    if (stored.discardedCorruptValue)
      notifier.notify(notification('warning', messages.storedSessionDiscarded));
    makeAutoObservable(this);
    store.subscribe((userId) => this.setUserId(userId));
  }

  /** SPEC §6: a non-zero user id means logged in. */
  get isLoggedIn(): boolean {
    return this.userId > 0;
  }

  /** Reads the device again, after a use case has started or ended the session. */
  refresh(): void {
    this.setUserId(this.store.read().userId);
  }

  /**
   * The backend no longer knows this customer (it answered 401): the session ends, the cart and
   * the language stay, and the customer is told to log in again. Said once, however many calls
   * were refused at the same time.
   */
  sessionEnded(): void {
    if (!this.isLoggedIn) return;
    this.store.endSession();
    this.setUserId(0);
    this.notifier.notify(notification('warning', messages.sessionEnded));
  }

  private setUserId(userId: number): void {
    this.userId = userId;
  }
}
