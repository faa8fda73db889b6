import { DemoPaymentDesk } from '../../../src/adapters/fake/DemoPaymentDesk';
import { expect } from 'vitest';
import { DEMO_USER_ID } from '../../../src/adapters/fake/DemoBackend';
import { HttpPaymentGateway } from '../../../src/adapters/http/HttpPaymentGateway';
import type { PaymentGateway } from '../../../src/core/payment/PaymentGateway';
import * as payments from '../interactions/paymentInteractions';
import { extensionProvider } from '../pactSetup';
import type { DemoBackend } from '../../../src/adapters/fake/DemoBackend';
import { expectPaise, expectShownText } from './domainExpectations';
import { caseOf, type PortContract } from './portContract';

const paymentCase = caseOf<PaymentGateway>();

const AN_UNPAID_BOOKING = 5005;
const A_PAID_BOOKING = 5004;

/** The seed's unpaid booking, its order created and a payment authorised at the checkout. */
function authorizedPayment(backend: DemoBackend) {
  const order = new DemoPaymentDesk(backend).createPaymentOrder(DEMO_USER_ID, AN_UNPAID_BOOKING);
  if (!order.ok) throw new Error(`the demo refused an order: ${order.error}`);
  const proof = new DemoPaymentDesk(backend).authorizePayment(order.value.orderId, 'upi');
  if (!proof) throw new Error('the demo authorised no payment');
  return { userId: DEMO_USER_ID, bookingId: AN_UNPAID_BOOKING, proof };
}

const expectRefusal = (result: Awaited<ReturnType<PaymentGateway['verify']>>) => {
  if (result.ok || result.error.kind !== 'rejected')
    throw new Error(`expected a refusal, got ${JSON.stringify(result)}`);
  expectShownText(result.error.reason);
};

/** What every PaymentGateway (the `payments` extension) does. */
export const paymentGatewayContract: PortContract<PaymentGateway> = {
  about: 'PaymentGateway',
  provider: extensionProvider('payments'),
  demo: (gateways) => gateways.payment,
  http: (client) => new HttpPaymentGateway(client),
  cases: [
    paymentCase({
      does: "gives an unpaid booking's order: the provider's, a key to open it, an amount in paise",
      demo: () => ({ userId: DEMO_USER_ID, bookingId: AN_UNPAID_BOOKING }),
      pact: payments.customerCreatesPaymentOrder,
      check: async (gateway, { userId, bookingId }) => {
        const result = await gateway.createOrder(userId, bookingId);
        if (!result.ok) throw new Error(`createOrder failed: ${JSON.stringify(result.error)}`);
        expectShownText(result.value.provider);
        expectShownText(result.value.keyId);
        expectShownText(result.value.orderId);
        expectPaise(result.value.amount);
        expect(result.value.amount).toBeGreaterThan(0);
        expect(result.value.currency).toBe('INR');
      },
    }),
    paymentCase({
      does: 'refuses an order for a booking already paid, with a reason to show',
      demo: () => ({ userId: DEMO_USER_ID, bookingId: A_PAID_BOOKING }),
      pact: payments.customerCreatesPaymentOrderForPaidBooking,
      check: async (gateway, { userId, bookingId }) => {
        const result = await gateway.createOrder(userId, bookingId);
        if (result.ok || result.error.kind !== 'rejected')
          throw new Error(`expected a refusal, got ${JSON.stringify(result)}`);
        expectShownText(result.error.reason);
      },
    }),
    paymentCase({
      does: "takes the checkout's genuine proof: the booking is paid",
      demo: authorizedPayment,
      pact: payments.customerVerifiesPayment,
      check: async (gateway, { userId, bookingId, proof }) => {
        expect(await gateway.verify(userId, bookingId, proof)).toEqual({
          ok: true,
          value: undefined,
        });
      },
    }),
    paymentCase({
      does: 'refuses a proof whose signature the key secret did not make',
      demo: (backend) => {
        const genuine = authorizedPayment(backend);
        return {
          ...genuine,
          proof: { ...genuine.proof, signature: payments.FORGED_SIGNATURE },
        };
      },
      pact: payments.customerVerifiesForgedPayment,
      check: async (gateway, { userId, bookingId, proof }) =>
        expectRefusal(await gateway.verify(userId, bookingId, proof)),
    }),
    paymentCase({
      does: 'lets an unpaid booking be paid after the service',
      demo: () => ({ userId: DEMO_USER_ID, bookingId: AN_UNPAID_BOOKING }),
      pact: payments.customerPaysAfterService,
      check: async (gateway, { userId, bookingId }) => {
        expect(await gateway.payAfterService(userId, bookingId)).toEqual({
          ok: true,
          value: undefined,
        });
      },
    }),
  ],
};
