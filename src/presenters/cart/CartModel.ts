import { makeAutoObservable, observable, observableRef, type ObservableMap } from 'mobx';
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
  items: readonly CartItem[] = [];
  /**
   * The same lines by option id, each key observed on its own: a view of one line is told only
   * about changes to that line, not about the 99 others of a long cart.
   */
  private readonly lines: ObservableMap<number, CartItem> = observable.map(undefined, {
    deep: false,
  });
  private warnedStorageFull = false;

  constructor(
    private readonly store: CartStore,
    private readonly notifier: Notifier,
  ) {
    const stored = store.load();
    this.setItems(stored.items);
    if (stored.discardedCorruptValue)
      notifier.notify(notification('warning', messages.storedCartDiscarded));
    makeAutoObservable<CartModel, 'store' | 'notifier' | 'warnedStorageFull' | 'lines'>(this, {
      store: false,
      notifier: false,
      warnedStorageFull: false,
      lines: false,
      item: false,
      // Lines are immutable values, replaced, never changed in place: no deep copies to observe.
      items: observableRef,
    });
    store.subscribe((items) => this.replaceItems(items));
  }

  /** One line by option id, or undefined; reading it observes that line alone. */
  item(optionId: number): CartItem | undefined {
    return this.lines.get(optionId);
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
    this.setItems(this.store.load().items);
  }

  private commit(items: readonly CartItem[]): void {
    this.setItems(items);
    let saved = true;
    if (items.length === 0) this.store.clear();
    else saved = this.store.save(items);
    if (!saved && !this.warnedStorageFull) {
      this.warnedStorageFull = true;
      this.notifier.notify(notification('warning', messages.storageFull));
    }
  }

  private replaceItems(items: readonly CartItem[]): void {
    this.setItems(items);
  }

  /** The list, and the lines by id: only lines that changed (by identity) are set again. */
  private setItems(items: readonly CartItem[]): void {
    this.items = items;
    const ids = new Set<number>();
    for (const item of items) {
      ids.add(item.optionId);
      if (this.lines.get(item.optionId) !== item) this.lines.set(item.optionId, item);
    }
    for (const id of [...this.lines.keys()]) if (!ids.has(id)) this.lines.delete(id);
  }
}
