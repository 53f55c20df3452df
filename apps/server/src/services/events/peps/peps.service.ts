import {
  pepPath,
  type NewPep,
  type Pep,
  type PepDetail,
  type PepListQuery,
  type PepPage,
  type PepPatch,
  type PepStage,
  type PepStageBody,
} from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import { findFlockRef, findLocaleRef } from '../../../access/access.repository.ts';
import type { RecordInScope } from '../../../access/rules.ts';
import { leadsFlock, outsideScope } from '../../../access/scope.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { conflict, forbidden, invalidInput, notFound, type InputIssue } from '../../../lib/errors.ts';
import type { ChurchEventsService } from '../church-events/church-events.service.ts';
import { pepAnswer, place } from './pep-answer.ts';
import { pepGuests } from './pep-guests.service.ts';
import { administersPep, belongsTo, canSeePep, pepScopeOf } from './peps.policy.ts';
import {
  deletePep,
  findMemberForPeps,
  findPep,
  insertPep,
  insertStageChange,
  listPeps,
  listPepsForBaptism,
  listStageChanges,
  pepKeys,
  lockPep,
  updatePep,
  type NewPepRow,
  type PepRow,
} from './peps.repository.ts';

const rank = (stage: PepStage) => (pepPath as readonly string[]).indexOf(stage);

/** What `setStage` writes: the stage, who moved it and when, and the baptism's event where it applies. */
export interface StageMove {
  to: PepStage;
  reason?: string | null;
  /** The user who moved it (null: the system, a visitor form). */
  by: string | null;
  at?: Date;
  baptismEventId?: string | null;
}

/**
 * PEPs: the people members are reaching. Scope: a super admin; the admins of the PEP's locale; the leader of
 * its flock; its soul winner (`peps.policy.ts`).
 */
export function createPepsService(db: Database, { churchEvents }: { churchEvents: ChurchEventsService }) {
  /**
   * The PEP, refused (403, 404 only to a super admin) when the caller may not see it; with no caller, the
   * row or null (for features that checked the caller themselves).
   */
  async function find(actor: Actor, id: string, executor?: Executor): Promise<PepRow>;
  async function find(actor: null, id: string, executor?: Executor): Promise<PepRow | null>;
  async function find(actor: Actor | null, id: string, executor: Executor = db): Promise<PepRow | null> {
    const row = executor === db ? await findPep(db, id) : await lockPep(executor, id);
    if (actor === null) return row;
    if (!row || !canSeePep(actor, place(row))) {
      throw outsideScope(actor, row !== null, 'The PEP', 'This PEP is outside your scope');
    }
    return row;
  }

  /** An endorsed member of the locale, for the field `path` (422 otherwise). */
  async function endorsedMemberOfLocale(memberId: string, localeId: string, path: string) {
    const member = await findMemberForPeps(db, memberId);
    if (!member || !member.endorsed || member.localeId !== localeId) {
      throw invalidInput([{ path, message: 'Choose an endorsed member of the PEP’s locale' }]);
    }
    return member;
  }

  async function assertFlockOfLocale(flockId: string, localeId: string) {
    const flock = await findFlockRef(db, flockId);
    if (!flock || flock.localeId !== localeId) {
      throw invalidInput([{ path: 'flockId', message: 'Choose a flock of the PEP’s locale' }]);
    }
  }

  /** A baptism the PEP may be scheduled for: an event of its locale with a baptism, not cancelled. */
  async function baptismEventOfLocale(eventId: string, localeId: string) {
    const event = await churchEvents.find(eventId);
    if (!event || event.localeId !== localeId || !event.hasBaptism || event.cancelledAt) {
      throw invalidInput([
        {
          path: 'baptismEventId',
          message: 'Choose an event of the PEP’s locale with a baptism, not cancelled',
        },
      ]);
    }
    return event;
  }

  /** Moves the PEP and keeps the move in its history (no checks: the caller made them). */
  async function setStage(tx: Executor, pepId: string, move: StageMove): Promise<void> {
    const current = await lockPep(tx, pepId);
    if (!current) throw new Error(`setStage: no PEP ${pepId}`);
    const at = move.at ?? new Date();
    const values: Partial<NewPepRow> = {
      stage: move.to,
      lastContactAt: at,
      droppedReason: move.to === 'dropped' ? (move.reason ?? null) : null,
    };
    if (move.baptismEventId !== undefined) values.baptismEventId = move.baptismEventId;
    if (move.to === 'baptized') values.baptizedAt = at;
    // Back before the baptism: the scheduled event and any baptism date no longer hold.
    if (rank(move.to) >= 0 && rank(move.to) < rank('scheduled')) {
      values.baptismEventId = null;
      values.baptizedAt = null;
    }
    await updatePep(tx, pepId, values);
    await insertStageChange(tx, {
      pepId,
      from: current.stage as PepStage,
      to: move.to,
      reason: move.reason ?? null,
      by: move.by,
      at,
    });
  }

  async function detail(id: string): Promise<PepDetail> {
    const row = (await findPep(db, id))!;
    const history = await listStageChanges(db, id);
    return {
      ...pepAnswer(row),
      history: history.map((change) => ({
        id: change.id,
        from: change.from as PepStage | null,
        to: change.to as PepStage,
        reason: change.reason,
        by: { userId: change.userId, name: change.name ?? 'Congregate' },
        at: change.at.toISOString(),
      })),
    };
  }

  return {
    answer: pepAnswer,
    find,
    setStage,
    detail,

    ...pepGuests,

    /** Records that `email` is the PEP's confirmed address (the converting staff member confirmed it). */
    async confirmEmail(tx: Executor, pepId: string, email: string): Promise<void> {
      await updatePep(tx, pepId, { emailConfirmedFor: email });
    },

    /** Marks the PEP made into a member (stage `member`), kept in its history. */
    async markConverted(tx: Executor, pepId: string, memberId: string, by: string | null): Promise<void> {
      await setStage(tx, pepId, { to: 'member', by });
      await updatePep(tx, pepId, { memberId });
    },

    /** PEPs scheduled for (or baptized at) an event, or of a batch, in the given locales (null: every locale). */
    listForBaptism: (filter: { eventId?: string; batchName?: string; localeIds: string[] | null }) =>
      listPepsForBaptism(db, filter),

    /** `GET peps`: the caller's scope, newest first. */
    async list(actor: Actor, query: PepListQuery): Promise<PepPage> {
      const scope = pepScopeOf(actor);
      const after = pepKeys.read(query.cursor);
      const mine = query.mine === 'true';
      if (mine && !scope.memberId) return { items: [], total: 0, nextCursor: null };
      const { rows, total } = await listPeps(
        db,
        scope,
        {
          localeId: query.localeId,
          stage: query.stage,
          flockId: query.flockId,
          soulWinnerId: mine ? scope.memberId! : query.soulWinnerId,
          overdue: query.overdue === 'true',
          baptismEventId: query.baptismEventId,
          batchName: query.batchName,
          q: query.q || undefined,
        },
        after ? { createdAt: after[0], id: after[1] } : null,
        query.limit + 1,
      );
      const page = rows.slice(0, query.limit);
      return {
        items: page.map(pepAnswer),
        total,
        nextCursor: pepKeys.next(rows, query.limit, (row) => [row.cursorAt, row.id]),
      };
    },

    /** `POST peps`: an endorsed member of the locale or an admin over it; starts at `contacted`. */
    async create(actor: Actor, body: NewPep): Promise<Pep> {
      const locale = await findLocaleRef(db, body.localeId);
      const admin =
        locale !== null &&
        administersPep(actor, { ...place0, localeId: locale.id, districtId: locale.districtId });
      if (!locale || !(admin || belongsTo(actor, locale.id))) {
        throw outsideScope(actor, locale !== null, 'The locale', 'You may add PEPs only in your own locale');
      }
      const soulWinnerId = body.soulWinnerId ?? (belongsTo(actor, locale.id) ? actor.memberId : null);
      if (soulWinnerId) {
        const winner = await endorsedMemberOfLocale(soulWinnerId, locale.id, 'soulWinnerId');
        // A member names themself; a leader a member of their flock; an admin anyone of the locale.
        if (!admin && soulWinnerId !== actor.memberId && !leadsFlock(actor, winner.flockId)) {
          throw forbidden('Only admins and flock leaders name another soul winner');
        }
      }
      if (body.flockId) await assertFlockOfLocale(body.flockId, locale.id);
      const at = new Date();
      const id = await db.transaction(async (tx) => {
        const made = await insertPep(tx, {
          firstName: body.firstName,
          middleName: body.middleName || null,
          lastName: body.lastName,
          mobile: body.mobile ?? null,
          email: body.email ?? null,
          birthDate: body.birthDate ?? null,
          gender: body.gender ?? null,
          address: body.address || null,
          localeId: locale.id,
          flockId: body.flockId ?? null,
          soulWinnerId,
          source: body.source ?? 'member-added',
          batchName: body.batchName || null,
          notes: body.notes || null,
          stage: 'contacted',
          lastContactAt: at,
          createdBy: actor.userId,
          createdAt: at,
          updatedAt: at,
        });
        await insertStageChange(tx, {
          pepId: made,
          from: null,
          to: 'contacted',
          reason: null,
          by: actor.userId,
          at,
        });
        return made;
      });
      return pepAnswer((await findPep(db, id))!);
    },

    /** `GET peps/{id}`: with its stage history. */
    async get(actor: Actor, id: string): Promise<PepDetail> {
      await find(actor, id);
      return detail(id);
    },

    /** `PATCH peps/{id}`: whoever sees it; only admins move its soul winner. Audited when an admin changes it. */
    async update(actor: Actor, id: string, patch: PepPatch): Promise<Pep> {
      const before = await find(actor, id);
      const admin = administersPep(actor, place(before));
      if (patch.soulWinnerId !== undefined && patch.soulWinnerId !== before.soulWinnerId && !admin) {
        throw forbidden('Only admins move a PEP to another soul winner');
      }
      if (patch.soulWinnerId)
        await endorsedMemberOfLocale(patch.soulWinnerId, before.localeId, 'soulWinnerId');
      if (patch.flockId) await assertFlockOfLocale(patch.flockId, before.localeId);
      if (before.stage === 'member')
        throw conflict('This PEP is a member now; change the member’s record instead');
      await db.transaction(async (tx) => {
        const row = await find(actor, id, tx);
        const values: Partial<NewPepRow> = {};
        for (const [key, value] of Object.entries(patch) as [keyof PepPatch, unknown][]) {
          if (value !== undefined) (values as Record<string, unknown>)[key] = value === '' ? null : value;
        }
        await updatePep(tx, id, values);
        if (admin) {
          const changed = Object.keys(values) as (keyof PepRow)[];
          await writeAudit(tx, {
            actorUserId: actor.userId,
            action: 'pep.update',
            entityType: 'peps',
            entityId: id,
            localeId: row.localeId,
            before: Object.fromEntries(changed.map((key) => [key, row[key] ?? null])),
            after: values,
          });
        }
      });
      return pepAnswer((await findPep(db, id))!);
    },

    /**
     * `DELETE peps/{id}`: an admin over its locale (the call's rule), not once converted (audited). Answers its
     * stored files.
     */
    async remove(actor: Actor, pep: RecordInScope<'pep'>): Promise<string[]> {
      const id = pep.id;
      const row = await findPep(db, id);
      if (!row) throw notFound('The PEP');
      if (row.stage === 'member') throw conflict('A PEP made into a member is kept');
      await db.transaction(async (tx) => {
        await deletePep(tx, id);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'pep.delete',
          entityType: 'peps',
          entityId: id,
          localeId: row.localeId,
          before: {
            name: `${row.firstName} ${row.lastName}`,
            stage: row.stage,
            soulWinnerId: row.soulWinnerId,
          },
        });
      });
      return [row.photo, row.baptismalForm].filter((path): path is string => path !== null);
    },

    /** `POST peps/{id}/stage`: kept in the history with who and when. */
    async stage(actor: Actor, id: string, body: PepStageBody): Promise<PepDetail> {
      const before = await find(actor, id);
      const admin = administersPep(actor, place(before));
      if (body.stage === 'baptized' && !admin) throw forbidden('Only an admin marks a PEP baptized');
      const issues: InputIssue[] = [];
      if (body.stage === before.stage)
        issues.push({ path: 'stage', message: 'The PEP is at this stage already' });
      if (issues.length > 0) throw invalidInput(issues);
      if (body.stage === 'scheduled') {
        const baptism = await baptismEventOfLocale(body.baptismEventId!, before.localeId);
        // A prospect is scheduled for a baptism to come or under way (issue 37): one that is over would print a
        // form with its past date. A baptism in progress still takes a prospect decided on the day.
        if (new Date(baptism.endsAt).getTime() <= Date.now())
          throw invalidInput([
            { path: 'baptismEventId', message: 'That baptism is over: choose one to come' },
          ]);
      }
      if (body.baptismEventId && body.stage === 'baptized') {
        await baptismEventOfLocale(body.baptismEventId, before.localeId);
      }
      await db.transaction(async (tx) => {
        const row = await find(actor, id, tx);
        if (row.stage === 'member') throw conflict('This PEP is a member already');
        if (body.stage === 'baptized' && row.stage !== 'scheduled') {
          throw conflict('Only a PEP scheduled for baptism can be marked baptized');
        }
        const at = body.stage === 'baptized' && body.at ? new Date(body.at) : new Date();
        await setStage(tx, id, {
          to: body.stage,
          reason: body.stage === 'dropped' ? body.reason : (body.reason ?? null),
          by: actor.userId,
          at,
          ...(body.stage === 'scheduled' || (body.stage === 'baptized' && body.baptismEventId)
            ? { baptismEventId: body.baptismEventId }
            : {}),
        });
        if (body.stage === 'baptized') {
          await writeAudit(tx, {
            actorUserId: actor.userId,
            action: 'pep.baptize',
            entityType: 'peps',
            entityId: id,
            localeId: row.localeId,
            before: { stage: row.stage },
            after: {
              stage: 'baptized',
              at: at.toISOString(),
              baptismEventId: body.baptismEventId ?? row.baptismEventId,
            },
          });
        }
      });
      return detail(id);
    },
  };
}

const place0 = { flockId: null, soulWinnerId: null };

export type PepsService = ReturnType<typeof createPepsService>;
export type { PepRow };
export { pepAnswer };
