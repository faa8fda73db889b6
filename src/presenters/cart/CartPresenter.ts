import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { priceMessages } from '../../core/cart/priceMessages';
import type { Checkout } from '../../core/booking/Checkout';
import type { CartItem } from '../../core/cart/CartItem';
import type { PriceChange } from '../../core/cart/PriceCart';
import type { CartChange } from '../../core/cart/storeCart';
import type { ChangeQuantity } from '../../core/cart/ChangeQuantity';
import type { ClearCart } from '../../core/cart/ClearCart';
import type { RestoreCart } from '../../core/cart/RestoreCart';
import { messages } from '../../core/shared/messages';
import { formatMoney } from '../../core/shared/Money';
import { notification, undoable, type Notifier } from '../../core/shared/Notification';
import type { Announcer } from '../Announcer';
import type { LoginGate } from '../auth/LoginGate';
import type { BusyModel } from '../shell/BusyModel';
import type { CartModel } from './CartModel';
import type { PendingCheckout } from './PendingCheckout';
import type { PriceReview } from './PriceReview';
import { ConnectionModel } from '../shell/ConnectionModel';
import { goesOnline } from '../shell/needsNetwork';
import { offlineMessages } from '../offline/offlineMessages';
import { cartMessages } from '../../core/cart/cartMessages';
import { safeImageUrl } from '../../core/shared/safeImageUrl';
import { cartLineView, cartTotalsView, type CartLineView, type CartTotalsView } from './cartView';

export interface CartLineViewModel extends CartLineView {
  readonly icon?: string;
  /** "was ₹149.00", when checkout found the catalogue's price changed. */
  readonly priceWas?: string;
}

export interface CartViewModel extends CartTotalsView {
  readonly isEmpty: boolean;
  readonly lines: readonly CartLineViewModel[];
  readonly confirmOpen: boolean;
  readonly checkingOut: boolean;
  /** The cart was just emptied and Undo can put it back. */
  readonly canUndo: boolean;
}

/** The cart page and its checkout (SPEC §2 Cart, §4 Checkout). */
export class CartPresenter {
  confirmOpen = false;
  checkingOut = false;
  /** The cart before its last removal, while Undo can still put it back. */
  private beforeRemoval: readonly CartItem[] | undefined = undefined;

  constructor(
    private readonly cart: CartModel,
    private readonly changeQuantity: ChangeQuantity,
    private readonly clearCart: ClearCart,
    private readonly restoreCart: RestoreCart,
    private readonly checkout: Checkout,
    private readonly pendingCheckout: PendingCheckout,
    private readonly loginGate: LoginGate,
    private readonly busy: BusyModel,
    private readonly notifier: Notifier,
    private readonly announcer: Announcer,
    private readonly priceReview: PriceReview,
    private readonly connection: ConnectionModel,
  ) {
    makeAutoObservable<CartPresenter, 'beforeRemoval'>(this, {
      beforeRemoval: observableRef,
    });
  }

  get viewModel(): CartViewModel {
    const items = this.cart.items;
    return {
      isEmpty: items.length === 0,
      lines: items.map((item) => lineViewModel(item, this.priceReview.changeOf(item.optionId))),
      ...cartTotalsView(items, messages.cart),
      confirmOpen: this.confirmOpen,
      checkingOut: this.checkingOut,
      canUndo: this.beforeRemoval !== undefined,
    };
  }

  increase(optionId: number): void {
    this.setQuantity(optionId, (this.cart.item(optionId)?.quantity ?? 0) + 1);
  }

  /** At quantity 1 this removes the line, with Undo. */
  decrease(optionId: number): void {
    this.setQuantity(optionId, (this.cart.item(optionId)?.quantity ?? 0) - 1);
  }

  /** Removes the line, with Undo in the notification. */
  remove(optionId: number): void {
    this.setQuantity(optionId, 0);
  }

  /** Empties the cart, with Undo in the notification (and on the empty cart). */
  clear(): void {
    const before = this.cart.items;
    if (before.length === 0) return;
    const change = this.clearCart.execute();
    this.offerUndo(before, cartMessages.cleared);
    this.changed(change);
  }

  /** Puts back what Clear Cart or a removal took out. */
  undo(): void {
    const before = this.beforeRemoval;
    if (!before) return;
    this.beforeRemoval = undefined;
    this.changed(this.restoreCart.execute(before));
  }

  private setQuantity(optionId: number, quantity: number): void {
    const line = this.cart.item(optionId);
    if (!line) return;
    const before = this.cart.items;
    const change = this.changeQuantity.execute(optionId, quantity);
    if (quantity <= 0) this.offerUndo(before, cartMessages.lineRemoved(line.optionName));
    this.changed(change);
  }

  private offerUndo(before: readonly CartItem[], message: string): void {
    this.beforeRemoval = before;
    this.notifier.notify(undoable(message, cartMessages.undo, () => this.undo()));
  }

  /** Warns when the device kept nothing; tells whoever cannot see it the new count and total. */
  private changed(change: CartChange): void {
    this.cart.noteChange(change);
    this.announcer.announce(
      cartMessages.changed(this.cart.unitCount, formatMoney(this.cart.totals.total)),
    );
  }

  /**
   * Proceed to Checkout: an empty cart is refused with a warning; a visitor logs in first and then
   * goes straight on; a customer's cart is saved and the confirm dialog opens. Ignored while a
   * checkout is running, so a double click saves the cart once.
   */
  async proceedToCheckout(): Promise<void> {
    if (this.checkingOut) return;
    if (!goesOnline(this.connection, this.notifier, offlineMessages.needed.checkout)) return;
    this.checkingOut = true;
    try {
      let result = await this.busy.during(() => this.checkout.execute());
      // A visitor, or a customer whose session the backend ended: log in, then go straight on.
      if (
        (result.ok && result.value.kind === 'needs-login') ||
        (!result.ok && result.error.reason === 'session-ended')
      ) {
        const outcome = await this.loginGate.request();
        // A new customer creates their account first; the profile page brings them back here.
        if (outcome === 'new-user') this.pendingCheckout.hold();
        if (outcome !== 'logged-in') return;
        result = await this.busy.during(() => this.checkout.execute());
      }
      // Checkout may have put today's prices on the cart, or taken out what is no longer offered.
      this.cart.reload();
      if (!result.ok) {
        const emptyCart = result.error.reason === 'empty-cart';
        this.notifier.notify(notification(emptyCart ? 'warning' : 'error', result.error.message));
        return;
      }
      if (result.value.kind !== 'ready-to-confirm') return;
      const { changes, withdrawn } = result.value;
      this.priceReview.show({ changes, withdrawn });
      const said = this.priceReview.notes;
      if (said.length > 0) this.notifier.notify(notification('info', said.join(' ')));
      runInAction(() => (this.confirmOpen = true));
    } finally {
      runInAction(() => (this.checkingOut = false));
    }
  }

  closeConfirm(): void {
    this.confirmOpen = false;
  }

  /**
   * The cart page opens: a checkout left to create the account or change the address goes on,
   * straight to the confirm dialog.
   */
  async resume(): Promise<void> {
    if (this.pendingCheckout.take() && this.cart.items.length > 0) await this.proceedToCheckout();
  }
}

/** A line as its first paint draws it, with its picture and a price checkout changed. */
function lineViewModel(item: CartItem, change: PriceChange | undefined): CartLineViewModel {
  const icon = safeImageUrl(item.icon);
  return {
    ...cartLineView(item, cartMessages),
    ...(icon ? { icon } : {}),
    ...(change && change.now === item.unitPrice
      ? { priceWas: priceMessages.priceWas(formatMoney(change.was)) }
      : {}),
  };
}
