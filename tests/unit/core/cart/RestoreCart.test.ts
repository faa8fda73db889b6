import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../../src/core/cart/CartItem';
import { RestoreCart } from '../../../../src/core/cart/RestoreCart';
import { InMemoryCartStore } from '../support/InMemoryCartStore';

const line = (optionId: number, quantity: number): CartItem => ({
  optionId,
  serviceName: 'Split AC',
  optionName: `Option ${optionId}`,
  unitPrice: 10000,
  quantity,
});

describe('RestoreCart (Undo)', () => {
  it('puts a cleared cart back as it was', () => {
    const store = new InMemoryCartStore([]);

    new RestoreCart(store).execute([line(1, 2), line(2, 1)]);

    expect(store.items).toEqual([line(1, 2), line(2, 1)]);
  });

  it('puts a removed line back in its place, keeping what changed since in the other lines', () => {
    const store = new InMemoryCartStore([line(1, 5), line(3, 1)]);

    new RestoreCart(store).execute([line(1, 2), line(2, 1), line(3, 1)]);

    expect(store.items).toEqual([line(1, 5), line(2, 1), line(3, 1)]);
  });

  it('keeps lines added since, after the ones it puts back', () => {
    const store = new InMemoryCartStore([line(9, 1)]);

    new RestoreCart(store).execute([line(1, 2)]);

    expect(store.items).toEqual([line(1, 2), line(9, 1)]);
  });
});
