import { describe, expect, it } from 'vitest';
import { BoundedCache } from './bounded-cache';

describe('BoundedCache', () => {
  it('shares one load per key and evicts the least recently used entry', async () => {
    const cache = new BoundedCache<number, string>(2);
    let loads = 0;
    const load = (k: number) => async () => {
      loads += 1;
      return `v${k}`;
    };
    expect(await Promise.all([cache.get(1, load(1)), cache.get(1, load(1))])).toEqual(['v1', 'v1']);
    expect(loads).toBe(1);
    await cache.get(2, load(2));
    await cache.get(1, load(1)); // 1 is now the most recent
    await cache.get(3, load(3)); // evicts 2
    expect(cache.size).toBe(2);
    await cache.get(1, load(1));
    expect(loads).toBe(3);
    await cache.get(2, load(2));
    expect(loads).toBe(4);
  });

  it('does not keep a failed load', async () => {
    const cache = new BoundedCache<number, string>(2);
    await expect(cache.get(1, async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get(1, async () => 'ok')).toBe('ok');
  });

  it('loads again after the time to live', async () => {
    const cache = new BoundedCache<number, number>(2, 0);
    let n = 0;
    await cache.get(1, async () => ++n);
    expect(await cache.get(1, async () => ++n)).toBe(2);
  });
});
