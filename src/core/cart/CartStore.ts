import type { CartItem } from './CartItem';

export interface StoredCart {
  readonly items: readonly CartItem[];
  /** True when the stored cart was unreadable and has been thrown away. */
  readonly discardedCorruptValue: boolean;
}

/**
 * Keeps the cart on the device (localStorage key `cart`, in the spec's item fields), so it
 * survives a reload. It never throws: an unreadable stored cart loads as empty and is reported;
 * a save the device refuses (storage full) reports `false` and the cart lives on in memory.
 */
export interface CartStore {
  load(): StoredCart;
  /** Stores the cart; `false` when the device refused to store it. */
  save(items: readonly CartItem[]): boolean;
  clear(): void;
  /**
   * Calls `listener` whenever the stored cart changes: through this store (a use case cleared
   * it) or in another tab. Returns the unsubscribe function.
   */
  subscribe(listener: (items: readonly CartItem[]) => void): () => void;
}
