/** Something the server tidies up now and then: what it is called, and the work (answers how many rows or files it removed). */
export interface Chore {
  name: string;
  run: () => Promise<number>;
}

export interface HousekeepingLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * Periodic clean-up (expired sessions, used reset links, old throttle rows, files without rows…): each
 * feature adds its chores when it is built; the server runs them all every `everyMs` (0: never, as in
 * tests, which call `runAll` themselves). Chores are idempotent deletes, so two server processes running
 * them at once do no harm. A failing chore is logged and the others still run.
 */
export function createHousekeeping(everyMs: number, log: HousekeepingLog) {
  const chores: Chore[] = [];
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<Record<string, number>> | null = null;

  async function runAll(): Promise<Record<string, number>> {
    const done: Record<string, number> = {};
    for (const chore of chores) {
      try {
        done[chore.name] = await chore.run();
      } catch (error) {
        log.error({ err: error, chore: chore.name }, 'housekeeping chore failed');
      }
    }
    const removed = Object.values(done).reduce((sum, n) => sum + n, 0);
    if (removed > 0) log.info({ removed: done }, 'housekeeping removed expired records');
    return done;
  }

  return {
    add(chore: Chore): void {
      chores.push(chore);
    },
    /** Runs every chore once, in the order they were added; a run already going is shared. */
    runAll(): Promise<Record<string, number>> {
      running ??= runAll().finally(() => {
        running = null;
      });
      return running;
    },
    start(): void {
      if (everyMs <= 0 || timer) return;
      timer = setInterval(() => void this.runAll(), everyMs);
      timer.unref();
    },
    /** Stops the timer and waits for a run in progress. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
export type Housekeeping = ReturnType<typeof createHousekeeping>;
