import { describe, expect, it } from 'vitest';
import type { WorkOrderPayment } from '../../../../src/core/payment/Payment';
import { bookingPayment, refundOnCancel } from '../../../../src/core/payment/bookingPayment';
import { aWorkOrder } from '../support/examples';

const PAID_AT = new Date('2026-11-27T05:00:00Z');

const order = (payment: WorkOrderPayment | undefined, statusId = 1) =>
  aWorkOrder(payment ? { statusId, payment } : { statusId });

describe('bookingPayment', () => {
  it('says nothing of a booking from a backend without the payments extension', () => {
    expect(bookingPayment([order(undefined), order(undefined)])).toBeUndefined();
  });

  it('adds up what was paid, with how and when', () => {
    expect(
      bookingPayment([
        order({ state: 'paid', amount: 23_482, method: 'upi', at: PAID_AT }),
        order({ state: 'paid', amount: 11_800, method: 'upi', at: PAID_AT }),
      ]),
    ).toEqual({ paid: { amount: 35_282, method: 'upi', at: PAID_AT } });
  });

  it('adds up what is still to pay, leaving out cancelled and rejected orders', () => {
    expect(
      bookingPayment([
        order({ state: 'unpaid', amount: 23_482 }),
        order({ state: 'unpaid', amount: 11_800 }, 7),
        order({ state: 'unpaid', amount: 5_900 }, 6),
      ]),
    ).toEqual({ toPay: { amount: 23_482 } });
  });

  it('says what is to pay after the service', () => {
    expect(bookingPayment([order({ state: 'pay-after-service', amount: 35_282 })])).toEqual({
      afterService: { amount: 35_282 },
    });
  });

  it('says what comes back and what came back, beside what was paid', () => {
    const refundAt = new Date('2026-11-28T05:00:00Z');
    expect(
      bookingPayment([
        order({ state: 'paid', amount: 23_482, method: 'card', at: PAID_AT }),
        order({ state: 'refund-started', amount: 11_800, method: 'card', at: refundAt }, 7),
        order({ state: 'refunded', amount: 5_900, method: 'card', at: refundAt }, 6),
      ]),
    ).toEqual({
      paid: { amount: 23_482, method: 'card', at: PAID_AT },
      refundStarted: { amount: 11_800, method: 'card', at: refundAt },
      refunded: { amount: 5_900, method: 'card', at: refundAt },
    });
  });
});

describe('refundOnCancel', () => {
  it('gives back what was paid for the order', () => {
    expect(refundOnCancel(order({ state: 'paid', amount: 23_482, method: 'upi' }))).toBe(23_482);
  });

  it.each(['unpaid', 'pay-after-service', 'refund-started', 'refunded'] as const)(
    'gives nothing back for an order %s',
    (state) => {
      expect(refundOnCancel(order({ state, amount: 23_482 }))).toBeUndefined();
    },
  );
});
