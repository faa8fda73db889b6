import { messages } from '../shared/messages';
import { fail, ok, type Result } from '../shared/Result';
import type { CartItem } from './CartItem';
import type { CartStore } from './CartStore';

/**
 * What a change of the cart gives: done, or done in memory only because the device refused to
 * store it (storage full), so the cart will not survive a reload.
 */
export type CartChange = Result<void, { readonly reason: 'not-stored'; readonly message: string }>;

/** Stores the changed cart (an empty cart removes the stored one), and says whether it stuck. */
export function storeCart(cart: CartStore, items: readonly CartItem[]): CartChange {
  if (items.length === 0) {
    cart.clear();
    return ok(undefined);
  }
  return cart.save(items)
    ? ok(undefined)
    : fail({ reason: 'not-stored', message: messages.storageFull });
}
