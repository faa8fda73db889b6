import { COUNTRY_CODE } from '../../core/auth/mobileNumber';
import type { Payer, PaymentOrder, PaymentProof } from '../../core/payment/Payment';
import { paymentMessages } from '../../core/payment/paymentMessages';
import type { PaymentSheet, SheetOutcome } from '../../core/payment/PaymentSheet';

/**
 * Razorpay Standard Checkout's script: the one address the app loads it from, so that a test can
 * serve a stand-in there (Playwright's `page.route`).
 */
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** Our primary colour (app.css `--gs-primary`), for the checkout's buttons. */
export const CHECKOUT_THEME_COLOUR = '#c2410c';

/** What the checkout's handler receives for an authorised payment. */
export interface RazorpayResponse {
  readonly razorpay_payment_id?: unknown;
  readonly razorpay_order_id?: unknown;
  readonly razorpay_signature?: unknown;
}

/** The options of Standard Checkout that the app uses (Razorpay's documented names). */
export interface RazorpayOptions {
  readonly key: string;
  readonly order_id: string;
  /** In paise: the backend's order amount. */
  readonly amount: number;
  readonly currency: string;
  readonly name: string;
  readonly description: string;
  readonly prefill: { readonly name: string; readonly contact: string; readonly email?: string };
  readonly theme: { readonly color: string };
  readonly handler: (response: RazorpayResponse) => void;
  readonly modal: { readonly ondismiss: () => void };
}

export interface RazorpayFailure {
  readonly error?: { readonly description?: unknown; readonly reason?: unknown };
}

export interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', listener: (response: RazorpayFailure) => void): void;
}

/** `window.Razorpay`, which checkout.js defines. */
export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

/** Gives `window.Razorpay`, loading checkout.js first if need be; undefined when it cannot. */
export type LoadCheckout = () => Promise<RazorpayConstructor | undefined>;

interface RazorpayWindow {
  Razorpay?: RazorpayConstructor;
}

/**
 * Loads checkout.js once, when first asked (never with the page): a second call while it loads
 * waits for the same script; a load that failed (offline, blocked) is tried afresh next time.
 */
export function checkoutScript(
  document: Document,
  window: RazorpayWindow,
  url: string = RAZORPAY_CHECKOUT_URL,
): LoadCheckout {
  let loading: Promise<RazorpayConstructor | undefined> | undefined;
  return () => {
    if (window.Razorpay) return Promise.resolve(window.Razorpay);
    loading ??= new Promise<RazorpayConstructor | undefined>((done) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => {
        if (!window.Razorpay) {
          script.remove();
          loading = undefined;
        }
        done(window.Razorpay);
      };
      script.onerror = () => {
        script.remove();
        loading = undefined;
        done(undefined);
      };
      document.head.append(script);
    });
    return loading;
  };
}

/**
 * The PaymentSheet on Razorpay's Standard Checkout: opens the backend's order with the payer
 * prefilled, and says how it ended. A failed attempt leaves the checkout open for another try
 * (Razorpay's own behaviour); it is the outcome only if she then closes it.
 */
export class RazorpayCheckout implements PaymentSheet {
  constructor(
    private readonly load: LoadCheckout,
    /** Who she pays, as the checkout shows it: our brand. */
    private readonly merchant: string,
    private readonly colour: string = CHECKOUT_THEME_COLOUR,
  ) {}

  async pay(order: PaymentOrder, payer: Payer): Promise<SheetOutcome> {
    let Razorpay: RazorpayConstructor | undefined;
    try {
      Razorpay = await this.load();
    } catch {
      Razorpay = undefined;
    }
    if (!Razorpay) return { kind: 'unavailable' };
    const Checkout = Razorpay;
    return new Promise<SheetOutcome>((settle) => {
      let settled = false;
      let failure: string | undefined;
      const done = (outcome: SheetOutcome) => {
        if (settled) return;
        settled = true;
        settle(outcome);
      };
      try {
        const checkout = new Checkout({
          key: order.keyId,
          order_id: order.orderId,
          amount: order.amount,
          currency: order.currency,
          name: this.merchant,
          description: paymentMessages.sheet.description,
          prefill: {
            name: payer.name,
            contact: `${COUNTRY_CODE}${payer.mobile}`,
            ...(payer.email ? { email: payer.email } : {}),
          },
          theme: { color: this.colour },
          handler: (response) => {
            const proof = proofOf(response);
            done(proof ? { kind: 'authorized', proof } : { kind: 'failed' });
          },
          modal: {
            ondismiss: () =>
              done(
                failure === undefined
                  ? { kind: 'closed' }
                  : { kind: 'failed', ...(failure ? { reason: failure } : {}) },
              ),
          },
        });
        checkout.on('payment.failed', (response) => {
          const description = response.error?.description;
          failure = typeof description === 'string' ? description : '';
        });
        checkout.open();
      } catch {
        done({ kind: 'unavailable' });
      }
    });
  }
}

function proofOf(response: RazorpayResponse): PaymentProof | undefined {
  const { razorpay_payment_id, razorpay_order_id, razorpay_signature } = response;
  return typeof razorpay_payment_id === 'string' &&
    typeof razorpay_order_id === 'string' &&
    typeof razorpay_signature === 'string' &&
    razorpay_payment_id !== '' &&
    razorpay_signature !== ''
    ? {
        orderId: razorpay_order_id,
        paymentId: razorpay_payment_id,
        signature: razorpay_signature,
      }
    : undefined;
}
