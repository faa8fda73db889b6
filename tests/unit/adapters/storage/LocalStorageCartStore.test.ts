import { beforeEach, describe, expect, it } from 'vitest';
import { LocalStorageCartStore } from '../../../../src/adapters/storage/LocalStorageCartStore';
import { MemoryStorage } from '../../../../src/adapters/storage/MemoryStorage';
import type { CartItem } from '../../../../src/core/cart/CartItem';
import { FakeStorageEvents } from '../../../support/FakeStorageEvents';

const gasRefill: CartItem = {
  optionId: 112,
  serviceName: 'Split AC',
  optionName: 'Gas refill',
  description: 'Leak test, leak fix and a full refrigerant top-up.',
  unitPrice: 249_900,
  icon: '/icons/ac.svg',
  quantity: 1,
};
const thermostat: CartItem = {
  optionId: 134,
  serviceName: 'Geyser',
  optionName: 'Thermostat replacement',
  unitPrice: 33_333,
  quantity: 2,
};

const validEntry = {
  Service_Option_Id: 611,
  serviceName: 'Taps & mixers',
  serviceOptionName: 'Tap repair',
  serviceOptionDescription: 'Washer or cartridge replaced.',
  serviceOptionPrice: 149,
  serviceOptionIcon: '/icons/tap.svg',
  quantity: 1,
};

describe('LocalStorageCartStore', () => {
  let storage: MemoryStorage;
  let events: FakeStorageEvents;
  let store: LocalStorageCartStore;

  beforeEach(() => {
    storage = new MemoryStorage();
    events = new FakeStorageEvents();
    store = new LocalStorageCartStore(storage, events);
  });

  it('loads an empty cart when nothing is stored', () => {
    expect(store.load()).toEqual({ items: [], discardedCorruptValue: false });
  });

  it('gives back exactly the cart it saved', () => {
    expect(store.save([gasRefill, thermostat])).toBe(true);
    expect(store.load()).toEqual({ items: [gasRefill, thermostat], discardedCorruptValue: false });
  });

  it('stores the spec item fields under the key cart, with prices in rupees', () => {
    store.save([gasRefill, thermostat]);
    expect(JSON.parse(storage.getItem('cart') ?? '')).toEqual([
      {
        Service_Option_Id: 112,
        serviceName: 'Split AC',
        serviceOptionName: 'Gas refill',
        serviceOptionDescription: 'Leak test, leak fix and a full refrigerant top-up.',
        serviceOptionPrice: 2499,
        serviceOptionIcon: '/icons/ac.svg',
        quantity: 1,
      },
      {
        Service_Option_Id: 134,
        serviceName: 'Geyser',
        serviceOptionName: 'Thermostat replacement',
        serviceOptionDescription: '',
        serviceOptionPrice: 333.33,
        serviceOptionIcon: '',
        quantity: 2,
      },
    ]);
  });

  it('reads a cart written in the spec fields by an earlier version of the app', () => {
    storage.setItem('cart', JSON.stringify([validEntry]));
    expect(store.load()).toEqual({
      items: [
        {
          optionId: 611,
          serviceName: 'Taps & mixers',
          optionName: 'Tap repair',
          description: 'Washer or cartridge replaced.',
          unitPrice: 14_900,
          icon: '/icons/tap.svg',
          quantity: 1,
        },
      ],
      discardedCorruptValue: false,
    });
  });

  it('fills in the spec defaults: service name Service and price 0', () => {
    const bare: Partial<typeof validEntry> = { ...validEntry };
    delete bare.serviceName;
    delete bare.serviceOptionPrice;
    const entries = [
      { ...bare, Service_Option_Id: 1 },
      { ...bare, Service_Option_Id: 2, serviceName: null, serviceOptionPrice: null },
      { ...bare, Service_Option_Id: 3, serviceName: '  ', serviceOptionDescription: null },
    ];
    storage.setItem('cart', JSON.stringify(entries));
    const { items, discardedCorruptValue } = store.load();
    expect(discardedCorruptValue).toBe(false);
    expect(items.map((item) => [item.serviceName, item.unitPrice])).toEqual([
      ['Service', 0],
      ['Service', 0],
      ['Service', 0],
    ]);
    expect(items[2]).not.toHaveProperty('description');
  });

  it.each([
    ['text that is not JSON', '[{"Service_Option_Id": 1'],
    ['an object instead of a list', JSON.stringify({ items: [validEntry] })],
    ['null', 'null'],
    ['a number', '42'],
    ['an entry that is not an object', JSON.stringify([validEntry, 'tap'])],
    [
      'an entry without an option name',
      JSON.stringify([{ ...validEntry, serviceOptionName: undefined }]),
    ],
    ['an entry without an id', JSON.stringify([{ ...validEntry, Service_Option_Id: undefined }])],
    ['an id of 0', JSON.stringify([{ ...validEntry, Service_Option_Id: 0 }])],
    ['a fractional id', JSON.stringify([{ ...validEntry, Service_Option_Id: 6.5 }])],
    ['an id as text', JSON.stringify([{ ...validEntry, Service_Option_Id: '611' }])],
    ['a quantity of 0', JSON.stringify([{ ...validEntry, quantity: 0 }])],
    ['a negative quantity', JSON.stringify([{ ...validEntry, quantity: -2 }])],
    ['a fractional quantity', JSON.stringify([{ ...validEntry, quantity: 1.5 }])],
    ['a quantity as text', JSON.stringify([{ ...validEntry, quantity: '2' }])],
    ['a negative price', JSON.stringify([{ ...validEntry, serviceOptionPrice: -149 }])],
    ['a price as text', JSON.stringify([{ ...validEntry, serviceOptionPrice: '149' }])],
    ['an icon that is not text', JSON.stringify([{ ...validEntry, serviceOptionIcon: 7 }])],
    ['the same option twice', JSON.stringify([validEntry, { ...validEntry, quantity: 3 }])],
  ])('discards the whole stored cart when it holds %s, and reports it once', (_case, raw) => {
    storage.setItem('cart', raw);
    expect(store.load()).toEqual({ items: [], discardedCorruptValue: true });
    expect(storage.getItem('cart')).toBeNull();
    expect(store.load()).toEqual({ items: [], discardedCorruptValue: false });
  });

  it('reports false instead of throwing when storage is full, and keeps what was stored there', () => {
    store.save([thermostat]);
    storage.quotaChars = 0;
    expect(store.save([gasRefill, thermostat])).toBe(false);
    expect(JSON.parse(storage.getItem('cart') ?? '[]')).toHaveLength(1);
  });

  it('loads the cart it could not store, so checkout books what the customer sees', () => {
    store.save([thermostat]);
    storage.quotaChars = 0;
    store.save([gasRefill, thermostat]);
    expect(store.load().items).toEqual([gasRefill, thermostat]);
  });

  it('stores again once the device has room, and loads from storage from then on', () => {
    storage.quotaChars = 0;
    store.save([gasRefill]);
    storage.quotaChars = Number.POSITIVE_INFINITY;
    expect(store.save([thermostat])).toBe(true);
    expect(new LocalStorageCartStore(storage).load().items).toEqual([thermostat]);
  });

  it('loads an empty cart when storage refuses to be read', () => {
    const blocked = new (class extends MemoryStorage {
      override getItem(): string | null {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      }
    })();
    expect(new LocalStorageCartStore(blocked).load()).toEqual({
      items: [],
      discardedCorruptValue: false,
    });
  });

  it('clears the stored cart', () => {
    store.save([gasRefill]);
    store.clear();
    expect(storage.getItem('cart')).toBeNull();
    expect(store.load().items).toEqual([]);
  });

  describe('subscribe', () => {
    it('tells listeners about saves and clears made through it', () => {
      const seen: (readonly CartItem[])[] = [];
      store.subscribe((items) => seen.push(items));
      store.save([gasRefill]);
      store.clear();
      expect(seen).toEqual([[gasRefill], []]);
    });

    it('reports a save the device refused too, since the cart now lives in memory', () => {
      const seen: (readonly CartItem[])[] = [];
      store.subscribe((items) => seen.push(items));
      storage.quotaChars = 0;
      store.save([gasRefill]);
      expect(seen).toEqual([[gasRefill]]);
    });

    it('tells listeners what another tab stored in the cart', () => {
      const seen: (readonly CartItem[])[] = [];
      store.subscribe((items) => seen.push(items));
      new LocalStorageCartStore(storage).save([thermostat]);
      events.otherTabChanged(storage, 'cart');
      expect(seen).toEqual([[thermostat]]);
    });

    it('tells listeners the cart is empty when another tab cleared all storage', () => {
      const seen: (readonly CartItem[])[] = [];
      store.save([gasRefill]);
      store.subscribe((items) => seen.push(items));
      storage.clear();
      events.otherTabChanged(storage, null);
      expect(seen).toEqual([[]]);
    });

    it('ignores other keys and other storage areas', () => {
      const seen: (readonly CartItem[])[] = [];
      store.subscribe((items) => seen.push(items));
      events.otherTabChanged(storage, 'userId');
      events.otherTabChanged(new MemoryStorage(), 'cart');
      expect(seen).toEqual([]);
    });

    it('stops telling a listener once it unsubscribes, and then stops listening to the window', () => {
      const seen: (readonly CartItem[])[] = [];
      expect(events.listenerCount).toBe(0);
      const stop = store.subscribe((items) => seen.push(items));
      const stopOther = store.subscribe(() => undefined);
      expect(events.listenerCount).toBe(1);
      stop();
      store.save([gasRefill]);
      events.otherTabChanged(storage, 'cart');
      expect(seen).toEqual([]);
      stopOther();
      expect(events.listenerCount).toBe(0);
    });

    it('works without an event source, for saves in this tab', () => {
      const local = new LocalStorageCartStore(storage);
      const seen: (readonly CartItem[])[] = [];
      local.subscribe((items) => seen.push(items));
      local.save([gasRefill]);
      expect(seen).toEqual([[gasRefill]]);
    });
  });
});
