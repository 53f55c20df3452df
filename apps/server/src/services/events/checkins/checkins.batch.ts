import pg from 'pg';
import type { Executor } from '../../../db/executor.ts';
import {
  checkInsAtOpenGatherings,
  type OpenGatheringCheckIn,
  type OpenGatheringCheckInRequest,
} from './checkin-scans.repository.ts';

/**
 * Statements of kiosk check-ins running at once; scans arriving meanwhile wait and go together in the next. On
 * PostgreSQL two measured best on the 2-core machine (docs/benchmarks.md): one commits while the next group forms;
 * more statements make smaller groups, each paying its own commit. PGlite runs one statement at a time anyway: one.
 */
const maxInFlight = (db: Executor) => ((db as { $client?: unknown }).$client instanceof pg.Pool ? 2 : 1);
/** Scans in one statement at most. */
const MAX_BATCH = 200;

interface Waiting {
  request: OpenGatheringCheckInRequest;
  resolve: (answer: OpenGatheringCheckIn) => void;
  reject: (error: unknown) => void;
}

/**
 * Kiosk check-ins grouped into shared statements. A scan is sent at once while fewer than `maxInFlight`
 * statements are running (no wait on a quiet day); under load the scans that arrive meanwhile go in the next
 * statement together, so a Sunday's rush costs one round trip, one commit and one run of the check-in triggers
 * per group instead of per scan. Each answer is given only once its statement has committed. When a shared
 * statement fails (a deadlock with another replica's, a lost connection), each of its scans is tried again
 * alone, so one scan's failure is its own.
 */
export function createCheckInBatcher(db: Executor) {
  const queue: Waiting[] = [];
  let inFlight = 0;
  const limit = maxInFlight(db);

  async function run(group: Waiting[]): Promise<void> {
    let answers: OpenGatheringCheckIn[];
    try {
      answers = await checkInsAtOpenGatherings(
        db,
        group.map((w) => w.request),
      );
    } catch (error) {
      if (group.length === 1) return group[0]!.reject(error);
      await Promise.all(group.map((w) => run([w])));
      return;
    }
    group.forEach((w, i) => w.resolve(answers[i]!));
  }

  function pump() {
    while (inFlight < limit && queue.length > 0) {
      inFlight += 1;
      void run(queue.splice(0, MAX_BATCH)).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  }

  return {
    /** Records the check-in (or finds why not) in the next statement; answers once that statement committed. */
    checkIn(request: OpenGatheringCheckInRequest): Promise<OpenGatheringCheckIn> {
      return new Promise((resolve, reject) => {
        queue.push({ request, resolve, reject });
        pump();
      });
    },
  };
}
export type CheckInBatcher = ReturnType<typeof createCheckInBatcher>;
