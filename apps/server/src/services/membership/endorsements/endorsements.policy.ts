import type { Actor } from '../../../lib/actor.ts';
import { administers, type LocaleRef } from '../../../access/scope.ts';

/** Merging a registration into an existing record: an admin over both. */
export function canMergeMembers(actor: Actor, pending: LocaleRef, existing: LocaleRef): boolean {
  return administers(actor, pending) && administers(actor, existing);
}
