import { spoken, template } from '../shared/language';

/** The options dialog's words (SPEC §2 Sub-service dialog); loaded with the services page. */
export const optionMessages = spoken('services', {
  dialogLoading: 'Service options',
  bookNow: 'Book Now',
  addedToCart: 'Added to Cart',
  viewDetails: 'View Details',
  hideDetails: 'Hide Details',
  priceBreakdown: template(
    '{price} + {tax} GST (18%) = {total} per visit',
    (price: string, tax: string, total: string) => ({ price, tax, total }),
  ),
  noDescription: 'No further details for this option.',
  noPrice: 'Price on inspection',
  continueShopping: 'Continue Shopping',
  proceedToCheckout: template('Proceed to Checkout ({count})', (count: number) => ({ count })),
  /** What a screen reader hears after Book Now: "Gas refill added. Cart, 2 items". */
  added: template(
    '{option} added. Cart, {units, plural, one {# item} other {# items}}',
    (option: string, units: number) => ({ option, units }),
  ),
} as const);

/** SPEC §2's empty options list, at the top of the catalogue. */
export const optionOutcomes = spoken('', {
  noOptions: 'No service options available for this service.',
} as const);
