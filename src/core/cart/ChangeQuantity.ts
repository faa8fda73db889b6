import { setQuantity } from './cartRules';
import type { CartStore } from './CartStore';
import { storeCart, type CartChange } from './storeCart';

/**
 * The cart's −, + and remove (SPEC §4): sets a line's quantity in whole units; 0 or less removes
 * the line. An unknown line leaves the cart as it is.
 */
export class ChangeQuantity {
  constructor(private readonly cart: CartStore) {}

  execute(optionId: number, quantity: number): CartChange {
    return storeCart(this.cart, setQuantity(this.cart.load().items, optionId, quantity));
  }
}
