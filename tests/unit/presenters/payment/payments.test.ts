import { describe, expect, it } from 'vitest';
import { booking } from '../../../../src/app/features/booking';
import { myBookings } from '../../../../src/app/features/myBookings';
import { cart } from '../../../../src/app/features/cart';
import { catalog } from '../../../../src/app/features/catalog';
import { profile } from '../../../../src/app/features/profile';
import { AddToCart } from '../../../../src/core/cart/AddToCart';
import type { Extension } from '../../../../src/core/shared/Extensions';
import { BookingDetailPresenter } from '../../../../src/presenters/booking/BookingDetailPresenter';
import { MyBookingsPresenter } from '../../../../src/presenters/booking/MyBookingsPresenter';
import { CartPresenter } from '../../../../src/presenters/cart/CartPresenter';
import { ConfirmBookingPresenter } from '../../../../src/presenters/cart/ConfirmBookingPresenter';
import { DemoPaymentPresenter } from '../../../../src/presenters/payment/DemoPaymentPresenter';
import { receipt } from '../../../../src/app/features/receipt';
import { ReceiptPresenter } from '../../../../src/presenters/booking/ReceiptPresenter';
import type { TestApp } from '../../../support/testContainer';
import { chooseFirstFreeWindow, loggedInApp, thermostat } from '../doubles';

const features = [catalog, cart, profile, booking, myBookings];

/** Priya's confirm dialog with the thermostat (₹393.33 with GST), its visit time chosen. */
async function confirmDialog(
  app: TestApp = loggedInApp({ features }),
): Promise<{ app: TestApp; confirm: ConfirmBookingPresenter }> {
  app.get(AddToCart).execute(thermostat);
  await app.get(CartPresenter).proceedToCheckout();
  const confirm = app.get(ConfirmBookingPresenter);
  await confirm.open();
  if (confirm.visitTime.enabled) chooseFirstFreeWindow(confirm.visitTime);
  return { app, confirm };
}

async function greetingAfterPaying(app: TestApp, confirm: ConfirmBookingPresenter) {
  await confirm.pay();
  const myBookings = app.get(MyBookingsPresenter);
  await myBookings.load();
  return myBookings;
}

async function detailOf(app: TestApp, bookingId: number): Promise<BookingDetailPresenter> {
  const detail = app.get(BookingDetailPresenter);
  await detail.load(String(bookingId));
  return detail;
}

describe('the confirm dialog with payments', () => {
  it('offers paying online now or after the service, online chosen the first time', async () => {
    const { confirm } = await confirmDialog();

    expect(confirm.viewModel.payment).toEqual({
      legend: 'How would you like to pay?',
      options: [
        { value: 'online', label: 'Pay online now (UPI, card, netbanking)' },
        {
          value: 'after-service',
          label: 'Pay after the service (UPI or cash to the technician)',
        },
      ],
      chosen: 'online',
    });
    expect(confirm.viewModel.payLabel).toBe('Pay Now (₹393.33)');
  });

  it('says what the button does for each choice, and remembers the choice on the device', async () => {
    const { app, confirm } = await confirmDialog();

    confirm.choosePayment('after-service');

    expect(confirm.viewModel.payLabel).toBe('Book, pay after the service');
    expect(app.localStorage.getItem('paymentChoice')).toBe('after-service');
    const next = app.get(ConfirmBookingPresenter);
    expect(next.viewModel.payment?.chosen).toBe('after-service');
  });

  it('is exactly as SPEC has it without the payments extension', async () => {
    const extensions: Extension[] = ['session', 'slots', 'visit'];
    const { confirm } = await confirmDialog(loggedInApp({ features, extensions }));

    expect(confirm.viewModel).not.toHaveProperty('payment');
    expect(confirm.viewModel.payLabel).toBe('Pay Now (₹393.33)');
  });

  it("books, then pays the backend's order in the checkout, and the greeting says it is paid", async () => {
    const { app, confirm } = await confirmDialog();

    const myBookings = await greetingAfterPaying(app, confirm);

    expect(app.sheet.opened.map(({ order }) => order.amount)).toEqual([39_333]);
    expect(app.sheet.opened[0]?.payer).toMatchObject({
      name: 'Priya Sharma',
      mobile: '9876543210',
    });
    expect(myBookings.viewModel.greeting?.payment).toEqual({
      lines: [expect.stringMatching(/^Paid ₹393\.33 by UPI on \d{1,2}\s\w{3}\s\d{4}$/)],
    });
    expect(app.notifier.notifications.map((each) => each.message)).toContain(
      'Your BookingId is 5006',
    );
  });

  it('keeps the booking when she closes the checkout: the greeting says it is not paid, why, and how to pay', async () => {
    const { app, confirm } = await confirmDialog();
    app.sheet.next = { kind: 'closed' };

    const myBookings = await greetingAfterPaying(app, confirm);

    expect(app.navigator.visited).toContain('/my-bookings');
    expect(myBookings.viewModel.greeting?.payment).toEqual({
      lines: ['Not paid yet: ₹393.33'],
      note: 'The payment was closed before it finished. Your booking is kept; it is not paid yet.',
      actions: {
        payNow: 'Pay ₹393.33 now',
        afterService: 'Pay after the service instead',
        busy: false,
      },
    });
  });

  it('pays from the greeting afterwards, asking the backend for its order again', async () => {
    const { app, confirm } = await confirmDialog();
    app.sheet.next = { kind: 'failed' };
    const myBookings = await greetingAfterPaying(app, confirm);
    app.sheet.next = 'authorize';

    await myBookings.payNow(5006);

    expect(app.sheet.opened.map(({ order }) => order.orderId)).toEqual([
      app.sheet.opened[0]?.order.orderId,
      app.sheet.opened[0]?.order.orderId,
    ]);
    expect(myBookings.viewModel.greeting?.payment?.lines).toEqual([
      expect.stringMatching(/^Paid ₹393\.33 by UPI on /),
    ]);
    expect(myBookings.viewModel.greeting?.payment).not.toHaveProperty('note');
    expect(app.notifier.notifications.map((each) => each.message)).toContain(
      'Payment received. Thank you!',
    );
  });

  it('books to pay after the service when she chose so, opening no checkout', async () => {
    const { app, confirm } = await confirmDialog();
    confirm.choosePayment('after-service');

    const myBookings = await greetingAfterPaying(app, confirm);

    expect(app.sheet.opened).toEqual([]);
    expect(myBookings.viewModel.greeting?.payment).toEqual({
      lines: ['To pay after the service: ₹393.33'],
      actions: { payNow: 'Pay ₹393.33 now', busy: false },
    });
  });
});

describe('My Bookings with payments', () => {
  it("says each booking's money as the backend has it", async () => {
    const app = loggedInApp({ features });
    const myBookings = app.get(MyBookingsPresenter);

    await myBookings.load();

    const said = Object.fromEntries(
      myBookings.viewModel.groups.map((group) => [group.bookingId, group.payment?.lines]),
    );
    expect(said[5001]).toEqual([expect.stringMatching(/^Paid ₹[\d,.]+ by UPI on /)]);
    expect(said[5002]).toEqual([expect.stringMatching(/^₹[\d,.]+ refunded on /)]);
    expect(said[5003]).toEqual([expect.stringMatching(/^To pay after the service: ₹/)]);
    expect(said[5004]).toEqual([expect.stringMatching(/^Paid ₹[\d,.]+ by card on /)]);
    expect(said[5005]).toEqual([expect.stringMatching(/^Not paid yet: ₹/)]);
  });

  it('offers paying an unpaid booking now or after the service, and nothing on a paid one', async () => {
    const app = loggedInApp({ features });
    const myBookings = app.get(MyBookingsPresenter);
    await myBookings.load();
    const group = (id: number) => myBookings.viewModel.groups.find((each) => each.bookingId === id);

    expect(group(5005)?.payment?.actions).toMatchObject({
      payNow: expect.stringMatching(/^Pay ₹[\d,.]+ now$/),
      afterService: 'Pay after the service instead',
    });
    expect(group(5001)?.payment).not.toHaveProperty('actions');
  });

  it('pays a booking after the service instead, and shows it so', async () => {
    const app = loggedInApp({ features });
    const myBookings = app.get(MyBookingsPresenter);
    await myBookings.load();

    await myBookings.payAfterService(5005);

    const group = myBookings.viewModel.groups.find((each) => each.bookingId === 5005);
    expect(group?.payment?.lines).toEqual([expect.stringMatching(/^To pay after the service: ₹/)]);
    expect(app.notifier.notifications.map((each) => each.message)).toContain(
      'You will pay the technician after the service.',
    );
  });
});

describe('the booking detail with payments', () => {
  it('says what was paid, and offers no payment then', async () => {
    const app = loggedInApp({ features });

    const detail = await detailOf(app, 5004);

    expect(detail.viewModel.payment).toEqual({
      lines: [expect.stringMatching(/^Paid ₹[\d,.]+ by card on \d{1,2}\s\w{3}\s\d{4}$/)],
    });
  });

  it('pays an unpaid booking from its detail and reads it again', async () => {
    const app = loggedInApp({ features });
    const detail = await detailOf(app, 5005);
    expect(detail.viewModel.payment?.actions?.payNow).toMatch(/^Pay ₹[\d,.]+ now$/);

    await detail.payNow();

    expect(detail.viewModel.payment?.lines).toEqual([
      expect.stringMatching(/^Paid ₹[\d,.]+ by UPI on /),
    ]);
    expect(detail.viewModel.payment).not.toHaveProperty('actions');
  });

  it('says, before she confirms a cancel of a paid order, what comes back and where', async () => {
    const app = loggedInApp({ features });
    const detail = await detailOf(app, 5004);
    const card = detail.viewModel.cards.find((each) => each.canCancel);
    if (!card) throw new Error('5004 has an order she can cancel');

    detail.requestCancel(card.workOrderId);

    expect(detail.viewModel.refund).toMatch(
      /^₹[\d,.]+ back to the card you paid with, in 5–7 working days$/,
    );
  });

  it('says nothing comes back when cancelling an unpaid order', async () => {
    const app = loggedInApp({ features });
    const detail = await detailOf(app, 5005);
    const card = detail.viewModel.cards.find((each) => each.canCancel);
    if (!card) throw new Error('5005 has an order she can cancel');

    detail.requestCancel(card.workOrderId);

    expect(detail.viewModel).not.toHaveProperty('refund');
  });

  it('says the refund on its way once a paid order is cancelled', async () => {
    const app = loggedInApp({ features });
    const detail = await detailOf(app, 5004);
    const cancellable = detail.viewModel.cards.filter((each) => each.canCancel);
    for (const card of cancellable) {
      detail.requestCancel(card.workOrderId);
      await detail.confirmCancel();
    }

    expect(detail.viewModel.payment?.lines).toContainEqual(
      expect.stringMatching(/^Refund of ₹[\d,.]+ on its way$/),
    );
  });
});

describe('the receipt with payments', () => {
  it('says what was paid, how and when', async () => {
    const app = loggedInApp({ features: [...features, receipt] });
    const presenter = app.get(ReceiptPresenter);

    await presenter.load('5004');

    expect(presenter.viewModel.receipt?.payment).toEqual([
      expect.stringMatching(/^Paid ₹[\d,.]+ by card on \d{1,2}\s\w{3}\s\d{4}$/),
    ]);
  });

  it('says nothing of payments from a backend without them', async () => {
    const app = loggedInApp({
      features: [...features, receipt],
      extensions: ['session', 'slots', 'visit'],
    });
    const presenter = app.get(ReceiptPresenter);

    await presenter.load('5004');

    expect(presenter.viewModel.receipt).not.toHaveProperty('payment');
  });
});

describe("the demo's payment sheet", () => {
  it('shows the amount, UPI or card, and gives the choice to the request', () => {
    const sheet = new DemoPaymentPresenter();
    const done: string[] = [];
    sheet.show({
      order: { amount: 35_282 },
      pay: (method) => done.push(`pay ${method}`),
      fail: () => done.push('fail'),
      close: () => done.push('close'),
    });

    expect(sheet.viewModel).toMatchObject({
      visible: true,
      title: 'Demo payment: nothing is charged',
      amount: '₹352.82',
      payLabel: 'Pay ₹352.82',
      failLabel: 'Make this payment fail',
      method: 'upi',
    });
    sheet.choose('card');
    sheet.pay();

    expect(done).toEqual(['pay card']);
    expect(sheet.visible).toBe(false);
  });

  it('answers a request once: closing after paying does nothing more', () => {
    const sheet = new DemoPaymentPresenter();
    const done: string[] = [];
    sheet.show({
      order: { amount: 100 },
      pay: () => done.push('pay'),
      fail: () => done.push('fail'),
      close: () => done.push('close'),
    });

    sheet.fail();
    sheet.close();

    expect(done).toEqual(['fail']);
  });
});
