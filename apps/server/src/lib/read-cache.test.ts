import { describe, expect, it, vi } from 'vitest';
import { KEEPS_CACHES, touchesCachedTable, WriteEpoch } from '../db/write-watch.ts';
import { applyCacheNotice, createCacheInvalidation } from './cache-invalidation.ts';
import { createReadCache } from './read-cache.ts';
import { createReadCaches } from './read-caches.ts';

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

  it('drops the entries that depend on an invalidated key, and only those', async () => {
    const cache = createReadCache<{ user: string }>(new WriteEpoch(), {
      ...options,
      maxEntries: 10,
      keysOf: (v) => [`user:${v.user}`],
    });
    const load = vi.fn(async () => ({ user: 'u1' }));
    const other = vi.fn(async () => ({ user: 'u2' }));
    await cache.get('token-a', load);
    await cache.get('token-b', load);
    await cache.get('token-c', other);
    expect(cache.invalidate('user:u1')).toBe(2);
    expect(cache.size).toBe(1);
    await cache.get('token-c', other);
    expect(other).toHaveBeenCalledTimes(1);
    expect(cache.stats).toEqual({ hits: 1, misses: 3 });
    await cache.get('token-a', load);
    expect(load).toHaveBeenCalledTimes(3);
    expect(cache.invalidate('user:nobody')).toBe(0);
  });

  it('does not keep a load that was running when an invalidation arrived', async () => {
    const cache = createReadCache<string>(new WriteEpoch(), { ...options, keysOf: (v) => [v] });
    let release: (value: string) => void = () => {};
    const first = cache.get('a', () => new Promise<string>((resolve) => (release = resolve)));
    // Its keys are unknown until it answers: any invalidation drops it.
    cache.invalidate('user:someone');
    release('old');
    expect(await first).toBe('old');
    expect(await cache.get('a', async () => 'new')).toBe('new');
  });

  it('clears everything', async () => {
    const cache = createReadCache<string>(new WriteEpoch(), { ...options, keysOf: (v) => [v] });
    await cache.get('a', async () => 'x');
    await cache.get('b', async () => 'y');
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.invalidate('x')).toBe(0);
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

describe('the app caches and their notices', () => {
  const record = (memberId: string, userId: string | null) =>
    ({ record: { member: { id: memberId, userId } }, profile: {} }) as never;
  const session = (userId: string) => ({ actor: { userId } }) as never;

  function filled() {
    const caches = createReadCaches(new WriteEpoch(), { readCacheTtlMs: 60_000 });
    return {
      caches,
      async fill() {
        await caches.sessions.get('token-1', async () => session('u1'));
        await caches.sessions.get('token-2', async () => session('u1'));
        await caches.sessions.get('token-3', async () => session('u2'));
        await caches.profiles.get('member:m1', async () => record('m1', 'u1'));
        await caches.profiles.get('user:u1', async () => record('m1', 'u1'));
        await caches.profiles.get('member:m2', async () => record('m2', 'u2'));
        await caches.profiles.get('member:m3', async () => record('m3', null));
      },
    };
  }

  it("drops a user's sessions and profile, under both keys, on user:<id>", async () => {
    const { caches, fill } = filled();
    await fill();
    applyCacheNotice(caches, 'user:u1');
    expect(caches.sessions.size).toBe(1);
    expect(caches.profiles.size).toBe(2);
    expect(await caches.profiles.get('member:m2', async () => null)).not.toBeNull();
  });

  it("drops a member's profile, also where cached by its account, on member:<id>; sessions stay", async () => {
    const { caches, fill } = filled();
    await fill();
    applyCacheNotice(caches, 'member:m1');
    expect(caches.sessions.size).toBe(3);
    expect(caches.profiles.size).toBe(2);
    applyCacheNotice(caches, 'member:m3');
    expect(caches.profiles.size).toBe(1);
  });

  it('empties both caches on all, on an unknown notice, and after a gap in listening', async () => {
    const { caches, fill } = filled();
    for (const notice of ['all', 'something-new']) {
      await fill();
      applyCacheNotice(caches, notice);
      expect([caches.sessions.size, caches.profiles.size], notice).toEqual([0, 0]);
    }

    let onPayload: (payload: string) => void = () => {};
    let onGap: () => void = () => {};
    const stop = vi.fn(async () => {});
    const invalidation = createCacheInvalidation(
      {
        listen: async (channel, payload, gap) => {
          expect(channel).toBe('congregate_cache');
          onPayload = payload;
          onGap = gap!;
          return stop;
        },
      },
      caches,
    );
    await invalidation.start();
    await fill();
    onPayload('user:u2');
    expect([caches.sessions.size, caches.profiles.size]).toEqual([2, 3]);
    onGap();
    expect([caches.sessions.size, caches.profiles.size]).toEqual([0, 0]);
    await invalidation.stop();
    expect(stop).toHaveBeenCalledOnce();
  });
});

describe('touchesCachedTable', () => {
  it('counts changes to the tables the caches read, in any spelling drizzle or a person writes them', () => {
    for (const write of [
      'insert into "sessions" ("user_id") values ($1)',
      ' UPDATE members set first_name = $1',
      'update "public"."members" set first_name = $1',
      'delete from only role_assignments where user_id = $1',
      'with x as (delete from "member_skills" returning 1) select * from x',
      'insert into check_ins (member_id) values ($1) on conflict do nothing',
      'truncate audit_log, users cascade',
    ]) {
      expect(touchesCachedTable(write), write).toBe(true);
    }
  });

  it('leaves out reads, other tables, transaction control and marked writes', () => {
    for (const other of [
      'select * from members',
      'update check_ins_daily set n = 1',
      'insert into audit_log (action) values ($1)',
      'insert into notifications (user_id) select user_id from members',
      'update pgboss.job set state = $1',
      'update gatherings g set name = $1 from members m',
      'delete from "members_archive"',
      'begin',
      'commit',
      `${KEEPS_CACHES} update sessions set last_seen_at = now()`,
      `${KEEPS_CACHES} insert into check_ins (member_id) values ($1)`,
    ]) {
      expect(touchesCachedTable(other), other).toBe(false);
    }
  });
});
