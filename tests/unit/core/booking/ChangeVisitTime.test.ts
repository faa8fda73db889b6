import { describe, expect, it } from 'vitest';
import { ChangeVisitTime } from '../../../../src/core/booking/ChangeVisitTime';
import { windowFull } from '../../../../src/core/booking/VisitWindow';
import { rejected, unauthorized, unavailable } from '../../../../src/core/shared/GatewayFailure';
import { fail, ok } from '../../../../src/core/shared/Result';
import { aWorkOrder } from '../support/examples';
import { InMemorySessionStore } from '../support/InMemorySessionStore';
import { plainSpaces } from '../../../support/plainSpaces';
import { bookingDouble } from '../support/gatewayDoubles';

const window = {
  start: new Date('2026-11-25T14:00:00+05:30'),
  end: new Date('2026-11-25T16:00:00+05:30'),
};

function changeVisitTime(userId = 17) {
  const bookings = bookingDouble();
  return { bookings, useCase: new ChangeVisitTime(new InMemorySessionStore(userId), bookings) };
}

describe('ChangeVisitTime', () => {
  it('moves a work order that can still be cancelled, and says the new window', async () => {
    const { bookings, useCase } = changeVisitTime();

    const result = await useCase.execute(aWorkOrder({ workOrderId: 9008, statusId: 2 }), window);

    expect(bookings.calls).toEqual([['changeVisitTime', 17, 9008, window]]);
    expect(result.ok && plainSpaces(result.value.message)).toBe(
      'Your visit is now Wed, 25 Nov, 2–4 pm.',
    );
  });

  it('does not ask the server to move an order once work has begun (status 3 to 7)', async () => {
    const { bookings, useCase } = changeVisitTime();

    for (const statusId of [3, 4, 5, 6, 7])
      expect(await useCase.execute(aWorkOrder({ statusId }), window)).toEqual(
        fail({
          reason: 'not-changeable',
          message: 'This visit can no longer be moved online. Please call us to change it.',
        }),
      );
    expect(bookings.calls).toEqual([]);
  });

  it("says the server's own reason when it refuses", async () => {
    const { bookings, useCase } = changeVisitTime();
    bookings.answers.changeVisitTime = fail(rejected('The technician is on the way'));

    expect(await useCase.execute(aWorkOrder({ statusId: 1 }), window)).toEqual(
      fail({ reason: 'refused', message: 'The technician is on the way' }),
    );
  });

  it('says the window just filled when its last place was taken', async () => {
    const { bookings, useCase } = changeVisitTime();
    bookings.answers.changeVisitTime = fail(windowFull('Full'));

    expect(await useCase.execute(aWorkOrder({ statusId: 1 }), window)).toEqual(
      fail({
        reason: 'window-full',
        message: 'That time has just filled up. Please choose another.',
      }),
    );
  });

  it('says the session ended on a 401, and that it could not change the time otherwise', async () => {
    const { bookings, useCase } = changeVisitTime();
    bookings.answers.changeVisitTime = fail(unauthorized());
    expect(await useCase.execute(aWorkOrder({ statusId: 1 }), window)).toEqual(
      fail({ reason: 'session-ended', message: 'Your session has ended. Please log in again.' }),
    );

    bookings.answers.changeVisitTime = fail(unavailable('timeout'));
    expect(await useCase.execute(aWorkOrder({ statusId: 1 }), window)).toEqual(
      fail({ reason: 'failed', message: 'Could not change the visit time. Please try again.' }),
    );
  });

  it('asks nothing without a customer on the device', async () => {
    const { bookings, useCase } = changeVisitTime(0);

    expect((await useCase.execute(aWorkOrder({ statusId: 1 }), window)).ok).toBe(false);
    expect(bookings.calls).toEqual([]);
    expect(ok(undefined).ok).toBe(true);
  });
});
