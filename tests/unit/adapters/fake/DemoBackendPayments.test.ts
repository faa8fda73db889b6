import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USER_ID, DemoBackend } from '../../../../src/adapters/fake/DemoBackend';
import { DEMO_REFUND_AFTER_MS } from '../../../../src/adapters/fake/demoPayments';
import { DemoPaymentDesk } from '../../../../src/adapters/fake/DemoPaymentDesk';
import { MemoryDemoStorage } from '../../../../src/adapters/fake/DemoStorage';
import { FakeClock } from '../../../support/FakeClock';

const ARJUN = 102;

describe('DemoBackend payments (the payments extension)', () => {
  let clock: FakeClock;
  let backend: DemoBackend;
  let desk: DemoPaymentDesk;
  let bookingId: number;

  beforeEach(() => {
    clock = new FakeClock(new Date('2026-11-27T04:30:00.000Z'));
    backend = new DemoBackend(new MemoryDemoStorage(), clock);
    desk = new DemoPaymentDesk(backend);
    // Two options: ₹599.00 and ₹199.00 twice, ₹997.00 before GST, ₹1,176.46 with it.
    backend.saveCart(DEMO_USER_ID, [
      { optionId: 111, quantity: 1, unitPrice: 59_900 },
      { optionId: 611, quantity: 2, unitPrice: 19_900 },
    ]);
    const booked = backend.book(DEMO_USER_ID);
    bookingId = booked.ok ? booked.value.bookingId : -1;
  });

  const payments = () => backend.bookingDetail(bookingId).map((order) => order.payment);

  it('books every work order unpaid, with its share of the GST, adding up to the amount with GST', () => {
    expect(payments()).toEqual([
      { state: 'unpaid', amount: 59_900 + 10_782 },
      { state: 'unpaid', amount: 39_800 + 7_164 },
    ]);
  });

  it('creates the provider order for what is to pay, the same one until it is paid', () => {
    const first = desk.createPaymentOrder(DEMO_USER_ID, bookingId);
    const again = desk.createPaymentOrder(DEMO_USER_ID, bookingId);

    expect(first).toMatchObject({
      ok: true,
      value: { provider: 'demo', amount: 117_646, currency: 'INR' },
    });
    expect(again).toEqual(first);
  });

  it("creates no order for another customer's booking", () => {
    expect(desk.createPaymentOrder(ARJUN, bookingId)).toEqual({
      ok: false,
      error: 'Booking not found',
    });
  });

  it('pays the booking once the proof of the checkout is verified', () => {
    const order = desk.createPaymentOrder(DEMO_USER_ID, bookingId);
    const proof = desk.authorizePayment(order.ok ? order.value.orderId : '', 'upi');

    expect(desk.verifyPayment(DEMO_USER_ID, bookingId, proof!)).toEqual({
      ok: true,
      value: undefined,
    });
    expect(payments()).toEqual([
      { state: 'paid', amount: 70_682, method: 'upi', at: clock.now() },
      { state: 'paid', amount: 46_964, method: 'upi', at: clock.now() },
    ]);
    expect(desk.createPaymentOrder(DEMO_USER_ID, bookingId)).toMatchObject({ ok: false });
  });

  it.each([
    ['a forged signature', { signature: 'forged' }],
    ['the proof of another order', { orderId: 'order_someone_elses' }],
  ])('refuses %s, and the booking stays unpaid', (_case, forged) => {
    const order = desk.createPaymentOrder(DEMO_USER_ID, bookingId);
    const proof = desk.authorizePayment(order.ok ? order.value.orderId : '', 'upi');

    expect(desk.verifyPayment(DEMO_USER_ID, bookingId, { ...proof!, ...forged })).toMatchObject({
      ok: false,
      error: 'The payment could not be verified',
    });
    expect(payments().every((payment) => payment?.state === 'unpaid')).toBe(true);
  });

  it('takes each proof once', () => {
    const order = desk.createPaymentOrder(DEMO_USER_ID, bookingId);
    const proof = desk.authorizePayment(order.ok ? order.value.orderId : '', 'card');
    desk.verifyPayment(DEMO_USER_ID, bookingId, proof!);

    expect(desk.verifyPayment(DEMO_USER_ID, bookingId, proof!)).toMatchObject({ ok: false });
  });

  it('finds a payment whose verify never came, from the provider saying the order is paid', () => {
    const order = desk.createPaymentOrder(DEMO_USER_ID, bookingId);

    expect(desk.paymentCaptured(order.ok ? order.value.orderId : '', 'netbanking')).toBe(true);
    expect(payments().map((payment) => payment?.state)).toEqual(['paid', 'paid']);
  });

  it('leaves the payment to after the service when asked', () => {
    desk.payAfterService(DEMO_USER_ID, bookingId);

    expect(payments().map((payment) => payment?.state)).toEqual([
      'pay-after-service',
      'pay-after-service',
    ]);
  });

  it('refunds a paid order that is cancelled, on its way, then back with the customer', () => {
    const order = desk.createPaymentOrder(DEMO_USER_ID, bookingId);
    desk.verifyPayment(
      DEMO_USER_ID,
      bookingId,
      desk.authorizePayment(order.ok ? order.value.orderId : '', 'upi')!,
    );
    const [first] = backend.bookingDetail(bookingId);

    backend.cancel(DEMO_USER_ID, first!.workOrderId);
    expect(backend.bookingDetail(bookingId)[0]?.payment?.state).toBe('refund-started');
    clock.advance(DEMO_REFUND_AFTER_MS);

    expect(backend.bookingDetail(bookingId)[0]?.payment).toMatchObject({
      state: 'refunded',
      amount: 70_682,
    });
  });

  it('asks for less once an unpaid order is cancelled', () => {
    const [first] = backend.bookingDetail(bookingId);
    backend.cancel(DEMO_USER_ID, first!.workOrderId);

    expect(desk.createPaymentOrder(DEMO_USER_ID, bookingId)).toMatchObject({
      ok: true,
      value: { amount: 46_964 },
    });
  });

  it('puts a refund through when the provider says it was processed', () => {
    const order = desk.createPaymentOrder(DEMO_USER_ID, bookingId);
    const orderId = order.ok ? order.value.orderId : '';
    desk.paymentCaptured(orderId, 'card');
    const [first] = backend.bookingDetail(bookingId);
    backend.cancel(DEMO_USER_ID, first?.workOrderId ?? 0);

    expect(desk.refundProcessed(orderId)).toBe(true);
    expect(payments().map((payment) => payment?.state)).toEqual(['refunded', 'paid']);
    expect(desk.refundProcessed('order_nobodys')).toBe(false);
  });

  it('lets the back office set a booking back to unpaid, forgetting its order', () => {
    const order = desk.createPaymentOrder(DEMO_USER_ID, bookingId);
    desk.paymentCaptured(order.ok ? order.value.orderId : '', 'upi');

    expect(desk.setPaymentState(bookingId, 'unpaid')).toBe(true);

    expect(payments()).toEqual([
      { state: 'unpaid', amount: 59_900 + 10_782 },
      { state: 'unpaid', amount: 39_800 + 7_164 },
    ]);
    const again = desk.createPaymentOrder(DEMO_USER_ID, bookingId);
    expect(again.ok && again.value.orderId).not.toBe(order.ok && order.value.orderId);
  });

  it('lets the back office mark a booking paid, by a method, now', () => {
    expect(desk.setPaymentState(bookingId, 'paid', 'wallet')).toBe(true);

    expect(payments()).toEqual([
      { state: 'paid', amount: 59_900 + 10_782, method: 'wallet', at: clock.now() },
      { state: 'paid', amount: 39_800 + 7_164, method: 'wallet', at: clock.now() },
    ]);
    expect(desk.setPaymentState(9999, 'paid')).toBe(false);
  });
});
