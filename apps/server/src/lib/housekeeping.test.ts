import { describe, expect, it, vi } from 'vitest';
import { createHousekeeping } from './housekeeping.ts';

const quietLog = () => {
  const errors: string[] = [];
  return {
    errors,
    log: { info: () => undefined, error: (o: object) => errors.push((o as { chore: string }).chore) },
  };
};

describe('housekeeping', () => {
  it('runs every chore in turn, answers what each removed, and goes on past a failing one', async () => {
    const { errors, log } = quietLog();
    const order: string[] = [];
    const house = createHousekeeping(0, log);
    house.add({ name: 'sessions', run: async () => (order.push('sessions'), 3) });
    house.add({ name: 'broken', run: async () => Promise.reject(new Error('disk full')) });
    house.add({ name: 'files', run: async () => (order.push('files'), 0) });
    expect(await house.runAll()).toEqual({ sessions: 3, files: 0 });
    expect(order).toEqual(['sessions', 'files']);
    expect(errors).toEqual(['broken']);
  });

  it('shares a run already going instead of starting a second one', async () => {
    let runs = 0;
    let release!: () => void;
    const house = createHousekeeping(0, quietLog().log);
    house.add({
      name: 'slow',
      run: () => new Promise((resolve) => ((runs += 1), (release = () => resolve(1)))),
    });
    const first = house.runAll();
    const second = house.runAll();
    release();
    expect(await first).toEqual({ slow: 1 });
    expect(await second).toEqual({ slow: 1 });
    expect(runs).toBe(1);
  });

  it('runs on its timer once started, and not after it is stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      let runs = 0;
      const house = createHousekeeping(20, quietLog().log);
      house.add({ name: 'count', run: async () => ((runs += 1), 0) });
      house.start();
      await vi.advanceTimersByTimeAsync(90);
      await house.stop();
      const seen = runs;
      expect(seen).toBeGreaterThanOrEqual(1);
      await vi.advanceTimersByTimeAsync(60);
      expect(runs).toBe(seen);
    } finally {
      vi.useRealTimers();
    }
  });
});
