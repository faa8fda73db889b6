import type { Payer, PaymentMethod, PaymentOrder, PaymentProof } from '../../core/payment/Payment';
import type { PaymentSheet, SheetOutcome } from '../../core/payment/PaymentSheet';

/** The ways the demo's sheet offers to pay. */
export type DemoMethod = Extract<PaymentMethod, 'upi' | 'card'>;

/** One payment the demo's sheet is asked to take, with what the customer can do about it. */
export interface DemoSheetRequest {
  readonly order: PaymentOrder;
  readonly payer: Payer;
  /** Pays by `method`: the demo's provider authorises it and the sheet closes. */
  pay(method: DemoMethod): void;
  /** The payment fails at the provider, on purpose (to show what happens then). */
  fail(): void;
  /** She closes the sheet without paying. */
  close(): void;
}

/**
 * Where the sheet is drawn: a presenter the app attaches (like the toast's sink), so this adapter
 * never imports a view.
 */
export interface DemoSheetSink {
  show(request: DemoSheetRequest): void;
}

/** The demo's stand-in for the provider: it authorises a payment of an order and signs it. */
export interface DemoProvider {
  authorizePayment(orderId: string, method: PaymentMethod): PaymentProof | undefined;
}

/**
 * The demo's PaymentSheet: a dialog of our own in place of the provider's checkout, through the
 * same port, so the demo pays as the real app does (order, sheet, verify) without any money.
 */
export class DemoPaymentSheet implements PaymentSheet {
  constructor(
    private readonly provider: DemoProvider,
    private readonly sink: DemoSheetSink,
  ) {}

  pay(order: PaymentOrder, payer: Payer): Promise<SheetOutcome> {
    return new Promise((settle) => {
      let settled = false;
      const done = (outcome: SheetOutcome) => {
        if (settled) return;
        settled = true;
        settle(outcome);
      };
      this.sink.show({
        order,
        payer,
        pay: (method) => {
          const proof = this.provider.authorizePayment(order.orderId, method);
          done(proof ? { kind: 'authorized', proof } : { kind: 'failed' });
        },
        fail: () => done({ kind: 'failed', reason: 'demo' }),
        close: () => done({ kind: 'closed' }),
      });
    });
  }
}
