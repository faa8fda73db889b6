import { makeAutoObservable } from 'mobx';
import { messages } from '../../core/shared/messages';
import { formatMoney } from '../../core/shared/Money';
import type { CartModel } from './CartModel';

export interface CartBarViewModel {
  /** Shown whenever the cart holds something. */
  readonly visible: boolean;
  /** "2 items · ₹1,180.00". */
  readonly summary: string;
  readonly action: string;
}

/** The phone's cart bar at the bottom of the screen: what is in the cart, and the way to it. */
export class CartBarPresenter {
  constructor(private readonly cart: CartModel) {
    makeAutoObservable<CartBarPresenter, 'cart'>(this, { cart: false });
  }

  get viewModel(): CartBarViewModel {
    return {
      visible: this.cart.unitCount > 0,
      summary: messages.cart.headline(this.cart.unitCount, formatMoney(this.cart.totals.total)),
      action: messages.cart.view,
    };
  }
}
