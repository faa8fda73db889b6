import { makeAutoObservable, runInAction } from 'mobx';
import type { Checkout } from '../../core/booking/Checkout';
import type { CartItem } from '../../core/cart/CartItem';
import type { CartChange } from '../../core/cart/storeCart';
import type { ChangeQuantity } from '../../core/cart/ChangeQuantity';
import type { ClearCart } from '../../core/cart/ClearCart';
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

export interface CartViewModel {
  readonly isEmpty: boolean;
  readonly lines: readonly CartLineView[];
  /** "3 items · ₹1,180.00": the count and total under the heading. */
  readonly headline: string;
  readonly subtotal: string;
  readonly tax: string;
  readonly total: string;
  readonly confirmOpen: boolean;
  readonly checkingOut: boolean;
}

/** The cart page and its checkout (SPEC §2 Cart, §4 Checkout). */
export class CartPresenter {
  confirmOpen = false;
  checkingOut = false;

  constructor(
    private readonly cart: CartModel,
    private readonly changeQuantity: ChangeQuantity,
    private readonly clearCart: ClearCart,
    private readonly checkout: Checkout,
    private readonly loginGate: LoginGate,
    private readonly busy: BusyModel,
    private readonly notifier: Notifier,
    private readonly announcer: Announcer,
  ) {
    makeAutoObservable<
      CartPresenter,
      | 'cart'
      | 'changeQuantity'
      | 'clearCart'
      | 'checkout'
      | 'loginGate'
      | 'busy'
      | 'notifier'
      | 'announcer'
    >(this, {
      cart: false,
      changeQuantity: false,
      clearCart: false,
      checkout: false,
      loginGate: false,
      busy: false,
      notifier: false,
      announcer: false,
    });
  }

  get viewModel(): CartViewModel {
    const { subtotal, tax, total } = this.cart.totals;
    return {
      isEmpty: this.cart.items.length === 0,
      lines: this.cart.items.map(lineView),
      headline: messages.cart.headline(this.cart.unitCount, formatMoney(total)),
      subtotal: formatMoney(subtotal),
      tax: formatMoney(tax),
      total: formatMoney(total),
      confirmOpen: this.confirmOpen,
      checkingOut: this.checkingOut,
    };
  }

  increase(optionId: number): void {
    this.setQuantity(optionId, (this.cart.item(optionId)?.quantity ?? 0) + 1);
  }

  /** At quantity 1 this removes the line. */
  decrease(optionId: number): void {
    this.setQuantity(optionId, (this.cart.item(optionId)?.quantity ?? 0) - 1);
  }

  remove(optionId: number): void {
    this.setQuantity(optionId, 0);
  }

  clear(): void {
    this.changed(this.clearCart.execute());
  }

  private setQuantity(optionId: number, quantity: number): void {
    if (!this.cart.item(optionId)) return;
    this.changed(this.changeQuantity.execute(optionId, quantity));
  }

  /** Warns when the device kept nothing; tells whoever cannot see it the new count and total. */
  private changed(change: CartChange): void {
    this.cart.noteChange(change);
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
