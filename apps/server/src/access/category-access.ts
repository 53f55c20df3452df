import { rule } from '@congregate/contracts';
import type { Executor } from '../db/executor.ts';
import { isSuperAdmin, type Actor } from '../lib/actor.ts';
import { forbidden } from '../lib/errors.ts';
import { applyWho, type RecordInScope } from './rules.ts';

/**
 * Who makes a category (`POST categories` of the groups and video services, declared `rule.data`): an admin over
 * its locale; a shared one (`localeId` null, every locale's) a super admin only. Answers the locale the rule let
 * through, or null for a shared one. Changing or deleting one is the call's own rule (`rule.record('category',
 * …, 'admins')`: a shared category belongs to the whole church, so only super admins pass).
 */
export async function categoryMaker(
  db: Executor,
  actor: Actor,
  localeId: string | null,
): Promise<RecordInScope<'locale'> | null> {
  if (localeId === null) {
    if (!isSuperAdmin(actor)) throw forbidden('Only a super admin makes a category every locale shares');
    return null;
  }
  const { record } = await applyWho(db, rule.record('locale', 'body.localeId', 'admins'), actor, {
    body: { localeId },
  });
  return record as RecordInScope<'locale'>;
}
