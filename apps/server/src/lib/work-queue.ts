/**
 * Runs heavy jobs (decoding and encoding images) a few at a time: a burst of uploads waits its turn instead
 * of taking every core, so the server keeps answering other requests meanwhile.
 */
export interface WorkQueue {
  /** Runs `job` when a place is free (first come, first served) and answers what it answers. */
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Jobs running now. */
  readonly active: number;
  /** Jobs waiting for a place. */
  readonly waiting: number;
}

/** A queue running at most `concurrency` jobs at once. */
export function createWorkQueue(concurrency: number): WorkQueue {
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new Error(`a work queue runs at least one job at a time, not ${concurrency}`);
  }
  const queued: (() => void)[] = [];
  let active = 0;

  const next = () => {
    active -= 1;
    queued.shift()?.();
  };

  return {
    run<T>(job: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          active += 1;
          // A job that throws at once frees its place like one whose promise rejects.
          Promise.resolve()
            .then(job)
            .then(
              (value) => (next(), resolve(value)),
              (error: unknown) => (next(), reject(error)),
            );
        };
        if (active < concurrency) start();
        else queued.push(start);
      });
    },
    get active() {
      return active;
    },
    get waiting() {
      return queued.length;
    },
  };
}
