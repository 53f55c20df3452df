import { describe, expect, it, vi } from 'vitest';
import { isWriteStatement, KEEPS_CACHES, WriteEpoch } from '../db/write-watch.ts';
import { createReadCache } from './read-cache.ts';

describe('createReadCache', () => {
  const options = { ttlMs: 60_000, maxEntries: 3 };

  it('serves a second read from memory until a write finishes', async () => {
    const epoch = new WriteEpoch();
    const cache = createReadCache<string>(epoch, options);
    const load = vi.fn(async () => 'loaded');
    expect(await cache.get('a', load)).toBe('loaded');
    expect(await cache.get('a', load)).toBe('loaded');
    expect(load).toHaveBeenCalledTimes(1);
    epoch.bump();
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not trust a load that was running while a write finished', async () => {
    const epoch = new WriteEpoch();
    const cache = createReadCache<string>(epoch, options);
    let release: (value: string) => void = () => {};
    const first = cache.get('a', () => new Promise<string>((resolve) => (release = resolve)));
    epoch.bump();
    release('old');
    expect(await first).toBe('old');
    expect(await cache.get('a', async () => 'new')).toBe('new');
  });

  it('shares one load among concurrent readers of a key', async () => {
    const cache = createReadCache<number>(new WriteEpoch(), options);
    const load = vi.fn(async () => 7);
    const answers = await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(answers).toEqual([7, 7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps neither null answers nor failures', async () => {
    const cache = createReadCache<string>(new WriteEpoch(), options);
    const missing = vi.fn(async () => null);
    await cache.get('gone', missing);
    await cache.get('gone', missing);
    expect(missing).toHaveBeenCalledTimes(2);
    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', async () => 'up')).toBe('up');
  });

  it('serves an entry for the TTL and loads it again once the TTL is up', async () => {
    let now = 1_000_000;
    const cache = createReadCache<string>(new WriteEpoch(), { ttlMs: 1000, maxEntries: 10, now: () => now });
    const load = vi.fn(async () => 'v');
    await cache.get('a', load);
    now += 999;
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    now += 1;
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('evicts the oldest entry when full', async () => {
    const cache = createReadCache<string>(new WriteEpoch(), { ...options, maxEntries: 2 });
    const load = vi.fn(async () => 'v');
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(cache.size).toBe(2);
    await cache.get('c', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('does nothing with a TTL of 0', async () => {
    const cache = createReadCache<string>(new WriteEpoch(), { ttlMs: 0, maxEntries: 10 });
    const load = vi.fn(async () => 'v');
    await cache.get('a', load);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });
});

describe('isWriteStatement', () => {
  it('counts changes and commits as writes, plain reads and marked writes not', () => {
    for (const write of [
      'insert into t values (1)',
      ' UPDATE t set a = 1',
      'delete from t',
      'with x as (delete from t returning 1) select * from x',
      'commit',
      'create table t (a int)',
    ]) {
      expect(isWriteStatement(write), write).toBe(true);
    }
    for (const read of [
      'select 1',
      '  SELECT * from t',
      'begin',
      'show server_version',
      `${KEEPS_CACHES} update sessions set last_seen_at = now()`,
    ]) {
      expect(isWriteStatement(read), read).toBe(false);
    }
  });
});
