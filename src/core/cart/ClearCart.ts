import type { CartStore } from './CartStore';
import { storeCart, type CartChange } from './storeCart';

/** Clear Cart (SPEC §2): every line goes. */
export class ClearCart {
  constructor(private readonly cart: CartStore) {}

  execute(): CartChange {
    return storeCart(this.cart, []);
  }
}
