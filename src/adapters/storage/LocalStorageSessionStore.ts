import type { SessionStore, SessionToken, StoredSession } from '../../core/auth/SessionStore';
import { LANGUAGE_KEY } from '../../core/shared/language';
import { PAYMENT_CHOICE_KEY } from '../../core/payment/paymentChoiceKey';
import { DEMO_KEY_PREFIX } from '../fake/DemoStorage';
import { StorageKeyWatch, type StorageEventSource } from './StorageEvents';

/** The localStorage key of the logged-in user's id (SPEC §3). */
export const USER_ID_KEY = 'userId';
/** Beside it, the session's token from a backend of the `session` extension. */
export const TOKEN_KEY = 'sessionToken';
/** And when that session ends at the latest (ISO 8601), when the backend said. */
export const EXPIRES_KEY = 'sessionExpiresAt';

// Digits only, no sign, no fraction, no leading zero: what `String(userId)` writes.
const STORED_USER_ID = /^[1-9]\d{0,14}$/;

/**
 * SessionStore in localStorage under `userId`: a positive whole number as text; '0' or nothing
 * means logged out. Anything else stored there is removed and reported once.
 */
export class LocalStorageSessionStore implements SessionStore {
  private readonly otherTabs: StorageKeyWatch;
  /**
   * A user id the device refused to store (storage full). Kept in memory so the customer who
   * just verified their code is logged in for the life of this page rather than silently not.
   */
  private unstoredUserId = 0;
  private unstoredSession: SessionToken | undefined;

  constructor(
    private readonly local: Storage,
    private readonly session: Storage,
    events?: StorageEventSource,
  ) {
    this.otherTabs = new StorageKeyWatch(local, USER_ID_KEY, events);
  }

  read(): StoredSession {
    let raw: string | null;
    try {
      raw = this.local.getItem(USER_ID_KEY);
    } catch {
      raw = null;
    }
    if (raw === null)
      return {
        userId: this.unstoredUserId,
        ...(this.unstoredUserId > 0 ? this.unstoredSession : {}),
        discardedCorruptValue: false,
      };
    if (raw === '0') return { userId: 0, discardedCorruptValue: false };
    if (STORED_USER_ID.test(raw))
      return { userId: Number(raw), ...this.storedSession(), discardedCorruptValue: false };
    attempt(() => this.local.removeItem(USER_ID_KEY));
    return { userId: 0, discardedCorruptValue: true };
  }

  /** A new login replaces whatever session was kept, token and end alike. */
  write(userId: number, session?: SessionToken): void {
    this.forgetToken();
    if (Number.isSafeInteger(userId) && userId > 0) {
      const { token, expiresAt } = session ?? {};
      const stored =
        attempt(() => this.local.setItem(USER_ID_KEY, String(userId))) &&
        (!token || attempt(() => this.local.setItem(TOKEN_KEY, token))) &&
        (!token ||
          !expiresAt ||
          attempt(() => this.local.setItem(EXPIRES_KEY, expiresAt.toISOString())));
      this.unstoredUserId = stored ? 0 : userId;
      this.unstoredSession = stored || !token ? undefined : session;
      // A refused write must not leave an older user's id behind to be read instead.
      if (!stored) {
        attempt(() => this.local.removeItem(USER_ID_KEY));
        this.forgetToken();
      }
    } else {
      this.endSession();
    }
  }

  endSession(): void {
    this.unstoredUserId = 0;
    this.unstoredSession = undefined;
    attempt(() => this.local.removeItem(USER_ID_KEY));
    this.forgetToken();
  }

  private forgetToken(): void {
    attempt(() => this.local.removeItem(TOKEN_KEY));
    attempt(() => this.local.removeItem(EXPIRES_KEY));
  }

  /** The kept token and its end; an end that does not read as a date ends at once. */
  private storedSession(): { token?: string; expiresAt?: Date } {
    try {
      const token = this.local.getItem(TOKEN_KEY) || undefined;
      if (!token) return {};
      const expires = this.local.getItem(EXPIRES_KEY);
      if (expires === null) return { token };
      const expiresAt = new Date(expires);
      return { token, expiresAt: Number.isNaN(expiresAt.getTime()) ? new Date(0) : expiresAt };
    } catch {
      return {};
    }
  }

  /**
   * SPEC §4 clears local and session storage; the demo backend's keys stay, because they stand
   * for the server's data, and so does the language, a preference of the device (DESIGN.md).
   */
  signOut(): void {
    this.unstoredUserId = 0;
    this.unstoredSession = undefined;
    attempt(() => this.session.clear());
    const doomed: string[] = [];
    attempt(() => {
      for (let index = 0; index < this.local.length; index++) {
        const key = this.local.key(index);
        // The device's preferences stay: the language, and how she likes to pay.
        if (
          key !== null &&
          !key.startsWith(DEMO_KEY_PREFIX) &&
          key !== LANGUAGE_KEY &&
          key !== PAYMENT_CHOICE_KEY
        )
          doomed.push(key);
      }
    });
    // Collected first: removing while walking the indexes would skip keys.
    for (const key of doomed) attempt(() => this.local.removeItem(key));
  }

  subscribe(listener: (userId: number) => void): () => void {
    return this.otherTabs.add(() => listener(this.read().userId));
  }
}

/** Runs a storage operation that the browser may refuse (blocked or full); `false` if it did. */
function attempt(operation: () => void): boolean {
  try {
    operation();
    return true;
  } catch {
    return false;
  }
}
