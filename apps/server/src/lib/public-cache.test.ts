import { describe, expect, it } from 'vitest';
import { createPublicCache } from './public-cache';

describe('the public-read cache', () => {
  it('reads once while fresh, sharing a read in flight, and again after its time', async () => {
    let now = 0;
    let loads = 0;
    const cache = createPublicCache(1000, () => now);
    const load = async () => ++loads;
    expect(await Promise.all([cache.read('k', load), cache.read('k', load)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.read('k', load)).toBe(1);
    now = 1000;
    expect(await cache.read('k', load)).toBe(2);
    expect(await cache.read('other', load)).toBe(3);
  });

  it('forgets on invalidate, a read still in flight included', async () => {
    const cache = createPublicCache(60_000);
    let release: (value: string) => void = () => {};
    const old = cache.read('k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate();
    const fresh = cache.read('k', async () => 'new');
    release('old');
    expect(await old).toBe('old');
    expect(await fresh).toBe('new');
    expect(await cache.read('k', async () => 'newer')).toBe('new');
  });

  it('never keeps a failed read', async () => {
    const cache = createPublicCache(60_000);
    await expect(cache.read('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('k', async () => 'up')).toBe('up');
  });
});
