import type { CartItem } from '../../core/cart/CartItem';
import type { CartStore, StoredCart } from '../../core/cart/CartStore';
import { CART_KEY, parseStoredCart, storedCartText } from './storedCart';
import { notifyEach, StorageKeyWatch, type StorageEventSource } from './StorageEvents';

/**
 * CartStore in localStorage under `cart`, in SPEC §3's item fields, so carts written by earlier
 * versions of the app still load. A stored cart that fails any check is removed as a whole:
 * keeping half of a cart would book something the customer did not choose.
 */
export class LocalStorageCartStore implements CartStore {
  private readonly listeners = new Set<(items: readonly CartItem[]) => void>();
  private readonly otherTabs: StorageKeyWatch;
  /**
   * The cart when the device refused to store it (storage full or blocked). Until a write
   * succeeds, memory is the truth: checkout and booking must see what the customer sees.
   */
  private unsaved: readonly CartItem[] | undefined;

  constructor(
    private readonly storage: Storage,
    events?: StorageEventSource,
  ) {
    this.otherTabs = new StorageKeyWatch(storage, CART_KEY, events);
  }

  load(): StoredCart {
    if (this.unsaved) return { items: [...this.unsaved], discardedCorruptValue: false };
    let raw: string | null;
    try {
      raw = this.storage.getItem(CART_KEY);
    } catch {
      return { items: [], discardedCorruptValue: false };
    }
    if (raw === null) return { items: [], discardedCorruptValue: false };
    const items = parseStoredCart(raw);
    if (items) return { items, discardedCorruptValue: false };
    this.remove();
    return { items: [], discardedCorruptValue: true };
  }

  save(items: readonly CartItem[]): boolean {
    let stored = true;
    try {
      this.storage.setItem(CART_KEY, storedCartText(items));
      this.unsaved = undefined;
    } catch {
      // QuotaExceededError, or storage that refuses writes: the cart lives on in memory.
      this.unsaved = [...items];
      stored = false;
    }
    notifyEach([...this.listeners], [...items]);
    return stored;
  }

  clear(): void {
    this.unsaved = undefined;
    this.remove();
    notifyEach([...this.listeners], []);
  }

  subscribe(listener: (items: readonly CartItem[]) => void): () => void {
    const own = (items: readonly CartItem[]) => listener(items);
    this.listeners.add(own);
    // Another tab wrote the cart, so storage works again and holds the newer cart.
    const stopWatching = this.otherTabs.add(() => {
      this.unsaved = undefined;
      own(this.load().items);
    });
    return () => {
      this.listeners.delete(own);
      stopWatching();
    };
  }

  private remove(): void {
    try {
      this.storage.removeItem(CART_KEY);
    } catch {
      // Storage that refuses access cannot hold a cart either.
    }
  }
}
