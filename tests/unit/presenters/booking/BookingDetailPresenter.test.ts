import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { booking } from '../../../../src/app/features/booking';
import { catalog } from '../../../../src/app/features/catalog';
import { cart } from '../../../../src/app/features/cart';
import { profile } from '../../../../src/app/features/profile';
import { override } from '../../../../src/app/binding';
import { TOKENS } from '../../../../src/app/tokens';
import type { WorkOrder } from '../../../../src/core/booking/Booking';
import {
  BOOKING_GATEWAY_METHODS,
  type BookingGateway,
} from '../../../../src/core/booking/BookingGateway';
import { malformed, unavailable } from '../../../../src/core/shared/GatewayFailure';
import { ok } from '../../../../src/core/shared/Result';
import { aBookingRow, aWorkOrder } from '../../core/support/examples';
import { demoBackend, loggedInApp } from '../doubles';
import { portDouble } from '../../../support/portDouble';
import { plainSpaces } from '../../../support/plainSpaces';
import { formatDate } from '../../../../src/core/shared/formatDate';
import { BookingDetailPresenter } from '../../../../src/presenters/booking/BookingDetailPresenter';
import { BusyModel } from '../../../../src/presenters/shell/BusyModel';
import { DemoGateways } from '../../../../src/adapters/fake/DemoGateways';
import type { FakeGateway } from '../../../../src/adapters/fake/fakeGateway';
import { bookingDouble } from '../../core/support/gatewayDoubles';

/** The late features this screen needs, bound as the app binds them with its first view. */
const features = [booking, catalog, cart, profile];

const DATE = /^\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}\s[AP]M$/;

/** The work orders of the demo's booking 5004: 3 x ceiling fan (status 2), thermostat (status 1). */
const BOOKING_5004 = '5004';
/** Booking 5003: washing machine repair on hold (4), TV wall mounting in progress (3). */
const BOOKING_5003 = '5003';
/** Booking 5005: one kitchen sink blockage, not assigned (1). */
const BOOKING_5005 = '5005';

function fakeGateway(app: ReturnType<typeof loggedInApp>): FakeGateway<BookingGateway> {
  return app.gateways.booking;
}

/** Priya is logged in and the booking detail comes from a scripted gateway. */
function appWithWorkOrders(workOrders: readonly WorkOrder[]) {
  const gateway = bookingDouble();
  gateway.answers.getBookingDetail = ok(workOrders);
  gateway.answers.listBookings = ok([aBookingRow({ bookingId: 42 })]);
  return {
    gateway,
    app: loggedInApp({ features, overrides: [override(TOKENS.bookingGateway, gateway)] }),
  };
}

describe('BookingDetailPresenter', () => {
  it('is loading, without cards, until the booking arrives', () => {
    const detail = loggedInApp({ features }).get(BookingDetailPresenter);

    void detail.load(BOOKING_5004);

    expect(detail.viewModel.status).toBe('loading');
    expect(detail.viewModel.cards).toEqual([]);
    expect(detail.viewModel).not.toHaveProperty('empty');
  });

  it("shows the booking's reference code and '2 services'", async () => {
    const detail = loggedInApp({ features }).get(BookingDetailPresenter);

    await detail.load(BOOKING_5004);

    expect(detail.viewModel.status).toBe('ready');
    expect(detail.viewModel.reference).toMatch(/^Reference Code: GS-\d{5}-5004$/);
    expect(detail.viewModel.countLabel).toBe('2 services');
  });

  it("says '1 service' for a booking of one work order", async () => {
    const detail = loggedInApp({ features }).get(BookingDetailPresenter);

    await detail.load(BOOKING_5005);

    expect(detail.viewModel.countLabel).toBe('1 service');
  });

  it('shows each work order with its service, icon, quantity and name, prices, status and date', async () => {
    const detail = loggedInApp({ features }).get(BookingDetailPresenter);

    await detail.load(BOOKING_5004);

    const [fan, thermostat] = detail.viewModel.cards;
    expect(fan).toMatchObject({
      service: 'Fans',
      name: 'Ceiling fan installation',
      quantity: '3 ×',
      icon: '/icons/fan.svg',
      unitPrice: '₹199.00',
      total: '₹597.00',
      statusName: 'Assigned',
      statusLabel: 'Status: Assigned',
      canCancel: true,
    });
    expect(fan?.created).toMatch(DATE);
    expect(thermostat).toMatchObject({
      name: 'Thermostat replacement',
      quantity: '1 ×',
      unitPrice: '₹333.33',
      total: '₹333.33',
      statusName: 'Not Assigned',
      canCancel: true,
    });
  });

  it('shows the placeholder instead of an icon whose address could run script', async () => {
    const { app } = appWithWorkOrders([aWorkOrder({ optionIcon: 'javascript:alert(1)' })]);
    const detail = app.get(BookingDetailPresenter);

    await detail.load('42');

    expect(detail.viewModel.cards[0]).not.toHaveProperty('icon');
  });

  it('names every status, and the default one for an unknown id, each with its colour', async () => {
    const statusIds = [1, 2, 3, 4, 5, 6, 7, 99];
    const { app } = appWithWorkOrders(
      statusIds.map((statusId) => aWorkOrder({ workOrderId: 9000 + statusId, statusId })),
    );
    const detail = app.get(BookingDetailPresenter);

    await detail.load('42');

    expect(detail.viewModel.cards.map((card) => [card.statusName, card.statusStage])).toEqual([
      ['Not Assigned', 'not-assigned'],
      ['Assigned', 'assigned'],
      ['In Progress', 'in-progress'],
      ['On Hold', 'on-hold'],
      ['Completed', 'completed'],
      ['Rejected', 'rejected'],
      ['Cancelled', 'cancelled'],
      ['Status unavailable', 'unknown'],
    ]);
  });

  it('offers Cancel Order only for status 1 and 2, and each order says where it stands in one line', async () => {
    const statusIds = [1, 2, 3, 4, 5, 6, 7, 99];
    const { app } = appWithWorkOrders(
      statusIds.map((statusId) => aWorkOrder({ workOrderId: 9000 + statusId, statusId })),
    );
    const detail = app.get(BookingDetailPresenter);

    await detail.load('42');

    expect(detail.viewModel.cards.map((card) => [card.canCancel, card.line.text])).toEqual([
      [true, 'Waiting for a technician'],
      [true, 'Technician assigned'],
      [false, 'A technician is working on this'],
      [false, 'Work paused'],
      [false, 'Done'],
      [false, 'We could not take this job'],
      [false, 'This order was cancelled'],
      [false, 'We cannot show where this order stands'],
    ]);
  });

  describe('Cancel Order', () => {
    it("asks first in the spec's words, naming the option with its service", async () => {
      const detail = loggedInApp({ features }).get(BookingDetailPresenter);
      await detail.load(BOOKING_5005);

      detail.requestCancel(detail.viewModel.cards[0]?.workOrderId ?? 0);

      expect(detail.viewModel.cancelPrompt).toBe(
        'Are you sure you want to cancel "Kitchen sink blockage (Drainage & blockage)"? This action cannot be undone.',
      );
      expect(detail.viewModel).not.toHaveProperty('othersStay');
    });

    it('says which other open orders of the booking stay booked', async () => {
      const detail = loggedInApp({ features }).get(BookingDetailPresenter);
      await detail.load(BOOKING_5004);
      const thermostat = detail.viewModel.cards.find(
        (card) => card.name === 'Thermostat replacement',
      );

      detail.requestCancel(thermostat?.workOrderId ?? 0);

      expect(detail.viewModel.othersStay).toBe(
        'The other service in this booking stays booked: Ceiling fan installation (Fans).',
      );
    });

    it('does not ask about an order that cannot be cancelled', async () => {
      const detail = loggedInApp({ features }).get(BookingDetailPresenter);
      await detail.load(BOOKING_5003);
      const inProgress = detail.viewModel.cards.find((card) => card.statusName === 'In Progress');

      detail.requestCancel(inProgress?.workOrderId ?? 0);

      expect(detail.viewModel).not.toHaveProperty('cancelPrompt');
    });

    it('keeps the order when the customer says no', async () => {
      const app = loggedInApp({ features });
      const detail = app.get(BookingDetailPresenter);
      await detail.load(BOOKING_5005);
      detail.requestCancel(detail.viewModel.cards[0]?.workOrderId ?? 0);

      detail.dismissCancel();

      expect(detail.viewModel).not.toHaveProperty('cancelPrompt');
      await detail.load(BOOKING_5005);
      expect(detail.viewModel.cards[0]?.statusName).toBe('Not Assigned');
      expect(app.notifier.notifications).toEqual([]);
    });

    it("says 'Booking cancelled successfully' with the order's name and shows it Cancelled after reloading", async () => {
      const app = loggedInApp({ features });
      const detail = app.get(BookingDetailPresenter);
      await detail.load(BOOKING_5005);
      detail.requestCancel(detail.viewModel.cards[0]?.workOrderId ?? 0);

      await detail.confirmCancel();

      expect(app.notifier.last).toEqual({
        kind: 'success',
        message: 'Booking cancelled successfully: Kitchen sink blockage (Drainage & blockage).',
        durationMs: 3000,
      });
      expect(detail.viewModel.cards[0]).toMatchObject({
        statusName: 'Cancelled',
        canCancel: false,
      });
      expect(detail.viewModel).not.toHaveProperty('cancelPrompt');
    });

    it('right after cancelling, says she cancelled the order and when the app learnt it', async () => {
      const app = loggedInApp({ features });
      const detail = app.get(BookingDetailPresenter);
      await detail.load(BOOKING_5005);
      detail.requestCancel(detail.viewModel.cards[0]?.workOrderId ?? 0);
      app.clock.advance(60_000);

      await detail.confirmCancel();

      const when = formatDate(app.clock.now());
      expect(detail.viewModel.cards[0]?.line.text).toBe(`You cancelled this on ${when}`);
    });

    it("shows a cancelled order's total as not charged, as the booking's amount counts it", async () => {
      const app = loggedInApp({ features });
      const detail = app.get(BookingDetailPresenter);
      await detail.load(BOOKING_5005);
      detail.requestCancel(detail.viewModel.cards[0]?.workOrderId ?? 0);

      await detail.confirmCancel();

      expect(detail.viewModel.cards[0]).toMatchObject({ total: 'Not charged', charged: false });
      expect(detail.viewModel.amount?.total).toBe('₹0.00');
    });

    it('cancels only the order asked about', async () => {
      const detail = loggedInApp({ features }).get(BookingDetailPresenter);
      await detail.load(BOOKING_5004);
      const [fan, thermostat] = detail.viewModel.cards;
      detail.requestCancel(thermostat?.workOrderId ?? 0);

      await detail.confirmCancel();

      expect(detail.viewModel.cards.map((card) => card.statusName)).toEqual([
        'Assigned',
        'Cancelled',
      ]);
      expect(fan?.canCancel).toBe(true);
    });

    it('keeps the cards on screen while the booking reloads after a cancel', async () => {
      const detail = loggedInApp({ features }).get(BookingDetailPresenter);
      await detail.load(BOOKING_5005);
      detail.requestCancel(detail.viewModel.cards[0]?.workOrderId ?? 0);
      const statuses: string[] = [];
      const stop = autorun(() => statuses.push(detail.viewModel.status));

      await detail.confirmCancel();
      stop();

      expect(statuses).not.toContain('loading');
      expect(detail.viewModel.cards[0]?.statusName).toBe('Cancelled');
    });

    it('shows the loading state again when another booking is opened', async () => {
      const detail = loggedInApp({ features }).get(BookingDetailPresenter);
      await detail.load(BOOKING_5005);

      void detail.load(BOOKING_5004);

      expect(detail.viewModel.status).toBe('loading');
    });

    it("says 'Failed to cancel booking. Please try again.' and keeps the order when the call fails", async () => {
      const app = loggedInApp({ features });
      const detail = app.get(BookingDetailPresenter);
      await detail.load(BOOKING_5005);
      detail.requestCancel(detail.viewModel.cards[0]?.workOrderId ?? 0);
      fakeGateway(app).failNext('cancelWorkOrder', unavailable('network'));

      await detail.confirmCancel();

      expect(app.notifier.last).toEqual({
        kind: 'error',
        message: 'Failed to cancel booking. Please try again.',
        durationMs: 5000,
      });
      expect(detail.viewModel.cards[0]?.statusName).toBe('Not Assigned');
      expect(detail.viewModel.cancelling).toBe(false);
      expect(detail.viewModel).not.toHaveProperty('cancelPrompt');
    });

    it('sends one cancellation when confirmed twice in a row', async () => {
      const counting = portDouble(BOOKING_GATEWAY_METHODS, {
        inner: new DemoGateways(demoBackend()).booking,
      });
      const detail = loggedInApp({
        features,
        overrides: [override(TOKENS.bookingGateway, counting)],
      }).get(BookingDetailPresenter);
      await detail.load(BOOKING_5005);
      detail.requestCancel(detail.viewModel.cards[0]?.workOrderId ?? 0);

      await Promise.all([detail.confirmCancel(), detail.confirmCancel()]);

      expect(counting.callsTo('cancelWorkOrder')).toHaveLength(1);
    });

    it('is cancelling, with the whole screen busy, until the server answers', async () => {
      const app = loggedInApp({ features });
      const detail = app.get(BookingDetailPresenter);
      await detail.load(BOOKING_5005);
      detail.requestCancel(detail.viewModel.cards[0]?.workOrderId ?? 0);

      const running = detail.confirmCancel();

      expect(detail.viewModel.cancelling).toBe(true);
      expect(app.get(BusyModel).isBusy).toBe(true);
      await running;
      expect(detail.viewModel.cancelling).toBe(false);
      expect(app.get(BusyModel).isBusy).toBe(false);
    });

    it('keeps the question open while the cancellation is on its way', async () => {
      const detail = loggedInApp({ features }).get(BookingDetailPresenter);
      await detail.load(BOOKING_5005);
      detail.requestCancel(detail.viewModel.cards[0]?.workOrderId ?? 0);

      const running = detail.confirmCancel();
      detail.dismissCancel();

      expect(detail.viewModel.cancelPrompt).toBeDefined();
      await running;
    });

    it('does nothing when confirmed without a question asked', async () => {
      const app = loggedInApp({ features });
      const detail = app.get(BookingDetailPresenter);
      await detail.load(BOOKING_5005);

      await detail.confirmCancel();

      expect(app.notifier.notifications).toEqual([]);
      expect(detail.viewModel.cards[0]?.statusName).toBe('Not Assigned');
    });
  });

  describe('when the booking cannot be shown', () => {
    it("says 'Error parsing booking data' when the answer is malformed", async () => {
      const app = loggedInApp({ features });
      fakeGateway(app).failNext('getBookingDetail', malformed('not JSON'));
      const detail = app.get(BookingDetailPresenter);

      await detail.load(BOOKING_5004);

      expect(detail.viewModel.status).toBe('error');
      expect(detail.viewModel.errorMessage).toBe('Error parsing booking data');
      expect(detail.viewModel.cards).toEqual([]);
    });

    it("says 'Error fetching booking details' when the server cannot be reached", async () => {
      const app = loggedInApp({ features });
      fakeGateway(app).failNext('getBookingDetail', unavailable('timeout'));
      const detail = app.get(BookingDetailPresenter);

      await detail.load(BOOKING_5004);

      expect(detail.viewModel.status).toBe('error');
      expect(detail.viewModel.errorMessage).toBe('Error fetching booking details');
    });

    it('shows the booking when trying again', async () => {
      const app = loggedInApp({ features });
      fakeGateway(app).failNext('getBookingDetail', unavailable('network'));
      const detail = app.get(BookingDetailPresenter);
      await detail.load(BOOKING_5004);

      await detail.retry();

      expect(detail.viewModel.status).toBe('ready');
      expect(detail.viewModel).not.toHaveProperty('errorMessage');
      expect(detail.viewModel.countLabel).toBe('2 services');
    });

    it.each([
      ['missing', null],
      ['empty', ''],
      ['not a number', 'abc'],
      ['a number with letters after it', '12abc'],
      ['zero', '0'],
      ['negative', '-5'],
      ['a fraction', '5004.5'],
    ])(
      "shows 'No booking details available' when the booking id is %s, without asking the server",
      async (_situation, bookingId) => {
        const { app, gateway } = appWithWorkOrders([aWorkOrder()]);
        const detail = app.get(BookingDetailPresenter);

        await detail.load(bookingId);

        expect(detail.viewModel.status).toBe('ready');
        expect(detail.viewModel.empty).toEqual({
          title: 'No booking details available',
          body: 'The requested booking information could not be found.',
        });
        expect(detail.viewModel.countLabel).toBe('0 services');
        expect(detail.viewModel).not.toHaveProperty('reference');
        expect(detail.viewModel).not.toHaveProperty('amount');
        expect(gateway.calls).toEqual([]);
      },
    );

    it("shows 'No booking details available' for a booking that does not exist", async () => {
      const detail = loggedInApp({ features }).get(BookingDetailPresenter);

      await detail.load('4242');

      expect(detail.viewModel.empty?.title).toBe('No booking details available');
    });
  });

  it('says what the booking costs with GST: ₹399.00 is ₹470.82', async () => {
    const detail = loggedInApp({ features }).get(BookingDetailPresenter);

    await detail.load(BOOKING_5005);

    expect(detail.viewModel.amount).toEqual({
      subtotalLabel: 'Subtotal',
      subtotal: '₹399.00',
      taxLabel: 'Tax (18% GST)',
      tax: '₹71.82',
      totalLabel: 'Amount with GST',
      total: '₹470.82',
    });
  });

  it('leaves a cancelled order out of the amount, and says so', async () => {
    const { app } = appWithWorkOrders([
      aWorkOrder({ workOrderId: 1, totalPrice: 29900, statusId: 1 }),
      aWorkOrder({ workOrderId: 2, totalPrice: 10000, statusId: 7 }),
    ]);
    const detail = app.get(BookingDetailPresenter);

    await detail.load('42');

    expect(detail.viewModel.amount).toMatchObject({
      total: '₹352.82',
      note: 'Cancelled and rejected services are not charged.',
    });
  });

  it('offers no calendar file from a backend that gives no visit', async () => {
    const detail = loggedInApp({ features, extensions: [] }).get(BookingDetailPresenter);

    await detail.load(BOOKING_5004);

    expect(detail.viewModel).not.toHaveProperty('calendar');
  });

  describe('the visit (the visit extension)', () => {
    it("shows each order's line, its window and, once assigned, its technician with a call button", async () => {
      const detail = loggedInApp({ features }).get(BookingDetailPresenter);

      await detail.load(BOOKING_5004);

      const [fan, thermostat] = detail.viewModel.cards;
      expect(plainSpaces(fan?.visit?.window)).toBe('Visit: Sun, 22 Nov, 10 am – 12 pm');
      expect(fan?.line.text).toBe('Technician assigned');
      expect(fan?.visit).toMatchObject({
        technician: {
          label: 'Your technician: Anil',
          call: { label: 'Call Anil', href: 'tel:+919000012002' },
        },
      });
      expect(thermostat?.line.text).toBe('Waiting for a technician');
      expect(thermostat?.visit).not.toHaveProperty('technician');
    });

    it('says the team calls to agree a time while an order has no window', async () => {
      const { app } = appWithWorkOrders([aWorkOrder({ statusId: 1, visit: {} })]);
      const detail = app.get(BookingDetailPresenter);

      await detail.load('42');

      expect(detail.viewModel.cards[0]?.visit?.window).toBe(
        'Visit time: we call you to agree one.',
      );
    });

    it('offers no call button for a number that cannot be dialled, and none once the visit is done', async () => {
      const technician = { name: 'Ravi', phone: 'javascript:alert(1)' };
      const { app } = appWithWorkOrders([
        aWorkOrder({ workOrderId: 1, statusId: 2, visit: { technician } }),
        aWorkOrder({
          workOrderId: 2,
          statusId: 5,
          visit: { technician: { name: 'Ravi', phone: '+91 90000 11001' } },
        }),
      ]);
      const detail = app.get(BookingDetailPresenter);

      await detail.load('42');

      expect(detail.viewModel.cards.map((card) => card.visit?.technician)).toEqual([
        { label: 'Your technician: Ravi', initials: 'R' },
        { label: 'Your technician: Ravi', initials: 'R' },
      ]);
    });

    it('shows no visit from a backend without the extension', async () => {
      const detail = loggedInApp({ features, extensions: [] }).get(BookingDetailPresenter);

      await detail.load(BOOKING_5004);

      expect(detail.viewModel.cards.map((card) => card.visit)).toEqual([undefined, undefined]);
    });

    it('offers the next visit as a timed calendar event, in UTC, naming what the technician comes for', async () => {
      const detail = loggedInApp({ features }).get(BookingDetailPresenter);

      await detail.load(BOOKING_5004);

      const calendar = detail.viewModel.calendar;
      const file = decodeURIComponent(
        calendar?.href.replace(/^data:text\/calendar;charset=utf-8,/, '') ?? '',
      );
      expect(calendar?.label).toBe('Add to calendar');
      expect(calendar?.fileName).toMatch(/^gharseva-GS-\d{5}-5004\.ics$/);
      expect(file).toContain('DTSTART:20261122T043000Z\r\nDTEND:20261122T063000Z\r\n');
      // Folded at 75 octets, as RFC 5545 asks.
      expect(file).toContain(
        'SUMMARY:GharSeva visit: Fans: Ceiling fan installation\\, Geyser: Thermostat\r\n  replacement\r\n',
      );
    });

    it('offers no calendar file once nothing is waiting for a visit', async () => {
      const detail = loggedInApp({ features }).get(BookingDetailPresenter);

      await detail.load('5001');

      expect(detail.viewModel).not.toHaveProperty('calendar');
    });
  });

  it('shows the booking asked for last, even when an earlier answer arrives after it', async () => {
    const held = portDouble(BOOKING_GATEWAY_METHODS, {
      inner: new DemoGateways(demoBackend()).booking,
    });
    held.hold('getBookingDetail', 5004);
    const detail = loggedInApp({
      features,
      overrides: [override(TOKENS.bookingGateway, held)],
    }).get(BookingDetailPresenter);

    const first = detail.load(BOOKING_5004);
    await detail.load(BOOKING_5005);
    held.release('getBookingDetail', 5004);
    await first;

    expect(detail.viewModel.cards.map((card) => card.name)).toEqual(['Kitchen sink blockage']);
  });
});
