import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder, type DatabaseHandle } from '../db/client.ts';

/** Each probe waits this long for the database before calling it unreachable. */
const PROBE_TIMEOUT_MS = 3_000;

export type Readiness =
  | { ready: true; applied: number; expected: number }
  | {
      ready: false;
      reason: 'database unreachable' | 'migrations pending';
      applied: number;
      expected: number;
    };

/** The migrations this build holds: drizzle's journal (`meta/_journal.json`), read once at start. */
function journalMigrations(): number[] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { when: number }[];
  };
  return journal.entries.map((entry) => entry.when);
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Readiness (`GET /api/health/ready`, issue 20): the database answers a query and every migration of this build's
 * journal is recorded as applied in drizzle's `drizzle.__drizzle_migrations` (its `created_at` is the journal
 * entry's `when`). Liveness (`/api/health`) stays what it was.
 */
export function createReadiness(handle: Pick<DatabaseHandle, 'executeSql'>) {
  const expected = journalMigrations();
  return async function check(): Promise<Readiness> {
    let recorded: Set<number>;
    try {
      const { rows } = await withTimeout(
        handle.executeSql(`select created_at::text as "when" from drizzle.__drizzle_migrations`),
        PROBE_TIMEOUT_MS,
      );
      recorded = new Set((rows as { when: string }[]).map((row) => Number(row.when)));
    } catch (error) {
      // No migrations table at all: the database answers, nothing is applied.
      if ((error as { code?: string }).code === '42P01')
        return { ready: false, reason: 'migrations pending', applied: 0, expected: expected.length };
      return { ready: false, reason: 'database unreachable', applied: 0, expected: expected.length };
    }
    const applied = expected.filter((when) => recorded.has(when)).length;
    return applied === expected.length
      ? { ready: true, applied, expected: expected.length }
      : { ready: false, reason: 'migrations pending', applied, expected: expected.length };
  };
}
