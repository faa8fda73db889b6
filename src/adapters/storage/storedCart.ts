import { DEFAULT_SERVICE_NAME, type CartItem } from '../../core/cart/CartItem';
import { paiseFromRupees, rupeesFromPaise } from '../../core/shared/Money';

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
 * The cart stored as `raw`, or undefined when any of it fails a check: keeping half of a cart
 * would book something the customer did not choose. The app's store and the cart page's first
 * paint (src/app/firstPaint/cartScript.ts) read it alike.
 */
export function parseStoredCart(raw: string): CartItem[] | undefined {
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return undefined;
  }
  return isStoredCart(stored) ? stored.map(fromStored) : undefined;
}

/** The cart as it is stored. */
export function storedCartText(items: readonly CartItem[]): string {
  return JSON.stringify(items.map(toStored));
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
