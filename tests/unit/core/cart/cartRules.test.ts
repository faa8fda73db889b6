import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE_NAME } from '../../../../src/core/cart/CartItem';
import {
  addOption,
  addedOptionIds,
  removeItem,
  setQuantity,
  unitCount,
} from '../../../../src/core/cart/cartRules';
import { aCartItem, anOption } from '../support/examples';

describe('addOption', () => {
  it('adds a new option as a line with quantity 1', () => {
    const items = addOption([], anOption());

    expect(items).toEqual([
      {
        optionId: 611,
        serviceName: 'Tap and mixer repair',
        optionName: 'Tap replacement',
        description: 'Old tap removed, new tap fitted',
        unitPrice: 24900,
        icon: '/icons/tap-replacement.svg',
        quantity: 1,
      },
    ]);
  });

  it('adds a second unit when the same option is added twice', () => {
    const items = addOption(addOption([], anOption()), anOption());

    expect(items).toHaveLength(1);
    expect(items[0]?.quantity).toBe(2);
  });

  it('keeps two services with an option of the same name as two lines, keyed by option id', () => {
    const tapRepair = anOption({ id: 611, serviceName: 'Tap and mixer repair', name: 'Repair' });
    const fanRepair = anOption({ id: 211, serviceName: 'Ceiling fan', name: 'Repair' });

    const items = addOption(addOption([], tapRepair), fanRepair);

    expect(items.map((item) => [item.optionId, item.serviceName, item.quantity])).toEqual([
      [611, 'Tap and mixer repair', 1],
      [211, 'Ceiling fan', 1],
    ]);
  });

  it('puts a new option after the lines already in the cart', () => {
    const items = addOption([aCartItem({ optionId: 1 })], anOption({ id: 2 }));

    expect(items.map((item) => item.optionId)).toEqual([1, 2]);
  });

  it("names the line's service 'Service' when the option has no service name", () => {
    const items = addOption([], anOption({ serviceName: '' }));

    expect(items[0]?.serviceName).toBe('Service');
    expect(DEFAULT_SERVICE_NAME).toBe('Service');
  });

  it("names the line's service 'Service' when the option's service name is blank", () => {
    expect(addOption([], anOption({ serviceName: '   ' }))[0]?.serviceName).toBe('Service');
  });

  it('prices an option without a price at 0', () => {
    expect(addOption([], anOption({ price: undefined }))[0]?.unitPrice).toBe(0);
  });

  it('leaves out a missing description and icon', () => {
    const [item] = addOption([], anOption({ description: undefined, icon: undefined }));

    expect(item).not.toHaveProperty('description');
    expect(item).not.toHaveProperty('icon');
  });

  it('leaves the cart it was given unchanged', () => {
    const cart = [aCartItem({ quantity: 1 })];

    addOption(cart, anOption());

    expect(cart[0]?.quantity).toBe(1);
  });
});

describe('setQuantity', () => {
  it("sets a line's quantity", () => {
    const items = setQuantity([aCartItem({ optionId: 611, quantity: 1 })], 611, 4);

    expect(items[0]?.quantity).toBe(4);
  });

  it('removes the line when the quantity is set to 0', () => {
    expect(setQuantity([aCartItem({ optionId: 611 })], 611, 0)).toEqual([]);
  });

  it('removes the line when the quantity is set below 0', () => {
    expect(setQuantity([aCartItem({ optionId: 611 })], 611, -1)).toEqual([]);
  });

  it('rounds a fractional quantity down to whole units', () => {
    expect(setQuantity([aCartItem({ optionId: 611 })], 611, 2.7)[0]?.quantity).toBe(2);
  });

  it('removes the line when a fractional quantity rounds down to 0', () => {
    expect(setQuantity([aCartItem({ optionId: 611 })], 611, 0.5)).toEqual([]);
  });

  it('leaves the cart as it is for a quantity that is not a number', () => {
    const cart = [aCartItem({ optionId: 611, quantity: 3 })];

    expect(setQuantity(cart, 611, Number.NaN)).toEqual(cart);
  });

  it('leaves the cart as it is for an infinite quantity', () => {
    const cart = [aCartItem({ optionId: 611, quantity: 3 })];

    expect(setQuantity(cart, 611, Number.POSITIVE_INFINITY)).toEqual(cart);
  });

  it('changes only the line with the given option id', () => {
    const items = setQuantity(
      [aCartItem({ optionId: 1, quantity: 1 }), aCartItem({ optionId: 2, quantity: 1 })],
      2,
      5,
    );

    expect(items.map((item) => item.quantity)).toEqual([1, 5]);
  });

  it('leaves the cart as it is for an option id it does not hold', () => {
    const cart = [aCartItem({ optionId: 611, quantity: 3 })];

    expect(setQuantity(cart, 999, 5)).toEqual(cart);
  });
});

describe('removeItem', () => {
  it('removes the line with the given option id', () => {
    const items = removeItem([aCartItem({ optionId: 1 }), aCartItem({ optionId: 2 })], 1);

    expect(items.map((item) => item.optionId)).toEqual([2]);
  });

  it('removes only by option id, not by a shared option name', () => {
    const items = removeItem(
      [
        aCartItem({ optionId: 1, optionName: 'Repair' }),
        aCartItem({ optionId: 2, optionName: 'Repair' }),
      ],
      1,
    );

    expect(items.map((item) => item.optionId)).toEqual([2]);
  });

  it('leaves the cart as it is for an option id it does not hold', () => {
    const cart = [aCartItem({ optionId: 1 })];

    expect(removeItem(cart, 999)).toEqual(cart);
  });
});

describe('unitCount', () => {
  it('counts every unit of every line', () => {
    expect(
      unitCount([aCartItem({ optionId: 1, quantity: 2 }), aCartItem({ optionId: 2, quantity: 3 })]),
    ).toBe(5);
  });

  it('counts 0 for an empty cart', () => {
    expect(unitCount([])).toBe(0);
  });
});

describe('addedOptionIds', () => {
  it('holds the option id of every line, for the "Added to Cart" buttons', () => {
    const ids = addedOptionIds([aCartItem({ optionId: 611 }), aCartItem({ optionId: 211 })]);

    expect([...ids]).toEqual([611, 211]);
  });

  it('is empty for an empty cart', () => {
    expect(addedOptionIds([]).size).toBe(0);
  });
});
