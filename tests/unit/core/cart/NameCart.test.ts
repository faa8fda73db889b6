import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../../src/core/cart/CartItem';
import { NameCart } from '../../../../src/core/cart/NameCart';
import type { CatalogGateway } from '../../../../src/core/catalog/CatalogGateway';
import type { ServiceOption } from '../../../../src/core/catalog/ServiceOption';
import { unavailable, type GatewayFailure } from '../../../../src/core/shared/GatewayFailure';
import { fail, ok, type Result } from '../../../../src/core/shared/Result';
import { InMemoryCartStore } from '../support/InMemoryCartStore';

const GEYSER = 21;
const TAPS = 61;

/** The options of each service as a backend names them in Telugu; a service not listed fails. */
class TeluguOptions implements CatalogGateway {
  readonly asked: number[] = [];
  /** Runs while the options are on the wire, before they are answered. */
  meanwhile: () => void = () => undefined;

  constructor(private readonly byService: ReadonlyMap<number, readonly ServiceOption[]>) {}

  listCategories(): never {
    throw new Error('not asked');
  }

  listServices(): never {
    throw new Error('not asked');
  }

  async listOptions(serviceId: number): Promise<Result<readonly ServiceOption[], GatewayFailure>> {
    this.asked.push(serviceId);
    await Promise.resolve();
    this.meanwhile();
    const options = this.byService.get(serviceId);
    return options ? ok(options) : fail(unavailable('network'));
  }
}

const geyserRepair: CartItem = {
  optionId: 211,
  serviceId: GEYSER,
  serviceName: 'Geyser',
  optionName: 'Geyser repair',
  description: 'Visit and diagnosis',
  unitPrice: 39900,
  quantity: 2,
};
const tapRepair: CartItem = {
  optionId: 611,
  serviceId: TAPS,
  serviceName: 'Taps & mixers',
  optionName: 'Tap repair',
  unitPrice: 14900,
  quantity: 1,
};
const teluguGeyser: ServiceOption = {
  id: 211,
  serviceId: GEYSER,
  serviceName: 'గీజర్',
  name: 'గీజర్ రిపేర్',
  description: 'విజిట్, చెకింగ్',
  // A price in another language's answer is not the cart's to take: checkout prices it.
  price: 1,
};

describe('NameCart (the cart in the language of the moment)', () => {
  it('names each line as the catalogue names its option now, keeping its quantity and price', async () => {
    const store = new InMemoryCartStore([geyserRepair]);

    await new NameCart(store, new TeluguOptions(new Map([[GEYSER, [teluguGeyser]]]))).execute();

    expect(store.items).toEqual([
      {
        ...geyserRepair,
        serviceName: 'గీజర్',
        optionName: 'గీజర్ రిపేర్',
        description: 'విజిట్, చెకింగ్',
      },
    ]);
  });

  it('reads each service in the cart once', async () => {
    const store = new InMemoryCartStore([geyserRepair, { ...geyserRepair, optionId: 212 }]);
    const catalog = new TeluguOptions(new Map([[GEYSER, [teluguGeyser]]]));

    await new NameCart(store, catalog).execute();

    expect(catalog.asked).toEqual([GEYSER]);
  });

  it('leaves a line whose service cannot be read in its words', async () => {
    const store = new InMemoryCartStore([geyserRepair, tapRepair]);

    await new NameCart(store, new TeluguOptions(new Map([[GEYSER, [teluguGeyser]]]))).execute();

    expect(store.items[1]).toEqual(tapRepair);
  });

  it('keeps a change she made while the options were read', async () => {
    const store = new InMemoryCartStore([geyserRepair]);
    const catalog = new TeluguOptions(new Map([[GEYSER, [teluguGeyser]]]));
    catalog.meanwhile = () => store.save([{ ...geyserRepair, quantity: 5 }]);

    await new NameCart(store, catalog).execute();

    expect(store.items[0]).toMatchObject({ optionName: 'గీజర్ రిపేర్', quantity: 5 });
  });

  it('stores nothing when no line knows its service', async () => {
    const older: CartItem = {
      optionId: 211,
      serviceName: 'Geyser',
      optionName: 'Geyser repair',
      unitPrice: 39900,
      quantity: 1,
    };
    const store = new InMemoryCartStore([older]);

    expect(await new NameCart(store, new TeluguOptions(new Map())).execute()).toBeUndefined();
    expect(store.items).toEqual([older]);
  });
});
