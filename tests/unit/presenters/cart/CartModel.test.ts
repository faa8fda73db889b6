import { describe, expect, it } from 'vitest';
import { catalog } from '../../../../src/app/features/catalog';
import { cart } from '../../../../src/app/features/cart';
import { MemoryStorage } from '../../../../src/adapters/storage/MemoryStorage';
import type { ServiceOption } from '../../../../src/core/catalog/ServiceOption';
import { testApp } from '../../../support/testContainer';
import { foamJet, thermostat } from '../doubles';
import { CartModel } from '../../../../src/presenters/cart/CartModel';
import { FakeStorageEvents } from '../../../support/FakeStorageEvents';
import { AddToCart } from '../../../../src/core/cart/AddToCart';
import { ChangeQuantity } from '../../../../src/core/cart/ChangeQuantity';
import { ClearCart } from '../../../../src/core/cart/ClearCart';

/** The late features this screen needs, bound as the app binds them with its first view. */
const features = [catalog, cart];

const splitAcRepair: ServiceOption = {
  id: 113,
  serviceName: 'Split AC',
  name: 'Repair',
  price: 34900,
};
const geyserRepair: ServiceOption = {
  id: 131,
  serviceName: 'Geyser',
  name: 'Repair',
  price: 29900,
};

/** A cart as another tab, or an earlier visit, stored it: SPEC §3's field names, rupees. */
const storedThermostat = {
  Service_Option_Id: 134,
  serviceName: 'Geyser',
  serviceOptionName: 'Thermostat replacement',
  serviceOptionDescription: 'Labour only; the thermostat is billed at MRP.',
  serviceOptionPrice: 333.33,
  serviceOptionIcon: '/icons/geyser.svg',
  quantity: 2,
};

describe('CartModel, as the use cases change the stored cart', () => {
  it('starts empty on a device without a cart', () => {
    const app = testApp({ features });
    const cart = app.get(CartModel);

    expect(cart.items).toEqual([]);
    expect(cart.unitCount).toBe(0);
  });

  it('adds a new option as a line of quantity 1', () => {
    const app = testApp({ features });
    const cart = app.get(CartModel);

    app.get(AddToCart).execute(thermostat);

    expect(cart.items).toEqual([
      {
        optionId: 134,
        serviceName: 'Geyser',
        optionName: 'Thermostat replacement',
        description: 'Labour only; the thermostat is billed at MRP.',
        unitPrice: 33333,
        icon: '/icons/geyser.svg',
        quantity: 1,
      },
    ]);
  });

  it('adds one more of an option already in the cart', () => {
    const app = testApp({ features });
    const cart = app.get(CartModel);
    app.get(AddToCart).execute(thermostat);

    app.get(AddToCart).execute(thermostat);

    expect(cart.items.map((item) => item.quantity)).toEqual([2]);
    expect(cart.unitCount).toBe(2);
  });

  it('keeps two options of the same name from different services apart', () => {
    const app = testApp({ features });
    const cart = app.get(CartModel);

    app.get(AddToCart).execute(splitAcRepair);
    app.get(AddToCart).execute(geyserRepair);

    expect(cart.items.map((item) => [item.serviceName, item.optionName])).toEqual([
      ['Split AC', 'Repair'],
      ['Geyser', 'Repair'],
    ]);
  });

  it('removes a line whose quantity is set to 0', () => {
    const app = testApp({ features });
    const cart = app.get(CartModel);
    app.get(AddToCart).execute(thermostat);

    app.get(ChangeQuantity).execute(134, 0);

    expect(cart.items).toEqual([]);
  });

  it("computes Subtotal, 'Tax (18% GST)' and Total: ₹333.33 gives ₹60.00 tax and ₹393.33", () => {
    const app = testApp({ features });
    const cart = app.get(CartModel);

    app.get(AddToCart).execute(thermostat);

    expect(cart.totals).toEqual({ subtotal: 33333, tax: 6000, total: 39333 });
  });

  it("keeps the cart in localStorage under 'cart' with the spec's field names", () => {
    const app = testApp({ features });

    app.get(AddToCart).execute(thermostat);

    expect(JSON.parse(app.localStorage.getItem('cart') ?? 'null')).toEqual([
      { ...storedThermostat, quantity: 1 },
    ]);
  });

  it("removes the 'cart' key when the cart is cleared", () => {
    const app = testApp({ features });
    const cart = app.get(CartModel);
    app.get(AddToCart).execute(thermostat);

    app.get(ClearCart).execute();

    expect(cart.items).toEqual([]);
    expect(app.localStorage.getItem('cart')).toBeNull();
  });

  it('finds the cart of an earlier visit', () => {
    const local = new MemoryStorage();
    local.setItem('cart', JSON.stringify([storedThermostat]));

    const cart = testApp({ features, localStorage: local }).get(CartModel);

    expect(cart.items.map((item) => [item.optionId, item.quantity, item.unitPrice])).toEqual([
      [134, 2, 33333],
    ]);
  });

  it('shows a change made in another tab', () => {
    const local = new MemoryStorage();
    const otherTab = new FakeStorageEvents();
    const cart = testApp({ features, localStorage: local, storageEvents: otherTab }).get(CartModel);

    otherTab.otherTabWrote(local, 'cart', JSON.stringify([storedThermostat]));

    expect(cart.unitCount).toBe(2);
    expect(cart.items[0]?.optionName).toBe('Thermostat replacement');
  });

  it('empties when another tab books its cart', () => {
    const local = new MemoryStorage();
    const otherTab = new FakeStorageEvents();
    const app = testApp({ features, localStorage: local, storageEvents: otherTab });
    const cart = app.get(CartModel);
    app.get(AddToCart).execute(thermostat);

    otherTab.otherTabWrote(local, 'cart', '[]');

    expect(cart.items).toEqual([]);
  });

  it("warns 'Your saved cart could not be read, so it was emptied.' about a corrupt stored cart", () => {
    const local = new MemoryStorage();
    local.setItem('cart', '{"not": "a cart"');
    const app = testApp({ features, localStorage: local });

    const cart = app.get(CartModel);

    expect(cart.items).toEqual([]);
    expect(app.notifier.notifications).toEqual([
      {
        kind: 'warning',
        message: 'Your saved cart could not be read, so it was emptied.',
        durationMs: 4000,
      },
    ]);
    expect(local.getItem('cart')).toBeNull();
  });

  it('warns once that a full storage will lose the cart on reload', () => {
    const app = testApp({ features, localStorage: new MemoryStorage({ quotaChars: 20 }) });
    const cart = app.get(CartModel);

    cart.noteChange(app.get(AddToCart).execute(thermostat));
    cart.noteChange(app.get(AddToCart).execute(foamJet));

    expect(app.notifier.notifications).toEqual([
      {
        kind: 'warning',
        message: 'This browser is out of storage space: your cart will not survive a reload.',
        durationMs: 4000,
      },
    ]);
  });

  it('keeps working in memory when the storage is full', () => {
    const app = testApp({ features, localStorage: new MemoryStorage({ quotaChars: 20 }) });
    const cart = app.get(CartModel);

    app.get(AddToCart).execute(thermostat);
    app.get(AddToCart).execute(foamJet);
    app.get(ChangeQuantity).execute(111, 2);

    expect(cart.items.map((item) => [item.optionId, item.quantity])).toEqual([
      [134, 1],
      [111, 2],
    ]);
    expect(cart.unitCount).toBe(3);
  });
});
