/** The session a backend of the `session` extension gave at verify. */
export interface SessionToken {
  readonly token: string;
  /** When the backend ends it at the latest (verify's `expiresAt`), if it said. */
  readonly expiresAt?: Date;
}

/** What a session store found on the device. */
export interface StoredSession {
  /** The logged-in user's id, or 0 when nobody is logged in. */
  readonly userId: number;
  /** The session's token, from a backend that offers the `session` extension. */
  readonly token?: string;
  /** When the session ends at the latest, if the backend said. */
  readonly expiresAt?: Date;
  /** True when something unreadable was stored and has been thrown away. */
  readonly discardedCorruptValue: boolean;
}

/**
 * Remembers who is logged in on this device (localStorage key `userId`; 0 = logged out).
 * It never throws: a corrupt value reads as logged out and is reported once.
 */
export interface SessionStore {
  read(): StoredSession;
  /** Starts the session of a verified user, with the token the backend gave, if any. */
  write(userId: number, session?: SessionToken): void;
  /**
   * The backend ended the session (it answered 401, or its time was up): forgets who is logged
   * in and their token, and keeps everything else on the device (the cart, the language).
   */
  endSession(): void;
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
