import { makeAutoObservable } from 'mobx';
import type { ServiceOption } from '../../core/catalog/ServiceOption';
import type { CartItem } from '../../core/cart/CartItem';
import {
  addOption,
  addedOptionIds,
  removeItem,
  setQuantity,
  unitCount,
} from '../../core/cart/cartRules';
import type { CartStore } from '../../core/cart/CartStore';
import { gstBreakdown, type CartTotals } from '../../core/cart/gstPricing';
import { messages } from '../../core/shared/messages';
import { notification, type Notifier } from '../../core/shared/Notification';

/**
 * The one cart that the badge, the sub-service dialog and the cart page all read (DESIGN.md).
 * It mirrors the `CartStore`: every change is saved at once, and changes made elsewhere (another
 * tab, a booking that emptied the cart) flow back in through the store's subscription.
 */
export class CartModel {
  items: readonly CartItem[];
  private warnedStorageFull = false;

  constructor(
    private readonly store: CartStore,
    private readonly notifier: Notifier,
  ) {
    const stored = store.load();
    this.items = stored.items;
    if (stored.discardedCorruptValue)
      notifier.notify(notification('warning', messages.storedCartDiscarded));
    makeAutoObservable<CartModel, 'store' | 'notifier' | 'warnedStorageFull'>(this, {
      store: false,
      notifier: false,
      warnedStorageFull: false,
    });
    store.subscribe((items) => this.replaceItems(items));
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

  add(option: ServiceOption): void {
    this.commit(addOption(this.items, option));
  }

  setQuantity(optionId: number, quantity: number): void {
    this.commit(setQuantity(this.items, optionId, quantity));
  }

  increment(optionId: number): void {
    const item = this.items.find((line) => line.optionId === optionId);
    if (item) this.setQuantity(optionId, item.quantity + 1);
  }

  /** One fewer; at 1 the line goes (SPEC §4: a quantity of 0 removes it). */
  decrement(optionId: number): void {
    const item = this.items.find((line) => line.optionId === optionId);
    if (item) this.setQuantity(optionId, item.quantity - 1);
  }

  remove(optionId: number): void {
    this.commit(removeItem(this.items, optionId));
  }

  clear(): void {
    this.commit([]);
  }

  /** Reads the device again (after logout wiped it). */
  reload(): void {
    this.items = this.store.load().items;
  }

  private commit(items: readonly CartItem[]): void {
    this.items = items;
    let saved = true;
    if (items.length === 0) this.store.clear();
    else saved = this.store.save(items);
    if (!saved && !this.warnedStorageFull) {
      this.warnedStorageFull = true;
      this.notifier.notify(notification('warning', messages.storageFull));
    }
  }

  private replaceItems(items: readonly CartItem[]): void {
    this.items = items;
  }
}
