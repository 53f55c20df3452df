import { describe, expect, it, vi } from 'vitest';
import { WriteEpoch } from '../db/write-watch.ts';
import { createPlaceNames, type LoadedPlaces } from './place-names.ts';

const NAMES: Record<string, string> = { l1: 'Quezon City', l2: 'Manila', f1: 'Joy', f2: 'Hope' };

/** A loader that answers the names it knows and records what it was asked. */
function loader() {
  return vi.fn(async (localeIds: string[], flockIds: string[]): Promise<LoadedPlaces> => ({
    locales: localeIds.filter((id) => NAMES[id]).map((id) => [id, NAMES[id]!] as const),
    flocks: flockIds.filter((id) => NAMES[id]).map((id) => [id, NAMES[id]!] as const),
  }));
}

describe('createPlaceNames', () => {
  const options = { ttlMs: 60_000, maxEntries: 10 };

  it('reads each missing id once, in one call, and then answers from memory', async () => {
    const places = createPlaceNames(new WriteEpoch(), options);
    const load = loader();
    const first = await places.lookup(['l1', 'l2', 'l1'], ['f1', null, 'f1'], load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(['l1', 'l2'], ['f1']);
    expect(first.locales.get('l2')).toBe('Manila');
    expect(first.flocks.get('f1')).toBe('Joy');

    const second = await places.lookup(['l2'], ['f1', 'f2'], load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith([], ['f2']);
    expect(second.flocks.get('f2')).toBe('Hope');
    await places.lookup(['l1', 'l2'], ['f1', 'f2'], load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(places.size).toBe(4);
  });

  it('reads again after a write of this process, a clear (a notice) or the time limit', async () => {
    const epoch = new WriteEpoch();
    let now = 1_000;
    const places = createPlaceNames(epoch, { ...options, now: () => now });
    const load = loader();
    await places.lookup(['l1'], [], load);
    epoch.bump();
    await places.lookup(['l1'], [], load);
    expect(load).toHaveBeenCalledTimes(2);
    places.clear();
    await places.lookup(['l1'], [], load);
    expect(load).toHaveBeenCalledTimes(3);
    now += 59_999;
    await places.lookup(['l1'], [], load);
    expect(load).toHaveBeenCalledTimes(3);
    now += 1;
    await places.lookup(['l1'], [], load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('keeps nothing read while a write or a notice came', async () => {
    const epoch = new WriteEpoch();
    const places = createPlaceNames(epoch, options);
    const during = (change: () => void) =>
      vi.fn(async (localeIds: string[]): Promise<LoadedPlaces> => {
        change();
        return { locales: localeIds.map((id) => [id, `old ${id}`] as const), flocks: [] };
      });
    const answered = await places.lookup(
      ['l1'],
      [],
      during(() => epoch.bump()),
    );
    expect(answered.locales.get('l1')).toBe('old l1');
    expect(places.size).toBe(0);
    await places.lookup(
      ['l1'],
      [],
      during(() => places.clear()),
    );
    expect(places.size).toBe(0);
    const load = loader();
    expect((await places.lookup(['l1'], [], load)).locales.get('l1')).toBe('Quezon City');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers a gone place without a name, and keeps nothing with caching off or past its size', async () => {
    const load = loader();
    const off = createPlaceNames(new WriteEpoch(), { ttlMs: 0, maxEntries: 10 });
    const answered = await off.lookup(['l1', 'gone'], [], load);
    expect(answered.locales.get('l1')).toBe('Quezon City');
    expect(answered.locales.has('gone')).toBe(false);
    await off.lookup(['l1'], [], load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(off.size).toBe(0);

    const small = createPlaceNames(new WriteEpoch(), { ttlMs: 60_000, maxEntries: 3 });
    await small.lookup(['l1', 'l2'], [], load);
    const over = await small.lookup([], ['f1', 'f2'], load);
    expect(over.flocks.get('f2')).toBe('Hope');
    expect(small.size).toBe(2);
  });
});
