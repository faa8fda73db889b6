import { describe, expect, it } from 'vitest';
import { cancelQuestion, isOpen, orderName } from '../../../../src/core/booking/cancelWording';
import { aWorkOrder } from '../support/examples';

const geyserRepair = aWorkOrder({
  workOrderId: 1,
  serviceName: 'Geyser',
  optionName: 'Repair',
  statusId: 1,
});

describe('orderName', () => {
  it('names an order by its option and its service, since two services may offer "Repair"', () => {
    expect(orderName(geyserRepair)).toBe('Repair (Geyser)');
  });

  it('names it by its option alone when the service is unknown', () => {
    expect(orderName(aWorkOrder({ optionName: 'Repair' }))).toBe('Repair');
  });
});

describe('isOpen', () => {
  it.each([
    [1, true],
    [2, true],
    [3, true],
    [4, true],
    [5, false],
    [6, false],
    [7, false],
    [99, true],
  ])('status %i is open: %s', (statusId, open) => {
    expect(isOpen(aWorkOrder({ statusId }))).toBe(open);
  });
});

describe('cancelQuestion', () => {
  it("asks SPEC §4's question about the order, by its name", () => {
    expect(cancelQuestion(geyserRepair, [geyserRepair])).toEqual({
      prompt: 'Are you sure you want to cancel "Repair (Geyser)"? This action cannot be undone.',
    });
  });

  it('says the other open orders stay booked, and leaves finished ones unsaid', () => {
    const fans = aWorkOrder({
      workOrderId: 2,
      serviceName: 'Fans',
      optionName: 'Ceiling fan installation',
      statusId: 2,
    });
    const tap = aWorkOrder({ workOrderId: 3, optionName: 'Tap repair', statusId: 4 });
    const done = aWorkOrder({ workOrderId: 4, optionName: 'Wall mounting', statusId: 5 });

    expect(cancelQuestion(geyserRepair, [geyserRepair, fans, tap, done]).othersStay).toBe(
      'The other 2 services in this booking stay booked: Ceiling fan installation (Fans), Tap repair.',
    );
  });

  it('says it of one other order in the singular', () => {
    const fans = aWorkOrder({ workOrderId: 2, optionName: 'Fan repair', statusId: 1 });

    expect(cancelQuestion(geyserRepair, [geyserRepair, fans]).othersStay).toBe(
      'The other service in this booking stays booked: Fan repair.',
    );
  });
});
