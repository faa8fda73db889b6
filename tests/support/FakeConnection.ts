import type { Connection } from '../../src/presenters/shell/Connection';

/** A network switched by the test: `goOffline()`, `goOnline()`. */
export class FakeConnection implements Connection {
  online = true;
  private readonly listeners = new Set<() => void>();

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  goOffline(): void {
    this.online = false;
    this.listeners.forEach((listener) => listener());
  }

  goOnline(): void {
    this.online = true;
    this.listeners.forEach((listener) => listener());
  }
}
