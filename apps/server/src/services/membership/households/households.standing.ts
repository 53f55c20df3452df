import type {
  Dependant,
  DependantRelationship,
  Household,
  HouseholdRequest,
  HouseholdRequestKind,
  HouseholdRequestStatus,
} from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import {
  editsHousehold,
  standingIn,
  type HouseholdInScope,
  type HouseholdStanding,
} from '../../../access/household-access.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit, type AuditEntry } from '../../../lib/audit.ts';
import { AppError, forbidden, notFound } from '../../../lib/errors.ts';
import * as repo from './households.repository.ts';
import type { HouseholdMemberRow, HouseholdRow } from './households.repository.ts';
import { listDependants, type DependantRow } from './households.dependants.repository.ts';
import { pendingRequestsOf, type HouseholdRequestRow } from './households.requests.repository.ts';

/*
 * What the household's own calls, its requests and its dependants share: where the caller stands towards a
 * household (the rule itself, and its refusals, are `access/household-access.ts`) and the answers the calls give.
 */

export const alreadyInHousehold = (who = 'This member') =>
  new AppError('already_in_household', `${who} already belongs to a household`);

export const fullName = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

/**
 * The caller's own member id: only members have a household. (Not `access/`'s `requireMember`, which checks
 * a caller against another member's record.)
 */
export function callerMemberId(actor: Actor): string {
  if (!actor.memberId) throw forbidden('Only members have a household');
  return actor.memberId;
}

/** The caller's own member id, once endorsed: only they start or join a household. */
export function endorsedCallerMemberId(actor: Actor): string {
  const memberId = callerMemberId(actor);
  if (!actor.endorsed) throw forbidden('Only endorsed members start or join a household');
  return memberId;
}

/** What the caller is to a household (`access/household-access.ts`), with the household and its members. */
export interface Standing extends HouseholdStanding {
  household: HouseholdRow;
  members: HouseholdMemberRow[];
}

/** An audit row when the change is an admin's (not the head's own). */
export async function auditAdmin(
  tx: Executor,
  actor: Actor,
  standing: Pick<HouseholdStanding, 'isHead' | 'adminLocaleId'>,
  entry: Omit<AuditEntry, 'actorUserId'>,
) {
  if (standing.isHead) return;
  await writeAudit(tx, { actorUserId: actor.userId, localeId: standing.adminLocaleId, ...entry });
}

export function dependantAnswer(row: DependantRow): Dependant {
  return { ...row, relationship: row.relationship as DependantRelationship };
}

export function requestAnswer(actor: Actor, row: HouseholdRequestRow): HouseholdRequest {
  const kind = row.kind as HouseholdRequestKind;
  const pending = row.status === 'pending';
  const isHead = actor.memberId !== null && row.headMemberId === actor.memberId;
  const isInvitee =
    actor.memberId !== null &&
    (row.memberId === actor.memberId ||
      (row.memberId === null && row.email !== null && row.email === actor.email.toLowerCase()));
  const decides = kind === 'join' ? isHead : isInvitee;
  const asked =
    kind === 'join' ? row.memberId === actor.memberId : isHead || row.requestedBy === actor.userId;
  return {
    id: row.id,
    householdId: row.householdId,
    householdName: row.householdName,
    kind,
    memberId: row.memberId,
    memberName: fullName(row.memberFirstName, row.memberLastName),
    email: kind === 'invite' && !isInvitee ? row.email : null,
    message: row.message,
    status: row.status as HouseholdRequestStatus,
    requestedByName: fullName(row.askerFirstName, row.askerLastName),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    canDecide: pending && decides,
    canCancel: pending && asked && !decides,
  };
}

/**
 * Households' standings read from `db`: who the caller is to a household (`standingIn`, the household rule of
 * `access/household-access.ts`) with the household and its members, and the household as the caller sees it.
 */
export function householdStandings(db: Database) {
  async function standingOf(
    actor: Actor,
    householdId: string,
    executor: Executor = db,
  ): Promise<Standing | null> {
    const household = await repo.findHousehold(executor, householdId);
    if (!household) return null;
    const members = await repo.listHouseholdMembers(executor, householdId);
    return { household, members, ...standingIn(actor, { headMemberId: household.headMemberId, members }) };
  }

  /** The household the rule let the caller at, with its members; one gone since: 404. */
  async function standingAt(actor: Actor, allowed: HouseholdInScope): Promise<Standing> {
    const standing = await standingOf(actor, allowed.id);
    if (!standing) throw notFound('The household');
    return standing;
  }

  async function householdAnswer(
    actor: Actor,
    householdId: string,
    executor: Executor = db,
  ): Promise<Household> {
    const standing = (await standingOf(actor, householdId, executor))!;
    const { household } = standing;
    const canEdit = editsHousehold(standing);
    const source = (household.addressId ? household.linked : null) ?? household.own;
    return {
      id: household.id,
      name: household.name,
      headMemberId: household.headMemberId,
      address:
        source.line1 && source.city && source.countryId
          ? {
              line1: source.line1,
              line2: source.line2,
              city: source.city,
              province: source.province,
              postalCode: source.postalCode,
              countryId: source.countryId,
              addressId: household.addressId,
            }
          : null,
      members: standing.members.map((m) => ({
        memberId: m.memberId,
        firstName: m.firstName,
        lastName: m.lastName,
        photo: m.photo,
        localeId: m.localeId,
        localeName: m.localeName,
        isHead: m.memberId === household.headMemberId,
        joinedAt: m.joinedAt.toISOString(),
      })),
      dependants: (await listDependants(executor, householdId)).map(dependantAnswer),
      pendingRequests: canEdit
        ? (await pendingRequestsOf(executor, householdId)).map((r) => requestAnswer(actor, r))
        : [],
      canEdit,
      updatedAt: household.updatedAt.toISOString(),
    };
  }

  return { standingOf, standingAt, householdAnswer };
}
export type HouseholdStandings = ReturnType<typeof householdStandings>;
