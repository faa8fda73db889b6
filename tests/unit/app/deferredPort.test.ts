import { describe, expect, it } from 'vitest';
import { deferredPort } from '../../../src/app/deferredPort';
import { loadOnce } from '../../../src/app/loadOnce';
import type { CatalogGateway } from '../../../src/core/catalog/CatalogGateway';
import { ok } from '../../../src/core/shared/Result';

const categories = [{ id: 1, name: 'Plumbing', hasServices: true }];
const loadedCatalog: CatalogGateway = {
  listCategories: async () => ok(categories),
  listServices: async () => ok([]),
  listOptions: async () => ok([]),
};

describe('deferredPort', () => {
  it('answers a call once the implementation has loaded', async () => {
    const catalog = deferredPort<CatalogGateway>(async () => loadedCatalog);

    await expect(catalog.listCategories()).resolves.toEqual(ok(categories));
  });

  it('is not taken for a promise, so a container or an await hands it over as it is', async () => {
    const catalog = deferredPort<CatalogGateway>(async () => loadedCatalog);

    await expect(Promise.resolve(catalog)).resolves.toBe(catalog);
  });

  it('fails a call as unavailable, without throwing, when the code cannot be downloaded', async () => {
    const catalog = deferredPort<CatalogGateway>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );

    await expect(catalog.listCategories()).resolves.toEqual({
      ok: false,
      error: { kind: 'unavailable', cause: 'network' },
    });
  });
});

describe('loadOnce', () => {
  it('loads once and gives the same result to every caller', async () => {
    let loads = 0;
    const load = loadOnce(async () => ++loads);

    await Promise.all([load(), load()]);
    await load();

    expect(loads).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let attempts = 0;
    const load = loadOnce(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('offline');
      return 'page';
    });

    await expect(load()).rejects.toThrow('offline');
    await expect(load()).resolves.toBe('page');
  });
});
