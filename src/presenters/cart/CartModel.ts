import { autorun, makeAutoObservable, observableRef } from 'mobx';
import type { CartItem } from '../../core/cart/CartItem';
import { addedOptionIds, unitCount } from '../../core/cart/cartRules';
import type { CartStore } from '../../core/cart/CartStore';
import type { NameCart } from '../../core/cart/NameCart';
import type { Language } from '../../core/shared/language';
import { gstBreakdown, type CartTotals } from '../../core/cart/gstPricing';
import type { CartChange } from '../../core/cart/storeCart';
import { messages } from '../../core/shared/messages';
import { notification, type Notifier } from '../../core/shared/Notification';

/**
 * The one cart that the badge, the sub-service dialog and the cart page all read (DESIGN.md): what
 * the CartStore holds, kept in step with it. The use cases change the cart through the store
 * (AddToCart, ChangeQuantity, ClearCart, BookAgain, ConfirmBooking); the store tells this model,
 * as it does when another tab changes the cart. When the catalogue's language changes, the lines
 * are named in the new one (NameCart), so the cart reads in the language of the moment.
 */
export class CartModel {
  items: readonly CartItem[];
  private warnedNotStored = false;

  constructor(
    private readonly store: CartStore,
    private readonly notifier: Notifier,
    catalogueLanguage: () => Language,
    /** NameCart, its code downloaded with the first switch of language. */
    nameCart: () => Promise<NameCart>,
  ) {
    const stored = store.load();
    this.items = stored.items;
    if (stored.discardedCorruptValue)
      notifier.notify(notification('warning', messages.storedCartDiscarded));
    makeAutoObservable<CartModel, 'warnedNotStored'>(this, {
      warnedNotStored: false,
      // Lines are immutable values, replaced, never changed in place: no deep copies to observe.
      items: observableRef,
    });
    store.subscribe((items) => this.show(items));
    // For the app's life: the model is the app's one cart. (autorun, which the app has already,
    // rather than reaction: 0.27 KiB less on every page's first load.)
    let namedIn = catalogueLanguage();
    autorun(() => {
      const language = catalogueLanguage();
      if (language === namedIn) return;
      namedIn = language;
      void nameCart()
        .then((named) => named.execute())
        .then((change) => change && this.noteChange(change));
    });
  }

  /** One line by option id, or undefined. */
  item(optionId: number): CartItem | undefined {
    return this.items.find((line) => line.optionId === optionId);
  }

  get unitCount(): number {
    return unitCount(this.items);
  }

  get totals(): CartTotals {
    return gstBreakdown(this.items);
  }

  get addedOptionIds(): ReadonlySet<number> {
    return addedOptionIds(this.items);
  }

  /** Reads the device again (after logout wiped it, or a cart emptied behind this page). */
  reload(): void {
    this.show(this.store.load().items);
  }

  /** Says, once a visit, that the device refused to store the cart: it will not survive a reload. */
  noteChange(change: CartChange): void {
    if (change.ok || this.warnedNotStored) return;
    this.warnedNotStored = true;
    this.notifier.notify(notification('warning', change.error.message));
  }

  private show(items: readonly CartItem[]): void {
    this.items = items;
  }
}
