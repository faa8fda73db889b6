import { describe, expect, it } from 'vitest';
import { CATALOGUE_ANSWERS } from '../../../../src/adapters/http/SavedAnswers';
import {
  CachePersonalCopies,
  personalAnswersOf,
} from '../../../../src/adapters/storage/CachePersonalCopies';
import { MemoryCacheStorage } from '../http/MemoryCacheStorage';

async function phoneWith(...names: string[]): Promise<MemoryCacheStorage> {
  const storage = new MemoryCacheStorage();
  for (const name of names) await storage.open(name);
  return storage;
}

describe('CachePersonalCopies', () => {
  it("deletes every customer's copies, and keeps the catalogue's", async () => {
    const storage = await phoneWith(
      personalAnswersOf(101),
      personalAnswersOf(102),
      CATALOGUE_ANSWERS,
    );

    await new CachePersonalCopies(storage).forget();

    expect(await storage.keys()).toEqual([CATALOGUE_ANSWERS]);
  });

  it("keeps one customer's copies and deletes every other's", async () => {
    const storage = await phoneWith(personalAnswersOf(101), personalAnswersOf(102));

    await new CachePersonalCopies(storage).keepOnly(102);

    expect(await storage.keys()).toEqual([personalAnswersOf(102)]);
  });

  it('deletes the copies an earlier version kept for whoever was logged in', async () => {
    const storage = await phoneWith('gharseva-answers-personal');

    await new CachePersonalCopies(storage).keepOnly(101);

    expect(await storage.keys()).toEqual([]);
  });

  it('never fails, where the browser has no caches or refuses them', async () => {
    const refusing = {
      keys: () => Promise.reject(new DOMException('insecure', 'SecurityError')),
      delete: () => Promise.resolve(false),
    };

    await expect(new CachePersonalCopies(undefined).forget()).resolves.toBeUndefined();
    await expect(new CachePersonalCopies(refusing).forget()).resolves.toBeUndefined();
  });
});
