import type { StorageChange, StorageEventSource } from '../../src/adapters/storage/StorageEvents';

/** Stands in for `window`: the test plays the other tab by dispatching `storage` events. */
export class FakeStorageEvents implements StorageEventSource {
  private readonly listeners: ((event: StorageChange) => void)[] = [];

  addEventListener(_type: 'storage', listener: (event: StorageChange) => void): void {
    this.listeners.push(listener);
  }

  removeEventListener(_type: 'storage', listener: (event: StorageChange) => void): void {
    const index = this.listeners.indexOf(listener);
    if (index >= 0) this.listeners.splice(index, 1);
  }

  /** What the browser does in this tab when another tab writes `key` (null: clears all). */
  otherTabChanged(storageArea: Storage | null, key: string | null): void {
    for (const listener of [...this.listeners]) listener({ key, storageArea });
  }

  /** Another tab stores `value` under `key` of the shared `storage`, and this tab hears of it. */
  otherTabWrote(storage: Storage, key: string, value: string): void {
    storage.setItem(key, value);
    this.otherTabChanged(storage, key);
  }

  get listenerCount(): number {
    return this.listeners.length;
  }
}
