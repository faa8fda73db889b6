import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CancelWorkOrder } from '../../../../src/core/booking/CancelWorkOrder';
import { fail, ok } from '../../../../src/core/shared/Result';
import { aWorkOrder } from '../support/examples';
import { anyGatewayFailure, FAILURE_RUNS } from '../support/gatewayFailures';
import { InMemorySessionStore } from '../support/InMemorySessionStore';
import { bookingDouble } from '../support/gatewayDoubles';

function cancelWorkOrder(userId = 17) {
  const bookings = bookingDouble();
  return { bookings, useCase: new CancelWorkOrder(new InMemorySessionStore(userId), bookings) };
}

describe('CancelWorkOrder', () => {
  it('says "Booking cancelled successfully", naming the order, for one not yet assigned (status 1)', async () => {
    const { useCase } = cancelWorkOrder();

    expect(
      await useCase.execute(
        aWorkOrder({ statusId: 1, serviceName: 'Geyser', optionName: 'Repair' }),
      ),
    ).toEqual(ok({ message: 'Booking cancelled successfully: Repair (Geyser).' }));
  });

  it('names the order by its option alone when its service is unknown', async () => {
    const { useCase } = cancelWorkOrder();

    expect(await useCase.execute(aWorkOrder({ statusId: 1, optionName: 'Repair' }))).toEqual(
      ok({ message: 'Booking cancelled successfully: Repair.' }),
    );
  });

  it("asks the server to cancel the customer's work order", async () => {
    const { bookings, useCase } = cancelWorkOrder();

    await useCase.execute(aWorkOrder({ workOrderId: 9001, statusId: 1 }));

    expect(bookings.calls).toEqual([['cancelWorkOrder', 17, 9001]]);
  });

  it('cancels an assigned work order (status 2)', async () => {
    const { useCase } = cancelWorkOrder();

    expect(await useCase.execute(aWorkOrder({ statusId: 2 }))).toEqual(
      ok({ message: 'Booking cancelled successfully: Tap replacement.' }),
    );
  });

  it('refuses a work order in progress (status 3), saying it cannot be cancelled online, and sends nothing', async () => {
    const { bookings, useCase } = cancelWorkOrder();

    const result = await useCase.execute(aWorkOrder({ statusId: 3 }));

    expect(result).toEqual(
      fail({
        reason: 'not-cancellable',
        message: 'This order cannot be cancelled online. Call us for help.',
      }),
    );
    expect(bookings.calls).toEqual([]);
  });

  it('refuses a work order that is already cancelled (status 7)', async () => {
    const { bookings, useCase } = cancelWorkOrder();

    const result = await useCase.execute(aWorkOrder({ statusId: 7 }));

    expect(result).toEqual(
      fail({
        reason: 'not-cancellable',
        message: 'This order cannot be cancelled online. Call us for help.',
      }),
    );
    expect(bookings.calls).toEqual([]);
  });

  it('refuses a work order of an unknown status the same way', async () => {
    const { useCase } = cancelWorkOrder();

    expect(await useCase.execute(aWorkOrder({ statusId: 99 }))).toEqual(
      fail({
        reason: 'not-cancellable',
        message: 'This order cannot be cancelled online. Call us for help.',
      }),
    );
  });

  it('says "Failed to cancel booking. Please try again." for any failure: unreachable, malformed or refused', async () => {
    await fc.assert(
      fc.asyncProperty(anyGatewayFailure, fc.constantFrom(1, 2), async (failure, statusId) => {
        const { bookings, useCase } = cancelWorkOrder();
        bookings.answers.cancelWorkOrder = fail(failure);

        expect(await useCase.execute(aWorkOrder({ statusId }))).toEqual(
          fail({ reason: 'failed', message: 'Failed to cancel booking. Please try again.' }),
        );
      }),
      FAILURE_RUNS,
    );
  });

  it('cancels nothing for a visitor', async () => {
    const { bookings, useCase } = cancelWorkOrder(0);

    const result = await useCase.execute(aWorkOrder({ statusId: 1 }));

    expect(result).toEqual(
      fail({ reason: 'failed', message: 'Failed to cancel booking. Please try again.' }),
    );
    expect(bookings.calls).toEqual([]);
  });
});
