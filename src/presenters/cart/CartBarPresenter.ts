import { makeAutoObservable } from 'mobx';
import { messages } from '../../core/shared/messages';
import { formatMoney } from '../../core/shared/Money';
import type { CartModel } from './CartModel';
import { links } from '../links';

/**
 * Pages where the customer types into a form, or that have their own checkout bar: the bar would
 * sit over the fields, right above the phone's keyboard.
 */
const WITHOUT_BAR: readonly string[] = [links.cart, links.profile, links.contact, links.quote];

/** Shown whenever the cart holds something, except on a page of forms. */
export type CartBarViewModel =
  | { readonly visible: false }
  | {
      readonly visible: true;
      /** "2 items · ₹1,180.00". */
      readonly summary: string;
      readonly action: string;
    };

/** The phone's cart bar at the bottom of the screen: what is in the cart, and the way to it. */
export class CartBarPresenter {
  constructor(private readonly cart: CartModel) {
    makeAutoObservable(this);
  }

  viewModel(pathname: string): CartBarViewModel {
    // Hidden, it formats nothing: a page's first money format loads the browser's number data
    // (16 ms of the home page's first drawing on this machine, 63 ms at a phone's speed).
    if (this.cart.unitCount === 0 || WITHOUT_BAR.includes(pathname)) return { visible: false };
    return {
      visible: true,
      summary: messages.cart.headline(this.cart.unitCount, formatMoney(this.cart.totals.total)),
      action: messages.cart.view,
    };
  }
}
