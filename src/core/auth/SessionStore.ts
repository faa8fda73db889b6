/** What a session store found on the device. */
export interface StoredSession {
  /** The logged-in user's id, or 0 when nobody is logged in. */
  readonly userId: number;
  /** True when something unreadable was stored and has been thrown away. */
  readonly discardedCorruptValue: boolean;
}

/**
 * Remembers who is logged in on this device (localStorage key `userId`; 0 = logged out).
 * It never throws: a corrupt value reads as logged out and is reported once.
 */
export interface SessionStore {
  read(): StoredSession;
  /** Starts the session of a verified user. */
  write(userId: number): void;
  /**
   * Ends the session and forgets everything the app keeps on this device (SPEC §4: local and
   * session storage), except the offline demo backend's own data.
   */
  signOut(): void;
  /** Calls `listener` when the session changes in another tab; returns the unsubscribe function. */
  subscribe(listener: (userId: number) => void): () => void;
}

export function isLoggedIn(session: StoredSession): boolean {
  return session.userId > 0;
}
