import type { ServiceOption } from '../catalog/ServiceOption';
import { addOption } from './cartRules';
import type { CartStore } from './CartStore';
import { storeCart, type CartChange } from './storeCart';

/** Book Now (SPEC §4): one of the option into the cart; an option already there goes up by one. */
export class AddToCart {
  constructor(private readonly cart: CartStore) {}

  execute(option: ServiceOption): CartChange {
    return storeCart(this.cart, addOption(this.cart.load().items, option));
  }
}
