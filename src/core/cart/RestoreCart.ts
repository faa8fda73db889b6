import type { CartItem } from './CartItem';
import type { CartStore } from './CartStore';
import { storeCart, type CartChange } from './storeCart';

/**
 * Undo after Clear Cart or a removed line: given the cart as it was, the lines that have gone
 * since come back in their places. What is in the cart now stays as it is, and so do lines added
 * since.
 */
export class RestoreCart {
  constructor(private readonly cart: CartStore) {}

  execute(before: readonly CartItem[]): CartChange {
    const now = this.cart.load().items;
    const current = new Map(now.map((item) => [item.optionId, item]));
    const earlier = new Set(before.map((item) => item.optionId));
    return storeCart(this.cart, [
      ...before.map((item) => current.get(item.optionId) ?? item),
      ...now.filter((item) => !earlier.has(item.optionId)),
    ]);
  }
}
