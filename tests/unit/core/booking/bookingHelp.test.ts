import { describe, expect, it } from 'vitest';
import { asksToContactUs, servicesOf } from '../../../../src/core/booking/bookingHelp';
import { workOrderStatus } from '../../../../src/core/booking/workOrderStatus';
import { aWorkOrder } from '../support/examples';

describe('asksToContactUs', () => {
  it.each([4, 99])('is true of status %i, whose words say to call us', (statusId) => {
    expect(workOrderStatus(statusId).whyNotCancellable).toMatch(/Call us/);
    expect(asksToContactUs(aWorkOrder({ statusId }))).toBe(true);
  });

  it.each([1, 2, 3, 5, 6, 7])('is false of status %i', (statusId) => {
    expect(asksToContactUs(aWorkOrder({ statusId }))).toBe(false);
  });
});

describe('servicesOf', () => {
  it('names each service of a booking once, in order, and an unnamed order by its option', () => {
    expect(
      servicesOf([
        aWorkOrder({ workOrderId: 1, serviceName: 'Geyser', optionName: 'Repair' }),
        aWorkOrder({ workOrderId: 2, serviceName: 'Fans', optionName: 'Fan repair' }),
        aWorkOrder({ workOrderId: 3, serviceName: 'Geyser', optionName: 'Descaling' }),
        aWorkOrder({ workOrderId: 4, optionName: 'Tap repair' }),
      ]),
    ).toEqual(['Geyser', 'Fans', 'Tap repair']);
  });
});
