import { spoken, template } from '../shared/language';

/** The cart page's and the confirm dialog's words (SPEC §2 Cart); loaded with them, not with the page. */
export const cartMessages = spoken('cart', {
  title: 'Your cart',
  subtotal: 'Subtotal',
  total: 'Total',
  clear: 'Clear Cart',
  checkout: 'Proceed to Checkout',
  continueShopping: 'Continue Shopping',
  unitPrice: template('{amount} each', (amount: string) => ({ amount })),
  quantityOf: template('Quantity of {name}', (name: string) => ({ name })),
  increase: template('Add one more {name}', (name: string) => ({ name })),
  decrease: template('Remove one {name}', (name: string) => ({ name })),
  remove: template('Remove {name} from the cart', (name: string) => ({ name })),
  removeLabel: 'Remove',
  summary: 'Order summary',
  totalAmount: 'Total Amount',
  cancel: 'Cancel',
  payNow: template('Pay Now ({amount})', (amount: string) => ({ amount })),
  lineSummary: template('{quantity} × {name}', (quantity: number, name: string) => ({
    quantity,
    name,
  })),
  lineRemoved: template('{name} removed from your cart.', (name: string) => ({ name })),
  cleared: 'Your cart was cleared.',
  undo: 'Undo',
  undoClear: 'Put the items back',
  /** What a screen reader hears after +, −, remove or Clear Cart: "Cart, 3 items. Total ₹1,180.00". */
  changed: template(
    '{units, plural, =0 {Cart, empty} one {Cart, # item. Total {total}} other {Cart, # items. Total {total}}}',
    (units: number, total: string) => ({ units, total }),
  ),
} as const);

/** SPEC §2's texts of the cart and the confirm dialog that sit at the top of the catalogue. */
export const checkoutMessages = spoken('', {
  cartEmpty: 'Your cart is empty',
  confirmBookingTitle: 'Confirm Booking',
  confirmBookingQuestion: 'Do you want to confirm your booking and proceed to payment?',
  taxLabel: 'Tax (18% GST)',
} as const);
