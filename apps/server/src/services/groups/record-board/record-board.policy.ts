import type { RecordBoardPosters } from '@congregate/contracts';
import { administers, type LocaleRef } from '../../../access/scope.ts';
import type { Actor } from '../../../lib/actor.ts';

/** Reads a locale's record board: endorsed members of the locale and admins over it. */
export const readsBoard = (actor: Actor, locale: LocaleRef): boolean =>
  administers(actor, locale) || (actor.endorsed && actor.localeId === locale.id);

/**
 * Posts on a locale's board, as its setting says: `admins` (admins over the locale), `leaders` (those and the
 * endorsed leaders of a flock of the locale), `members` (those and every endorsed member of the locale).
 * `ledFlockLocaleIds`: the locales of the flocks the caller leads.
 */
export function postsOnBoard(
  actor: Actor,
  locale: LocaleRef,
  whoMayPost: RecordBoardPosters,
  ledFlockLocaleIds: readonly string[],
): boolean {
  if (administers(actor, locale)) return true;
  if (!actor.endorsed) return false;
  const leads = ledFlockLocaleIds.includes(locale.id);
  if (whoMayPost === 'leaders') return leads;
  if (whoMayPost === 'members') return leads || actor.localeId === locale.id;
  return false;
}

/** Edits or deletes an entry: an admin over its locale, or its author while still allowed to post. */
export const editsEntry = (
  actor: Actor,
  entry: { authorId: string | null },
  locale: LocaleRef,
  mayPost: boolean,
): boolean =>
  administers(actor, locale) || (mayPost && entry.authorId !== null && entry.authorId === actor.userId);
