import { rule } from '@congregate/contracts';
import type { Executor } from '../db/executor.ts';
import type { Actor } from '../lib/actor.ts';
import { forbidden } from '../lib/errors.ts';
import { applyWho, type RecordInScope } from './rules.ts';
import { leadsFlock } from './scope.ts';

/**
 * Who may read the attendance summary of a flock (its leaders and admins over its locale) or of a locale or one
 * of its clusters (admins over the locale): the rule of `GET attendance/summary`, whose `scope` says which record
 * `id` is. The same rules as the flock report and the locale trend, applied to the query's id.
 */
export async function summarySubject(
  db: Executor,
  actor: Actor,
  query: { scope: 'flock' | 'locale' | 'cluster'; id: string },
): Promise<RecordInScope<'flock'> | RecordInScope<'locale'>> {
  const who =
    query.scope === 'flock'
      ? rule.record('flock', 'query.id', 'admins', 'leaders')
      : rule.record('locale', 'query.id', 'admins');
  const { record } = await applyWho(db, who, actor, { query });
  return record as RecordInScope<'flock'> | RecordInScope<'locale'>;
}

/**
 * Who takes a flock's attendance at a gathering (`GET|PUT gatherings/{id}/flock-attendance`, whose rule lets
 * through the admins over the gathering's locale and the leaders of its flocks): an admin for any flock, a leader
 * for the flock they lead only.
 */
export function takesFlockAttendance(
  actor: Actor,
  gathering: RecordInScope<'gathering'>,
  flockId: string,
): void {
  if (!gathering.as.includes('admins') && !leadsFlock(actor, flockId)) {
    throw forbidden('Only the flock’s leader or an admin may record this');
  }
}
