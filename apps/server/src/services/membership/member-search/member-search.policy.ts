import { givingAccessOf } from '../../../access/giving-access.ts';
import type { Actor } from '../../../lib/actor.ts';
import { administers, type LocaleRef } from '../../../access/scope.ts';

/**
 * The locale member list (`members/by-local`): admins over the locale see everyone with contact data;
 * an endorsed member of that locale (flock leaders included) sees the endorsed members' directory —
 * names, photo, flock — without e-mail, mobile, birth date or gender.
 */
export function localeListViewOf(actor: Actor, locale: LocaleRef): 'admin' | 'directory' | null {
  if (administers(actor, locale)) return 'admin';
  if (actor.endorsed && actor.localeId === locale.id) return 'directory';
  // Finance of the locale picks givers for envelope batches and statements: names only, like a member.
  if (givingAccessOf(actor, locale) === 'manage') return 'directory';
  return null;
}
