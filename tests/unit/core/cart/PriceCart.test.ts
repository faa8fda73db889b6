import { describe, expect, it } from 'vitest';
import { PriceCart } from '../../../../src/core/cart/PriceCart';
import { WalkCatalogue } from '../../../../src/core/catalog/WalkCatalogue';
import { unavailable } from '../../../../src/core/shared/GatewayFailure';
import { fail, ok } from '../../../../src/core/shared/Result';
import { aCartItem, aCategory, anOption, aService } from '../support/examples';
import { InMemoryCartStore } from '../support/InMemoryCartStore';
import { catalogDouble } from '../support/gatewayDoubles';
import type { PortDouble } from '../../../support/portDouble';
import type { CatalogGateway } from '../../../../src/core/catalog/CatalogGateway';

function priceCart(cart: InMemoryCartStore, catalog: PortDouble<CatalogGateway>) {
  return new PriceCart(cart, catalog, new WalkCatalogue(catalog));
}

describe('PriceCart', () => {
  it("puts the catalogue's current price on a line and says what changed", async () => {
    const cart = new InMemoryCartStore([aCartItem({ serviceId: 61, unitPrice: 14900 })]);
    const catalog = catalogDouble();
    catalog.answers.listOptions = ok([anOption({ price: 17900 })]);

    const result = await priceCart(cart, catalog).execute();

    expect(catalog.callsTo('listOptions')).toEqual([[61]]);
    expect(cart.items[0]?.unitPrice).toBe(17900);
    expect(result).toEqual(
      ok({
        changes: [{ optionId: 611, optionName: 'Tap replacement', was: 14900, now: 17900 }],
        withdrawn: [],
      }),
    );
  });

  it('never keeps a price edited on the device: ₹0.01 becomes the catalogue’s', async () => {
    const cart = new InMemoryCartStore([aCartItem({ serviceId: 61, unitPrice: 1 })]);
    const catalog = catalogDouble();
    catalog.answers.listOptions = ok([anOption({ price: 24900 })]);

    await priceCart(cart, catalog).execute();

    expect(cart.items[0]?.unitPrice).toBe(24900);
  });

  it('changes nothing when the prices still hold', async () => {
    const cart = new InMemoryCartStore([aCartItem({ serviceId: 61 })]);
    const catalog = catalogDouble();
    catalog.answers.listOptions = ok([anOption()]);

    expect(await priceCart(cart, catalog).execute()).toEqual(ok({ changes: [], withdrawn: [] }));
  });

  it('takes out an option no longer offered, and names it', async () => {
    const cart = new InMemoryCartStore([aCartItem({ serviceId: 61 })]);
    const catalog = catalogDouble();
    catalog.answers.listOptions = ok([anOption({ id: 999 })]);

    const result = await priceCart(cart, catalog).execute();

    expect(cart.items).toEqual([]);
    expect(result).toEqual(ok({ changes: [], withdrawn: ['Tap replacement'] }));
  });

  it('reads each service once, however many of its options are in the cart', async () => {
    const cart = new InMemoryCartStore([
      aCartItem({ optionId: 611, serviceId: 61 }),
      aCartItem({ optionId: 612, serviceId: 61 }),
    ]);
    const catalog = catalogDouble();
    catalog.answers.listOptions = ok([anOption({ id: 611 }), anOption({ id: 612 })]);

    await priceCart(cart, catalog).execute();

    expect(catalog.callsTo('listOptions')).toEqual([[61]]);
  });

  it('finds the service of a line from an older cart by reading the catalogue', async () => {
    const cart = new InMemoryCartStore([aCartItem({ unitPrice: 14900 })]);
    const catalog = catalogDouble();
    catalog.answers.listCategories = ok([aCategory()]);
    catalog.answers.listServices = ok([aService({ id: 61 })]);
    catalog.answers.listOptions = ok([anOption({ price: 24900 })]);

    await priceCart(cart, catalog).execute();

    expect(cart.items[0]).toMatchObject({ unitPrice: 24900, serviceId: 61 });
  });

  it('stops, changing nothing, when the catalogue cannot be read', async () => {
    const cart = new InMemoryCartStore([aCartItem({ serviceId: 61, unitPrice: 14900 })]);
    const catalog = catalogDouble();
    catalog.answers.listOptions = fail(unavailable('network'));

    const result = await priceCart(cart, catalog).execute();

    expect(cart.items[0]?.unitPrice).toBe(14900);
    expect(result).toEqual(
      fail({
        reason: 'catalogue-unavailable',
        message:
          'We could not check today’s prices, so nothing was booked. Your cart is kept: please try again.',
      }),
    );
  });
});
