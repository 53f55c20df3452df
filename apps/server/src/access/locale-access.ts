import { rule } from '@congregate/contracts';
import type { Executor } from '../db/executor.ts';
import type { Actor } from '../lib/actor.ts';
import { applyWho, type RecordInScope } from './rules.ts';

/**
 * Who reads a locale's lists (its categories, its record board): endorsed members of the locale and admins over
 * it. A call with the locale's id in a field of its own declares it (`rule.record('locale', 'query.localeId',
 * 'admins', 'members')`); this applies the same rule where the id is found otherwise (the caller's own locale,
 * the locale a poster posts to).
 */
export async function readableLocale(
  db: Executor,
  actor: Actor,
  localeId: string,
): Promise<RecordInScope<'locale'>> {
  const { record } = await applyWho(db, rule.record('locale', 'query.localeId', 'admins', 'members'), actor, {
    query: { localeId },
  });
  return record as RecordInScope<'locale'>;
}
