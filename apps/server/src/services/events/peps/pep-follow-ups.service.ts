import type { z } from 'zod';
import type { newFollowUpSchema, pepBulkSchema, followUpPatchSchema } from '@congregate/contracts';
import { type FollowUp } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import { findFlockRef } from '../../../access/access.repository.ts';
import { outsideScope, requireAdminScope } from '../../../access/scope.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { forbidden, invalidInput } from '../../../lib/errors.ts';
import { DAILY_NOTICE_HOUR } from '../../../lib/daily-notices.ts';
import { notify } from '../../../lib/notifications.ts';
import { administersPep, canSeePep } from './peps.policy.ts';
import {
  findFollowUp,
  followUpNoticeRows,
  insertFollowUps,
  listFollowUps,
  lockPepPlaces,
  overdueFollowUps,
  setFlockOf,
  updateFollowUp,
  type FollowUpRow,
} from './pep-follow-ups.repository.ts';
import { findMemberForPeps, updatePep } from './peps.repository.ts';
import type { PepsService } from './peps.service.ts';

type NewFollowUp = z.infer<typeof newFollowUpSchema>;
type FollowUpPatch = z.infer<typeof followUpPatchSchema>;
type PepBulk = z.infer<typeof pepBulkSchema>;

/** A follow-up as the calls answer it. */
export function followUpAnswer(row: FollowUpRow): FollowUp {
  return {
    id: row.id,
    pepId: row.pepId,
    dueOn: row.dueOn,
    assignee:
      row.assigneeId && row.assigneeName ? { id: row.assigneeId, displayName: row.assigneeName } : null,
    note: row.note,
    done: row.doneAt !== null,
    doneAt: row.doneAt ? row.doneAt.toISOString() : null,
    overdue: Boolean(row.overdue),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Follow-ups of PEPs (something to do by a date, by a member of the locale), and bulk changes. */
export function createPepFollowUpsService(db: Database, { peps }: { peps: PepsService }) {
  /** An endorsed member of the locale as assignee (422 otherwise). */
  async function assertAssigneeOfLocale(memberId: string, localeId: string) {
    const member = await findMemberForPeps(db, memberId);
    if (!member || !member.endorsed || member.localeId !== localeId) {
      throw invalidInput([{ path: 'assigneeId', message: 'Choose an endorsed member of the PEP’s locale' }]);
    }
  }

  /** The assignees of these follow-ups (with an account) learn of them; not whoever assigned them to themselves. */
  async function tellAssignees(tx: Executor, actor: Actor, followUpIds: string[]) {
    const rows = await followUpNoticeRows(tx, followUpIds);
    await notify(
      tx,
      rows
        .filter((r) => r.assigneeUserId && r.assigneeUserId !== actor.userId)
        .map((r) => ({
          userId: r.assigneeUserId,
          kind: 'pep.follow-up-assigned' as const,
          message: `You have a follow-up with ${r.pepName}, due ${r.dueOn}.`,
          link: `/pep/${r.pepId}`,
          data: { pepId: r.pepId, followUpId: r.id },
          words: { pep: r.pepName, dueOn: String(r.dueOn) },
        })),
    );
  }

  return {
    /**
     * The daily job's part: each open follow-up past due tells its assignee, once per follow-up and local day,
     * in locales where it is 07:00 or later (a rerun of the day writes nothing new). Answers how many notices.
     */
    async overdueNotices(now: Date = new Date()): Promise<number> {
      const rows = await overdueFollowUps(db, now, DAILY_NOTICE_HOUR);
      await db.transaction((tx) =>
        notify(
          tx,
          rows.map((r) => ({
            userId: r.user_id,
            kind: 'pep.follow-up-overdue' as const,
            message: `Your follow-up with ${r.pep_name} was due ${r.due_on}.`,
            link: `/pep/${r.pep_id}`,
            data: { pepId: r.pep_id, followUpId: r.id, dueOn: r.due_on },
            words: { pep: r.pep_name, dueOn: String(r.due_on) },
            dedupeKey: `follow-up-overdue:${r.id}:${r.local_date}`,
          })),
        ),
      );
      return rows.length;
    },

    /** `GET peps/{id}/follow-ups`: by due date. */
    async list(actor: Actor, pepId: string): Promise<{ items: FollowUp[] }> {
      await peps.find(actor, pepId);
      return { items: (await listFollowUps(db, pepId)).map(followUpAnswer) };
    },

    /** `POST peps/{id}/follow-ups`: the assignee defaults to the soul winner. */
    async add(actor: Actor, pepId: string, body: NewFollowUp): Promise<FollowUp> {
      const pep = await peps.find(actor, pepId);
      const assigneeId = body.assigneeId ?? pep.soulWinnerId;
      if (body.assigneeId) await assertAssigneeOfLocale(body.assigneeId, pep.localeId);
      const [id] = await db.transaction(async (tx) => {
        await peps.find(actor, pepId, tx);
        const made = await insertFollowUps(tx, [
          { pepId, dueOn: body.dueOn, assigneeId, note: body.note, createdBy: actor.userId },
        ]);
        await tellAssignees(tx, actor, made);
        return made;
      });
      return followUpAnswer((await findFollowUp(db, id!))!);
    },

    /** `PATCH follow-ups/{id}`: whoever sees its PEP, and its assignee. Done counts as the last contact. */
    async update(actor: Actor, id: string, patch: FollowUpPatch): Promise<FollowUp> {
      const row = await findFollowUp(db, id);
      const pep = row ? await peps.find(null, row.pepId) : null;
      const assigned =
        row !== null && actor.endorsed && actor.memberId !== null && row.assigneeId === actor.memberId;
      if (!row || !pep || !(assigned || canSeePep(actor, pep))) {
        throw outsideScope(actor, row !== null, 'The follow-up', 'This follow-up is outside your scope');
      }
      if (patch.assigneeId) await assertAssigneeOfLocale(patch.assigneeId, pep.localeId);
      const now = new Date();
      await db.transaction(async (tx) => {
        await updateFollowUp(tx, id, {
          ...(patch.dueOn !== undefined ? { dueOn: patch.dueOn } : {}),
          ...(patch.assigneeId !== undefined ? { assigneeId: patch.assigneeId } : {}),
          ...(patch.note !== undefined ? { note: patch.note } : {}),
          ...(patch.done !== undefined ? { doneAt: patch.done ? (row.doneAt ?? now) : null } : {}),
        });
        if (patch.done === true && row.doneAt === null)
          await updatePep(tx, row.pepId, { lastContactAt: now });
        if (patch.assigneeId && patch.assigneeId !== row.assigneeId) await tellAssignees(tx, actor, [id]);
      });
      return followUpAnswer((await findFollowUp(db, id))!);
    },

    /** `POST peps/bulk`: an admin over every PEP named, else nothing changes (audited). */
    async bulk(actor: Actor, body: PepBulk): Promise<{ updated: number }> {
      requireAdminScope(actor);
      const ids = [...new Set(body.ids)];
      return db.transaction(async (tx) => {
        const places = await lockPepPlaces(tx, ids);
        if (places.length !== ids.length || places.some((p) => !administersPep(actor, p))) {
          throw forbidden('Some of these PEPs are outside your scope');
        }
        const localeIds = new Set(places.map((p) => p.localeId));
        if (body.flockId) {
          const flock = await findFlockRef(tx, body.flockId);
          if (!flock || localeIds.size !== 1 || !localeIds.has(flock.localeId)) {
            throw invalidInput([{ path: 'flockId', message: 'Choose a flock of the PEPs’ locale' }]);
          }
        }
        if (body.followUp?.assigneeId) {
          const member = await findMemberForPeps(tx, body.followUp.assigneeId);
          if (!member || !member.endorsed || !places.every((p) => p.localeId === member.localeId)) {
            throw invalidInput([
              { path: 'followUp.assigneeId', message: 'Choose an endorsed member of the PEPs’ locale' },
            ]);
          }
        }
        if (body.flockId !== undefined) await setFlockOf(tx, ids, body.flockId);
        if (body.followUp) {
          const followUp = body.followUp;
          const made = await insertFollowUps(
            tx,
            places.map((p) => ({
              pepId: p.id,
              dueOn: followUp.dueOn,
              assigneeId: followUp.assigneeId ?? p.soulWinnerId,
              note: followUp.note,
              createdBy: actor.userId,
            })),
          );
          await tellAssignees(tx, actor, made);
        }
        for (const localeId of localeIds) {
          await writeAudit(tx, {
            actorUserId: actor.userId,
            action: 'pep.bulk',
            entityType: 'peps',
            localeId,
            after: {
              ids: places.filter((p) => p.localeId === localeId).map((p) => p.id),
              ...(body.flockId !== undefined ? { flockId: body.flockId } : {}),
              ...(body.followUp ? { followUp: body.followUp } : {}),
            },
          });
        }
        return { updated: places.length };
      });
    },
  };
}

export type PepFollowUpsService = ReturnType<typeof createPepFollowUpsService>;
