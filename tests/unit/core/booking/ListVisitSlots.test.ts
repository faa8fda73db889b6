import { describe, expect, it } from 'vitest';
import { ListVisitSlots } from '../../../../src/core/booking/ListVisitSlots';
import { unauthorized, unavailable } from '../../../../src/core/shared/GatewayFailure';
import { fail, ok } from '../../../../src/core/shared/Result';
import { InMemorySessionStore } from '../support/InMemorySessionStore';
import { bookingDouble } from '../support/gatewayDoubles';

const slot = {
  start: new Date('2026-11-25T10:00:00+05:30'),
  end: new Date('2026-11-25T12:00:00+05:30'),
  full: false,
};

function listVisitSlots(userId = 17) {
  const bookings = bookingDouble();
  return { bookings, useCase: new ListVisitSlots(new InMemorySessionStore(userId), bookings) };
}

describe('ListVisitSlots', () => {
  it("reads the windows for the customer's saved cart, or for moving one of their orders", async () => {
    const { bookings, useCase } = listVisitSlots();
    bookings.answers.visitSlots = ok([slot]);

    expect(await useCase.execute()).toEqual(ok([slot]));
    await useCase.execute(9008);

    expect(bookings.calls).toEqual([
      ['visitSlots', 17],
      ['visitSlots', 17, 9008],
    ]);
  });

  it('says the visit times could not be loaded when the call fails, and that the session ended on a 401', async () => {
    const { bookings, useCase } = listVisitSlots();
    bookings.answers.visitSlots = fail(unavailable('network'));
    expect(await useCase.execute()).toEqual(
      fail({ reason: 'failed', message: 'We could not load the visit times.' }),
    );

    bookings.answers.visitSlots = fail(unauthorized());
    expect(await useCase.execute()).toEqual(
      fail({ reason: 'session-ended', message: 'We could not load the visit times.' }),
    );
  });

  it('asks nothing without a customer on the device', async () => {
    const { bookings, useCase } = listVisitSlots(0);

    expect((await useCase.execute()).ok).toBe(false);
    expect(bookings.calls).toEqual([]);
  });
});
