import { fieldIssue } from '@congregate/contracts';
import type {
  ClusterSummary,
  FlockStaffInput,
  FlockStaffPosition,
  GroupFlock,
  GroupFlockPage,
  GroupFlockPatch,
  NewGroupFlock,
  RemovalOutcome,
} from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import type { RecordInScope } from '../../../access/rules.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { notify, type Notice } from '../../../lib/notifications.ts';
import { roleGrantedNotice } from '../../../lib/role-notices.ts';
import { conflict, invalidInput, notFound } from '../../../lib/errors.ts';
import {
  findFlockRow,
  flockList,
  insertFlock,
  listClusters,
  listFlocks,
  replaceStaff,
  staffCandidates,
  staffOf,
  updateFlock,
  type FlockRow,
} from './flocks-admin.repository.ts';

type StaffRow = Awaited<ReturnType<typeof staffOf>>[number];

const staffAnswer = (s: StaffRow) => ({
  memberId: s.memberId,
  name: `${s.firstName} ${s.lastName}`,
  photo: s.photo,
  position: (s.position ?? 'leader') as FlockStaffPosition,
});

function flockAnswer(row: FlockRow, staff: StaffRow[]): GroupFlock {
  return {
    id: row.id,
    localeId: row.localeId,
    name: row.name,
    cluster: row.cluster,
    clusterName: row.clusterName,
    archived: row.archivedAt !== null,
    memberCount: Number(row.memberCount),
    leaders: staff.filter((s) => s.flockId === row.id).map(staffAnswer),
  };
}

/**
 * Flocks and clusters of a locale (`admin-groups`): its admins create, rename, re-cluster, staff, archive and
 * delete them; its endorsed members browse them (to ask to join). Every write is audited.
 */
export function createGroupFlocksService(db: Database) {
  /** The flock the call's rule let the caller administer, locked in `tx` for the change. */
  async function lockFlock(tx: Executor, flock: RecordInScope<'flock'>) {
    const row = await findFlockRow(tx, flock.id, true);
    if (!row) throw notFound('The flock');
    return row;
  }

  /** The staff's accounts: each an endorsed member of the locale with an account, else 422. */
  async function staffAccounts(tx: Executor, localeId: string, staff: FlockStaffInput) {
    const found = new Map(
      (
        await staffCandidates(
          tx,
          staff.map((s) => s.memberId),
        )
      ).map((c) => [c.memberId, c]),
    );
    return staff.map((s, index) => {
      const candidate = found.get(s.memberId);
      if (!candidate || !candidate.endorsed || candidate.localeId !== localeId) {
        throw invalidInput([fieldIssue(`leaders.${index}.memberId`, 'leader_outside_locale')]);
      }
      if (!candidate.userId) {
        throw invalidInput([fieldIssue(`leaders.${index}.memberId`, 'leader_without_account')]);
      }
      return { userId: candidate.userId, position: s.position };
    });
  }

  /** Tells the staff new to the flock (or to their position) that they lead it; not the admin who staffed it. */
  async function tellNewStaff(
    tx: Executor,
    actor: Actor,
    flock: { id: string; name: string },
    before: { userId: string; position: string | null }[],
    after: { userId: string; position: string }[],
  ) {
    const held = new Set(before.map((s) => `${s.userId}:${s.position ?? 'leader'}`));
    const notices = after
      .filter((s) => s.userId !== actor.userId && !held.has(`${s.userId}:${s.position}`))
      .map((s) =>
        roleGrantedNotice({
          userId: s.userId,
          role: 'flock_leader',
          scopeId: flock.id,
          scopeName: flock.name,
          position: s.position,
        }),
      )
      .filter((n): n is Notice => n !== null);
    await notify(tx, notices);
  }

  async function answerOf(flockId: string, executor: Executor = db): Promise<GroupFlock> {
    const row = (await findFlockRow(executor, flockId))!;
    return flockAnswer(row, await staffOf(executor, [flockId]));
  }

  const nameTaken = (name: string) => conflict(`A flock named “${name}” already exists in this locale`);

  return {
    /** A flock with its locale's district, for the features that act on it (join requests); null when none. */
    find: (flockId: string, executor: Executor = db) => findFlockRow(executor, flockId),

    /** The user ids of a flock's leaders and assistants (told of join requests). */
    async staffUserIds(flockId: string, executor: Executor = db): Promise<string[]> {
      return (await staffOf(executor, [flockId])).map((s) => s.userId);
    },

    /** `locale`: one the caller administers or is an endorsed member of (the call's rule). */
    async list(
      locale: RecordInScope<'locale'>,
      q: { q?: string; includeArchived?: 'true' | 'false'; cursor?: string; limit: number },
    ): Promise<GroupFlockPage> {
      const { rows, nextCursor } = await listFlocks(db, {
        localeId: locale.id,
        search: q.q || undefined,
        includeArchived: q.includeArchived === 'true',
        cursor: q.cursor,
        limit: q.limit,
      });
      const staff = await staffOf(
        db,
        rows.map((r) => r.id),
      );
      return { items: rows.map((row) => flockAnswer(row, staff)), nextCursor };
    },

    /** `locale`: the locale of `body.localeId`, which the caller administers (the call's rule). */
    async create(actor: Actor, locale: RecordInScope<'locale'>, body: NewGroupFlock): Promise<GroupFlock> {
      const flockId = await db.transaction(async (tx) => {
        if (await flockList.nameTaken(tx, locale.id, body.name)) throw nameTaken(body.name);
        const staff = await staffAccounts(tx, locale.id, body.leaders ?? []);
        const id = await insertFlock(tx, {
          localeId: locale.id,
          name: body.name,
          clusterName: body.clusterName ?? null,
        });
        await replaceStaff(tx, id, staff, actor.userId);
        await tellNewStaff(tx, actor, { id, name: body.name }, [], staff);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'flock.create',
          entityType: 'flocks',
          entityId: id,
          localeId: locale.id,
          after: { name: body.name, clusterName: body.clusterName ?? null, leaders: body.leaders ?? [] },
        });
        return id;
      });
      return answerOf(flockId);
    },

    /** `record`: a flock the caller administers (the call's rule). */
    async update(actor: Actor, record: RecordInScope<'flock'>, body: GroupFlockPatch): Promise<GroupFlock> {
      const flockId = record.id;
      await db.transaction(async (tx) => {
        const flock = await lockFlock(tx, record);
        if (body.name !== undefined && (await flockList.nameTaken(tx, flock.localeId, body.name, flockId))) {
          throw nameTaken(body.name);
        }
        const before = flockAnswer(flock, await staffOf(tx, [flockId]));
        if (body.leaders) {
          const staff = await staffAccounts(tx, flock.localeId, body.leaders);
          const held = await staffOf(tx, [flockId]);
          await replaceStaff(tx, flockId, staff, actor.userId);
          await tellNewStaff(tx, actor, { id: flockId, name: body.name ?? flock.name }, held, staff);
        }
        const archive = flockList.archiveChange(body.archived, flock);
        await updateFlock(tx, flockId, {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.clusterName !== undefined ? { clusterName: body.clusterName } : {}),
          ...archive.values,
        });
        const after = await answerOf(flockId, tx);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: archive.archives ? 'flock.archive' : 'flock.update',
          entityType: 'flocks',
          entityId: flockId,
          localeId: flock.localeId,
          before,
          after,
        });
      });
      return answerOf(flockId);
    },

    /** `record`: a flock the caller administers (the call's rule). */
    async remove(actor: Actor, record: RecordInScope<'flock'>): Promise<RemovalOutcome> {
      return db.transaction(async (tx) => {
        const flock = await lockFlock(tx, record);
        const before = flockAnswer(flock, await staffOf(tx, [flock.id]));
        return flockList.remove(tx, actor, flock, before);
      });
    },

    /** `locale`: one the caller administers or is an endorsed member of (the call's rule). */
    async clusters(locale: RecordInScope<'locale'>): Promise<ClusterSummary[]> {
      return (await listClusters(db, locale.id)).map((c) => ({
        name: c.name,
        flockCount: Number(c.flockCount),
        memberCount: Number(c.memberCount),
      }));
    },
  };
}
export type GroupFlocksService = ReturnType<typeof createGroupFlocksService>;
