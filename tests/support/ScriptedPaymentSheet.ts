import type {
  Payer,
  PaymentMethod,
  PaymentOrder,
  PaymentProof,
} from '../../src/core/payment/Payment';
import type { PaymentSheet, SheetOutcome } from '../../src/core/payment/PaymentSheet';

/**
 * The provider's checkout as a test scripts it: each payment is recorded, then ends as `next`
 * says. `'authorize'` (the default) pays through the demo's provider, as a customer who pays
 * would; `'hold'` keeps the sheet open until the test calls `finish`.
 */
export class ScriptedPaymentSheet implements PaymentSheet {
  readonly opened: { readonly order: PaymentOrder; readonly payer: Payer }[] = [];
  next: 'authorize' | 'hold' | SheetOutcome = 'authorize';
  method: PaymentMethod = 'upi';
  private held: ((outcome: SheetOutcome) => void) | undefined;

  constructor(
    private readonly provider: {
      authorizePayment(orderId: string, method: PaymentMethod): PaymentProof | undefined;
    },
  ) {}

  pay(order: PaymentOrder, payer: Payer): Promise<SheetOutcome> {
    this.opened.push({ order, payer });
    const next = this.next;
    if (next === 'hold') return new Promise((settle) => (this.held = settle));
    if (next !== 'authorize') return Promise.resolve(next);
    const proof = this.provider.authorizePayment(order.orderId, this.method);
    return Promise.resolve(proof ? { kind: 'authorized', proof } : { kind: 'failed' });
  }

  /** Ends the sheet held open. */
  finish(outcome: SheetOutcome): void {
    this.held?.(outcome);
    this.held = undefined;
  }
}
