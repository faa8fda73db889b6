import type { CartItem } from '../../../../src/core/cart/CartItem';
import type { CartStore, StoredCart } from '../../../../src/core/cart/CartStore';

/** A cart kept in memory: what a test puts in is what the use case loads. */
export class InMemoryCartStore implements CartStore {
  private listeners = new Set<(items: readonly CartItem[]) => void>();

  constructor(public items: readonly CartItem[] = []) {}

  load(): StoredCart {
    return { items: this.items, discardedCorruptValue: false };
  }

  save(items: readonly CartItem[]): boolean {
    this.items = items;
    this.listeners.forEach((listener) => listener(items));
    return true;
  }

  clear(): void {
    this.save([]);
  }

  subscribe(listener: (items: readonly CartItem[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
