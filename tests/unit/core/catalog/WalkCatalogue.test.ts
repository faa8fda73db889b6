import { describe, expect, it } from 'vitest';
import { DemoBackend } from '../../../../src/adapters/fake/DemoBackend';
import { MemoryDemoStorage } from '../../../../src/adapters/fake/DemoStorage';
import { demoCatalogue } from '../../../../src/adapters/fake/demoCatalogue';
import type { CatalogGateway } from '../../../../src/core/catalog/CatalogGateway';
import { WalkCatalogue } from '../../../../src/core/catalog/WalkCatalogue';
import { unavailable } from '../../../../src/core/shared/GatewayFailure';
import { FakeClock } from '../../../support/FakeClock';
import { DemoGateways } from '../../../../src/adapters/fake/DemoGateways';
import type { FakeGateway } from '../../../../src/adapters/fake/fakeGateway';

function demoCatalog(): FakeGateway<CatalogGateway> {
  return new DemoGateways(new DemoBackend(new MemoryDemoStorage(), new FakeClock())).catalog;
}

/** Counts the calls under way at once, around another gateway. */
class ConcurrencyWatch implements CatalogGateway {
  running = 0;
  most = 0;

  constructor(private readonly inner: CatalogGateway) {}

  listCategories() {
    return this.watch(() => this.inner.listCategories());
  }

  listServices(categoryId: number) {
    return this.watch(() => this.inner.listServices(categoryId));
  }

  listOptions(serviceId: number) {
    return this.watch(() => this.inner.listOptions(serviceId));
  }

  private async watch<T>(call: () => Promise<T>): Promise<T> {
    this.running += 1;
    this.most = Math.max(this.most, this.running);
    await new Promise((resolve) => setTimeout(resolve, 1));
    try {
      return await call();
    } finally {
      this.running -= 1;
    }
  }
}

describe('WalkCatalogue', () => {
  it('reads every category, service and option of the catalogue', async () => {
    const walked = await new WalkCatalogue(demoCatalog()).execute();

    expect(walked.ok && walked.value.categories).toHaveLength(demoCatalogue.categories.length);
    expect(walked.ok && walked.value.services).toHaveLength(demoCatalogue.services.length);
    expect(walked.ok && walked.value.options).toHaveLength(demoCatalogue.options.length);
    expect(walked.ok && walked.value.missingParts).toBe(0);
  });

  it('knows which category each service, and which service each option, came from', async () => {
    const walked = await new WalkCatalogue(demoCatalog()).execute();
    if (!walked.ok) throw new Error('walk failed');

    expect(walked.value.services.find((service) => service.name === 'Split AC')?.categoryId).toBe(
      1,
    );
    expect(walked.value.options.find((option) => option.id === 111)?.serviceId).toBe(11);
  });

  it('makes at most four calls at once', async () => {
    const watch = new ConcurrencyWatch(demoCatalog());

    await new WalkCatalogue(watch).execute();

    expect(watch.most).toBe(4);
  });

  it('leaves out a part it cannot read, counts it, and reads the rest', async () => {
    const catalog = demoCatalog();
    catalog.failNext('listOptions', unavailable('network'));

    const walked = await new WalkCatalogue(catalog).execute();

    expect(walked.ok && walked.value.missingParts).toBe(1);
    expect(walked.ok && walked.value.options.length).toBeGreaterThan(80);
  });

  it('fails when the category list itself cannot be read', async () => {
    const catalog = demoCatalog();
    catalog.failNext('listCategories', unavailable('http'));

    expect(await new WalkCatalogue(catalog).execute()).toEqual({
      ok: false,
      error: { reason: 'unavailable' },
    });
  });

  it('reports its progress as each list is read: services searched, out of those found so far', async () => {
    const progress: string[] = [];

    await new WalkCatalogue(demoCatalog()).execute(({ done, total }) =>
      progress.push(`${done}/${total}`),
    );

    // 6 service lists (the services with options add up), then the 27 services' options.
    expect(progress).toHaveLength(33);
    expect(progress[0]).toMatch(/^0\/\d+$/);
    expect(progress[5]).toBe('0/27');
    expect(progress[6]).toBe('1/27');
    expect(progress.at(-1)).toBe('27/27');
  });
});
