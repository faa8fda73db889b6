import { describe, expect, it } from 'vitest';
import { inBatches } from '../../../../src/core/shared/inBatches';

describe('inBatches', () => {
  it('gives the results in the order of the items, whatever order they finish in', async () => {
    const results = await inBatches([30, 10, 20], 2, async (ms) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return ms;
    });

    expect(results).toEqual([30, 10, 20]);
  });

  it('never has more than the limit under way', async () => {
    let running = 0;
    let most = 0;

    await inBatches([1, 2, 3, 4, 5, 6, 7], 3, async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
    });

    expect(most).toBe(3);
  });

  it('does nothing for no items', async () => {
    expect(await inBatches([], 4, async () => 1)).toEqual([]);
  });
});
