import type { CatalogGateway } from '../catalog/CatalogGateway';
import { priceMessages } from './priceMessages';
import type { ServiceOption } from '../catalog/ServiceOption';
import type { WalkCatalogue } from '../catalog/WalkCatalogue';
import { inBatches } from '../shared/inBatches';
import type { Paise } from '../shared/Money';
import { fail, ok, type Result } from '../shared/Result';
import type { CartItem } from './CartItem';
import type { CartStore } from './CartStore';

/** Option lists read at once: the catalogue's own rule for its reads. */
const OPTION_READS_AT_ONCE = 4;

/** A line whose price the catalogue changed since it went into the cart. */
export interface PriceChange {
  readonly optionId: number;
  readonly optionName: string;
  readonly was: Paise;
  readonly now: Paise;
}

export type PriceCartResult = Result<
  {
    readonly changes: readonly PriceChange[];
    /** Options the catalogue no longer offers, taken out of the cart. */
    readonly withdrawn: readonly string[];
  },
  { readonly reason: 'catalogue-unavailable'; readonly message: string }
>;

/**
 * Puts the catalogue's current price on every line of the cart, before it is saved for booking:
 * the cart on the device, prices and all, is the customer's to edit, so its prices are never
 * what is booked. Each line's service's options are read again (SPEC's own call, four at once);
 * a line from an older cart, which does not know its service, is found by reading the catalogue.
 * An option no longer offered leaves the cart. When the catalogue cannot be read, nothing
 * changes and checkout stops.
 */
export class PriceCart {
  constructor(
    private readonly cart: CartStore,
    private readonly catalog: CatalogGateway,
    private readonly walkCatalogue: WalkCatalogue,
  ) {}

  async execute(): Promise<PriceCartResult> {
    const { items } = this.cart.load();
    const offered = await this.optionsOf(items);
    if (!offered)
      return fail({ reason: 'catalogue-unavailable', message: priceMessages.pricesUnavailable });
    const changes: PriceChange[] = [];
    const withdrawn: string[] = [];
    const priced: CartItem[] = [];
    for (const item of items) {
      const option = offered.get(item.optionId);
      if (!option) {
        withdrawn.push(item.optionName);
        continue;
      }
      const now = option.price ?? 0;
      if (now !== item.unitPrice)
        changes.push({
          optionId: item.optionId,
          optionName: item.optionName,
          was: item.unitPrice,
          now,
        });
      priced.push({ ...item, unitPrice: now, serviceId: option.serviceId ?? item.serviceId });
    }
    if (changes.length > 0 || withdrawn.length > 0) this.cart.save(priced);
    return ok({ changes, withdrawn });
  }

  /** The options now offered, by id, for every service the cart's lines come from. */
  private async optionsOf(
    items: readonly CartItem[],
  ): Promise<ReadonlyMap<number, ServiceOption> | undefined> {
    const serviceIds = [...new Set(items.flatMap((item) => item.serviceId ?? []))];
    const lists = await inBatches(serviceIds, OPTION_READS_AT_ONCE, async (serviceId) => {
      const listed = await this.catalog.listOptions(serviceId);
      return listed.ok ? listed.value.map((option) => ({ ...option, serviceId })) : undefined;
    });
    if (lists.some((list) => list === undefined)) return undefined;
    const offered = new Map<number, ServiceOption>(
      lists.flatMap((list) => list ?? []).map((option) => [option.id, option]),
    );
    if (items.every((item) => item.serviceId !== undefined)) return offered;
    const walked = await this.walkCatalogue.execute();
    if (!walked.ok || walked.value.missingParts > 0) return undefined;
    for (const option of walked.value.options)
      if (!offered.has(option.id)) offered.set(option.id, option);
    return offered;
  }
}
