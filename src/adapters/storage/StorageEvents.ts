/** What the storage adapters read of a `storage` event: which key changed, in which storage. */
export type StorageChange = Pick<StorageEvent, 'key' | 'storageArea'>;

/**
 * Where the `storage` events of other tabs arrive: `window` in the app, a small hand-written
 * event target in tests. Browsers fire them only in the tabs that did not make the change.
 */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: StorageChange) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageChange) => void): void;
}

/**
 * The callbacks waiting for one key of one storage to change in another tab. It listens to the
 * event source only while someone is waiting, so a store that nobody watches leaks no listener.
 */
export class StorageKeyWatch {
  private readonly callbacks = new Set<() => void>();

  constructor(
    private readonly storage: Storage,
    private readonly key: string,
    private readonly events?: StorageEventSource,
  ) {}

  /** Calls `callback` when another tab changes the key or clears the storage; gives the stop function. */
  add(callback: () => void): () => void {
    // A wrapper per call, so the same function subscribed twice is also unsubscribed twice.
    const entry = () => callback();
    if (this.callbacks.size === 0) this.events?.addEventListener('storage', this.onStorage);
    this.callbacks.add(entry);
    return () => {
      if (!this.callbacks.delete(entry)) return;
      if (this.callbacks.size === 0) this.events?.removeEventListener('storage', this.onStorage);
    };
  }

  private readonly onStorage = (event: StorageChange): void => {
    // sessionStorage raises `storage` events too; a null area is a test's or an old browser's.
    if (event.storageArea && event.storageArea !== this.storage) return;
    // A null key means the other tab cleared the whole storage.
    if (event.key !== null && event.key !== this.key) return;
    notifyEach([...this.callbacks], undefined);
  };
}

/**
 * Calls every listener with the value. A listener that throws does not stop the others or the
 * caller: its error is reported asynchronously, the way DOM event dispatch reports it.
 */
export function notifyEach<T>(listeners: readonly ((value: T) => void)[], value: T): void {
  for (const listener of listeners) {
    try {
      listener(value);
    } catch (error) {
      queueMicrotask(() => {
        throw error;
      });
    }
  }
}
