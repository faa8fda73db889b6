import { describe, expect, it } from 'vitest';
import { AddToCart } from '../../../../src/core/cart/AddToCart';
import { ChangeQuantity } from '../../../../src/core/cart/ChangeQuantity';
import { ClearCart } from '../../../../src/core/cart/ClearCart';
import type { CartItem } from '../../../../src/core/cart/CartItem';
import type { CartStore } from '../../../../src/core/cart/CartStore';
import type { ServiceOption } from '../../../../src/core/catalog/ServiceOption';
import { InMemoryCartStore } from '../support/InMemoryCartStore';

const foamJet: ServiceOption = {
  id: 111,
  serviceName: 'Split AC',
  name: 'Foam-jet service',
  price: 59900,
};
const line = (quantity: number): CartItem => ({
  optionId: 111,
  serviceName: 'Split AC',
  optionName: 'Foam-jet service',
  unitPrice: 59900,
  quantity,
});

/** A device whose storage is full: every save is refused. */
class FullCartStore extends InMemoryCartStore implements CartStore {
  override save(items: readonly CartItem[]): boolean {
    super.save(items);
    return false;
  }
}

describe('AddToCart (Book Now)', () => {
  it('stores a new option as a line of quantity 1', () => {
    const store = new InMemoryCartStore();

    expect(new AddToCart(store).execute(foamJet)).toEqual({ ok: true, value: undefined });
    expect(store.items).toEqual([line(1)]);
  });

  it('stores one more of an option already in the cart', () => {
    const store = new InMemoryCartStore([line(1)]);

    new AddToCart(store).execute(foamJet);

    expect(store.items).toEqual([line(2)]);
  });

  it("says 'This browser is out of storage space: your cart will not survive a reload.' when the device refuses it", () => {
    expect(new AddToCart(new FullCartStore()).execute(foamJet)).toEqual({
      ok: false,
      error: {
        reason: 'not-stored',
        message: 'This browser is out of storage space: your cart will not survive a reload.',
      },
    });
  });
});

describe('ChangeQuantity (the cart page’s −, + and remove)', () => {
  it('sets the quantity of a line', () => {
    const store = new InMemoryCartStore([line(1)]);

    new ChangeQuantity(store).execute(111, 3);

    expect(store.items).toEqual([line(3)]);
  });

  it('removes the line at a quantity of 0 (SPEC §4)', () => {
    const store = new InMemoryCartStore([line(2)]);

    new ChangeQuantity(store).execute(111, 0);

    expect(store.items).toEqual([]);
  });

  it('leaves the cart as it is for a line it does not hold', () => {
    const store = new InMemoryCartStore([line(2)]);

    new ChangeQuantity(store).execute(999, 5);

    expect(store.items).toEqual([line(2)]);
  });
});

describe('ClearCart', () => {
  it('empties the stored cart', () => {
    const store = new InMemoryCartStore([line(2)]);

    expect(new ClearCart(store).execute()).toEqual({ ok: true, value: undefined });
    expect(store.items).toEqual([]);
  });
});
