import { spoken, template } from '../shared/language';

/** The receipt page (its title is `messages.titles.receipt`): a booking's lines and amount. */
export const receiptMessages = spoken('receipt', {
  /** Said on every receipt until the backend numbers invoices (README, "Receipts and GST"). */
  notTaxInvoice: 'This is a booking receipt, not a tax invoice.',
  demo: 'Offline demo: nothing was really booked.',
  gstin: template('GSTIN: {gstin}', (gstin: string) => ({ gstin })),
  bookingCode: 'Booking code',
  bookedOn: 'Booked on',
  /** The visit's window, when every service of the booking shares it (the `visit` extension). */
  visit: 'Visit',
  customer: 'Customer',
  visitAddress: 'Visit address',
  linesLabel: 'Services booked',
  item: 'Service',
  status: 'Status',
  quantity: 'Qty',
  unitPrice: 'Unit price',
  amount: 'Amount',
  /** One line's quantity and unit price together, where the table has no room for both. */
  quantityTimesPrice: template('{quantity} × {price}', (quantity: number, price: string) => ({
    quantity,
    price,
  })),
  notCharged: 'Not charged',
  /** Who did the visit of a line (the `visit` extension). */
  technician: template('Technician: {name}', (name: string) => ({ name })),
  cgst: template('CGST ({percent}%)', (percent: number) => ({ percent })),
  sgst: template('SGST ({percent}%)', (percent: number) => ({ percent })),
  igst: template('IGST ({percent}%)', (percent: number) => ({ percent })),
  total: 'Total with GST',
  print: 'Print or save as PDF',
  backToBooking: 'Back to the booking',
} as const);
