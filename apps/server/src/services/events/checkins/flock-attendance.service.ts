import type { FlockAttendance, FlockAttendanceBody } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import { takesFlockAttendance } from '../../../access/attendance-access.ts';
import type { RecordInScope } from '../../../access/rules.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { conflict, invalidInput, notFound } from '../../../lib/errors.ts';
import type { GatheringRow, GatheringsService } from '../gatherings/gatherings.service.ts';
import {
  checkInsOf,
  deleteMethodCheckIns,
  findFlock,
  findFlockMembers,
  insertCheckIns,
} from './checkins.repository.ts';

/** A flock leader's one-save attendance form (`flock-attendance-modal`). */
export function createFlockAttendanceService(db: Database, deps: { gatherings: GatheringsService }) {
  const { gatherings } = deps;

  /**
   * The gathering the call's rule let through and the flock, which must be of the gathering's locale (422);
   * inside a transaction (`executor` other than `db`) the gathering's row is locked.
   */
  async function gatheringAndFlock(
    actor: Actor,
    allowed: RecordInScope<'gathering'>,
    flockId: string,
    executor: Executor = db,
  ) {
    takesFlockAttendance(actor, allowed, flockId);
    const gathering =
      executor === db ? await gatherings.find(allowed.id) : await gatherings.lock(executor, allowed.id);
    if (!gathering) throw notFound('The gathering');
    const flock = await findFlock(executor, flockId);
    if (!flock || flock.localeId !== gathering.localeId) {
      throw invalidInput([{ path: 'flockId', message: 'This flock is not of the gathering’s locale' }]);
    }
    return { gathering, flock };
  }

  async function sheet(
    executor: Executor,
    gathering: GatheringRow,
    flock: { id: string; name: string },
  ): Promise<FlockAttendance> {
    const members = await findFlockMembers(executor, flock.id);
    const rows = await checkInsOf(
      executor,
      gathering.id,
      members.map((m) => m.id),
    );
    const byMember = new Map(rows.map((r) => [r.memberId, r]));
    return {
      gathering: gatherings.gatheringAnswer(gathering),
      flock: { id: flock.id, name: flock.name },
      members: members.map((m) => {
        const checkIn = byMember.get(m.id);
        return {
          id: m.id,
          displayName: `${m.firstName} ${m.lastName}`.trim(),
          photo: m.photo,
          present: checkIn !== undefined,
          checkedInAt: checkIn ? checkIn.checkedInAt.toISOString() : null,
          method: (checkIn?.method ?? null) as FlockAttendance['members'][number]['method'],
          locked: checkIn !== undefined && checkIn.method !== 'flock-leader',
        };
      }),
    };
  }

  return {
    async read(actor: Actor, allowed: RecordInScope<'gathering'>, flockId: string): Promise<FlockAttendance> {
      const { gathering, flock } = await gatheringAndFlock(actor, allowed, flockId);
      return sheet(db, gathering, flock);
    },

    /** Adds `flock-leader` check-ins for `present`, removes the leader-made ones of the others; audited. */
    async save(
      actor: Actor,
      allowed: RecordInScope<'gathering'>,
      body: FlockAttendanceBody,
    ): Promise<FlockAttendance> {
      return db.transaction(async (tx) => {
        const { gathering, flock } = await gatheringAndFlock(actor, allowed, body.flockId, tx);
        if (gathering.cancelledAt)
          throw conflict('This gathering was cancelled', { reason: 'gathering_cancelled' });
        const now = Date.now();
        if (gathering.startsAt.getTime() - gathering.opensMinutes * 60_000 > now) {
          throw conflict('Check-in for this gathering has not opened yet', { reason: 'checkin_not_open' });
        }
        const members = await findFlockMembers(tx, flock.id);
        const inFlock = new Set(members.map((m) => m.id));
        const present = new Set(body.present);
        const strangers = body.present.flatMap((id, i) => (inFlock.has(id) ? [] : [i]));
        if (strangers.length > 0) {
          throw invalidInput(
            strangers.map((i) => ({ path: `present.${i}`, message: 'Not an endorsed member of this flock' })),
          );
        }
        // Recorded after the gathering: counted at its start, so lists and reports place it in the right week.
        const at = now < gathering.endsAt.getTime() ? new Date(now) : gathering.startsAt;
        const added = await insertCheckIns(
          tx,
          [...present].map((memberId) => ({
            gatheringId: gathering.id,
            memberId,
            localeId: gathering.localeId,
            method: 'flock-leader' as const,
            checkedInAt: at,
            recordedBy: actor.userId,
            clientId: null,
            deviceId: null,
          })),
        );
        const removed = await deleteMethodCheckIns(
          tx,
          gathering.id,
          members.map((m) => m.id).filter((id) => !present.has(id)),
          'flock-leader',
        );
        if (added.length > 0 || removed.length > 0) {
          await writeAudit(tx, {
            actorUserId: actor.userId,
            action: 'checkin.flock_attendance',
            entityType: 'gatherings',
            entityId: gathering.id,
            localeId: gathering.localeId,
            after: { flockId: flock.id, added, removed },
          });
        }
        return sheet(tx, gathering, flock);
      });
    },
  };
}
export type FlockAttendanceService = ReturnType<typeof createFlockAttendanceService>;
