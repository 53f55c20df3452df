import type { Actor } from '../lib/actor.ts';
import { administers, leadsFlock, type LocaleRef } from './scope.ts';

/**
 * Who may register a guest on a member's behalf (`POST events/{id}/rsvps/on-behalf`, declared `rule.data`): an
 * admin over the event's locale, or the leader of the inviting member's flock.
 */
export const registersOnBehalf = (
  actor: Actor,
  eventLocale: LocaleRef,
  member: { flockId: string | null } | null,
): boolean => administers(actor, eventLocale) || (member !== null && leadsFlock(actor, member.flockId));
