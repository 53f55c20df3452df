import type { Executor } from '../db/executor.ts';
import type { Actor } from '../lib/actor.ts';
import { forbidden, notFound } from '../lib/errors.ts';
import { findHouseholdPlace } from './access.repository.ts';
import { administers, type LocaleRef } from './scope.ts';

/** What the caller is to a household: one of its members, its head, an admin over a member's locale. */
export interface HouseholdStanding {
  isMember: boolean;
  isHead: boolean;
  /** The first member locale (longest-standing member first) the caller administers, for the audit row; or null. */
  adminLocaleId: string | null;
}

/** Where the caller stands towards a household, from its head and where its members sit. */
export function standingIn(
  actor: Actor,
  household: {
    headMemberId: string | null;
    members: readonly ({ memberId: string; localeId: string } & Pick<LocaleRef, 'districtId'>)[];
  },
): HouseholdStanding {
  const isMember = actor.memberId !== null && household.members.some((m) => m.memberId === actor.memberId);
  const adminOver = household.members.find((m) =>
    administers(actor, { id: m.localeId, districtId: m.districtId }),
  );
  return {
    isMember,
    isHead: isMember && household.headMemberId === actor.memberId,
    adminLocaleId: adminOver?.localeId ?? null,
  };
}

/** Who sees a household: its members and admins over a member's locale. */
export const seesHousehold = (standing: HouseholdStanding): boolean =>
  standing.isMember || standing.adminLocaleId !== null;

/** Who changes a household: its head and admins over a member's locale. */
export const editsHousehold = (standing: HouseholdStanding): boolean =>
  standing.isHead || standing.adminLocaleId !== null;

declare const allowedHousehold: unique symbol;

/** A household the household rule let the caller at (`householdInScope`), with where they stand towards it. */
export interface HouseholdInScope extends HouseholdStanding {
  readonly id: string;
  readonly [allowedHousehold]: true;
}

/**
 * The household rule (`households/{id}`, its members and dependants, invitations; declared `rule.data`): `see`,
 * its members and admins over a member's locale; `edit`, its head and those admins. Anyone who may not see it is
 * answered 404 like a missing household; a member who may not change it 403.
 */
export async function householdInScope(
  db: Executor,
  actor: Actor,
  householdId: string,
  action: 'see' | 'edit',
): Promise<HouseholdInScope> {
  const household = await findHouseholdPlace(db, householdId);
  const standing = household && standingIn(actor, household);
  if (!standing || !seesHousehold(standing)) throw notFound('The household');
  if (action === 'edit' && !editsHousehold(standing)) {
    throw forbidden('Only the household’s head or an admin over its members changes it');
  }
  return { ...standing, id: householdId } as HouseholdInScope;
}
