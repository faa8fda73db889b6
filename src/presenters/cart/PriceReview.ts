import { makeAutoObservable, observableRef } from 'mobx';
import type { PriceChange } from '../../core/cart/PriceCart';
import { priceMessages } from '../../core/cart/priceMessages';
import { formatMoney } from '../../core/shared/Money';

/**
 * What checkout found when it read the catalogue's prices again: the cart shows the old price
 * beside the new one, and the confirm dialog says what changed, before the customer pays.
 */
export class PriceReview {
  changes: readonly PriceChange[] = [];
  withdrawn: readonly string[] = [];

  constructor() {
    makeAutoObservable(this, { changes: observableRef, withdrawn: observableRef });
  }

  show(found: { readonly changes: readonly PriceChange[]; readonly withdrawn: readonly string[] }) {
    this.changes = found.changes;
    this.withdrawn = found.withdrawn;
  }

  clear(): void {
    this.changes = [];
    this.withdrawn = [];
  }

  /** What was found, in words: "Tap repair now costs ₹179.00, was ₹149.00.", each withdrawal. */
  get notes(): readonly string[] {
    return [
      ...this.changes.map((change) =>
        priceMessages.priceChanged(
          change.optionName,
          formatMoney(change.now),
          formatMoney(change.was),
        ),
      ),
      ...this.withdrawn.map((name) => priceMessages.withdrawn(name)),
    ];
  }

  /** The price the line had before checkout changed it, if it did. */
  changeOf(optionId: number): PriceChange | undefined {
    return this.changes.find((change) => change.optionId === optionId);
  }
}
