import type {
  SessionStore,
  SessionToken,
  StoredSession,
} from '../../../../src/core/auth/SessionStore';

/** A session kept in memory. `userId` 0 is a visitor; it remembers what was written. */
export class InMemorySessionStore implements SessionStore {
  readonly writes: number[] = [];
  signOuts = 0;
  session: SessionToken | undefined;

  constructor(public userId = 0) {}

  read(): StoredSession {
    return { userId: this.userId, ...this.session, discardedCorruptValue: false };
  }

  write(userId: number, session?: SessionToken): void {
    this.writes.push(userId);
    this.userId = userId;
    this.session = session;
  }

  endSession(): void {
    this.userId = 0;
    this.session = undefined;
  }

  signOut(): void {
    this.signOuts += 1;
    this.endSession();
  }

  subscribe(): () => void {
    return () => undefined;
  }
}
