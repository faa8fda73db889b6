import {
  computed,
  computedStruct,
  makeAutoObservable,
  runInAction,
  type IComputedValue,
} from 'mobx';
import type { Checkout } from '../../core/booking/Checkout';
import type { CartItem } from '../../core/cart/CartItem';
import { lineTotal } from '../../core/cart/gstPricing';
import { messages } from '../../core/shared/messages';
import { formatMoney } from '../../core/shared/Money';
import { notification, type Notifier } from '../../core/shared/Notification';
import { safeImageUrl } from '../../core/shared/safeImageUrl';
import type { Announcer } from '../Announcer';
import type { LoginGate } from '../auth/LoginGate';
import type { BusyModel } from '../shell/BusyModel';
import type { CartModel } from './CartModel';

export interface CartLineView {
  readonly id: number;
  readonly optionName: string;
  readonly serviceName: string;
  readonly description?: string;
  readonly icon?: string;
  readonly unitPrice: string;
  /** "₹599.00 each", as the line shows it. */
  readonly unitPriceLabel: string;
  readonly quantity: number;
  readonly lineTotal: string;
  readonly increaseLabel: string;
  readonly decreaseLabel: string;
  readonly removeLabel: string;
  /** "Quantity of Tap repair", for the +/− group. */
  readonly quantityLabel: string;
}

/** The page around the lines: changes only when a line comes or goes, or checkout moves on. */
export interface CartPageView {
  readonly isEmpty: boolean;
  /** The lines' option ids, in cart order. */
  readonly lineIds: readonly number[];
  readonly confirmOpen: boolean;
  readonly checkingOut: boolean;
}

/** The count and money: change with every quantity. */
export interface CartSummaryView {
  /** "3 items · ₹1,180.00": the count and total under the heading. */
  readonly headline: string;
  readonly subtotal: string;
  readonly tax: string;
  readonly total: string;
}

export interface CartViewModel extends CartPageView, CartSummaryView {
  readonly lines: readonly CartLineView[];
}

/** The cart page and its checkout (SPEC §2 Cart, §4 Checkout). */
export class CartPresenter {
  confirmOpen = false;
  checkingOut = false;
  /** One computed view per line, so a quantity change recomputes and redraws only its line. */
  private readonly lineViews = new Map<number, IComputedValue<CartLineView | undefined>>();

  constructor(
    private readonly cart: CartModel,
    private readonly checkout: Checkout,
    private readonly loginGate: LoginGate,
    private readonly busy: BusyModel,
    private readonly notifier: Notifier,
    private readonly announcer: Announcer,
  ) {
    makeAutoObservable<
      CartPresenter,
      'cart' | 'checkout' | 'loginGate' | 'busy' | 'notifier' | 'announcer' | 'lineViews'
    >(this, {
      cart: false,
      checkout: false,
      loginGate: false,
      busy: false,
      notifier: false,
      announcer: false,
      lineViews: false,
      line: false,
      page: computedStruct,
    });
  }

  /** The whole cart page at once (what the unit tests read); views read the parts below. */
  get viewModel(): CartViewModel {
    return {
      ...this.page,
      lines: this.page.lineIds.flatMap((id) => this.line(id) ?? []),
      ...this.summary,
    };
  }

  get page(): CartPageView {
    return {
      isEmpty: this.cart.items.length === 0,
      lineIds: this.cart.items.map((item) => item.optionId),
      confirmOpen: this.confirmOpen,
      checkingOut: this.checkingOut,
    };
  }

  get summary(): CartSummaryView {
    const { subtotal, tax, total } = this.cart.totals;
    return {
      headline: messages.cart.headline(this.cart.unitCount, formatMoney(total)),
      subtotal: formatMoney(subtotal),
      tax: formatMoney(tax),
      total: formatMoney(total),
    };
  }

  /**
   * One line, or undefined once it has gone. Its view is recomputed only when that line changes:
   * the other 99 lines of a long cart are not even told.
   */
  line(optionId: number): CartLineView | undefined {
    let view = this.lineViews.get(optionId);
    if (!view) {
      view = computed(() => {
        const item = this.cart.item(optionId);
        return item && lineView(item);
      });
      this.lineViews.set(optionId, view);
    }
    return view.get();
  }

  increase(optionId: number): void {
    this.cart.increment(optionId);
    this.announceChange();
  }

  /** At quantity 1 this removes the line. */
  decrease(optionId: number): void {
    this.cart.decrement(optionId);
    this.announceChange();
  }

  remove(optionId: number): void {
    this.cart.remove(optionId);
    this.announceChange();
  }

  clear(): void {
    this.cart.clear();
    this.announceChange();
  }

  /** The count and the new total, for whoever cannot see them change. */
  private announceChange(): void {
    this.announcer.announce(
      messages.cart.changed(this.cart.unitCount, formatMoney(this.cart.totals.total)),
    );
  }

  /**
   * Proceed to Checkout: an empty cart is refused with a warning; a visitor logs in first and then
   * goes straight on; a customer's cart is saved and the confirm dialog opens. Ignored while a
   * checkout is running, so a double click saves the cart once.
   */
  async proceedToCheckout(): Promise<void> {
    if (this.checkingOut) return;
    this.checkingOut = true;
    try {
      let result = await this.busy.during(() => this.checkout.execute());
      if (result.ok && result.value.kind === 'needs-login') {
        const outcome = await this.loginGate.request();
        if (outcome !== 'logged-in') return;
        result = await this.busy.during(() => this.checkout.execute());
      }
      if (!result.ok) {
        const emptyCart = result.error.reason === 'empty-cart';
        // The device's cart was emptied behind this page: show what checkout saw, not stale lines.
        if (emptyCart) this.cart.reload();
        this.notifier.notify(notification(emptyCart ? 'warning' : 'error', result.error.message));
        return;
      }
      if (result.value.kind === 'ready-to-confirm') runInAction(() => (this.confirmOpen = true));
    } finally {
      runInAction(() => (this.checkingOut = false));
    }
  }

  closeConfirm(): void {
    this.confirmOpen = false;
  }
}

function lineView(item: CartItem): CartLineView {
  const icon = safeImageUrl(item.icon);
  return {
    id: item.optionId,
    optionName: item.optionName,
    serviceName: item.serviceName,
    ...(item.description ? { description: item.description } : {}),
    ...(icon ? { icon } : {}),
    unitPrice: formatMoney(item.unitPrice),
    unitPriceLabel: messages.cart.unitPrice(formatMoney(item.unitPrice)),
    quantity: item.quantity,
    lineTotal: formatMoney(lineTotal(item)),
    increaseLabel: messages.cart.increase(item.optionName),
    decreaseLabel:
      item.quantity > 1
        ? messages.cart.decrease(item.optionName)
        : messages.cart.remove(item.optionName),
    removeLabel: messages.cart.remove(item.optionName),
    quantityLabel: messages.cart.quantityOf(item.optionName),
  };
}
