import { spoken, template } from '../shared/language';

/** What checkout says about today's prices; loaded with the cart, not with the page. */
export const priceMessages = spoken('cart', {
  /** Checkout read the catalogue's prices again: "Tap repair now costs ₹179.00, was ₹149.00". */
  priceChanged: template(
    '{name} now costs {now}, was {was}.',
    (name: string, now: string, was: string) => ({ name, now, was }),
  ),
  /** Beside the line's price in the cart. */
  priceWas: template('was {was}', (was: string) => ({ was })),
  withdrawn: template(
    '{name} is no longer offered and was taken out of your cart.',
    (name: string) => ({ name }),
  ),
  pricesUnavailable:
    'We could not check today’s prices, so nothing was booked. Your cart is kept: please try again.',
  pricesChangedTitle: 'Prices have changed',
});
