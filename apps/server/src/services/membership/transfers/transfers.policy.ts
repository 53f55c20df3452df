import type { Actor } from '../../../lib/actor.ts';
import { administers, type LocaleRef } from '../../../access/scope.ts';

/**
 * Moving a member at once, without the receiving side's acceptance: an admin whose scope covers both
 * locales (a super admin, a district admin over both, an admin of both locales).
 */
export function canTransferAtOnce(actor: Actor, from: LocaleRef, to: LocaleRef): boolean {
  return administers(actor, from) && administers(actor, to);
}

/** Accepting or declining a transfer: an admin of the receiving locale. */
export const canDecideTransfer = (actor: Actor, to: LocaleRef) => administers(actor, to);
