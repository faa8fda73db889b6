import { describe, expect, it } from 'vitest';
import { booking } from '../../../../src/app/features/booking';
import { catalog } from '../../../../src/app/features/catalog';
import { cart } from '../../../../src/app/features/cart';
import { profile } from '../../../../src/app/features/profile';
import { override } from '../../../../src/app/binding';
import { TOKENS } from '../../../../src/app/tokens';
import type { WorkOrder } from '../../../../src/core/booking/Booking';
import { ok } from '../../../../src/core/shared/Result';
import { BookingDetailPresenter } from '../../../../src/presenters/booking/BookingDetailPresenter';
import { aBookingRow, aWorkOrder } from '../../core/support/examples';
import { bookingDouble } from '../../core/support/gatewayDoubles';
import { plainSpaces } from '../../../support/plainSpaces';
import { loggedInApp } from '../doubles';

const HOUR_MS = 60 * 60 * 1000;

/** The demo's terms: free until 4 hours before the visit, ₹100 after. */
async function cancelling(order: (now: Date) => Partial<WorkOrder>) {
  const gateway = bookingDouble();
  const features = [booking, catalog, cart, profile];
  const app = loggedInApp({ features, overrides: [override(TOKENS.bookingGateway, gateway)] });
  gateway.answers.getBookingDetail = ok([aWorkOrder(order(app.clock.now()))]);
  gateway.answers.listBookings = ok([aBookingRow({ bookingId: 42 })]);
  const detail = app.get(BookingDetailPresenter);
  await detail.load('42');
  detail.requestCancel(9001);
  return detail.viewModel;
}

/** A visit window starting `hours` from `now`. */
function visitIn(now: Date, hours: number): Pick<WorkOrder, 'visit'> {
  const start = new Date(now.getTime() + hours * HOUR_MS);
  return { visit: { window: { start, end: new Date(start.getTime() + 2 * HOUR_MS) } } };
}

describe('the cancel dialog of the booking detail', () => {
  it('says until when cancelling this order is free, while its visit is further away', async () => {
    const vm = await cancelling((now) => ({ statusId: 2, ...visitIn(now, 6) }));

    expect(plainSpaces(vm.cancelRule ?? '')).toBe(
      'Free to cancel until Sat, 21 Nov, 12 pm, 4 hours before your visit. After that, the fee is ₹100.00.',
    );
  });

  it('says the fee inside the window, and that what comes back is what was paid less it', async () => {
    const vm = await cancelling((now) => ({
      statusId: 2,
      ...visitIn(now, 3),
      payment: { state: 'paid', amount: 58_764, method: 'card' },
    }));

    expect(vm.cancelRule).toBe(
      'Your visit is less than 4 hours away, so cancelling now costs a fee of ₹100.00.',
    );
    expect(vm.refund).toBe(
      '₹587.64 paid: what is left after the ₹100.00 fee goes back to where you paid from, in 5–7 working days.',
    );
  });

  it('keeps the full refund line while cancelling is free', async () => {
    const vm = await cancelling((now) => ({
      statusId: 2,
      ...visitIn(now, 6),
      payment: { state: 'paid', amount: 58_764, method: 'card' },
    }));

    expect(vm.refund).toBe('₹587.64 back to the card you paid with, in 5–7 working days');
  });

  it('states the general rule when the order has no visit time', async () => {
    const vm = await cancelling(() => ({ statusId: 1 }));

    expect(vm.cancelRule).toBe(
      'Cancelling is free until 4 hours before the visit. After that, the fee is ₹100.00.',
    );
  });

  it('links the cancellation policy, to open in a new tab', async () => {
    const vm = await cancelling(() => ({ statusId: 1 }));

    expect(vm.cancelPolicy).toEqual({
      label: 'Cancellation and refund policy',
      href: '/cancellation-policy',
      newTab: '(opens in a new tab)',
    });
  });
});
