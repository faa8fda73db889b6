import { bookingOutcomes } from './bookingMessages';
import type { CartStore } from '../cart/CartStore';
import { addOption, setQuantity } from '../cart/cartRules';
import type { CatalogGateway } from '../catalog/CatalogGateway';
import type { ServiceOption } from '../catalog/ServiceOption';
import { messages } from '../shared/messages';
import { fail, ok, type Result } from '../shared/Result';
import type { BookingGateway } from './BookingGateway';
import type { BookingGroup } from './groupBookings';

export type BookAgainResult = Result<
  { readonly added: number; readonly message: string },
  { readonly message: string }
>;

/**
 * "Book again" on a past booking: puts the same options, in the same quantities and at today's
 * prices, back into the cart. The booking rows name services and the work orders name options
 * (neither carries an option id), so the options are found in the catalogue by those names.
 * Options no longer offered are left out and named in the message.
 */
export class BookAgain {
  constructor(
    private readonly bookings: BookingGateway,
    private readonly catalog: CatalogGateway,
    private readonly cart: CartStore,
  ) {}

  async execute(group: BookingGroup): Promise<BookAgainResult> {
    const detail = await this.bookings.getBookingDetail(group.bookingId);
    if (!detail.ok || detail.value.length === 0)
      return fail({ message: bookingOutcomes.bookAgainFailed });
    const offered = await this.optionsOfServices(
      new Set(group.items.map((item) => item.serviceName)),
    );
    if (offered === undefined) return fail({ message: bookingOutcomes.bookAgainFailed });

    let items = this.cart.load().items;
    const missing: string[] = [];
    let added = 0;
    for (const workOrder of detail.value) {
      const option = offered.find((candidate) => candidate.name === workOrder.optionName);
      if (!option) {
        missing.push(workOrder.optionName);
        continue;
      }
      const before = items.find((item) => item.optionId === option.id)?.quantity ?? 0;
      items = setQuantity(addOption(items, option), option.id, before + workOrder.quantity);
      added += 1;
    }
    if (added === 0) return fail({ message: bookingOutcomes.bookAgainUnavailable(missing) });
    if (!this.cart.save(items)) return fail({ message: messages.storageFull });
    return ok({ added, message: bookingOutcomes.bookAgainDone(added, missing) });
  }

  /** The options of every service with one of these names, or undefined when the catalogue fails. */
  private async optionsOfServices(
    serviceNames: ReadonlySet<string>,
  ): Promise<readonly ServiceOption[] | undefined> {
    const categories = await this.catalog.listCategories();
    if (!categories.ok) return undefined;
    const options: ServiceOption[] = [];
    for (const category of categories.value.filter((candidate) => candidate.hasServices)) {
      const services = await this.catalog.listServices(category.id);
      if (!services.ok) return undefined;
      for (const service of services.value.filter(
        (candidate) => serviceNames.has(candidate.name) && candidate.hasOptions,
      )) {
        const found = await this.catalog.listOptions(service.id);
        if (!found.ok) return undefined;
        options.push(...found.value.map((option) => ({ ...option, serviceId: service.id })));
      }
    }
    return options;
  }
}
