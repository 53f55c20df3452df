import { describe, expect, it, vi } from 'vitest';
import { WriteEpoch } from '../db/write-watch.ts';
import { createRowCache } from './row-cache.ts';

interface Row {
  id: string;
  name: string;
}

const NAMES: Record<string, string> = { m1: 'Ana', m2: 'Ben', m3: 'Cora', m4: 'Dan' };

/** A loader that answers the rows it knows (a `version` in each name) and records what it was asked. */
function loader(version = 1) {
  return vi.fn(async (ids: string[]): Promise<Row[]> =>
    ids.filter((id) => NAMES[id]).map((id) => ({ id, name: `${NAMES[id]} v${version}` })),
  );
}

describe('createRowCache', () => {
  const options = { ttlMs: 60_000, maxEntries: 10 };

  it('reads the missing ids once, in one call, and then answers from memory', async () => {
    const rows = createRowCache<Row>(new WriteEpoch(), options);
    const load = loader();
    const first = await rows.lookup(['m1', 'm2', 'm1'], load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(['m1', 'm2']);
    expect(first.get('m2')).toEqual({ id: 'm2', name: 'Ben v1' });

    const second = await rows.lookup(['m2', 'm3'], load);
    expect(load).toHaveBeenLastCalledWith(['m3']);
    expect([...second.keys()].sort()).toEqual(['m2', 'm3']);
    await rows.lookup(['m1', 'm2', 'm3'], load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(rows.size).toBe(3);
  });

  it('reads a row again once a notice names it, and every row after a write of this process, a clear or the time limit', async () => {
    const epoch = new WriteEpoch();
    let now = 1_000;
    const rows = createRowCache<Row>(epoch, { ...options, now: () => now });
    await rows.lookup(['m1', 'm2'], loader(1));

    rows.invalidate('m1');
    const after = await rows.lookup(['m1', 'm2'], loader(2));
    expect(after.get('m1')?.name).toBe('Ana v2');
    expect(after.get('m2')?.name).toBe('Ben v1');

    epoch.bump();
    expect((await rows.lookup(['m2'], loader(3))).get('m2')?.name).toBe('Ben v3');
    rows.clear();
    expect((await rows.lookup(['m2'], loader(4))).get('m2')?.name).toBe('Ben v4');
    now += 59_999;
    expect((await rows.lookup(['m2'], loader(5))).get('m2')?.name).toBe('Ben v4');
    now += 1;
    expect((await rows.lookup(['m2'], loader(6))).get('m2')?.name).toBe('Ben v6');
  });

  it('keeps nothing read while a notice, a clear or a write came', async () => {
    const epoch = new WriteEpoch();
    const rows = createRowCache<Row>(epoch, options);
    const during = (change: () => void) =>
      vi.fn(async (ids: string[]): Promise<Row[]> => {
        change();
        return ids.map((id) => ({ id, name: `old ${id}` }));
      });
    for (const change of [() => rows.invalidate('m9'), () => rows.clear(), () => epoch.bump()]) {
      const answered = await rows.lookup(['m1'], during(change));
      expect(answered.get('m1')?.name).toBe('old m1');
      expect(rows.size).toBe(0);
    }
    expect((await rows.lookup(['m1'], loader())).get('m1')?.name).toBe('Ana v1');
    expect(rows.size).toBe(1);
  });

  it('leaves a gone id out, keeps nothing with caching off, and drops the oldest past its size', async () => {
    const off = createRowCache<Row>(new WriteEpoch(), { ttlMs: 0, maxEntries: 10 });
    const load = loader();
    const answered = await off.lookup(['m1', 'gone'], load);
    expect([...answered.keys()]).toEqual(['m1']);
    await off.lookup(['m1'], load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(off.size).toBe(0);

    const small = createRowCache<Row>(new WriteEpoch(), { ttlMs: 60_000, maxEntries: 3 });
    await small.lookup(['m1', 'm2', 'm3'], loader());
    await small.lookup(['m4'], loader());
    expect(small.size).toBe(3);
    const again = loader(2);
    const rows = await small.lookup(['m1', 'm4'], again);
    expect(again).toHaveBeenCalledWith(['m1']);
    expect(rows.get('m4')?.name).toBe('Dan v1');
  });
});
