import type { ServiceOption } from '../catalog/ServiceOption';
import { DEFAULT_SERVICE_NAME, type CartItem } from './CartItem';

/**
 * The cart's rules (SPEC §4), as pure functions over an immutable list of lines.
 * Lines are keyed by option id, not by name: two services may both offer "Repair" (DESIGN.md).
 */

/** Adds one of the option: an option already in the cart goes up by one, a new one starts at 1. */
export function addOption(items: readonly CartItem[], option: ServiceOption): readonly CartItem[] {
  const existing = items.find((item) => item.optionId === option.id);
  if (existing) return setQuantity(items, option.id, existing.quantity + 1);
  const item: CartItem = {
    optionId: option.id,
    ...(option.serviceId !== undefined ? { serviceId: option.serviceId } : {}),
    serviceName: option.serviceName.trim() === '' ? DEFAULT_SERVICE_NAME : option.serviceName,
    optionName: option.name,
    unitPrice: option.price ?? 0,
    quantity: 1,
    ...(option.description ? { description: option.description } : {}),
    ...(option.icon ? { icon: option.icon } : {}),
  };
  return [...items, item];
}

/**
 * Sets a line's quantity in whole units; 0 or less (after rounding down) removes the line.
 * Unknown ids and a quantity that is not a finite number leave the cart as it is.
 */
export function setQuantity(
  items: readonly CartItem[],
  optionId: number,
  quantity: number,
): readonly CartItem[] {
  if (!Number.isFinite(quantity)) return items;
  const whole = Math.floor(quantity);
  if (whole <= 0) return removeItem(items, optionId);
  return items.map((item) => (item.optionId === optionId ? { ...item, quantity: whole } : item));
}

export function removeItem(items: readonly CartItem[], optionId: number): readonly CartItem[] {
  return items.filter((item) => item.optionId !== optionId);
}

/** How many units the cart holds (the badge and "Proceed to Checkout (n)"). */
export function unitCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** The option ids already in the cart: the sub-service dialog marks them 'Added to Cart'. */
export function addedOptionIds(items: readonly CartItem[]): ReadonlySet<number> {
  return new Set(items.map((item) => item.optionId));
}

/**
 * Each line named as `options` name its option now (read in another language): its option's
 * name, its service's and its description. Quantities, prices and lines whose option is not
 * among them stay as they are.
 */
export function nameLines(
  items: readonly CartItem[],
  options: readonly ServiceOption[],
): readonly CartItem[] {
  const byId = new Map(options.map((option) => [option.id, option]));
  return items.map((item) => {
    const option = byId.get(item.optionId);
    if (!option) return item;
    const named: CartItem = {
      ...item,
      serviceName: option.serviceName.trim() === '' ? item.serviceName : option.serviceName,
      optionName: option.name,
      description: option.description,
    };
    // A description the option no longer has is left out, as a line made from it would.
    if (named.description === undefined) delete (named as { description?: string }).description;
    return named;
  });
}
