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
import { leadsGroup } from '../../../access/church-group-access.ts';
import type { RecordInScope } from '../../../access/rules.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { conflict, forbidden, invalidInput, notFound } from '../../../lib/errors.ts';
import {
  deleteGroupMember,
  findGroupMember,
  findGroupRow,
  findMemberRef,
  groupIdsLedBy,
  groupList,
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

const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/**
 * The groups a locale runs besides its flocks. Its admins manage them; a group's leaders add and take out
 * members; the locale's endorsed members see them (and join through join requests). Writes are audited.
 *
 * Who sees a group's members: its leaders and the locale's admins see everything; the group's own members see
 * names, photos and roles only (no joining dates), so a choir knows who sings with them; anyone else 403.
 */
export function createChurchGroupsService(db: Database) {
  /** The group the call's rule let the caller administer, locked in `tx` for the change. */
  async function lockGroup(tx: Executor, group: RecordInScope<'church-group'>) {
    const row = await findGroupRow(tx, group.id, true);
    if (!row) throw notFound('The group');
    return row;
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

    /** `locale`: one the caller administers or is an endorsed member of (the call's rule). */
    async list(
      actor: Actor,
      locale: RecordInScope<'locale'>,
      q: {
        q?: string;
        type?: GroupType;
        includeArchived?: 'true' | 'false';
        cursor?: string;
        limit: number;
      },
    ): Promise<ChurchGroupPage> {
      const { rows, nextCursor } = await listGroups(db, {
        localeId: locale.id,
        search: q.q || undefined,
        type: q.type,
        // Archived groups are the admins' to see (and restore).
        includeArchived: q.includeArchived === 'true' && locale.as.includes('admins'),
        cursor: q.cursor,
        limit: q.limit,
      });
      return { items: await answers(actor, rows), nextCursor };
    },

    /** `locale`: the locale of `body.localeId`, which the caller administers (the call's rule). */
    async create(
      actor: Actor,
      locale: RecordInScope<'locale'>,
      body: {
        name: string;
        type: GroupType;
        description?: string | null;
        joinPolicy: GroupJoinPolicy;
      },
    ): Promise<ChurchGroup> {
      const groupId = await db.transaction(async (tx) => {
        if (await groupList.nameTaken(tx, locale.id, body.name)) throw nameTaken(body.name);
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

    /** `record`: a group the caller administers (the call's rule). */
    async update(
      actor: Actor,
      record: RecordInScope<'church-group'>,
      body: ChurchGroupPatch,
    ): Promise<ChurchGroup> {
      const groupId = record.id;
      await db.transaction(async (tx) => {
        const group = await lockGroup(tx, record);
        if (body.name !== undefined && (await groupList.nameTaken(tx, group.localeId, body.name, groupId))) {
          throw nameTaken(body.name);
        }
        const archive = groupList.archiveChange(body.archived, group);
        const values = {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.type !== undefined ? { type: body.type } : {}),
          ...(body.description !== undefined ? { description: body.description || null } : {}),
          ...(body.joinPolicy !== undefined ? { joinPolicy: body.joinPolicy } : {}),
          ...archive.values,
        };
        await updateGroup(tx, groupId, values);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: archive.archives ? 'group.archive' : 'group.update',
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

    /** `record`: a group the caller administers (the call's rule). */
    async remove(actor: Actor, record: RecordInScope<'church-group'>): Promise<RemovalOutcome> {
      return db.transaction(async (tx) => {
        const group = await lockGroup(tx, record);
        return groupList.remove(tx, actor, group, { name: group.name, type: group.type });
      });
    },

    /** `view`: what `groupMembersView` (access/church-group-access.ts) let the caller see. */
    async members(
      view: { group: RecordInScope<'church-group'>; full: boolean },
      q: { cursor?: string; limit: number },
    ): Promise<ChurchGroupMemberPage> {
      const groupId = view.group.id;
      const full = view.full;
      const page = await listGroupMembers(db, groupId, q);
      return { items: page.rows.map((row) => memberAnswer(row, full)), nextCursor: page.nextCursor };
    },

    /** `group`: one of the caller's locale, or one they administer (the call's rule); then by their role in it. */
    async addMember(
      actor: Actor,
      group: RecordInScope<'church-group'>,
      body: { memberId: string; role: GroupMemberRole },
    ): Promise<ChurchGroupMember> {
      const groupId = group.id;
      const admin = group.as.includes('admins');
      if (!admin && (!(await leadsGroup(db, actor, groupId)) || body.role === 'leader')) {
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

    /** `group`: one of the caller's locale, or one they administer (the call's rule); then by their role in it. */
    async removeMember(
      actor: Actor,
      group: RecordInScope<'church-group'>,
      memberId: string,
    ): Promise<{ ok: true }> {
      const groupId = group.id;
      const self = actor.memberId === memberId;
      if (!self && !group.as.includes('admins') && !(await leadsGroup(db, actor, groupId))) {
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
