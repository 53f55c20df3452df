import {
  HOUSEHOLD_LIMITS,
  type Dependant,
  type DependantInput,
  type DependantRelationship,
  type Household,
  type HouseholdAddressInput,
  type HouseholdPage,
  type HouseholdPatch,
  type HouseholdRequest,
  type HouseholdRequestKind,
  type HouseholdRequestList,
  type HouseholdRequestStatus,
  type MyHousehold,
  type NewHousehold,
  type NewHouseholdRequest,
} from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import { administers, outsideScope, requireAdminScope } from '../../../access/scope.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit, type AuditEntry } from '../../../lib/audit.ts';
import { AppError, forbidden, invalidInput, notFound } from '../../../lib/errors.ts';
import { notify, type Notice } from '../../../lib/notifications.ts';
import { decodeCursor, encodeCursor } from '../../../lib/paging.ts';
import { findLocaleRef } from '../../../access/access.repository.ts';
import * as repo from './households.repository.ts';
import type { HouseholdMemberRow, HouseholdRequestRow, HouseholdRow } from './households.repository.ts';

const DECIDED_SHOWN_DAYS = 30;

const alreadyInHousehold = (who = 'This member') =>
  new AppError('already_in_household', `${who} already belongs to a household`);
const requestDecided = (status: string) =>
  new AppError('request_decided', `This request was ${status} already`);

/** What the caller is to a household: one of its members, its head, an admin over a member's locale. */
interface Standing {
  household: HouseholdRow;
  members: HouseholdMemberRow[];
  isMember: boolean;
  isHead: boolean;
  /** The first member locale the caller administers (for the audit row), or null. */
  adminLocaleId: string | null;
}

function addressColumns(address: HouseholdAddressInput | null): repo.HouseholdAddressColumns {
  if (address === null || 'addressId' in address) {
    return {
      addressId: address?.addressId ?? null,
      line1: null,
      line2: null,
      city: null,
      province: null,
      postalCode: null,
      countryId: null,
    };
  }
  return {
    addressId: null,
    line1: address.line1,
    line2: address.line2 ?? null,
    city: address.city,
    province: address.province ?? null,
    postalCode: address.postalCode ?? null,
    countryId: address.countryId,
  };
}

const notOneOf = (what: string) =>
  invalidInput([{ path: 'address.addressId', message: `The address must be ${what}`, code: 'custom' }]);

const fullName = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

function dependantAnswer(row: repo.DependantRow): Dependant {
  return { ...row, relationship: row.relationship as DependantRelationship };
}

/**
 * Households (issue 18): a head, members of any locale, dependants without a member record, join requests
 * and invitations. Its members see each other's name, photo and locale and the household's address, never
 * contact data; its head and admins over a member's locale change it (admins audited); anyone else 404.
 */
export function createHouseholdsService(db: Database) {
  async function standingOf(
    actor: Actor,
    householdId: string,
    executor: Executor = db,
  ): Promise<Standing | null> {
    const household = await repo.findHousehold(executor, householdId);
    if (!household) return null;
    const members = await repo.listHouseholdMembers(executor, householdId);
    const isMember = actor.memberId !== null && members.some((m) => m.memberId === actor.memberId);
    const adminOver = members.find((m) => administers(actor, { id: m.localeId, districtId: m.districtId }));
    return {
      household,
      members,
      isMember,
      isHead: isMember && household.headMemberId === actor.memberId,
      adminLocaleId: adminOver?.localeId ?? null,
    };
  }

  /** The household as the caller may see it: a member, or an admin over a member's locale; else 404. */
  async function requireVisible(actor: Actor, householdId: string, executor: Executor = db) {
    const standing = await standingOf(actor, householdId, executor);
    if (!standing || !(standing.isMember || standing.adminLocaleId)) throw notFound('The household');
    return standing;
  }

  /** Its head or an admin over a member's locale; other members 403, anyone else 404. */
  async function requireEditor(actor: Actor, householdId: string, executor: Executor = db) {
    const standing = await requireVisible(actor, householdId, executor);
    if (!standing.isHead && !standing.adminLocaleId) {
      throw forbidden('Only the household’s head or an admin over its members changes it');
    }
    return standing;
  }

  /** An audit row when the change is an admin's (not the head's own). */
  async function auditAdmin(
    tx: Executor,
    actor: Actor,
    standing: Standing,
    entry: Omit<AuditEntry, 'actorUserId'>,
  ) {
    if (standing.isHead) return;
    await writeAudit(tx, { actorUserId: actor.userId, localeId: standing.adminLocaleId, ...entry });
  }

  function requestAnswer(actor: Actor, row: HouseholdRequestRow): HouseholdRequest {
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

  async function householdAnswer(
    actor: Actor,
    householdId: string,
    executor: Executor = db,
  ): Promise<Household> {
    const standing = (await standingOf(actor, householdId, executor))!;
    const { household } = standing;
    const canEdit = standing.isHead || standing.adminLocaleId !== null;
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
      dependants: (await repo.listDependants(executor, householdId)).map(dependantAnswer),
      pendingRequests: canEdit
        ? (await repo.pendingRequestsOf(executor, householdId)).map((r) => requestAnswer(actor, r))
        : [],
      canEdit,
      updatedAt: household.updatedAt.toISOString(),
    };
  }

  function requireMember(actor: Actor): string {
    if (!actor.memberId) throw forbidden('Only members have a household');
    return actor.memberId;
  }

  function requireEndorsedMember(actor: Actor): string {
    const memberId = requireMember(actor);
    if (!actor.endorsed) throw forbidden('Only endorsed members start or join a household');
    return memberId;
  }

  /** Who decides a request: the head for a join, the invitee for an invitation. */
  function decidingSide(actor: Actor, row: HouseholdRequestRow): boolean {
    if (!actor.memberId) return false;
    if (row.kind === 'join') return row.headMemberId === actor.memberId;
    return (
      row.memberId === actor.memberId ||
      (row.memberId === null && row.email !== null && row.email === actor.email.toLowerCase())
    );
  }
  function askingSide(actor: Actor, row: HouseholdRequestRow): boolean {
    if (row.kind === 'join') return actor.memberId !== null && row.memberId === actor.memberId;
    return (
      row.requestedBy === actor.userId || (actor.memberId !== null && row.headMemberId === actor.memberId)
    );
  }

  /** The account to tell about a request: the asker of a join / the one who sent an invitation. */
  async function tell(tx: Executor, userId: string | null, notice: Omit<Notice, 'userId'>) {
    if (userId) await notify(tx, [{ ...notice, userId }]);
  }

  async function requirePending(tx: Executor, requestId: string) {
    const locked = await repo.lockRequest(tx, requestId);
    if (!locked) throw notFound('The household request');
    if (locked.status !== 'pending') throw requestDecided(locked.status);
    return locked;
  }

  return {
    /** The household the member belongs to and its members (for family check-in at the kiosk), or null. */
    async householdOf(
      memberId: string,
      executor: Executor = db,
    ): Promise<{ id: string; memberIds: string[] } | null> {
      const id = await repo.householdIdOf(executor, memberId);
      if (!id) return null;
      return { id, memberIds: await repo.householdMemberIds(executor, id) };
    },

    async mine(actor: Actor): Promise<MyHousehold> {
      const memberId = requireMember(actor);
      const id = await repo.householdIdOf(db, memberId);
      return { household: id ? await householdAnswer(actor, id) : null };
    },

    async create(actor: Actor, body: NewHousehold): Promise<Household> {
      const memberId = requireEndorsedMember(actor);
      if (body.address && 'addressId' in body.address) {
        if (!(await repo.addressBelongsTo(db, body.address.addressId, [memberId]))) {
          throw notOneOf('one of your own addresses');
        }
      }
      const id = await db.transaction(async (tx) => {
        if (await repo.householdIdOf(tx, memberId)) throw alreadyInHousehold('You');
        const householdId = await repo.insertHousehold(tx, {
          name: body.name,
          headMemberId: memberId,
          ...addressColumns(body.address),
        });
        if (!(await repo.insertHouseholdMember(tx, householdId, memberId))) throw alreadyInHousehold('You');
        return householdId;
      });
      return householdAnswer(actor, id);
    },

    async list(
      actor: Actor,
      q: { localeId: string; q?: string; cursor?: string; limit: number },
    ): Promise<HouseholdPage> {
      requireAdminScope(actor);
      const locale = await findLocaleRef(db, q.localeId);
      if (!locale || !administers(actor, locale)) {
        throw outsideScope(actor, locale !== null, 'The locale', 'You do not administer this locale');
      }
      const after = q.cursor ? (decodeCursor(q.cursor, 2) as [string, string]) : undefined;
      const rows = await repo.listLocaleHouseholds(db, {
        localeId: q.localeId,
        search: q.q || undefined,
        after,
        limit: q.limit + 1,
      });
      const page = rows.slice(0, q.limit);
      const last = page.at(-1);
      return {
        items: page.map((r) => ({
          id: r.id,
          name: r.name,
          headName: fullName(r.headFirstName, r.headLastName),
          memberCount: Number(r.memberCount),
          dependantCount: Number(r.dependantCount),
        })),
        nextCursor: rows.length > q.limit && last ? encodeCursor([last.name, last.id]) : null,
      };
    },

    async get(actor: Actor, householdId: string): Promise<Household> {
      await requireVisible(actor, householdId);
      return householdAnswer(actor, householdId);
    },

    async update(actor: Actor, householdId: string, patch: HouseholdPatch): Promise<Household> {
      const standing = await requireEditor(actor, householdId);
      const memberIds = standing.members.map((m) => m.memberId);
      if (patch.headMemberId !== undefined && !memberIds.includes(patch.headMemberId)) {
        throw invalidInput([
          { path: 'headMemberId', message: 'The new head must be a member of the household', code: 'custom' },
        ]);
      }
      if (patch.address && 'addressId' in patch.address) {
        if (!(await repo.addressBelongsTo(db, patch.address.addressId, memberIds))) {
          throw notOneOf('an address of one of the household’s members');
        }
      }
      await db.transaction(async (tx) => {
        if (!(await repo.lockHousehold(tx, householdId))) throw notFound('The household');
        await repo.updateHousehold(tx, householdId, {
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.headMemberId !== undefined ? { headMemberId: patch.headMemberId } : {}),
          ...(patch.address !== undefined ? addressColumns(patch.address) : {}),
        });
        const { household } = standing;
        await auditAdmin(tx, actor, standing, {
          action: 'household.update',
          entityType: 'households',
          entityId: householdId,
          before: {
            name: household.name,
            headMemberId: household.headMemberId,
            addressId: household.addressId,
          },
          after: patch,
        });
      });
      return householdAnswer(actor, householdId);
    },

    async request(actor: Actor, householdId: string, body: NewHouseholdRequest): Promise<HouseholdRequest> {
      if (body.kind === 'join') {
        const memberId = requireEndorsedMember(actor);
        const standing = await standingOf(actor, householdId);
        const sees =
          standing !== null &&
          (standing.isMember ||
            standing.adminLocaleId !== null ||
            (await repo.linkedToHousehold(db, memberId, householdId)) ||
            (await repo.wasInvited(db, householdId, memberId, actor.email)));
        if (!standing || !sees) throw notFound('The household');
        const id = await db.transaction(async (tx) => {
          if (await repo.householdIdOf(tx, memberId)) throw alreadyInHousehold('You');
          const requestId = await repo.insertRequest(tx, {
            householdId,
            kind: 'join',
            memberId,
            email: null,
            message: body.message,
            requestedBy: actor.userId,
          });
          if (!requestId) throw new AppError('request_pending', 'You asked to join this household already');
          const head = standing.members.find((m) => m.memberId === standing.household.headMemberId);
          const row = (await repo.findRequest(tx, requestId))!;
          await tell(tx, head?.userId ?? null, {
            kind: 'household.request',
            message: `${fullName(row.memberFirstName, row.memberLastName)} asks to join ${standing.household.name}`,
            link: '/house-hold-request',
            data: { requestId, householdId },
          });
          return requestId;
        });
        return requestAnswer(actor, (await repo.findRequest(db, id))!);
      }

      const standing = await requireEditor(actor, householdId);
      let invitee: { memberId: string; userId: string | null } | null = null;
      const email = body.email?.toLowerCase() ?? null;
      if (body.memberId) {
        const found = await repo.memberExists(db, body.memberId);
        if (!found) throw notFound('The member');
        invitee = { memberId: found.id, userId: found.userId };
        if (
          standing.members.some((m) => m.memberId === found.id) ||
          (await repo.householdIdOf(db, found.id))
        ) {
          throw alreadyInHousehold();
        }
      } else if (email) {
        // An address that signs in an account reaches that account's member at once.
        invitee = await repo.memberOfEmail(db, email);
        if (invitee && standing.members.some((m) => m.memberId === invitee!.memberId))
          throw alreadyInHousehold();
      }
      const id = await db.transaction(async (tx) => {
        const requestId = await repo.insertRequest(tx, {
          householdId,
          kind: 'invite',
          memberId: invitee?.memberId ?? null,
          email,
          message: body.message,
          requestedBy: actor.userId,
        });
        if (!requestId)
          throw new AppError('request_pending', 'This person has a pending request here already');
        await auditAdmin(tx, actor, standing, {
          action: 'household.invite',
          entityType: 'households',
          entityId: householdId,
          after: { requestId, memberId: invitee?.memberId ?? null, email },
        });
        await tell(tx, invitee?.userId ?? null, {
          kind: 'household.request',
          message: `You are invited into the household ${standing.household.name}`,
          link: '/house-hold-request',
          data: { requestId, householdId },
        });
        return requestId;
      });
      return requestAnswer(actor, (await repo.findRequest(db, id))!);
    },

    async requests(actor: Actor): Promise<HouseholdRequestList> {
      const memberId = requireMember(actor);
      const since = new Date(Date.now() - DECIDED_SHOWN_DAYS * 24 * 3600_000);
      const [toMe, fromMe] = await Promise.all([
        repo.requestsToMember(db, memberId, actor.email, since),
        repo.requestsFromMember(db, memberId, actor.userId, since),
      ]);
      return {
        toMe: toMe.map((r) => requestAnswer(actor, r)),
        fromMe: fromMe.filter((r) => !decidingSide(actor, r)).map((r) => requestAnswer(actor, r)),
      };
    },

    async accept(actor: Actor, requestId: string): Promise<Household> {
      const row = await repo.findRequest(db, requestId);
      if (!row || !decidingSide(actor, row)) throw notFound('The household request');
      const joinerId = row.memberId ?? actor.memberId!;
      await db.transaction(async (tx) => {
        await requirePending(tx, requestId);
        const household = await repo.lockHousehold(tx, row.householdId);
        if (!household) throw notFound('The household');
        const members = await repo.householdMemberIds(tx, row.householdId);
        if (members.length >= HOUSEHOLD_LIMITS.membersMax) {
          throw new AppError('household_full', 'This household has as many members as it may');
        }
        if (!(await repo.insertHouseholdMember(tx, row.householdId, joinerId))) {
          throw alreadyInHousehold(row.kind === 'invite' ? 'You' : 'This member');
        }
        await repo.touchHousehold(tx, row.householdId);
        await repo.decideRequest(tx, requestId, {
          status: 'accepted',
          decidedBy: actor.userId,
          memberId: joinerId,
        });
        const askerUserId = row.kind === 'join' ? row.memberUserId : row.requestedBy;
        await tell(tx, askerUserId, {
          kind: 'household.accepted',
          message:
            row.kind === 'join'
              ? `Welcome to ${household.name}: your request to join was accepted`
              : `${fullName(row.memberFirstName, row.memberLastName) ?? row.email} joined ${household.name}`,
          link: '/house-hold',
          data: { requestId, householdId: row.householdId },
        });
      });
      return householdAnswer(actor, row.householdId);
    },

    async decline(actor: Actor, requestId: string): Promise<HouseholdRequest> {
      const row = await repo.findRequest(db, requestId);
      const decides = row !== null && decidingSide(actor, row);
      if (!row || !(decides || askingSide(actor, row))) throw notFound('The household request');
      await db.transaction(async (tx) => {
        await requirePending(tx, requestId);
        await repo.decideRequest(tx, requestId, {
          status: decides ? 'declined' : 'cancelled',
          decidedBy: actor.userId,
        });
        if (decides) {
          await tell(tx, row.kind === 'join' ? row.memberUserId : row.requestedBy, {
            kind: 'household.declined',
            message:
              row.kind === 'join'
                ? `Your request to join ${row.householdName} was declined`
                : `Your invitation into ${row.householdName} was declined`,
            link: '/house-hold-request',
            data: { requestId, householdId: row.householdId },
          });
        }
      });
      return requestAnswer(actor, (await repo.findRequest(db, requestId))!);
    },

    async removeMember(actor: Actor, householdId: string, memberId: string): Promise<{ ok: true }> {
      const standing = await requireVisible(actor, householdId);
      const leaving = actor.memberId === memberId;
      if (!leaving && !standing.isHead && !standing.adminLocaleId) {
        throw forbidden('Only the head or an admin over its members removes someone else');
      }
      if (!standing.members.some((m) => m.memberId === memberId)) throw notFound('The household member');
      await db.transaction(async (tx) => {
        const household = await repo.lockHousehold(tx, householdId);
        if (!household) throw notFound('The household');
        if (!(await repo.deleteHouseholdMember(tx, householdId, memberId)))
          throw notFound('The household member');
        const rest = await repo.listHouseholdMembers(tx, householdId);
        if (rest.length === 0) await repo.deleteHousehold(tx, householdId);
        else if (household.headMemberId === memberId || household.headMemberId === null) {
          // The longest-standing member takes the head.
          await repo.updateHousehold(tx, householdId, { headMemberId: rest[0]!.memberId });
        } else await repo.touchHousehold(tx, householdId);
        if (!leaving) {
          await auditAdmin(tx, actor, standing, {
            action: 'household.member_remove',
            entityType: 'households',
            entityId: householdId,
            before: { memberId },
            after: { removed: rest.length === 0 ? 'household' : 'member' },
          });
        }
      });
      return { ok: true };
    },

    async addDependant(actor: Actor, householdId: string, body: DependantInput): Promise<Dependant> {
      const standing = await requireEditor(actor, householdId);
      return db.transaction(async (tx) => {
        if (!(await repo.lockHousehold(tx, householdId))) throw notFound('The household');
        if ((await repo.countDependants(tx, householdId)) >= HOUSEHOLD_LIMITS.dependantsMax) {
          throw new AppError(
            'household_full',
            `A household has at most ${HOUSEHOLD_LIMITS.dependantsMax} dependants`,
          );
        }
        const row = await repo.insertDependant(tx, householdId, body);
        await repo.touchHousehold(tx, householdId);
        await auditAdmin(tx, actor, standing, {
          action: 'household.dependant_add',
          entityType: 'household_dependants',
          entityId: row.id,
          after: { householdId, ...body },
        });
        return dependantAnswer(row);
      });
    },

    async updateDependant(
      actor: Actor,
      householdId: string,
      dependantId: string,
      body: DependantInput,
    ): Promise<Dependant> {
      const standing = await requireEditor(actor, householdId);
      const before = await repo.findDependant(db, householdId, dependantId);
      if (!before) throw notFound('The dependant');
      return db.transaction(async (tx) => {
        const row = await repo.updateDependant(tx, householdId, dependantId, body);
        if (!row) throw notFound('The dependant');
        await repo.touchHousehold(tx, householdId);
        await auditAdmin(tx, actor, standing, {
          action: 'household.dependant_update',
          entityType: 'household_dependants',
          entityId: dependantId,
          before,
          after: body,
        });
        return dependantAnswer(row);
      });
    },

    async removeDependant(actor: Actor, householdId: string, dependantId: string): Promise<{ ok: true }> {
      const standing = await requireEditor(actor, householdId);
      const before = await repo.findDependant(db, householdId, dependantId);
      if (!before) throw notFound('The dependant');
      await db.transaction(async (tx) => {
        if (!(await repo.deleteDependant(tx, householdId, dependantId))) throw notFound('The dependant');
        await repo.touchHousehold(tx, householdId);
        await auditAdmin(tx, actor, standing, {
          action: 'household.dependant_remove',
          entityType: 'household_dependants',
          entityId: dependantId,
          before,
        });
      });
      return { ok: true };
    },
  };
}
export type HouseholdsService = ReturnType<typeof createHouseholdsService>;
