import { makeAutoObservable, observableRef } from 'mobx';
import { paymentMessages } from '../../core/payment/paymentMessages';
import { formatMoney, type Paise } from '../../core/shared/Money';

type DemoMethod = 'upi' | 'card';

/** A payment the demo's sheet is asked to take (what DemoPaymentSheet hands its sink). */
export interface DemoPaymentRequest {
  readonly order: { readonly amount: Paise };
  pay(method: DemoMethod): void;
  fail(): void;
  close(): void;
}

export interface DemoPaymentViewModel {
  readonly visible: boolean;
  readonly title: string;
  readonly note: string;
  readonly amountLabel: string;
  /** '₹352.82': the backend's order amount. */
  readonly amount: string;
  readonly methodLegend: string;
  readonly methods: readonly { readonly value: DemoMethod; readonly label: string }[];
  readonly method: DemoMethod;
  readonly payLabel: string;
  readonly failLabel: string;
  readonly closeLabel: string;
}

/**
 * The demo's payment sheet, "Demo payment: nothing is charged": the amount of the backend's
 * order, UPI or card, Pay, Make this payment fail, and closing. The demo's PaymentSheet adapter
 * shows each payment here (this is its sink); the dialog binds to it.
 */
export class DemoPaymentPresenter {
  private request: DemoPaymentRequest | undefined;
  /** The last amount asked for: kept while the dialog closes, so it does not blank mid-animation. */
  private amount: Paise = 0;
  method: DemoMethod = 'upi';

  constructor() {
    makeAutoObservable<DemoPaymentPresenter, 'request'>(this, { request: observableRef });
  }

  show(request: DemoPaymentRequest): void {
    this.request?.close();
    this.request = request;
    this.amount = request.order.amount;
    this.method = 'upi';
  }

  get visible(): boolean {
    return this.request !== undefined;
  }

  get viewModel(): DemoPaymentViewModel {
    const { demo } = paymentMessages;
    const amount = formatMoney(this.amount);
    return {
      visible: this.visible,
      title: demo.title,
      note: demo.note,
      amountLabel: demo.amountLabel,
      amount,
      methodLegend: demo.methodLegend,
      methods: [
        { value: 'upi', label: demo.upi },
        { value: 'card', label: demo.card },
      ],
      method: this.method,
      payLabel: demo.pay(amount),
      failLabel: demo.fail,
      closeLabel: demo.close,
    };
  }

  choose(method: DemoMethod): void {
    this.method = method;
  }

  pay(): void {
    this.finish()?.pay(this.method);
  }

  fail(): void {
    this.finish()?.fail();
  }

  close(): void {
    this.finish()?.close();
  }

  private finish(): DemoPaymentRequest | undefined {
    const request = this.request;
    this.request = undefined;
    return request;
  }
}
