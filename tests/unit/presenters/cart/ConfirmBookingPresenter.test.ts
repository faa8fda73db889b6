import { describe, expect, it } from 'vitest';
import { catalog } from '../../../../src/app/features/catalog';
import { booking } from '../../../../src/app/features/booking';
import { myBookings } from '../../../../src/app/features/myBookings';
import { cart } from '../../../../src/app/features/cart';
import { profile } from '../../../../src/app/features/profile';
import { malformed, unavailable } from '../../../../src/core/shared/GatewayFailure';
import type { TestApp } from '../../../support/testContainer';
import { chooseFirstFreeWindow, foamJet, loggedInApp, thermostat } from '../doubles';
import type { Extension } from '../../../../src/core/shared/Extensions';
import { BookingDetailPresenter } from '../../../../src/presenters/booking/BookingDetailPresenter';
import { CartModel } from '../../../../src/presenters/cart/CartModel';
import { BusyModel } from '../../../../src/presenters/shell/BusyModel';
import { ConfirmBookingPresenter } from '../../../../src/presenters/cart/ConfirmBookingPresenter';
import { CartPresenter } from '../../../../src/presenters/cart/CartPresenter';
import { AddToCart } from '../../../../src/core/cart/AddToCart';
import { ASSIGN_AFTER_MS } from '../../../../src/adapters/fake/demoVisits';
import { MyBookingsPresenter } from '../../../../src/presenters/booking/MyBookingsPresenter';
import { ProfilePresenter } from '../../../../src/presenters/profile/ProfilePresenter';
import type { FakeGateway } from '../../../../src/adapters/fake/fakeGateway';
import type { BookingGateway } from '../../../../src/core/booking/BookingGateway';

/** The late features this screen needs, bound as the app binds them with its first view. */
const features = [catalog, cart, profile, booking, myBookings];

const SEEDED_BOOKINGS = 5;

/**
 * Customer 101 has checked out the thermostat (₹333.33): the confirm dialog is open and, as the
 * demo has the `slots` extension, the first free visit window is chosen, unless told `choose:
 * false`. `extensions: []` is an app for a backend of SPEC §7 alone.
 */
async function confirmDialog(
  inTheCart = thermostat,
  {
    extensions,
    choose = true,
  }: { readonly extensions?: readonly Extension[]; readonly choose?: boolean } = {},
) {
  const app = loggedInApp({ features, ...(extensions ? { extensions } : {}) });
  app.get(AddToCart).execute(inTheCart);
  const cart = app.get(CartPresenter);
  await cart.proceedToCheckout();
  const confirm = app.get(ConfirmBookingPresenter);
  await confirm.open();
  if (choose && confirm.visitTime.enabled) chooseFirstFreeWindow(confirm.visitTime);
  return { app, cart, confirm };
}

function bookingsOfPriya(app: TestApp): number {
  return new Set(app.backend.bookings(101).map((row) => row.bookingId)).size;
}

function bookingGateway(app: TestApp): FakeGateway<BookingGateway> {
  return app.gateways.booking;
}

describe('ConfirmBookingPresenter', () => {
  it("asks 'Do you want to confirm your booking and proceed to payment?' under 'Confirm Booking'", async () => {
    const { confirm } = await confirmDialog();

    expect(confirm.viewModel.title).toBe('Confirm Booking');
    expect(confirm.viewModel.question).toBe(
      'Do you want to confirm your booking and proceed to payment?',
    );
  });

  it('sums up the booking: each line, Subtotal, tax and the Total Amount in rupees', async () => {
    const { confirm } = await confirmDialog();

    expect(confirm.viewModel).toMatchObject({
      lines: [
        { id: 134, service: 'Geyser', label: '1 × Thermostat replacement', amount: '₹333.33' },
      ],
      subtotal: '₹333.33',
      tax: '₹60.00',
      totalAmount: '₹393.33',
    });
  });

  it("reads 'Pay Now (₹393.33)' with the total to pay, from a backend without payments", async () => {
    const { confirm } = await confirmDialog(thermostat, {
      extensions: ['session', 'slots', 'visit'],
    });

    expect(confirm.viewModel.payLabel).toBe('Pay Now (₹393.33)');
  });

  it('keeps showing the cart saved at checkout when the cart changes meanwhile (another tab)', async () => {
    const { app, confirm } = await confirmDialog();

    app.get(AddToCart).execute(foamJet);

    expect(confirm.viewModel.payLabel).toBe('Pay Now (₹393.33)');
  });

  it('keeps the summary on screen while the dialog closes after booking', async () => {
    const { confirm } = await confirmDialog();

    await confirm.pay();

    expect(confirm.viewModel.lines).toHaveLength(1);
  });

  it("says 'Your BookingId is 5006' when the booking is confirmed", async () => {
    const { app, confirm } = await confirmDialog();

    await expect(confirm.pay()).resolves.toBe(true);

    expect(app.notifier.last).toEqual({
      kind: 'success',
      message: 'Your BookingId is 5006',
      durationMs: 3000,
    });
  });

  it('books the saved cart at the server', async () => {
    const { app, confirm } = await confirmDialog();

    await confirm.pay();

    expect(bookingsOfPriya(app)).toBe(SEEDED_BOOKINGS + 1);
    expect(app.backend.bookingDetail(5006).map((order) => order.optionName)).toEqual([
      'Thermostat replacement',
    ]);
  });

  it('empties the cart, on the device too, once booked', async () => {
    const { app, cart, confirm } = await confirmDialog();

    await confirm.pay();

    expect(app.get(CartModel).items).toEqual([]);
    expect(cart.viewModel.isEmpty).toBe(true);
    expect(app.localStorage.getItem('cart')).toBeNull();
  });

  it('goes to My Bookings once booked', async () => {
    const { app, confirm } = await confirmDialog();

    await confirm.pay();

    expect(app.navigator.visited).toEqual(['/my-bookings']);
  });

  it("says 'Invalid response from server. Please try again.' and keeps the cart when the answer is malformed", async () => {
    const { app, confirm } = await confirmDialog();
    bookingGateway(app).failNext('book', malformed('result.data missing'));

    await expect(confirm.pay()).resolves.toBe(false);

    expect(app.notifier.last).toEqual({
      kind: 'error',
      message: 'Invalid response from server. Please try again.',
      durationMs: 5000,
    });
    expect(app.get(CartModel).unitCount).toBe(1);
    expect(app.localStorage.getItem('cart')).not.toBeNull();
    expect(app.navigator.visited).toEqual([]);
  });

  it("says 'Failed to confirm booking. Please try again.' and keeps the cart when the server cannot be reached", async () => {
    const { app, confirm } = await confirmDialog();
    bookingGateway(app).failNext('book', unavailable('timeout'));

    await expect(confirm.pay()).resolves.toBe(false);

    expect(app.notifier.last).toEqual({
      kind: 'error',
      message: 'Failed to confirm booking. Please try again.',
      durationMs: 5000,
    });
    expect(app.get(CartModel).unitCount).toBe(1);
    expect(app.localStorage.getItem('cart')).not.toBeNull();
    expect(bookingsOfPriya(app)).toBe(SEEDED_BOOKINGS);
  });

  it('books once when Pay Now is clicked twice', async () => {
    const { app, confirm } = await confirmDialog();

    const [first, second] = await Promise.all([confirm.pay(), confirm.pay()]);

    expect([first, second]).toEqual([true, false]);
    expect(bookingsOfPriya(app)).toBe(SEEDED_BOOKINGS + 1);
    expect(app.notifier.notifications.filter((shown) => shown.kind === 'error')).toEqual([]);
  });

  it('shows the spinner and marks the payment as running while booking', async () => {
    const { app, confirm } = await confirmDialog();

    const paying = confirm.pay();

    expect(confirm.viewModel.paying).toBe(true);
    expect(app.get(BusyModel).isBusy).toBe(true);
    await paying;
    expect(confirm.viewModel.paying).toBe(false);
    expect(app.get(BusyModel).isBusy).toBe(false);
  });

  it('can be paid again after a failure', async () => {
    const { app, confirm } = await confirmDialog();
    bookingGateway(app).failNext('book', unavailable('network'));
    await confirm.pay();

    await expect(confirm.pay()).resolves.toBe(true);

    expect(app.notifier.last?.message).toBe('Your BookingId is 5006');
  });

  describe('where and who', () => {
    it("shows where the visit is and whom we call, from the customer's profile", async () => {
      const { confirm } = await confirmDialog();

      expect(confirm.viewModel.visit).toEqual({
        status: 'ready',
        heading: 'Visit at',
        addressLines: [
          'Flat 302, Lotus Residency, Road No. 12, Banjara Hills, near KBR Park, Hyderabad 500034',
          'Telangana',
        ],
        hasAddress: true,
        contactHeading: 'We will call',
        contact: 'Priya Sharma, +91 9876543210',
      });
    });

    it('says so when the profile cannot be read, and still lets the customer book', async () => {
      const app = loggedInApp({ features });
      app.get(AddToCart).execute(thermostat);
      await app.get(CartPresenter).proceedToCheckout();
      app.gateways.profile.failNext('load', unavailable('network'));
      const confirm = app.get(ConfirmBookingPresenter);

      await confirm.open();
      chooseFirstFreeWindow(confirm.visitTime);

      expect(confirm.viewModel.visit).toEqual({
        status: 'error',
        message: 'We could not load your address. You can check it in My Profile.',
      });
      expect(await confirm.pay()).toBe(true);
    });

    it('Change opens the profile, and saving it brings the customer back to this booking', async () => {
      const { app, confirm } = await confirmDialog();

      confirm.changeDetails();
      const profile = app.get(ProfilePresenter);
      await profile.load();
      await profile.submit(profile.viewModel.initialValues);
      const cart = app.get(CartPresenter);
      await cart.resume();

      expect(app.navigator.visited).toEqual(['/signup', '/cart']);
      expect(cart.viewModel.confirmOpen).toBe(true);
    });
  });

  describe('after Pay Now', () => {
    it('My Bookings greets the booking once, with its lines, its amount and what happens next', async () => {
      const { app, confirm } = await confirmDialog(thermostat, { extensions: [] });

      await confirm.pay();
      const myBookings = app.get(MyBookingsPresenter);
      await myBookings.load();

      expect(myBookings.viewModel.greeting).toEqual({
        bookingId: 5006,
        title: 'Booking confirmed',
        reference: 'Booking ID 5006',
        lines: [{ service: 'Geyser', label: '1 × Thermostat replacement' }],
        amountLabel: 'Amount with GST',
        amount: '₹393.33',
        nextHeading: 'What happens next',
        next: 'Our team assigns a technician and calls you on +91 9876543210 to agree a time for the visit. Follow each service here; you can cancel it until work begins.',
        dismiss: 'Got it',
        ifWeFail: expect.any(Array),
        help: expect.any(Object),
      });
      const later = app.get(MyBookingsPresenter);
      await later.load();
      expect(later.viewModel.greeting).toBeUndefined();
    });

    it('the greeting says what happens if no technician is assigned in time, or one is late', async () => {
      const { app, confirm } = await confirmDialog();
      await confirm.pay();
      const myBookings = app.get(MyBookingsPresenter);

      await myBookings.load();

      expect(myBookings.viewModel.greeting?.ifWeFail).toEqual([
        'If we have not assigned a technician 2 hours before your visit, we call you to arrange one or another time, and you can cancel free of charge.',
        'If your technician is more than 30 minutes late, call us: we tell you when they will reach you, and you can cancel free of charge.',
      ]);
    });

    it('states the cancellation rule, with the policy to open in a new tab', async () => {
      const { confirm } = await confirmDialog();

      expect(confirm.viewModel.cancelRule).toBe(
        'Cancelling is free until 4 hours before the visit. After that, the fee is ₹100.00.',
      );
      expect(confirm.viewModel.cancelPolicy).toEqual({
        label: 'Cancellation and refund policy',
        href: '/cancellation-policy',
        newTab: '(opens in a new tab)',
      });
    });

    it('the greeting offers Call and WhatsApp, the message naming the booking by its code', async () => {
      const { app, confirm } = await confirmDialog();
      await confirm.pay();
      const myBookings = app.get(MyBookingsPresenter);

      await myBookings.load();

      const help = myBookings.viewModel.greeting?.help;
      const code = myBookings.viewModel.groups[0]?.code.replace('Booking Code: ', '');
      expect(code).toMatch(/^GS-\d{5}-5006$/);
      expect(help).toMatchObject({
        heading: 'Need help with this booking?',
        callLabel: 'Call +91 40 4567 8900',
        callHref: 'tel:+914045678900',
        whatsappLabel: 'Chat on WhatsApp',
      });
      expect(help?.whatsappHref).toBe(
        `https://wa.me/914045678900?text=${encodeURIComponent(`Hello GharSeva, I need help with my booking ${code} (Geyser).`)}`,
      );
    });

    it('marks the booking just made as New in the list', async () => {
      const { app, confirm } = await confirmDialog();
      await confirm.pay();
      const myBookings = app.get(MyBookingsPresenter);

      await myBookings.load();

      const marked = myBookings.viewModel.groups.filter((group) => group.newTag === 'New');
      expect(marked.map((group) => group.bookingId)).toEqual([5006]);
    });

    it('lets the greeting be dismissed', async () => {
      const { app, confirm } = await confirmDialog();
      await confirm.pay();
      const myBookings = app.get(MyBookingsPresenter);
      await myBookings.load();

      myBookings.dismissGreeting();

      expect(myBookings.viewModel.greeting).toBeUndefined();
    });
  });

  describe('the visit time (the slots extension)', () => {
    it('shows the strip of days and windows in the dialog, none chosen yet', async () => {
      const { confirm } = await confirmDialog(thermostat, { choose: false });

      expect(confirm.viewModel.choosesVisitTime).toBe(true);
      expect(confirm.visitTime.viewModel.status).toBe('ready');
      expect(confirm.visitTime.viewModel.days).toHaveLength(7);
      expect(confirm.visitTime.chosen).toBeUndefined();
    });

    it('asks for a day and time before Pay Now, and books nothing until then', async () => {
      const { app, confirm } = await confirmDialog(thermostat, { choose: false });

      await expect(confirm.pay()).resolves.toBe(false);

      expect(confirm.visitTime.viewModel.note).toBe('Choose a day and time for the visit first.');
      expect(bookingsOfPriya(app)).toBe(SEEDED_BOOKINGS);
      expect(app.navigator.visited).toEqual([]);
    });

    it('books the visit in the window chosen, which the booking then shows', async () => {
      const { app, confirm } = await confirmDialog();
      const chosen = confirm.visitTime.chosen;
      const label = confirm.visitTime.viewModel.chosen?.label ?? '';

      await confirm.pay();

      expect(app.backend.bookingDetail(5006).map((order) => order.visit?.window)).toEqual([chosen]);
      const detail = app.get(BookingDetailPresenter);
      await detail.load('5006');
      expect(detail.viewModel.cards[0]?.visit?.window).toBe(`Visit: ${label}`);
    });

    it('greets the booking with its window and what happens next', async () => {
      const { app, confirm } = await confirmDialog();
      const label = confirm.visitTime.viewModel.chosen?.label;

      await confirm.pay();
      const myBookings = app.get(MyBookingsPresenter);
      await myBookings.load();

      expect(myBookings.viewModel.greeting).toMatchObject({
        visit: `Visit: ${label}`,
        next: 'We assign a technician before your visit and show their name here. You can change the time or cancel until work begins.',
      });
    });

    it('greets the booking with who comes, their initial and record, once the backend names them', async () => {
      const { app, confirm } = await confirmDialog();
      await confirm.pay();
      app.clock.advance(ASSIGN_AFTER_MS);
      const myBookings = app.get(MyBookingsPresenter);

      await myBookings.load();

      const technician = myBookings.viewModel.greeting?.technician;
      expect(technician?.label).toMatch(/^Your technician: \w+$/);
      expect(technician?.initials).toMatch(/^[A-Z]$/);
      expect(technician?.record?.spoken).toMatch(/^Rated \d\.\d out of 5, \d+ jobs with GharSeva$/);
    });

    it('when the window fills while she confirms: she is told, chooses again, and nothing else is lost', async () => {
      const { app, confirm } = await confirmDialog(thermostat, { choose: false });
      // A day with two windows free, so it stays in view when one fills.
      const picker = confirm.visitTime;
      const day = picker.viewModel.days.find((each) =>
        /^([2-9] slots open|Almost full)$/.test(each.note),
      );
      picker.chooseDay(day?.key ?? '');
      chooseFirstFreeWindow(picker);
      const taken = picker.chosen;
      if (!taken) throw new Error('no window chosen');
      // Another customer takes the last place.
      app.backend.fillVisitWindow(taken.start);

      await expect(confirm.pay()).resolves.toBe(false);

      expect(confirm.visitTime.chosen).toBeUndefined();
      expect(confirm.visitTime.viewModel.note).toBe(
        'That time has just filled up. Please choose another.',
      );
      const takenKey = String(taken.start.getTime());
      const shown = confirm.visitTime.viewModel.windows.find((window) => window.key === takenKey);
      expect(shown?.full).toBe(true);
      expect(app.get(CartModel).unitCount).toBe(1);
      expect(confirm.viewModel.visit.status).toBe('ready');
      expect(bookingsOfPriya(app)).toBe(SEEDED_BOOKINGS);

      chooseFirstFreeWindow(confirm.visitTime);
      await expect(confirm.pay()).resolves.toBe(true);
      expect(bookingsOfPriya(app)).toBe(SEEDED_BOOKINGS + 1);
    });

    it('without the slots extension books as SPEC §7 has it: no window, and the team calls to agree one', async () => {
      const { app, confirm } = await confirmDialog(thermostat, { extensions: [] });

      await expect(confirm.pay()).resolves.toBe(true);

      expect(confirm.viewModel.choosesVisitTime).toBe(false);
      expect(app.backend.bookingDetail(5006)[0]?.visit).toEqual({});
    });
  });

  it('asks the catalogue’s price, never one edited on the device', async () => {
    const { confirm } = await confirmDialog({ ...thermostat, price: 1 });

    expect(confirm.viewModel).toMatchObject({
      lines: [{ amount: '₹333.33' }],
      payLabel: 'Pay Now (₹393.33)',
    });
  });

  it('says what changed under "Prices have changed" before the customer pays', async () => {
    const { confirm } = await confirmDialog({ ...thermostat, price: 14900 });

    expect(confirm.viewModel.priceNotes).toEqual({
      title: 'Prices have changed',
      lines: ['Thermostat replacement now costs ₹333.33, was ₹149.00.'],
    });
  });

  it('says nothing about prices when none changed', async () => {
    const { confirm } = await confirmDialog();

    expect(confirm.viewModel.priceNotes).toBeUndefined();
  });
});
