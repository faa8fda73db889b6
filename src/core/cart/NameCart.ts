import type { CatalogGateway } from '../catalog/CatalogGateway';
import type { ServiceOption } from '../catalog/ServiceOption';
import { nameLines } from './cartRules';
import type { CartStore } from './CartStore';
import { storeCart, type CartChange } from './storeCart';

/**
 * Names the cart's lines in the language the catalogue is read in now (after a language switch):
 * the options of each service in the cart are read again, and each line takes its words from its
 * option. What she pays is not touched here: checkout prices the cart from the server. A line
 * whose service cannot be read, or whose option is gone, keeps its words; so does a line of an
 * older cart that does not know its service.
 */
export class NameCart {
  constructor(
    private readonly cart: CartStore,
    private readonly catalog: CatalogGateway,
  ) {}

  /** The change stored, or undefined when no line's words changed. */
  async execute(): Promise<CartChange | undefined> {
    const serviceIds = new Set<number>();
    for (const item of this.cart.load().items)
      if (item.serviceId !== undefined) serviceIds.add(item.serviceId);
    if (serviceIds.size === 0) return undefined;
    const read = await Promise.all([...serviceIds].map((id) => this.catalog.listOptions(id)));
    const options: ServiceOption[] = read.flatMap((result) => (result.ok ? result.value : []));
    // The cart as it is now: she may have changed it while the options were read.
    const items = this.cart.load().items;
    const named = nameLines(items, options);
    if (named.every((item, at) => item === items[at])) return undefined;
    return storeCart(this.cart, named);
  }
}
