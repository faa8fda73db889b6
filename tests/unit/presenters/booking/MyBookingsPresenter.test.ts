import { describe, expect, it } from 'vitest';
import { myBookings } from '../../../../src/app/features/myBookings';
import { DemoBackend } from '../../../../src/adapters/fake/DemoBackend';
import { MemoryDemoStorage } from '../../../../src/adapters/fake/DemoStorage';
import { demoCatalogue } from '../../../../src/adapters/fake/demoCatalogue';
import { override } from '../../../../src/app/binding';
import { TOKENS } from '../../../../src/app/tokens';
import type { BookingRow } from '../../../../src/core/booking/Booking';
import { malformed, unavailable } from '../../../../src/core/shared/GatewayFailure';
import { ok } from '../../../../src/core/shared/Result';
import { FakeClock } from '../../../support/FakeClock';
import { testApp } from '../../../support/testContainer';
import { loggedInApp } from '../doubles';
import { plainSpaces } from '../../../support/plainSpaces';
import { CartModel } from '../../../../src/presenters/cart/CartModel';
import { BusyModel } from '../../../../src/presenters/shell/BusyModel';
import {
  DETAILS_WAIT_MS,
  MyBookingsPresenter,
} from '../../../../src/presenters/booking/MyBookingsPresenter';
import { settle } from '../../../support/settle';
import { bookingDouble } from '../../core/support/gatewayDoubles';

/** The late features this screen needs, bound as the app binds them with its first view. */
const features = [myBookings];

/** The demo's booking 5001: foam-jet service and two tap repairs, both completed. */
const FINISHED_BOOKING = 5001;

const DATE = /^\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}\s[AP]M$/;

/** Priya is logged in and the booking list comes from `gateway`. */
function appWithBookings(rows: readonly BookingRow[]) {
  const gateway = bookingDouble();
  gateway.answers.listBookings = ok(rows);
  return loggedInApp({ features, overrides: [override(TOKENS.bookingGateway, gateway)] });
}

const row = (bookingId: number, createdAt: string, serviceName: string): BookingRow => ({
  bookingId,
  bookingCode: `GS-${bookingId}`,
  createdAt: new Date(createdAt),
  serviceName,
});

describe('MyBookingsPresenter', () => {
  it("is titled 'My Bookings'", () => {
    expect(loggedInApp({ features }).get(MyBookingsPresenter).viewModel.title).toBe('My Bookings');
  });

  it('is loading, without groups or an empty state, until the bookings arrive', () => {
    const bookings = loggedInApp({ features }).get(MyBookingsPresenter);

    void bookings.load();

    expect(bookings.viewModel.status).toBe('loading');
    expect(bookings.viewModel.groups).toEqual([]);
    expect(bookings.viewModel).not.toHaveProperty('empty');
  });

  it("keeps its placeholders while the newest booking's detail is being read", async () => {
    const gateway = bookingDouble();
    gateway.answers.listBookings = ok([row(5001, '2026-05-01T10:00:00Z', 'Geyser')]);
    gateway.hold('getBookingDetail');
    const bookings = loggedInApp({
      features,
      overrides: [override(TOKENS.bookingGateway, gateway)],
    }).get(MyBookingsPresenter);

    void bookings.load();
    await settle();

    expect(bookings.viewModel.status).toBe('loading');
    expect(bookings.viewModel.groups).toEqual([]);
  });

  it('shows the bookings newest first as their details come, never one below a booking still being read', async () => {
    const gateway = bookingDouble();
    gateway.answers.listBookings = ok([
      row(3, '2026-05-03T10:00:00Z', 'Geyser'),
      row(2, '2026-05-02T10:00:00Z', 'Fans'),
      row(1, '2026-05-01T10:00:00Z', 'Split AC'),
    ]);
    gateway.hold('getBookingDetail');
    const bookings = loggedInApp({
      features,
      overrides: [override(TOKENS.bookingGateway, gateway)],
    }).get(MyBookingsPresenter);
    const shown = () => bookings.viewModel.groups.map((group) => group.bookingId);
    void bookings.load();
    await settle();

    gateway.release('getBookingDetail', 3);
    gateway.release('getBookingDetail', 1);
    await settle();
    expect(shown()).toEqual([3]);
    expect(bookings.viewModel.countLabel).toBe('3 bookings');

    gateway.release('getBookingDetail', 2);
    await settle();
    expect(shown()).toEqual([3, 2, 1]);
  });

  it(`shows the bookings still being read with their rows alone once the details have taken ${DETAILS_WAIT_MS / 1000} s`, async () => {
    const gateway = bookingDouble();
    gateway.answers.listBookings = ok([
      row(2, '2026-05-02T10:00:00Z', 'Fans'),
      row(1, '2026-05-01T10:00:00Z', 'Split AC'),
    ]);
    gateway.hold('getBookingDetail');
    const app = loggedInApp({ features, overrides: [override(TOKENS.bookingGateway, gateway)] });
    const bookings = app.get(MyBookingsPresenter);
    void bookings.load();
    await settle();

    app.clock.advance(DETAILS_WAIT_MS);

    expect(bookings.viewModel.status).toBe('ready');
    expect(bookings.viewModel.groups.map((group) => group.bookingId)).toEqual([2, 1]);
    expect(bookings.viewModel.groups[0]).not.toHaveProperty('amount');
  });

  it("counts '5 bookings' for the demo customer", async () => {
    const bookings = loggedInApp({ features }).get(MyBookingsPresenter);

    await bookings.load();

    expect(bookings.viewModel.status).toBe('ready');
    expect(bookings.viewModel.countLabel).toBe('5 bookings');
  });

  it("counts '1 booking' for a customer with one booking", async () => {
    const bookings = appWithBookings([row(7, '2026-11-01T10:00:00Z', 'Geyser')]).get(
      MyBookingsPresenter,
    );

    await bookings.load();

    expect(bookings.viewModel.countLabel).toBe('1 booking');
  });

  it('lists the bookings newest first', async () => {
    const bookings = loggedInApp({ features }).get(MyBookingsPresenter);

    await bookings.load();

    expect(bookings.viewModel.groups.map((group) => group.bookingId)).toEqual([
      5005, 5004, 5003, 5002, 5001,
    ]);
  });

  it('groups the rows of one booking together, whatever order they come in', async () => {
    const bookings = appWithBookings([
      row(1, '2026-10-01T10:00:00Z', 'Geyser'),
      row(2, '2026-11-01T10:00:00Z', 'Fans'),
      row(1, '2026-10-01T10:00:00Z', 'Split AC'),
    ]).get(MyBookingsPresenter);

    await bookings.load();

    expect(
      bookings.viewModel.groups.map((group) => [
        group.bookingId,
        group.items.map((item) => item.name),
      ]),
    ).toEqual([
      [2, ['Fans']],
      [1, ['Geyser', 'Split AC']],
    ]);
    expect(bookings.viewModel.countLabel).toBe('2 bookings');
  });

  it("shows each booking's code, creation date, services and the link to its details", async () => {
    const bookings = loggedInApp({ features }).get(MyBookingsPresenter);

    await bookings.load();

    const group = bookings.viewModel.groups.find((candidate) => candidate.bookingId === 5004);
    expect(group?.code).toMatch(/^Booking Code: GS-\d{5}-5004$/);
    expect(group?.created).toMatch(/^Created: /);
    expect(group?.created.replace('Created: ', '')).toMatch(DATE);
    expect(group?.items.map((item) => item.name)).toEqual(['Fans', 'Geyser']);
    expect(group?.items[0]?.booked).toMatch(/^Booked: /);
    expect(group?.items[0]?.booked.replace('Booked: ', '')).toMatch(DATE);
    expect(group?.detailsHref).toBe('/my-bookings-info?bookingId=5004');
    expect(group?.itemsLabel).toMatch(/^Services in booking GS-\d{5}-5004$/);
  });

  it('shows what each service of a booking was, where it stands, and the amount with GST', async () => {
    const bookings = loggedInApp({ features }).get(MyBookingsPresenter);

    await bookings.load();

    const group = bookings.viewModel.groups.find((candidate) => candidate.bookingId === 5005);
    expect(group?.items).toEqual([
      expect.objectContaining({
        option: '1 × Kitchen sink blockage',
        status: { name: 'Not Assigned', label: 'Status: Not Assigned', stage: 'not-assigned' },
      }),
    ]);
    expect(group?.amount).toEqual({ label: 'Amount with GST', value: '₹470.82' });
  });

  it('shows a service icon when its address is safe and the placeholder otherwise', async () => {
    const bookings = appWithBookings([
      { ...row(1, '2026-10-01T10:00:00Z', 'Geyser'), serviceIcon: '/icons/geyser.svg' },
      { ...row(1, '2026-10-01T10:00:00Z', 'Trap'), serviceIcon: 'javascript:alert(1)' },
    ]).get(MyBookingsPresenter);

    await bookings.load();

    const [geyser, trap] = bookings.viewModel.groups[0]?.items ?? [];
    expect(geyser?.icon).toBe('/icons/geyser.svg');
    expect(trap).not.toHaveProperty('icon');
  });

  it('shows the empty state of the spec to a customer without bookings', async () => {
    const bookings = appWithBookings([]).get(MyBookingsPresenter);

    await bookings.load();

    expect(bookings.viewModel.empty).toEqual({
      title: 'No services ordered yet',
      body: 'Start exploring our services to make your first booking!',
      action: 'Continue Shopping',
    });
    expect(bookings.viewModel.countLabel).toBe('0 bookings');
  });

  it.each([
    ['cannot be reached', unavailable('network')],
    ['times out', unavailable('timeout')],
    ['answers with something unreadable', malformed('not JSON')],
  ])('shows the empty state when the list %s', async (_situation, failure) => {
    const app = loggedInApp({ features });
    app.gateways.booking.failNext('listBookings', failure);
    const bookings = app.get(MyBookingsPresenter);

    await bookings.load();

    expect(bookings.viewModel.status).toBe('ready');
    expect(bookings.viewModel.groups).toEqual([]);
    expect(bookings.viewModel.empty?.title).toBe('No services ordered yet');
  });

  it('never shows the empty state when the backend ended the session', async () => {
    const app = loggedInApp({ features });
    app.gateways.booking.failNext('listBookings', { kind: 'unauthorized' });
    const bookings = app.get(MyBookingsPresenter);

    await bookings.load();

    expect(bookings.viewModel).not.toHaveProperty('empty');
    expect(bookings.viewModel.status).toBe('loading');
  });

  it('shows the bookings again when loaded once more after a failure', async () => {
    const app = loggedInApp({ features });
    app.gateways.booking.failNext('listBookings', unavailable('network'));
    const bookings = app.get(MyBookingsPresenter);
    await bookings.load();

    await bookings.load();

    expect(bookings.viewModel.countLabel).toBe('5 bookings');
    expect(bookings.viewModel).not.toHaveProperty('empty');
  });

  it('shows the empty state to a visitor, without asking the server', async () => {
    const gateway = bookingDouble();
    const bookings = testApp({
      features,
      overrides: [override(TOKENS.bookingGateway, gateway)],
    }).get(MyBookingsPresenter);

    await bookings.load();

    expect(bookings.viewModel.empty?.title).toBe('No services ordered yet');
    expect(gateway.calls).toEqual([]);
  });

  describe('Book again', () => {
    it('puts the options of a finished booking back in the cart in their booked quantities', async () => {
      const app = loggedInApp({ features });
      const bookings = app.get(MyBookingsPresenter);
      await bookings.load();

      await bookings.bookAgain(FINISHED_BOOKING);

      expect(
        app.get(CartModel).items.map(({ optionId, quantity }) => ({ optionId, quantity })),
      ).toEqual([
        { optionId: 111, quantity: 1 },
        { optionId: 611, quantity: 2 },
      ]);
      expect(app.notifier.last).toEqual({
        kind: 'success',
        message: '2 services are back in your cart.',
        durationMs: 3000,
      });
    });

    it('shows the cart once the services are back in it', async () => {
      const app = loggedInApp({ features });
      const bookings = app.get(MyBookingsPresenter);
      await bookings.load();

      await bookings.bookAgain(FINISHED_BOOKING);

      expect(app.navigator.visited).toEqual(['/cart']);
    });

    it('is offered on a finished booking and not on one with a service still open', async () => {
      const bookings = loggedInApp({ features }).get(MyBookingsPresenter);
      await bookings.load();

      expect(
        bookings.viewModel.groups.map((group) => [group.bookingId, group.canBookAgain]),
      ).toEqual([
        [5005, false],
        [5004, false],
        [5003, false],
        [5002, true],
        [5001, true],
      ]);
    });

    it('does nothing for a booking with a service still open', async () => {
      const app = loggedInApp({ features });
      const bookings = app.get(MyBookingsPresenter);
      await bookings.load();

      await bookings.bookAgain(5005);

      expect(app.get(CartModel).items).toEqual([]);
      expect(app.notifier.notifications).toEqual([]);
    });

    it("charges today's price, not the price of the old booking", async () => {
      const app = loggedInApp({ features });
      app.backend.saveCart(101, [{ optionId: 221, quantity: 2, unitPrice: 15000 }]);
      const booked = app.backend.book(101);
      const bookingId = booked.ok ? booked.value.bookingId : 0;
      for (const order of app.backend.bookingDetail(bookingId)) {
        app.backend.setWorkOrderStatus(order.workOrderId, 5);
      }
      const bookings = app.get(MyBookingsPresenter);
      await bookings.load();

      await bookings.bookAgain(bookingId);

      expect(app.get(CartModel).items).toEqual([
        expect.objectContaining({ optionId: 221, quantity: 2, unitPrice: 19900 }),
      ]);
    });

    it('names the options that are no longer offered and books the rest again', async () => {
      const storage = new MemoryDemoStorage();
      // Yesterday's catalogue made the bookings; today's no longer offers tap repair.
      new DemoBackend(storage, new FakeClock());
      const app = loggedInApp({
        features,
        demoStorage: storage,
        catalogue: {
          ...demoCatalogue,
          options: demoCatalogue.options.filter((option) => option.id !== 611),
        },
      });
      const bookings = app.get(MyBookingsPresenter);
      await bookings.load();

      await bookings.bookAgain(FINISHED_BOOKING);

      expect(app.get(CartModel).items.map((item) => item.optionId)).toEqual([111]);
      expect(app.notifier.last).toEqual({
        kind: 'success',
        message: 'One service is back in your cart. No longer offered: Tap repair.',
        durationMs: 3000,
      });
    });

    it('says so, and leaves the cart alone, when the booking cannot be read', async () => {
      const app = loggedInApp({ features });
      const bookings = app.get(MyBookingsPresenter);
      await bookings.load();
      app.gateways.booking.failNext('getBookingDetail', unavailable('network'));

      await bookings.bookAgain(FINISHED_BOOKING);

      expect(app.get(CartModel).items).toEqual([]);
      expect(app.notifier.last).toEqual({
        kind: 'error',
        message: 'Could not put this booking back in your cart. Please try again.',
        durationMs: 5000,
      });
    });

    it('spins its button until the cart is filled, without covering the page', async () => {
      const app = loggedInApp({ features });
      const bookings = app.get(MyBookingsPresenter);
      await bookings.load();

      const running = bookings.bookAgain(FINISHED_BOOKING);

      expect(bookings.viewModel.bookingAgain).toBe(true);
      expect(app.get(BusyModel).isBusy).toBe(false);
      await running;
      expect(bookings.viewModel.bookingAgain).toBe(false);
    });

    it('fills the cart once when clicked twice in a row', async () => {
      const app = loggedInApp({ features });
      const bookings = app.get(MyBookingsPresenter);
      await bookings.load();

      await Promise.all([
        bookings.bookAgain(FINISHED_BOOKING),
        bookings.bookAgain(FINISHED_BOOKING),
      ]);

      expect(
        app.get(CartModel).items.map(({ optionId, quantity }) => ({ optionId, quantity })),
      ).toEqual([
        { optionId: 111, quantity: 1 },
        { optionId: 611, quantity: 2 },
      ]);
      expect(app.notifier.notifications).toHaveLength(1);
    });

    it('does nothing for a booking that is not on the list', async () => {
      const app = loggedInApp({ features });
      const bookings = app.get(MyBookingsPresenter);
      await bookings.load();

      await bookings.bookAgain(4242);

      expect(app.get(CartModel).items).toEqual([]);
      expect(app.notifier.notifications).toEqual([]);
    });
  });
  describe('the visit at a glance (the visit extension)', () => {
    it("says a booking's window once when its services share it, and each service's line and technician with their record", async () => {
      const bookings = loggedInApp({ features }).get(MyBookingsPresenter);

      await bookings.load();

      const group = bookings.viewModel.groups.find((each) => each.bookingId === 5004);
      expect(plainSpaces(group?.visitWindow)).toBe('Visit: Sun, 22 Nov, 10 am – 12 pm');
      expect(group?.items.map((item) => item.line?.text)).toEqual([
        'Technician assigned',
        'Waiting for a technician',
      ]);
      expect(group?.items.map((item) => item.visit)).toEqual([
        {
          technician: {
            label: 'Your technician: Anil',
            call: { label: 'Call Anil', href: 'tel:+919000012002' },
            initials: 'A',
            record: {
              shown: '4.2 · 96 jobs',
              rated: true,
              spoken: 'Rated 4.2 out of 5, 96 jobs with GharSeva',
            },
          },
        },
        {},
      ]);
    });

    it('says the window beside each service when they differ', async () => {
      const app = loggedInApp({ features });
      const [, thermostat] = app.backend.bookingDetail(5004);
      const elsewhere = new Date('2026-11-24T08:30:00Z');
      app.backend.changeVisitTime(101, thermostat?.workOrderId ?? 0, {
        start: elsewhere,
        end: new Date(elsewhere.getTime() + 2 * 60 * 60 * 1000),
      });
      const bookings = app.get(MyBookingsPresenter);

      await bookings.load();

      const group = bookings.viewModel.groups.find((each) => each.bookingId === 5004);
      expect(group).not.toHaveProperty('visitWindow');
      expect(group?.items.map((item) => plainSpaces(item.visit?.window))).toEqual([
        'Visit: Sun, 22 Nov, 10 am – 12 pm',
        'Visit: Tue, 24 Nov, 2–4 pm',
      ]);
    });

    it('shows no visit from a backend without the extension', async () => {
      const bookings = loggedInApp({ features, extensions: [] }).get(MyBookingsPresenter);

      await bookings.load();

      const group = bookings.viewModel.groups.find((each) => each.bookingId === 5004);
      expect(group).not.toHaveProperty('visitWindow');
      expect(group?.items.map((item) => item.visit)).toEqual([undefined, undefined]);
    });
  });
});
