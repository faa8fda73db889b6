import type { SessionStore, StoredSession } from '../../../../src/core/auth/SessionStore';

/** A session kept in memory. `userId` 0 is a visitor; it remembers what was written. */
export class InMemorySessionStore implements SessionStore {
  readonly writes: number[] = [];
  signOuts = 0;

  constructor(public userId = 0) {}

  read(): StoredSession {
    return { userId: this.userId, discardedCorruptValue: false };
  }

  write(userId: number): void {
    this.writes.push(userId);
    this.userId = userId;
  }

  signOut(): void {
    this.signOuts += 1;
    this.userId = 0;
  }

  subscribe(): () => void {
    return () => undefined;
  }
}
