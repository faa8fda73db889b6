import type { SessionStore, StoredSession } from '../../../../src/core/auth/SessionStore';

/** A session kept in memory. `userId` 0 is a visitor; it remembers what was written. */
export class InMemorySessionStore implements SessionStore {
  readonly writes: number[] = [];
  signOuts = 0;
  token: string | undefined;

  constructor(public userId = 0) {}

  read(): StoredSession {
    return {
      userId: this.userId,
      ...(this.token ? { token: this.token } : {}),
      discardedCorruptValue: false,
    };
  }

  write(userId: number, token?: string): void {
    this.writes.push(userId);
    this.userId = userId;
    this.token = token;
  }

  endSession(): void {
    this.userId = 0;
    this.token = undefined;
  }

  signOut(): void {
    this.signOuts += 1;
    this.endSession();
  }

  subscribe(): () => void {
    return () => undefined;
  }
}
