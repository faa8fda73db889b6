import { describe, expect, it } from 'vitest';
import { servicesOf } from '../../../../src/core/booking/bookingHelp';
import { aWorkOrder } from '../support/examples';

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
