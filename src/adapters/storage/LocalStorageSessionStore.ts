import type { SessionStore, StoredSession } from '../../core/auth/SessionStore';
import { LANGUAGE_KEY } from '../../core/shared/language';
import { DEMO_KEY_PREFIX } from '../fake/DemoStorage';
import { StorageKeyWatch, type StorageEventSource } from './StorageEvents';

/** The localStorage key of the logged-in user's id (SPEC §3). */
export const USER_ID_KEY = 'userId';
/** Beside it, the session's token from a backend of the `session` extension. */
export const TOKEN_KEY = 'sessionToken';

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
  private unstoredToken: string | undefined;

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
        ...(this.unstoredUserId > 0 && this.unstoredToken ? { token: this.unstoredToken } : {}),
        discardedCorruptValue: false,
      };
    if (raw === '0') return { userId: 0, discardedCorruptValue: false };
    if (STORED_USER_ID.test(raw)) {
      const token = this.storedToken();
      return { userId: Number(raw), ...(token ? { token } : {}), discardedCorruptValue: false };
    }
    attempt(() => this.local.removeItem(USER_ID_KEY));
    return { userId: 0, discardedCorruptValue: true };
  }

  write(userId: number, token?: string): void {
    attempt(() => this.local.removeItem(TOKEN_KEY));
    if (Number.isSafeInteger(userId) && userId > 0) {
      const stored =
        attempt(() => this.local.setItem(USER_ID_KEY, String(userId))) &&
        (!token || attempt(() => this.local.setItem(TOKEN_KEY, token)));
      this.unstoredUserId = stored ? 0 : userId;
      this.unstoredToken = stored ? undefined : token;
      // A refused write must not leave an older user's id behind to be read instead.
      if (!stored) {
        attempt(() => this.local.removeItem(USER_ID_KEY));
        attempt(() => this.local.removeItem(TOKEN_KEY));
      }
    } else {
      this.endSession();
    }
  }

  endSession(): void {
    this.unstoredUserId = 0;
    this.unstoredToken = undefined;
    attempt(() => this.local.removeItem(USER_ID_KEY));
    attempt(() => this.local.removeItem(TOKEN_KEY));
  }

  private storedToken(): string | undefined {
    try {
      return this.local.getItem(TOKEN_KEY) || undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * SPEC §4 clears local and session storage; the demo backend's keys stay, because they stand
   * for the server's data, and so does the language, a preference of the device (DESIGN.md).
   */
  signOut(): void {
    this.unstoredUserId = 0;
    this.unstoredToken = undefined;
    attempt(() => this.session.clear());
    const doomed: string[] = [];
    attempt(() => {
      for (let index = 0; index < this.local.length; index++) {
        const key = this.local.key(index);
        if (key !== null && !key.startsWith(DEMO_KEY_PREFIX) && key !== LANGUAGE_KEY)
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
