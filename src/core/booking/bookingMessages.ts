import { spoken, template } from '../shared/language';

/** My Bookings and a booking's detail. */
export const bookingMessages = spoken('bookings', {
  title: 'My Bookings',
  count: template('{count, plural, one {# booking} other {# bookings}}', (count: number) => ({
    count,
  })),
  serviceCount: template(
    '{count, plural, one {# service} other {# services}}',
    (count: number) => ({ count }),
  ),
  bookingCode: template('Booking Code: {code}', (code: string) => ({ code })),
  created: template('Created: {date}', (date: string) => ({ date })),
  booked: template('Booked: {date}', (date: string) => ({ date })),
  viewDetails: 'View Details',
  bookAgain: 'Book again',
  continueShopping: 'Continue Shopping',
  referenceCode: template('Reference Code: {code}', (code: string) => ({ code })),
  quantity: template('{quantity} ×', (quantity: number) => ({ quantity })),
  unitPrice: 'Unit Price',
  total: 'Total',
  cancelOrder: 'Cancel Order',
  cancelTitle: 'Cancel this order?',
  keepOrder: 'No, keep it',
  confirmCancel: 'Yes, cancel',
  backToBookings: 'Back to My Bookings',
  /** The way from a booking to its receipt. */
  receipt: 'Receipt',
  notChargedNote: 'Cancelled and rejected services are not charged.',
  /** A cancelled or rejected order's total, as the receipt says it. */
  notCharged: 'Not charged',
  statusLabel: template('Status: {name}', (name: string) => ({ name })),
  detailTitle: 'Booking details',
  createdLabel: 'Created',
  itemsLabel: template('Services in booking {code}', (code: string) => ({ code })),
  workOrdersLabel: 'Services in this booking',
  /** The greeting on My Bookings right after Pay Now. */
  greetingTitle: 'Booking confirmed',
  greetingId: template('Booking ID {bookingId}', (bookingId: number) => ({
    bookingId: String(bookingId),
  })),
  greetingAmount: 'Amount with GST',
  whatNextHeading: 'What happens next',
  whatNext: template(
    '{known, select, yes {Our team assigns a technician and calls you on {contact} to agree a time for the visit. Follow each service here; you can cancel it until work begins.} other {Our team assigns a technician and calls you to agree a time for the visit. Follow each service here; you can cancel it until work begins.}}',
    (contact: string) => ({ known: contact ? 'yes' : 'no', contact }),
  ),
  dismissGreeting: 'Got it',
  newBooking: 'New',
} as const);

/** SPEC §4: each work order status by name, and that one past cancelling cannot be cancelled online. */
export const statusMessages = spoken('status', {
  names: {
    'not-assigned': 'Not Assigned',
    assigned: 'Assigned',
    'in-progress': 'In Progress',
    'on-hold': 'On Hold',
    completed: 'Completed',
    rejected: 'Rejected',
    cancelled: 'Cancelled',
    unknown: 'Status unavailable',
  },
  /** Why Cancel Order refuses an order past status 2 (each order's status line says where it stands). */
  notCancellable: 'This order cannot be cancelled online. Call us for help.',
} as const);

/** What booking, cancelling and booking again answer (SPEC §8 and our own). */
export const bookingOutcomes = spoken('', {
  bookingConfirmed: template('Your BookingId is {bookingId}', (bookingId: number | string) => ({
    bookingId: String(bookingId),
  })),
  confirmInvalidResponse: 'Invalid response from server. Please try again.',
  confirmFailed: 'Failed to confirm booking. Please try again.',
  bookingDetailParseFailed: 'Error parsing booking data',
  bookingDetailFetchFailed: 'Error fetching booking details',
  cancelFailed: 'Failed to cancel booking. Please try again.',
  noBookingsTitle: 'No services ordered yet',
  noBookingsBody: 'Start exploring our services to make your first booking!',
  noBookingDetailTitle: 'No booking details available',
  noBookingDetailBody: 'The requested booking information could not be found.',
  cancelPrompt: template(
    'Are you sure you want to cancel "{optionName}"? This action cannot be undone.',
    (optionName: string) => ({ optionName }),
  ),
  bookAgainDone: template(
    '{added, plural, one {One service is} other {# services are}} back in your cart.{missingCount, plural, =0 {} other { No longer offered: {missing}.}}',
    (added: number, missing: readonly string[]) => ({
      added,
      missing: missing.join(', '),
      missingCount: missing.length,
    }),
  ),
  bookAgainUnavailable: template(
    'These services are no longer offered: {missing}.',
    (missing: readonly string[]) => ({ missing: missing.join(', ') }),
  ),
  bookAgainFailed: 'Could not put this booking back in your cart. Please try again.',
} as const);
