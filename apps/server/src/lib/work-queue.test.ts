import { describe, expect, it } from 'vitest';
import { createWorkQueue } from './work-queue.ts';

/** A job the test finishes by hand, recording when it started. */
function controllable(started: number[], id: number) {
  let finish!: (value: number) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<number>((resolve, reject) => ((finish = resolve), (fail = reject)));
  return {
    job: () => {
      started.push(id);
      return done;
    },
    finish: () => finish(id),
    fail: (error: Error) => fail(error),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('work queue', () => {
  it('runs at most its concurrency at once, the others waiting in order', async () => {
    const queue = createWorkQueue(2);
    const started: number[] = [];
    const jobs = [1, 2, 3, 4, 5].map((id) => controllable(started, id));
    const results = jobs.map((j) => queue.run(j.job));
    await settle();
    expect(started).toEqual([1, 2]);
    expect(queue.active).toBe(2);
    expect(queue.waiting).toBe(3);

    jobs[1]!.finish();
    await settle();
    expect(started).toEqual([1, 2, 3]);
    expect(queue.active).toBe(2);

    jobs[0]!.finish();
    jobs[2]!.finish();
    await settle();
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(queue.waiting).toBe(0);

    jobs[3]!.finish();
    jobs[4]!.finish();
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4, 5]);
    expect(queue.active).toBe(0);
  });

  it('hands a failing job’s error to its caller and goes on with the next', async () => {
    const queue = createWorkQueue(1);
    const started: number[] = [];
    const [first, second] = [1, 2].map((id) => controllable(started, id));
    const failing = queue.run(first!.job);
    const next = queue.run(second!.job);
    await settle();
    expect(started).toEqual([1]);
    first!.fail(new Error('cannot decode'));
    await expect(failing).rejects.toThrow('cannot decode');
    await settle();
    expect(started).toEqual([1, 2]);
    second!.finish();
    expect(await next).toBe(2);
  });

  it('frees its place when a job throws before answering a promise', async () => {
    const queue = createWorkQueue(1);
    await expect(
      queue.run(() => {
        throw new Error('at once');
      }),
    ).rejects.toThrow('at once');
    expect(await queue.run(async () => 'after')).toBe('after');
    expect(queue.active).toBe(0);
  });

  it('refuses a concurrency below one', () => {
    expect(() => createWorkQueue(0)).toThrow();
  });
});
