import { describe, expect, it } from 'vitest';
import {
  checkoutScript,
  RAZORPAY_CHECKOUT_URL,
  RazorpayCheckout,
  type RazorpayConstructor,
  type RazorpayFailure,
  type RazorpayOptions,
} from '../../../../src/adapters/payment/RazorpayCheckout';
import type { PaymentOrder } from '../../../../src/core/payment/Payment';

const ORDER: PaymentOrder = {
  provider: 'razorpay',
  keyId: 'rzp_test_GharSevaRef01',
  orderId: 'order_Nx8Y4cCz1lXw2p',
  amount: 35_282,
  currency: 'INR',
};
const PRIYA = { name: 'Priya Sharma', mobile: '9876543210', email: 'priya@example.in' };

/**
 * A hand-written stand-in of checkout.js's `window.Razorpay`: it records the options it was
 * opened with, and the test plays the customer (pays, fails, closes). No network, ever.
 */
class StandIn {
  static opened: StandIn[] = [];
  private failed: ((response: RazorpayFailure) => void) | undefined;
  isOpen = false;

  constructor(readonly options: RazorpayOptions) {
    StandIn.opened.push(this);
  }

  on(event: string, listener: (response: RazorpayFailure) => void): void {
    if (event === 'payment.failed') this.failed = listener;
  }

  open(): void {
    this.isOpen = true;
  }

  pays(): void {
    this.options.handler({
      razorpay_payment_id: 'pay_29QQoUBi66xm2f',
      razorpay_order_id: this.options.order_id,
      razorpay_signature: '9ef4dffbfd84f1318f6739a3ce19f9d85851857ae648f114332d8401e0949a3d',
    });
  }

  failsOnce(description: string): void {
    this.failed?.({ error: { description, reason: 'payment_failed' } });
  }

  closes(): void {
    this.options.modal.ondismiss();
  }
}

function checkout() {
  StandIn.opened = [];
  const sheet = new RazorpayCheckout(
    () => Promise.resolve(StandIn as unknown as RazorpayConstructor),
    'GharSeva',
  );
  return sheet;
}

async function opened(): Promise<StandIn> {
  await Promise.resolve();
  await Promise.resolve();
  const standIn = StandIn.opened.at(-1);
  if (!standIn) throw new Error('the checkout was not opened');
  return standIn;
}

describe('RazorpayCheckout', () => {
  it("opens the backend's order with our name, the payer prefilled and our colour", async () => {
    const paying = checkout().pay(ORDER, PRIYA);
    const standIn = await opened();

    expect(standIn.isOpen).toBe(true);
    expect(standIn.options).toMatchObject({
      key: 'rzp_test_GharSevaRef01',
      order_id: 'order_Nx8Y4cCz1lXw2p',
      amount: 35_282,
      currency: 'INR',
      name: 'GharSeva',
      description: 'Payment for your home service booking',
      prefill: { name: 'Priya Sharma', contact: '+919876543210', email: 'priya@example.in' },
      theme: { color: '#c2410c' },
    });
    standIn.closes();
    await paying;
  });

  it("gives the handler's proof for the backend to verify", async () => {
    const paying = checkout().pay(ORDER, PRIYA);
    (await opened()).pays();

    expect(await paying).toEqual({
      kind: 'authorized',
      proof: {
        orderId: 'order_Nx8Y4cCz1lXw2p',
        paymentId: 'pay_29QQoUBi66xm2f',
        signature: '9ef4dffbfd84f1318f6739a3ce19f9d85851857ae648f114332d8401e0949a3d',
      },
    });
  });

  it('says closed when she dismisses it', async () => {
    const paying = checkout().pay(ORDER, PRIYA);
    (await opened()).closes();

    expect(await paying).toEqual({ kind: 'closed' });
  });

  it('lets her try again after a failure, and says failed only if she then closes it', async () => {
    const paying = checkout().pay(ORDER, PRIYA);
    const standIn = await opened();
    standIn.failsOnce('Payment declined by bank');
    standIn.closes();

    expect(await paying).toEqual({ kind: 'failed', reason: 'Payment declined by bank' });
  });

  it('takes the payment that succeeds after a failed try', async () => {
    const paying = checkout().pay(ORDER, PRIYA);
    const standIn = await opened();
    standIn.failsOnce('Payment declined by bank');
    standIn.pays();

    expect(await paying).toMatchObject({ kind: 'authorized' });
  });

  it('says failed for a handler answer without a proof', async () => {
    const paying = checkout().pay(ORDER, PRIYA);
    (await opened()).options.handler({ razorpay_payment_id: 'pay_1' });

    expect(await paying).toEqual({ kind: 'failed' });
  });

  it('says unavailable when checkout.js cannot be loaded', async () => {
    const sheet = new RazorpayCheckout(() => Promise.resolve(undefined), 'GharSeva');

    expect(await sheet.pay(ORDER, PRIYA)).toEqual({ kind: 'unavailable' });
  });
});

/** Just enough of a document for the loader: scripts appended to its head, which the test loads or fails. */
class FakeDocument {
  readonly scripts: FakeScript[] = [];
  readonly head = { append: (script: FakeScript) => this.scripts.push(script) };
  createElement(): FakeScript {
    return new FakeScript();
  }
}

class FakeScript {
  src = '';
  async = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  removed = false;
  remove(): void {
    this.removed = true;
  }
}

describe("checkout.js's loader", () => {
  it('loads nothing until asked, then the one address, once, however often asked', async () => {
    const document = new FakeDocument();
    const window: { Razorpay?: RazorpayConstructor } = {};
    const load = checkoutScript(document as unknown as Document, window);

    expect(document.scripts).toEqual([]);
    const first = load();
    const second = load();
    expect(document.scripts.map((script) => script.src)).toEqual([RAZORPAY_CHECKOUT_URL]);
    expect(RAZORPAY_CHECKOUT_URL).toBe('https://checkout.razorpay.com/v1/checkout.js');

    window.Razorpay = StandIn as unknown as RazorpayConstructor;
    document.scripts[0]?.onload?.();

    expect(await first).toBe(StandIn);
    expect(await second).toBe(StandIn);
    expect(await load()).toBe(StandIn);
    expect(document.scripts).toHaveLength(1);
  });

  it('tries afresh after a load that failed (offline, blocked)', async () => {
    const document = new FakeDocument();
    const window: { Razorpay?: RazorpayConstructor } = {};
    const load = checkoutScript(document as unknown as Document, window);

    const failed = load();
    document.scripts[0]?.onerror?.();
    expect(await failed).toBeUndefined();
    expect(document.scripts[0]?.removed).toBe(true);

    const retried = load();
    expect(document.scripts).toHaveLength(2);
    window.Razorpay = StandIn as unknown as RazorpayConstructor;
    document.scripts[1]?.onload?.();
    expect(await retried).toBe(StandIn);
  });
});
