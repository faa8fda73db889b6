import { describe, expect, it } from 'vitest';
import { withServiceNames } from '../../../../src/core/booking/serviceNames';
import { aBookingRow, aWorkOrder } from '../support/examples';

describe('withServiceNames', () => {
  it('names the orders in order when there is one row per order', () => {
    const named = withServiceNames(
      [aWorkOrder({ workOrderId: 1 }), aWorkOrder({ workOrderId: 2 })],
      [aBookingRow({ serviceName: 'Geyser' }), aBookingRow({ serviceName: 'Microwave' })],
    );

    expect(named.map((order) => order.serviceName)).toEqual(['Geyser', 'Microwave']);
  });

  it('names every order when the rows name a single service, however many rows there are', () => {
    const named = withServiceNames(
      [aWorkOrder({ workOrderId: 1 }), aWorkOrder({ workOrderId: 2 })],
      [aBookingRow({ serviceName: 'Geyser' })],
    );

    expect(named.map((order) => order.serviceName)).toEqual(['Geyser', 'Geyser']);
  });

  it('leaves the orders unnamed when rows of several services cannot be matched to them', () => {
    const orders = [aWorkOrder({ workOrderId: 1 })];

    expect(
      withServiceNames(orders, [
        aBookingRow({ serviceName: 'Geyser' }),
        aBookingRow({ serviceName: 'Microwave' }),
      ]),
    ).toEqual(orders);
  });

  it('leaves an order unnamed when its row has no service name', () => {
    const named = withServiceNames(
      [aWorkOrder({ workOrderId: 1 }), aWorkOrder({ workOrderId: 2 })],
      [aBookingRow({ serviceName: '' }), aBookingRow({ serviceName: 'Microwave' })],
    );

    expect(named.map((order) => order.serviceName)).toEqual([undefined, 'Microwave']);
  });
});
