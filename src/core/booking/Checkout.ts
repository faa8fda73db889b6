import type { CartStore } from '../cart/CartStore';
import { priceMessages } from '../cart/priceMessages';
import type { PriceCart, PriceChange } from '../cart/PriceCart';
import type { SessionStore } from '../auth/SessionStore';
import { messages } from '../shared/messages';
import { fail, ok, type Result } from '../shared/Result';
import type { BookingGateway } from './BookingGateway';

export type CheckoutResult = Result<
  | {
      readonly kind: 'ready-to-confirm';
      /** Lines whose price the catalogue changed since they went into the cart. */
      readonly changes: readonly PriceChange[];
      /** Options no longer offered, taken out of the cart. */
      readonly withdrawn: readonly string[];
    }
  | { readonly kind: 'needs-login' },
  {
    readonly reason: 'empty-cart' | 'catalogue-unavailable' | 'save-failed' | 'session-ended';
    readonly message: string;
  }
>;

/**
 * Proceed to Checkout (SPEC §4): an empty cart is refused with a warning, a visitor must log in
 * first, and a customer's cart is priced from the catalogue and saved to the server so it can
 * be confirmed. The prices saved are the catalogue's, never the device's.
 */
export class Checkout {
  constructor(
    private readonly cart: CartStore,
    private readonly session: SessionStore,
    private readonly bookings: BookingGateway,
    private readonly priceCart: PriceCart,
  ) {}

  async execute(): Promise<CheckoutResult> {
    if (this.cart.load().items.length === 0)
      return fail({ reason: 'empty-cart', message: messages.cartEmptyWarning });
    const { userId } = this.session.read();
    if (userId <= 0) return ok({ kind: 'needs-login' });
    const priced = await this.priceCart.execute();
    if (!priced.ok) return fail({ reason: 'catalogue-unavailable', message: priced.error.message });
    const { items } = this.cart.load();
    if (items.length === 0)
      return fail({
        reason: 'empty-cart',
        message: priced.value.withdrawn.map((name) => priceMessages.withdrawn(name)).join(' '),
      });
    const lines = items.map((item) => ({
      optionId: item.optionId,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
    }));
    const saved = await this.bookings.saveCart(userId, lines);
    if (saved.ok) return ok({ kind: 'ready-to-confirm', ...priced.value });
    return saved.error.kind === 'unauthorized'
      ? fail({ reason: 'session-ended', message: messages.sessionEnded })
      : fail({ reason: 'save-failed', message: messages.saveCartFailed });
  }
}
