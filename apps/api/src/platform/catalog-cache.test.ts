import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCatalogCache, type CatalogCache } from './catalog-cache';

const logger = pino({ level: 'silent' });
const opened: CatalogCache[] = [];

async function cache(options: Partial<Parameters<typeof createCatalogCache>[0]> = {}) {
  const created = await createCatalogCache({ logger, ...options });
  opened.push(created);
  return created;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((entry) => entry.close()));
});

describe('catalog cache', () => {
  it('answers from memory within the TTL and loads again after it', async () => {
    let now = 1_000;
    const subject = await cache({ ttlMs: 100, now: () => now });
    const load = vi.fn(async () => ({ page: 1 }));
    expect(await subject.get('products:en:1', load)).toEqual({ page: 1 });
    now += 99;
    await subject.get('products:en:1', load);
    expect(load).toHaveBeenCalledTimes(1);
    now += 2;
    await subject.get('products:en:1', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps answers apart by key', async () => {
    const subject = await cache();
    expect(await subject.get('home:en', async () => 'english')).toBe('english');
    expect(await subject.get('home:ae', async () => 'arabic')).toBe('arabic');
    expect(await subject.get('home:en', async () => 'reloaded')).toBe('english');
  });

  it('shares one load between concurrent misses', async () => {
    const subject = await cache();
    let release!: (value: string) => void;
    const load = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const first = subject.get('home:en', load);
    const second = subject.get('home:en', load);
    release('home');
    expect(await Promise.all([first, second])).toEqual(['home', 'home']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets everything on invalidate, and drops a load that started before it', async () => {
    const subject = await cache();
    await subject.get('home:en', async () => 'old');
    let release!: (value: string) => void;
    const slow = subject.get('products:en:1', () => new Promise<string>((r) => (release = r)));
    await subject.invalidate();
    release('read before the edit');
    expect(await slow).toBe('read before the edit');
    expect(await subject.get('home:en', async () => 'new')).toBe('new');
    expect(await subject.get('products:en:1', async () => 'after the edit')).toBe('after the edit');
  });

  it('does not keep a failed load', async () => {
    const subject = await cache();
    await expect(
      subject.get('page:9:en', async () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow('database down');
    expect(await subject.get('page:9:en', async () => 'recovered')).toBe('recovered');
  });

  it('evicts the oldest entry beyond its size', async () => {
    const subject = await cache({ maxEntries: 2 });
    await subject.get('a', async () => 1);
    await subject.get('b', async () => 2);
    await subject.get('c', async () => 3);
    expect(await subject.get('a', async () => 'reloaded')).toBe('reloaded');
    expect(await subject.get('c', async () => 'reloaded')).toBe(3);
  });

  it.runIf(process.env.REDIS_URL)(
    'tells every process through Redis when the catalog changes',
    async () => {
      const channel = `test:catalog:${randomBytes(6).toString('hex')}`;
      const here = await cache({ redisUrl: process.env.REDIS_URL, channel });
      const there = await cache({ redisUrl: process.env.REDIS_URL, channel });
      await there.get('home:en', async () => 'old');
      await here.invalidate();
      await vi.waitFor(async () => {
        expect(await there.get('home:en', async () => 'new')).toBe('new');
      });
    },
  );
});
