import { describe, expect, it } from 'vitest';
import { bookingAmount } from '../../../../src/core/booking/bookingAmount';
import { aWorkOrder } from '../support/examples';

describe('bookingAmount', () => {
  it('adds 18 % GST to the total of the orders: ₹299.00 is ₹352.82', () => {
    expect(bookingAmount([aWorkOrder({ totalPrice: 29900 })])).toEqual({
      subtotal: 29900,
      tax: 5382,
      total: 35282,
    });
  });

  it('leaves cancelled and rejected orders out', () => {
    const amount = bookingAmount([
      aWorkOrder({ workOrderId: 1, totalPrice: 29900, statusId: 2 }),
      aWorkOrder({ workOrderId: 2, totalPrice: 10000, statusId: 6 }),
      aWorkOrder({ workOrderId: 3, totalPrice: 10000, statusId: 7 }),
    ]);

    expect(amount.subtotal).toBe(29900);
  });
});
