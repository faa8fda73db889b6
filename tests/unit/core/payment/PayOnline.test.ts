import { describe, expect, it } from 'vitest';
import { PayAfterService } from '../../../../src/core/payment/PayAfterService';
import { PayOnline } from '../../../../src/core/payment/PayOnline';
import type { Payer, PaymentOrder, WorkOrderPayment } from '../../../../src/core/payment/Payment';
import {
  PAYMENT_GATEWAY_METHODS,
  type PaymentGateway,
} from '../../../../src/core/payment/PaymentGateway';
import type { PaymentSheet, SheetOutcome } from '../../../../src/core/payment/PaymentSheet';
import { rejected, unauthorized, unavailable } from '../../../../src/core/shared/GatewayFailure';
import { fail, ok } from '../../../../src/core/shared/Result';
import { portDouble, type PortDouble } from '../../../support/portDouble';
import { aWorkOrder } from '../support/examples';
import { bookingDouble } from '../support/gatewayDoubles';
import { InMemorySessionStore } from '../support/InMemorySessionStore';

const ORDER: PaymentOrder = {
  provider: 'razorpay',
  keyId: 'rzp_test_GharSevaRef01',
  orderId: 'order_Nx8Y4cCz1lXw2p',
  amount: 35_282,
  currency: 'INR',
};
const PROOF = { orderId: ORDER.orderId, paymentId: 'pay_29QQoUBi66xm2f', signature: 'ab12' };
const PRIYA: Payer = { name: 'Priya Sharma', mobile: '9876543210' };

/** The provider's checkout, ending as the test says, and remembering what it opened. */
class SheetDouble implements PaymentSheet {
  readonly opened: PaymentOrder[] = [];
  constructor(private readonly outcome: SheetOutcome) {}
  pay(order: PaymentOrder): Promise<SheetOutcome> {
    this.opened.push(order);
    return Promise.resolve(this.outcome);
  }
}

function paymentsDouble(): PortDouble<PaymentGateway> {
  return portDouble(PAYMENT_GATEWAY_METHODS, {
    answers: {
      createOrder: ok(ORDER),
      verify: ok(undefined),
      payAfterService: ok(undefined),
    },
  });
}

const booked = (payment: WorkOrderPayment) => ok([aWorkOrder({ payment })]);

function payOnline(outcome: SheetOutcome = { kind: 'authorized', proof: PROOF }) {
  const payments = paymentsDouble();
  const bookings = bookingDouble();
  const sheet = new SheetDouble(outcome);
  const useCase = new PayOnline(new InMemorySessionStore(101), payments, sheet, bookings);
  return { useCase, payments, bookings, sheet };
}

describe('PayOnline', () => {
  it("opens the backend's order in the checkout and is paid once the backend verifies its proof", async () => {
    const { useCase, payments, sheet } = payOnline();

    const outcome = await useCase.execute(5006, PRIYA);

    expect(outcome).toEqual({ kind: 'paid' });
    expect(payments.calls).toEqual([
      ['createOrder', 101, 5006],
      ['verify', 101, 5006, PROOF],
    ]);
    // The amount is the backend's order's: the browser never names one.
    expect(sheet.opened).toEqual([ORDER]);
  });

  it('keeps the booking unpaid, and says so, when she closes the checkout', async () => {
    const { useCase, payments } = payOnline({ kind: 'closed' });

    const outcome = await useCase.execute(5006, PRIYA);

    expect(outcome).toEqual({
      kind: 'unpaid',
      reason: 'closed',
      message:
        'The payment was closed before it finished. Your booking is kept; it is not paid yet.',
    });
    expect(payments.callsTo('verify')).toEqual([]);
  });

  it('keeps the booking unpaid when the payment fails at the provider', async () => {
    const { useCase } = payOnline({ kind: 'failed', reason: 'Payment declined by bank' });

    expect(await useCase.execute(5006, PRIYA)).toMatchObject({
      kind: 'unpaid',
      reason: 'failed',
      message: 'The payment did not go through. Your booking is kept; it is not paid yet.',
    });
  });

  it('keeps the booking unpaid when the checkout cannot be had (its script did not load, offline)', async () => {
    const { useCase } = payOnline({ kind: 'unavailable' });

    expect(await useCase.execute(5006, PRIYA)).toMatchObject({
      kind: 'unpaid',
      reason: 'unavailable',
    });
  });

  it('opens no checkout when the backend cannot be reached for its order', async () => {
    const { useCase, payments, sheet } = payOnline();
    payments.answers.createOrder = fail(unavailable('network'));

    expect(await useCase.execute(5006, PRIYA)).toMatchObject({
      kind: 'unpaid',
      reason: 'unavailable',
    });
    expect(sheet.opened).toEqual([]);
  });

  it('says paid when the backend refuses an order because the booking is paid already', async () => {
    const { useCase, payments, bookings, sheet } = payOnline();
    payments.answers.createOrder = fail(rejected('This booking is paid already'));
    bookings.answers.getBookingDetail = booked({ state: 'paid', amount: 35_282, method: 'upi' });

    expect(await useCase.execute(5006, PRIYA)).toEqual({ kind: 'paid' });
    expect(sheet.opened).toEqual([]);
  });

  it('reads the booking again when verify is refused, and says unpaid when it is not paid', async () => {
    const { useCase, payments, bookings } = payOnline();
    payments.answers.verify = fail(rejected('The payment could not be verified'));
    bookings.answers.getBookingDetail = booked({ state: 'unpaid', amount: 35_282 });

    const outcome = await useCase.execute(5006, PRIYA);

    expect(outcome).toMatchObject({ kind: 'unpaid', reason: 'not-verified' });
    expect(bookings.callsTo('getBookingDetail')).toEqual([[5006]]);
  });

  it('says paid when verify timed out but the backend learnt the payment meanwhile (its webhook)', async () => {
    const { useCase, payments, bookings } = payOnline();
    payments.answers.verify = fail(unavailable('timeout'));
    bookings.answers.getBookingDetail = booked({
      state: 'paid',
      amount: 35_282,
      method: 'upi',
      at: new Date('2026-11-27T08:30:00Z'),
    });

    expect(await useCase.execute(5006, PRIYA)).toEqual({ kind: 'paid' });
  });

  it('says unpaid when verify timed out and the booking cannot be read either', async () => {
    const { useCase, payments, bookings } = payOnline();
    payments.answers.verify = fail(unavailable('timeout'));
    bookings.answers.getBookingDetail = fail(unavailable('network'));

    expect(await useCase.execute(5006, PRIYA)).toMatchObject({
      kind: 'unpaid',
      reason: 'not-verified',
    });
  });

  it('never takes a booking with something still to pay for paid', async () => {
    const { useCase, payments, bookings } = payOnline();
    payments.answers.verify = fail(unavailable('timeout'));
    bookings.answers.getBookingDetail = ok([
      aWorkOrder({ payment: { state: 'paid', amount: 11_800, method: 'upi' } }),
      aWorkOrder({ workOrderId: 2, payment: { state: 'unpaid', amount: 23_482 } }),
    ]);

    expect(await useCase.execute(5006, PRIYA)).toMatchObject({ kind: 'unpaid' });
  });

  it('asks the same order again on a retry: the backend answers the same, nothing is charged twice', async () => {
    const { useCase, payments, sheet } = payOnline({ kind: 'closed' });

    await useCase.execute(5006, PRIYA);
    await useCase.execute(5006, PRIYA);

    expect(payments.callsTo('createOrder')).toEqual([
      [101, 5006],
      [101, 5006],
    ]);
    expect(sheet.opened.map((order) => order.orderId)).toEqual([ORDER.orderId, ORDER.orderId]);
  });

  it('ends in the session ending when the backend no longer knows her', async () => {
    const { useCase, payments } = payOnline();
    payments.answers.createOrder = fail(unauthorized());

    expect(await useCase.execute(5006, PRIYA)).toEqual({ kind: 'session-ended' });
  });
});

describe('PayAfterService', () => {
  it('tells the backend she pays the technician after the service', async () => {
    const payments = paymentsDouble();

    const result = await new PayAfterService(new InMemorySessionStore(101), payments).execute(5006);

    expect(result).toEqual(ok({ message: 'You will pay the technician after the service.' }));
    expect(payments.calls).toEqual([['payAfterService', 101, 5006]]);
  });

  it('says it could not change how she pays when the backend refuses', async () => {
    const payments = paymentsDouble();
    payments.answers.payAfterService = fail(rejected('This booking is paid already'));

    const result = await new PayAfterService(new InMemorySessionStore(101), payments).execute(5006);

    expect(result).toEqual(
      fail({
        reason: 'failed',
        message: 'We could not change how you pay. Please try again.',
      }),
    );
  });
});
