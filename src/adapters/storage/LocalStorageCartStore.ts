import { DEFAULT_SERVICE_NAME, type CartItem } from '../../core/cart/CartItem';
import type { CartStore, StoredCart } from '../../core/cart/CartStore';
import { paiseFromRupees, rupeesFromPaise } from '../../core/shared/Money';
import { notifyEach, StorageKeyWatch, type StorageEventSource } from './StorageEvents';

/** The localStorage key of the cart (SPEC §3). */
export const CART_KEY = 'cart';

/** One cart item as SPEC §3 stores it: the spec's field names, the price in rupees. */
export interface StoredCartItem {
  Service_Option_Id: number;
  /** Beyond SPEC §3: the option's service, to read its price again at checkout. */
  serviceId?: number | null;
  serviceName?: string | null;
  serviceOptionName: string;
  serviceOptionDescription?: string | null;
  serviceOptionPrice?: number | null;
  serviceOptionIcon?: string | null;
  quantity: number;
}

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isPositiveInteger = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;
const isOptionalText = (value: unknown) =>
  value === undefined || value === null || typeof value === 'string';
const isOptionalPrice = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'number' && Number.isFinite(value) && value >= 0);

/**
 * Strict by hand (yup would add to the first download): a quantity of "2" or an id of "7" was not
 * written by this app.
 */
function isStoredItem(value: unknown): value is StoredCartItem {
  return (
    isRecord(value) &&
    isPositiveInteger(value.Service_Option_Id) &&
    (value.serviceId === undefined ||
      value.serviceId === null ||
      isPositiveInteger(value.serviceId)) &&
    isOptionalText(value.serviceName) &&
    typeof value.serviceOptionName === 'string' &&
    isOptionalText(value.serviceOptionDescription) &&
    isOptionalPrice(value.serviceOptionPrice) &&
    isOptionalText(value.serviceOptionIcon) &&
    isPositiveInteger(value.quantity)
  );
}

function isStoredCart(value: unknown): value is StoredCartItem[] {
  if (!Array.isArray(value) || !value.every(isStoredItem)) return false;
  const ids = value.map((item) => item.Service_Option_Id);
  return new Set(ids).size === ids.length;
}

/**
 * CartStore in localStorage under `cart`, in SPEC §3's item fields, so carts written by earlier
 * versions of the app still load. A stored cart that fails any check is removed as a whole:
 * keeping half of a cart would book something the customer did not choose.
 */
export class LocalStorageCartStore implements CartStore {
  private readonly listeners = new Set<(items: readonly CartItem[]) => void>();
  private readonly otherTabs: StorageKeyWatch;
  /**
   * The cart when the device refused to store it (storage full or blocked). Until a write
   * succeeds, memory is the truth: checkout and booking must see what the customer sees.
   */
  private unsaved: readonly CartItem[] | undefined;

  constructor(
    private readonly storage: Storage,
    events?: StorageEventSource,
  ) {
    this.otherTabs = new StorageKeyWatch(storage, CART_KEY, events);
  }

  load(): StoredCart {
    if (this.unsaved) return { items: [...this.unsaved], discardedCorruptValue: false };
    let raw: string | null;
    try {
      raw = this.storage.getItem(CART_KEY);
    } catch {
      return { items: [], discardedCorruptValue: false };
    }
    if (raw === null) return { items: [], discardedCorruptValue: false };
    const items = parseCart(raw);
    if (items) return { items, discardedCorruptValue: false };
    this.remove();
    return { items: [], discardedCorruptValue: true };
  }

  save(items: readonly CartItem[]): boolean {
    let stored = true;
    try {
      this.storage.setItem(CART_KEY, JSON.stringify(items.map(toStored)));
      this.unsaved = undefined;
    } catch {
      // QuotaExceededError, or storage that refuses writes: the cart lives on in memory.
      this.unsaved = [...items];
      stored = false;
    }
    notifyEach([...this.listeners], [...items]);
    return stored;
  }

  clear(): void {
    this.unsaved = undefined;
    this.remove();
    notifyEach([...this.listeners], []);
  }

  subscribe(listener: (items: readonly CartItem[]) => void): () => void {
    const own = (items: readonly CartItem[]) => listener(items);
    this.listeners.add(own);
    // Another tab wrote the cart, so storage works again and holds the newer cart.
    const stopWatching = this.otherTabs.add(() => {
      this.unsaved = undefined;
      own(this.load().items);
    });
    return () => {
      this.listeners.delete(own);
      stopWatching();
    };
  }

  private remove(): void {
    try {
      this.storage.removeItem(CART_KEY);
    } catch {
      // Storage that refuses access cannot hold a cart either.
    }
  }
}

function parseCart(raw: string): CartItem[] | undefined {
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return undefined;
  }
  return isStoredCart(stored) ? stored.map(fromStored) : undefined;
}

function fromStored(stored: StoredCartItem): CartItem {
  const serviceName = stored.serviceName?.trim() ? stored.serviceName : DEFAULT_SERVICE_NAME;
  return {
    optionId: stored.Service_Option_Id,
    ...(stored.serviceId ? { serviceId: stored.serviceId } : {}),
    serviceName,
    optionName: stored.serviceOptionName,
    ...(stored.serviceOptionDescription ? { description: stored.serviceOptionDescription } : {}),
    unitPrice: paiseFromRupees(stored.serviceOptionPrice ?? 0),
    ...(stored.serviceOptionIcon ? { icon: stored.serviceOptionIcon } : {}),
    quantity: stored.quantity,
  };
}

function toStored(item: CartItem): StoredCartItem {
  return {
    Service_Option_Id: item.optionId,
    ...(item.serviceId !== undefined ? { serviceId: item.serviceId } : {}),
    serviceName: item.serviceName,
    serviceOptionName: item.optionName,
    serviceOptionDescription: item.description ?? '',
    serviceOptionPrice: rupeesFromPaise(item.unitPrice),
    serviceOptionIcon: item.icon ?? '',
    quantity: item.quantity,
  };
}
