import type { CartStore } from '../cart/CartStore';
import type { SessionStore } from '../auth/SessionStore';
import { messages } from '../shared/messages';
import { fail, ok, type Result } from '../shared/Result';
import type { BookingGateway } from './BookingGateway';

export type CheckoutResult = Result<
  { readonly kind: 'ready-to-confirm' } | { readonly kind: 'needs-login' },
  { readonly reason: 'empty-cart' | 'save-failed'; readonly message: string }
>;

/**
 * Proceed to Checkout (SPEC §4): an empty cart is refused with a warning, a visitor must log in
 * first, and a customer's cart is saved to the server so it can be confirmed.
 */
export class Checkout {
  constructor(
    private readonly cart: CartStore,
    private readonly session: SessionStore,
    private readonly bookings: BookingGateway,
  ) {}

  async execute(): Promise<CheckoutResult> {
    const { items } = this.cart.load();
    if (items.length === 0)
      return fail({ reason: 'empty-cart', message: messages.cartEmptyWarning });
    const { userId } = this.session.read();
    if (userId <= 0) return ok({ kind: 'needs-login' });
    const lines = items.map((item) => ({
      optionId: item.optionId,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
    }));
    const saved = await this.bookings.saveCart(userId, lines);
    return saved.ok
      ? ok({ kind: 'ready-to-confirm' })
      : fail({ reason: 'save-failed', message: messages.saveCartFailed });
  }
}
