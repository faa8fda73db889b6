import { makeAutoObservable } from 'mobx';
import type { PersonalCopies } from '../../core/auth/PersonalCopies';
import type { SessionStore } from '../../core/auth/SessionStore';
import type { Cancel, Clock } from '../../core/shared/Clock';
import { messages } from '../../core/shared/messages';
import { notification, type Notifier } from '../../core/shared/Notification';

// A timer waits 2^31 − 1 ms (24.8 days) at most; an end further away is waited for in steps.
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * Who is logged in, for every screen; kept in step with the device and with other tabs. What the
 * phone keeps about a customer leaves with them: when the session ends here, and when another
 * tab logs out or logs in someone else.
 */
export class SessionModel {
  userId: number;
  private cancelExpiry: Cancel | undefined;

  constructor(
    private readonly store: SessionStore,
    private readonly notifier: Notifier,
    private readonly clock: Clock,
    private readonly copies: PersonalCopies,
  ) {
    const stored = store.read();
    this.userId = stored.userId;
    if (stored.discardedCorruptValue)
      notifier.notify(notification('warning', messages.storedSessionDiscarded));
    makeAutoObservable<SessionModel, 'cancelExpiry'>(this, { cancelExpiry: false });
    store.subscribe((userId) => {
      const before = this.userId;
      this.refresh();
      if (userId !== before) void (userId > 0 ? copies.keepOnly(userId) : copies.forget());
    });
    this.watchExpiry();
  }

  /** SPEC §6: a non-zero user id means logged in. */
  get isLoggedIn(): boolean {
    return this.userId > 0;
  }

  /** Reads the device again, after a use case has started or ended the session. */
  refresh(): void {
    this.userId = this.store.read().userId;
    this.watchExpiry();
  }

  /**
   * The backend no longer knows this customer (it answered 401), or the session's time is up:
   * the session ends, the copies of the customer's data on the phone go, the cart and the
   * language stay, and the customer is told to log in again. Said once, however many calls were
   * refused at the same time. Settles once the copies are gone.
   */
  async sessionEnded(): Promise<void> {
    if (!this.isLoggedIn) return;
    this.store.endSession();
    this.refresh();
    this.notifier.notify(notification('warning', messages.sessionEnded));
    await this.copies.forget();
  }

  /** Ends the session at the moment the backend said it ends (verify's `expiresAt`). */
  private watchExpiry(): void {
    this.cancelExpiry?.();
    const { userId, expiresAt } = this.store.read();
    const wait = userId > 0 && expiresAt ? expiresAt.getTime() - this.clock.now().getTime() : NaN;
    this.cancelExpiry = Number.isNaN(wait)
      ? undefined
      : this.clock.after(Math.max(0, Math.min(wait, LONGEST_WAIT_MS)), () =>
          wait > LONGEST_WAIT_MS ? this.refresh() : void this.sessionEnded(),
        );
  }
}
