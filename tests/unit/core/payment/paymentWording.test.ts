import { describe, expect, it } from 'vitest';
import { paymentLines, refundWording } from '../../../../src/core/payment/paymentWording';

const ON_27_NOV = new Date('2026-11-27T08:30:00Z');
const ON_28_NOV = new Date('2026-11-28T08:30:00Z');

describe('what a booking says about its money', () => {
  it('says what was paid, how and when, as Indians write the day', () => {
    expect(paymentLines({ paid: { amount: 35_282, method: 'upi', at: ON_27_NOV } })).toEqual([
      'Paid ₹352.82 by UPI on 27\u00a0Nov\u00a02026',
    ]);
  });

  it('says what is to pay after the service, and what is not paid yet', () => {
    expect(paymentLines({ afterService: { amount: 35_282 } })).toEqual([
      'To pay after the service: ₹352.82',
    ]);
    expect(paymentLines({ toPay: { amount: 35_282 } })).toEqual(['Not paid yet: ₹352.82']);
  });

  it('says a refund on its way, then the day it reached her', () => {
    expect(paymentLines({ refundStarted: { amount: 35_282, at: ON_27_NOV } })).toEqual([
      'Refund of ₹352.82 on its way',
    ]);
    expect(paymentLines({ refunded: { amount: 35_282, at: ON_28_NOV } })).toEqual([
      '₹352.82 refunded on 28\u00a0Nov\u00a02026',
    ]);
  });

  it('says both when part of a booking was paid and part comes back', () => {
    expect(
      paymentLines({
        paid: { amount: 23_482, method: 'card', at: ON_27_NOV },
        refundStarted: { amount: 11_800 },
      }),
    ).toEqual(['Paid ₹234.82 by card on 27\u00a0Nov\u00a02026', 'Refund of ₹118.00 on its way']);
  });
});

describe('what a cancel of a paid order gives back, and where', () => {
  it.each([
    ['upi', '₹352.82 back to the UPI account you paid from, in 5–7 working days'],
    ['card', '₹352.82 back to the card you paid with, in 5–7 working days'],
    ['netbanking', '₹352.82 back to the bank account you paid from, in 5–7 working days'],
    ['wallet', '₹352.82 back to the wallet you paid from, in 5–7 working days'],
  ] as const)('paid by %s: %s', (method, said) => {
    expect(refundWording(35_282, method, '5–7')).toBe(said);
  });

  it('in the working days the deployment names', () => {
    expect(refundWording(35_282, 'upi', '3')).toBe(
      '₹352.82 back to the UPI account you paid from, in 3 working days',
    );
  });
});
