import { fieldIssue } from '@congregate/contracts';
import type {
  ChurchGroup,
  ChurchGroupMember,
  ChurchGroupMemberPage,
  ChurchGroupPage,
  ChurchGroupPatch,
  GroupJoinPolicy,
  GroupMemberRole,
  GroupType,
  RemovalOutcome,
} from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import { administers, outsideScope, type LocaleRef } from '../../../access/scope.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { conflict, forbidden, invalidInput } from '../../../lib/errors.ts';
import { decodeCursor, encodeCursor } from '../../../lib/paging.ts';
import {
  deleteGroup,
  deleteGroupMember,
  findGroupMember,
  findGroupRow,
  findLocaleRef,
  findMemberRef,
  groupHasHistory,
  groupIdsLedBy,
  groupNameTaken,
  insertGroupMemberIfAbsent,
  insertGroup,
  leadersOf,
  listGroupMembers,
  listGroups,
  pendingRequestsOf,
  rolesOf,
  updateGroup,
  upsertGroupMember,
  type GroupRow,
} from './church-groups.repository.ts';

type GroupWithDistrict = NonNullable<Awaited<ReturnType<typeof findGroupRow>>>;
const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/**
 * The groups a locale runs besides its flocks. Its admins manage them; a group's leaders add and take out
 * members; the locale's endorsed members see them (and join through join requests). Writes are audited.
 *
 * Who sees a group's members: its leaders and the locale's admins see everything; the group's own members see
 * names, photos and roles only (no joining dates), so a choir knows who sings with them; anyone else 403.
 */
export function createChurchGroupsService(db: Database) {
  async function requireLocale(actor: Actor, localeId: string, read: boolean): Promise<LocaleRef> {
    const locale = await findLocaleRef(db, localeId);
    const member = read && actor.endorsed && actor.localeId === localeId;
    if (!locale || (!member && !administers(actor, locale))) {
      throw outsideScope(actor, locale !== null, 'The locale', 'This locale is outside your scope');
    }
    return locale;
  }

  const localeOf = (g: GroupWithDistrict): LocaleRef => ({ id: g.localeId, districtId: g.districtId });

  async function requireGroup(actor: Actor, groupId: string, tx: Executor = db) {
    const group = await findGroupRow(tx, groupId, tx !== db);
    const member = group && actor.endorsed && actor.localeId === group.localeId;
    if (!group || (!member && !administers(actor, localeOf(group)))) {
      throw outsideScope(actor, group !== null, 'The group', 'This group is outside your scope');
    }
    return group;
  }

  async function requireAdministeredGroup(actor: Actor, groupId: string, tx: Executor = db) {
    const group = await findGroupRow(tx, groupId, tx !== db);
    if (!group || !administers(actor, localeOf(group))) {
      throw outsideScope(actor, group !== null, 'The group', 'This group is outside your scope');
    }
    return group;
  }

  /** The caller's role in the group (as an endorsed member), or null. */
  async function roleIn(
    actor: Actor,
    groupId: string,
    executor: Executor = db,
  ): Promise<GroupMemberRole | null> {
    if (!actor.memberId || !actor.endorsed) return null;
    const [row] = await rolesOf(executor, actor.memberId, [groupId]);
    return (row?.role as GroupMemberRole | undefined) ?? null;
  }

  async function answers(actor: Actor, rows: GroupRow[], executor: Executor = db): Promise<ChurchGroup[]> {
    const ids = rows.map((r) => r.id);
    const [leaders, roles, pending] = await Promise.all([
      leadersOf(executor, ids),
      actor.memberId ? rolesOf(executor, actor.memberId, ids) : [],
      actor.memberId ? pendingRequestsOf(executor, actor.memberId, ids) : [],
    ]);
    return rows.map((row) => ({
      id: row.id,
      localeId: row.localeId,
      name: row.name,
      type: row.type as GroupType,
      description: row.description,
      joinPolicy: row.joinPolicy as GroupJoinPolicy,
      archived: row.archivedAt !== null,
      memberCount: Number(row.memberCount),
      leaders: leaders
        .filter((l) => l.groupId === row.id)
        .map((l) => ({ memberId: l.memberId, name: nameOf(l) })),
      myRole: (roles.find((r) => r.groupId === row.id)?.role as GroupMemberRole | undefined) ?? null,
      myPendingRequestId: pending.find((p) => p.groupId === row.id)?.id ?? null,
    }));
  }

  async function answerOf(actor: Actor, groupId: string, executor: Executor = db): Promise<ChurchGroup> {
    const [answer] = await answers(actor, [(await findGroupRow(executor, groupId))!], executor);
    return answer!;
  }

  const memberAnswer = (
    row: NonNullable<Awaited<ReturnType<typeof findGroupMember>>>,
    full: boolean,
  ): ChurchGroupMember => ({
    memberId: row.memberId,
    name: nameOf(row),
    photo: row.photo,
    role: row.role as GroupMemberRole,
    joinedAt: full ? row.joinedAt.toISOString() : null,
  });

  const nameTaken = (name: string) => conflict(`A group named “${name}” already exists in this locale`);

  return {
    /** A group with its locale's district (join requests); null when none. */
    find: (groupId: string, executor: Executor = db) => findGroupRow(executor, groupId),

    /** Whether the member is in the group. */
    async has(groupId: string, memberId: string, executor: Executor = db): Promise<boolean> {
      return (await findGroupMember(executor, groupId, memberId)) !== null;
    },

    /** Whether the caller leads the group. */
    leads: async (actor: Actor, groupId: string, executor: Executor = db) =>
      (await roleIn(actor, groupId, executor)) === 'leader',

    /** The ids of the groups the caller leads. */
    async ledGroupIds(actor: Actor, executor: Executor = db): Promise<string[]> {
      if (!actor.memberId || !actor.endorsed) return [];
      return groupIdsLedBy(executor, actor.memberId);
    },

    /** The user ids of the group's leaders (told of join requests). */
    async leaderUserIds(groupId: string, executor: Executor = db): Promise<string[]> {
      return (await leadersOf(executor, [groupId])).flatMap((l) => (l.userId ? [l.userId] : []));
    },

    /** Adds a member, in the caller's transaction (a join request accepted); the caller checked who may. */
    join: (tx: Executor, groupId: string, memberId: string, by: string) =>
      insertGroupMemberIfAbsent(tx, { groupId, memberId, role: 'member', addedBy: by }),

    async list(
      actor: Actor,
      q: {
        localeId: string;
        q?: string;
        type?: GroupType;
        includeArchived?: 'true' | 'false';
        cursor?: string;
        limit: number;
      },
    ): Promise<ChurchGroupPage> {
      const locale = await requireLocale(actor, q.localeId, true);
      const after = q.cursor ? (decodeCursor(q.cursor, 2) as [string, string]) : undefined;
      const rows = await listGroups(db, {
        localeId: q.localeId,
        search: q.q || undefined,
        type: q.type,
        // Archived groups are the admins' to see (and restore).
        includeArchived: q.includeArchived === 'true' && administers(actor, locale),
        after,
        limit: q.limit + 1,
      });
      const page = rows.slice(0, q.limit);
      const last = page.at(-1);
      return {
        items: await answers(actor, page),
        nextCursor: rows.length > q.limit && last ? encodeCursor([last.name.toLowerCase(), last.id]) : null,
      };
    },

    async create(
      actor: Actor,
      body: {
        localeId: string;
        name: string;
        type: GroupType;
        description?: string | null;
        joinPolicy: GroupJoinPolicy;
      },
    ): Promise<ChurchGroup> {
      const locale = await requireLocale(actor, body.localeId, false);
      const groupId = await db.transaction(async (tx) => {
        if (await groupNameTaken(tx, locale.id, body.name)) throw nameTaken(body.name);
        const values = {
          localeId: locale.id,
          name: body.name,
          type: body.type,
          description: body.description || null,
          joinPolicy: body.joinPolicy,
        };
        const id = await insertGroup(tx, { ...values, createdBy: actor.userId });
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'group.create',
          entityType: 'church_groups',
          entityId: id,
          localeId: locale.id,
          after: values,
        });
        return id;
      });
      return answerOf(actor, groupId);
    },

    async update(actor: Actor, groupId: string, body: ChurchGroupPatch): Promise<ChurchGroup> {
      await requireAdministeredGroup(actor, groupId);
      await db.transaction(async (tx) => {
        const group = await requireAdministeredGroup(actor, groupId, tx);
        if (body.name !== undefined && (await groupNameTaken(tx, group.localeId, body.name, groupId))) {
          throw nameTaken(body.name);
        }
        const archiving = body.archived !== undefined && body.archived !== (group.archivedAt !== null);
        const values = {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.type !== undefined ? { type: body.type } : {}),
          ...(body.description !== undefined ? { description: body.description || null } : {}),
          ...(body.joinPolicy !== undefined ? { joinPolicy: body.joinPolicy } : {}),
          ...(archiving ? { archivedAt: body.archived ? new Date() : null } : {}),
        };
        await updateGroup(tx, groupId, values);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: archiving && body.archived ? 'group.archive' : 'group.update',
          entityType: 'church_groups',
          entityId: groupId,
          localeId: group.localeId,
          before: {
            name: group.name,
            type: group.type,
            description: group.description,
            joinPolicy: group.joinPolicy,
            archived: group.archivedAt !== null,
          },
          after: body,
        });
      });
      return answerOf(actor, groupId);
    },

    async remove(actor: Actor, groupId: string): Promise<RemovalOutcome> {
      await requireAdministeredGroup(actor, groupId);
      return db.transaction(async (tx) => {
        const group = await requireAdministeredGroup(actor, groupId, tx);
        const kept = await groupHasHistory(tx, groupId);
        if (kept) {
          if (group.archivedAt === null) await updateGroup(tx, groupId, { archivedAt: new Date() });
        } else {
          await deleteGroup(tx, groupId);
        }
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: kept ? 'group.archive' : 'group.delete',
          entityType: 'church_groups',
          entityId: groupId,
          localeId: group.localeId,
          before: { name: group.name, type: group.type },
        });
        return { outcome: kept ? 'archived' : 'deleted' };
      });
    },

    async members(
      actor: Actor,
      groupId: string,
      q: { cursor?: string; limit: number },
    ): Promise<ChurchGroupMemberPage> {
      const group = await requireGroup(actor, groupId);
      const role = await roleIn(actor, groupId);
      const full = role === 'leader' || administers(actor, localeOf(group));
      if (!full && role === null)
        throw forbidden('Only the group’s members, leaders and admins see its members');
      const after = q.cursor ? (decodeCursor(q.cursor, 3) as [string, string, string]) : undefined;
      const rows = await listGroupMembers(db, groupId, { after, limit: q.limit + 1 });
      const page = rows.slice(0, q.limit);
      const last = page.at(-1);
      return {
        items: page.map((row) => memberAnswer(row, full)),
        nextCursor:
          rows.length > q.limit && last ? encodeCursor([last.rank, last.nameKey, last.memberId]) : null,
      };
    },

    async addMember(
      actor: Actor,
      groupId: string,
      body: { memberId: string; role: GroupMemberRole },
    ): Promise<ChurchGroupMember> {
      const group = await requireGroup(actor, groupId);
      const admin = administers(actor, localeOf(group));
      if (!admin && ((await roleIn(actor, groupId)) !== 'leader' || body.role === 'leader')) {
        throw forbidden(
          body.role === 'leader'
            ? 'Only admins make group leaders'
            : 'Only the group’s leaders and admins add members',
        );
      }
      await db.transaction(async (tx) => {
        const locked = (await findGroupRow(tx, groupId, true))!;
        if (locked.archivedAt) throw conflict('This group is archived; restore it first');
        const member = await findMemberRef(tx, body.memberId);
        if (!member || !member.endorsed || member.localeId !== group.localeId) {
          throw invalidInput([fieldIssue('memberId', 'member_outside_locale')]);
        }
        const before = await findGroupMember(tx, groupId, body.memberId);
        await upsertGroupMember(tx, {
          groupId,
          memberId: body.memberId,
          role: body.role,
          addedBy: actor.userId,
        });
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'group.member_add',
          entityType: 'church_groups',
          entityId: groupId,
          localeId: group.localeId,
          before: before ? { memberId: body.memberId, role: before.role } : null,
          after: { memberId: body.memberId, role: body.role },
        });
      });
      return memberAnswer((await findGroupMember(db, groupId, body.memberId))!, true);
    },

    async removeMember(actor: Actor, groupId: string, memberId: string): Promise<{ ok: true }> {
      const group = await requireGroup(actor, groupId);
      const self = actor.memberId === memberId;
      if (!self && !administers(actor, localeOf(group)) && (await roleIn(actor, groupId)) !== 'leader') {
        throw forbidden('Only the group’s leaders and admins take members out');
      }
      await db.transaction(async (tx) => {
        const before = await findGroupMember(tx, groupId, memberId);
        if (!before) return;
        await deleteGroupMember(tx, groupId, memberId);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'group.member_remove',
          entityType: 'church_groups',
          entityId: groupId,
          localeId: group.localeId,
          before: { memberId, role: before.role },
        });
      });
      return { ok: true };
    },
  };
}
export type ChurchGroupsService = ReturnType<typeof createChurchGroupsService>;
