import { adminScopeOf, administers, leadsFlock, type AdminScope } from '../../../access/scope.ts';
import type { Actor } from '../../../lib/actor.ts';

/** Where a PEP sits, for scope checks. */
export interface PepPlace {
  localeId: string;
  districtId: string | null;
  flockId: string | null;
  soulWinnerId: string | null;
}

/** The PEPs a caller sees, as lists filter them: an admin's locales, a leader's flocks, the ones they won. */
export interface PepScope {
  admin: AdminScope | null;
  flockIds: string[];
  memberId: string | null;
}

/** An admin over the PEP's locale (super admin, its locale admin, its district's admin). */
export const administersPep = (actor: Actor, pep: PepPlace): boolean =>
  administers(actor, { id: pep.localeId, districtId: pep.districtId });

/** THE rule of who sees (and works on) a PEP: its admins, the leader of its flock, its soul winner. */
export const canSeePep = (actor: Actor, pep: PepPlace): boolean =>
  administersPep(actor, pep) ||
  leadsFlock(actor, pep.flockId) ||
  (actor.endorsed && actor.memberId !== null && actor.memberId === pep.soulWinnerId);

/** The caller's PEP scope, read from their grants and session (never from the request). */
export function pepScopeOf(actor: Actor): PepScope {
  return {
    admin: adminScopeOf(actor),
    flockIds: actor.endorsed
      ? actor.grants.filter((g) => g.role === 'flock_leader' && g.scopeId).map((g) => g.scopeId!)
      : [],
    memberId: actor.endorsed ? actor.memberId : null,
  };
}

/** An endorsed member of the locale (who may add PEPs there, read its board and its events). */
export const belongsTo = (actor: Actor, localeId: string): boolean =>
  actor.endorsed && actor.memberId !== null && actor.localeId === localeId;
