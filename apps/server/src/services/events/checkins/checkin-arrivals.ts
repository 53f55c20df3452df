import type { Database } from '../../../db/client.ts';
import type { Realtime } from '../../../lib/realtime.ts';

/** The live counter of a gathering's arrivals. */
export const arrivalsCounter = (localeId: string, gatheringId: string) =>
  ({ type: 'counter', name: 'arrivals', localeId, ref: gatheringId }) as const;

/**
 * Kiosk scans come in a Sunday's rush, written outside a transaction in shared statements: their counters go
 * out after the writes, at most once a second per gathering, not one notify per scan.
 */
export function createArrivalsAnnouncer(db: Database, realtime: Pick<Realtime, 'publish'>) {
  const pending = new Map<string, string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    soon(localeId: string, gatheringId: string) {
      pending.set(gatheringId, localeId);
      timer ??= setTimeout(() => {
        timer = null;
        const events = [...pending].map(([gathering, locale]) => arrivalsCounter(locale, gathering));
        pending.clear();
        // A counter is a hint (screens also poll): one lost when the database is closing is no harm.
        void realtime.publish(db, events).catch(() => undefined);
      }, 1000);
      timer.unref?.();
    },
  };
}
