import { describe, expect, it } from 'vitest';
import { receiptOf } from '../../../../src/core/booking/receipt';
import type { VisitDetails } from '../../../../src/core/profile/GetVisitDetails';
import { aWorkOrder } from '../support/examples';

const priya: VisitDetails = {
  name: 'Priya Sharma',
  address: '12 Banjara Hills Road',
  area: 'Hyderabad, Telangana',
  mobile: '9876543210',
  altContact: '',
};

const intraState = { mode: 'intra-state' } as const;

describe('receiptOf', () => {
  it('lists every order, sums them, and splits the 18 % into CGST and SGST', () => {
    const receipt = receiptOf(
      {
        referenceCode: 'GS-26131-5004',
        workOrders: [
          aWorkOrder({ workOrderId: 1, quantity: 3, unitPrice: 19900, totalPrice: 59700 }),
          aWorkOrder({ workOrderId: 2, quantity: 1, unitPrice: 33333, totalPrice: 33333 }),
        ],
      },
      priya,
      intraState,
    );

    // ₹930.33 taxed 18 % is ₹167.46 (16,745.94 paise), split ₹83.73 + ₹83.73.
    expect(receipt).toMatchObject({
      code: 'GS-26131-5004',
      customer: priya,
      subtotal: 93033,
      gst: [
        { kind: 'cgst', percent: 9, amount: 8373 },
        { kind: 'sgst', percent: 9, amount: 8373 },
      ],
      total: 109779,
    });
    expect(
      receipt?.lines.map((line) => [line.order.workOrderId, line.amount, line.charged]),
    ).toEqual([
      [1, 59700, true],
      [2, 33333, true],
    ]);
  });

  it('lists a cancelled or rejected order but leaves it out of the sums', () => {
    const receipt = receiptOf(
      {
        referenceCode: 'GS-1',
        workOrders: [
          aWorkOrder({ workOrderId: 1, totalPrice: 39900, statusId: 1 }),
          aWorkOrder({ workOrderId: 2, totalPrice: 50000, statusId: 7 }),
          aWorkOrder({ workOrderId: 3, totalPrice: 60000, statusId: 6 }),
        ],
      },
      priya,
      intraState,
    );

    expect(receipt?.lines.map((line) => line.charged)).toEqual([true, false, false]);
    expect(receipt).toMatchObject({ subtotal: 39900, total: 47082 });
  });

  it('dates the booking by its earliest order', () => {
    const receipt = receiptOf(
      {
        referenceCode: 'GS-1',
        workOrders: [
          aWorkOrder({ workOrderId: 1, createdAt: new Date('2026-05-12T06:00:00Z') }),
          aWorkOrder({ workOrderId: 2, createdAt: new Date('2026-05-12T05:59:00Z') }),
        ],
      },
      priya,
      intraState,
    );

    expect(receipt?.bookedAt).toEqual(new Date('2026-05-12T05:59:00Z'));
  });

  it('shows IGST 18 % whole and the GSTIN where the deployment says so', () => {
    const receipt = receiptOf(
      { referenceCode: 'GS-1', workOrders: [aWorkOrder({ totalPrice: 29900 })] },
      priya,
      { mode: 'inter-state', gstin: '36AABCU9603R1ZO' },
    );

    expect(receipt).toMatchObject({
      gst: [{ kind: 'igst', percent: 18, amount: 5382 }],
      total: 35282,
      gstin: '36AABCU9603R1ZO',
    });
  });

  it('has no receipt for a booking without work orders', () => {
    expect(receiptOf({ referenceCode: '', workOrders: [] }, priya, intraState)).toBeUndefined();
  });
});
