import { spoken, template } from '../shared/language';

const amount = (value: string) => ({ amount: value });

/** What the app says about paying a booking (the `payments` extension). */
export const paymentMessages = spoken('payment', {
  choice: {
    legend: 'How would you like to pay?',
    online: 'Pay online now (UPI, card, netbanking)',
    afterService: 'Pay after the service (UPI or cash to the technician)',
    bookAfterService: 'Book, pay after the service',
  },
  /** A booking's money, from what the backend says of its work orders. */
  state: {
    paid: template(
      'Paid {amount} by {method} on {date}',
      (value: string, method: string, date: string) => ({
        amount: value,
        method,
        date,
      }),
    ),
    paidUndated: template('Paid {amount}', amount),
    afterService: template('To pay after the service: {amount}', amount),
    toPay: template('Not paid yet: {amount}', amount),
    refundStarted: template('Refund of {amount} on its way', amount),
    refunded: template('{amount} refunded on {date}', (value: string, date: string) => ({
      amount: value,
      date,
    })),
    refundedUndated: template('{amount} refunded', amount),
  },
  method: {
    upi: 'UPI',
    card: 'card',
    netbanking: 'netbanking',
    wallet: 'wallet',
    cash: 'cash',
  },
  actions: {
    payNow: template('Pay {amount} now', amount),
    afterServiceInstead: 'Pay after the service instead',
  },
  /** Why a payment did not finish; the booking stays, unpaid. */
  unfinished: {
    closed: 'The payment was closed before it finished. Your booking is kept; it is not paid yet.',
    failed: 'The payment did not go through. Your booking is kept; it is not paid yet.',
    unavailable:
      'The payment page could not open. Your booking is kept; it is not paid yet. Please try again when you are online.',
    notVerified:
      'We could not confirm the payment yet. Your booking is kept and shows as not paid; if money left your account, it is paid here once your bank tells us, or comes back to you.',
    refused: 'The payment could not be started. Your booking is kept; it is not paid yet.',
  },
  paidNow: 'Payment received. Thank you!',
  offline: "You're offline. Paying needs the internet: your booking is kept, not paid yet.",
  afterServiceChosen: 'You will pay the technician after the service.',
  afterServiceFailed: 'We could not change how you pay. Please try again.',
  /** The cancel dialog of a paid order: what comes back, and where, before she confirms. */
  refundOnCancel: {
    upi: template(
      '{amount} back to the UPI account you paid from, in {days} working days',
      (value: string, days: string) => ({ amount: value, days }),
    ),
    card: template(
      '{amount} back to the card you paid with, in {days} working days',
      (value: string, days: string) => ({ amount: value, days }),
    ),
    netbanking: template(
      '{amount} back to the bank account you paid from, in {days} working days',
      (value: string, days: string) => ({ amount: value, days }),
    ),
    wallet: template(
      '{amount} back to the wallet you paid from, in {days} working days',
      (value: string, days: string) => ({ amount: value, days }),
    ),
    other: template(
      '{amount} back to you, in {days} working days',
      (value: string, days: string) => ({ amount: value, days }),
    ),
  },
  /** The provider's checkout: what it says about the payment. */
  sheet: {
    description: 'Payment for your home service booking',
  },
  /** The demo's own payment sheet. */
  demo: {
    title: 'Demo payment: nothing is charged',
    amountLabel: 'Amount to pay',
    methodLegend: 'Pay by',
    upi: 'UPI',
    card: 'Card',
    pay: template('Pay {amount}', amount),
    fail: 'Make this payment fail',
    close: 'Close',
    note: 'This is the demo: no money moves, and no bank is asked.',
  },
} as const);
