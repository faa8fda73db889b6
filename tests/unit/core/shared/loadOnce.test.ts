import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../../../src/core/shared/loadOnce';

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

  it('keeps the latest attempt, a failed one too, until it is called again', async () => {
    const load = loadOnce(() => Promise.reject(new TypeError('offline')));
    expect(load.latest()).toBeUndefined();

    const failed = load();
    await expect(failed).rejects.toThrow('offline');

    expect(load.latest()).toBe(failed);
    expect(load()).not.toBe(failed);
  });
});
