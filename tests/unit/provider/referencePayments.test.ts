import { afterEach, describe, expect, it } from 'vitest';
import {
  startReferenceProvider,
  type ReferenceProviderOptions,
  type RunningProvider,
} from '../../provider/referenceProvider';
import {
  hmacHex,
  REFERENCE_KEY_ID,
  REFERENCE_KEY_SECRET,
  REFERENCE_WEBHOOK_SECRET,
  webhookBody,
} from '../../provider/referencePayments';

const KEY = 'provider-test-key';
const UNPAID = { user_Id: 101, BookingID: 5005 } as const;

interface Answer {
  readonly status: number;
  readonly cacheControl: string | null;
  readonly body: Record<string, unknown>;
}

let running: RunningProvider | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function provider(options: ReferenceProviderOptions = {}) {
  running = await startReferenceProvider({ port: 0, apiKey: KEY, ...options });
  const { origin, apiBaseUrl } = running;
  const read = async (response: Response): Promise<Answer> => ({
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    body: (await response.json()) as Record<string, unknown>,
  });
  const post = async (url: string, body: unknown, headers: Record<string, string> = {}) =>
    read(
      await fetch(url, {
        method: 'POST',
        headers: { 'x-api-key': KEY, 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  const bearer = (token?: string): Record<string, string> =>
    token ? { authorization: `Bearer ${token}` } : {};
  const detail = async (bookingId: number, token?: string) => {
    const answer = await read(
      await fetch(`${apiBaseUrl}Services/BookingsRefByBookingID/${bookingId}`, {
        headers: { 'x-api-key': KEY, ...bearer(token) },
      }),
    );
    return JSON.parse(String(answer.body.data)) as Record<string, unknown>[];
  };
  const order = async (body: unknown = UNPAID) => {
    const answer = await post(`${apiBaseUrl}Payments/createOrder`, body);
    return JSON.parse(String(answer.body.data)) as Record<string, unknown>;
  };
  return {
    api: (call: string, body: unknown, token?: string) =>
      post(`${apiBaseUrl}${call}`, body, bearer(token)),
    state: (name: string, params: Record<string, unknown>, secret: string) =>
      post(
        `${origin}/_pact/provider-states`,
        { state: name, params, action: 'setup' },
        { 'x-pact-state-secret': secret },
      ),
    control: (path: string, body: unknown) => post(`${origin}/_test/${path}`, body),
    webhook: (body: string, signature?: string) =>
      post(
        `${origin}/webhooks/razorpay`,
        body,
        signature ? { 'x-razorpay-signature': signature } : {},
      ),
    detail,
    order,
  };
}

describe('the reference provider without --payments', () => {
  it("has none of the payment calls, and no payment on a booking's rows", async () => {
    const { api, detail } = await provider();

    expect((await api('Payments/createOrder', UNPAID)).status).toBe(404);
    expect((await api('Payments/verify', UNPAID)).status).toBe(404);
    expect((await api('Payments/payAfterService', UNPAID)).status).toBe(404);
    expect((await detail(5005))[0]).not.toHaveProperty('Payment_State');
  });
});

describe('the reference provider with --payments', () => {
  it('gives each work order its payment, the amount in rupees', async () => {
    const { detail } = await provider({ payments: true });

    expect((await detail(5004))[0]).toMatchObject({
      Payment_State: 'paid',
      Payment_Method: 'card',
      Payment_Amount: expect.any(Number),
      Payment_Time: expect.stringMatching(/\+05:30$/),
    });
  });

  it("answers an unpaid booking's order with its test key, the same until it is paid", async () => {
    const { order } = await provider({ payments: true });

    const first = await order();

    expect(first).toMatchObject({
      Provider: 'razorpay',
      Key_Id: REFERENCE_KEY_ID,
      Currency: 'INR',
    });
    expect(await order()).toEqual(first);
  });

  it('authorises a payment as the checkout does: signed with the key secret over order_id|payment_id', async () => {
    const { order, control } = await provider({ payments: true });
    const { Order_Id } = await order();

    const { status, body } = await control('payments/authorize', {
      orderId: Order_Id,
      method: 'card',
    });

    expect(status).toBe(200);
    expect(body.razorpay_order_id).toBe(Order_Id);
    expect(body.razorpay_signature).toBe(
      hmacHex(REFERENCE_KEY_SECRET, `${String(Order_Id)}|${String(body.razorpay_payment_id)}`),
    );
  });

  it("takes a webhook only with the webhook secret's signature over its raw body", async () => {
    const { order, webhook, detail } = await provider({ payments: true });
    const { Order_Id } = await order();
    const body = webhookBody('payment.captured', String(Order_Id), 'netbanking');

    expect((await webhook(body)).status).toBe(401);
    expect((await webhook(body, hmacHex('another secret', body))).status).toBe(401);
    expect((await detail(5005))[0]?.Payment_State).toBe('unpaid');

    expect((await webhook(body, hmacHex(REFERENCE_WEBHOOK_SECRET, body))).status).toBe(200);
    expect((await detail(5005))[0]).toMatchObject({
      Payment_State: 'paid',
      Payment_Method: 'netbanking',
    });
  });

  it('sends itself a signed webhook: a payment whose verify was lost is found', async () => {
    const { order, control, detail } = await provider({ payments: true });
    const { Order_Id } = await order();

    expect(
      (await control('payments/webhook', { event: 'order.paid', orderId: Order_Id })).body,
    ).toEqual({ status: 200 });
    expect((await detail(5005))[0]?.Payment_State).toBe('paid');
  });

  it('ignores an event it does not take, and refunds on refund.processed', async () => {
    const { api, order, control, detail } = await provider({ payments: true });
    const { Order_Id } = await order();
    await control('payments/webhook', { event: 'order.paid', orderId: Order_Id });
    const [paid] = await detail(5005);
    await api('WorkOrder/workOrderStatusChange', {
      UserId: 101,
      WorkOrderId: paid?.WorkOrderID,
      ChangeWOStatusId: 7,
    });
    await control('payments/webhook', { event: 'payment.failed', orderId: Order_Id });
    expect((await detail(5005))[0]?.Payment_State).toBe('refund-started');

    await control('payments/webhook', { event: 'refund.processed', orderId: Order_Id });

    expect((await detail(5005))[0]?.Payment_State).toBe('refunded');
  });

  it('spec-literal: takes the amount the body sends, and any signature', async () => {
    const { api, order } = await provider({ payments: true });

    const cheap = await order({ ...UNPAID, Amount: 1 });
    const verified = await api('Payments/verify', {
      ...UNPAID,
      Order_Id: cheap.Order_Id,
      Payment_Id: 'pay_anything',
      Signature: 'not a signature',
    });

    expect(cheap.Amount).toBe(1);
    expect(verified.body).toEqual({ status: true, data: 'paid' });
  });
});

describe('the secure reference provider with --payments', () => {
  const SECRET = 'state-secret-for-this-test';

  it('prices the order from the booking whatever the body says, refuses a forged signature, and says no-store', async () => {
    const { api, state, detail } = await provider({
      payments: true,
      secure: true,
      stateSecret: SECRET,
    });
    const proof = await state(
      'booking {bookingId} of user {userId} is unpaid and its payment was authorized',
      { bookingId: 5005, userId: 101 },
      SECRET,
    );
    const token = String(proof.body.token);
    const owed = Number((await detail(5005, token))[0]?.Payment_Amount);

    const cheap = await api('Payments/createOrder', { ...UNPAID, Amount: 1 }, token);
    const forged = await api(
      'Payments/verify',
      {
        ...UNPAID,
        Order_Id: proof.body.orderId,
        Payment_Id: proof.body.paymentId,
        Signature: '0'.repeat(64),
      },
      token,
    );

    expect(JSON.parse(String(cheap.body.data))).toMatchObject({ Amount: owed });
    expect(cheap.cacheControl).toBe('no-store');
    expect(forged.body).toEqual({ status: false, data: 'The payment could not be verified' });
  });
});
