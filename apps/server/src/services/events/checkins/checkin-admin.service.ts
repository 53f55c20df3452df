import type { CheckInMethod, CheckInPage } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import { administers, outsideScope } from '../../../access/scope.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { notFound } from '../../../lib/errors.ts';
import type { GatheringsService } from '../gatherings/gatherings.service.ts';
import { ledFlocks } from './checkins.policy.ts';
import {
  checkInKeys,
  countCheckIns,
  deleteCheckIn,
  findCheckIn,
  listCheckIns,
} from './checkins.repository.ts';

const displayName = (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`.trim();

/** An admin's and a flock leader's work on recorded check-ins: the list of a gathering, and removing one. */
export function createCheckInAdmin(db: Database, gatherings: GatheringsService) {
  return {
    /** `DELETE checkins/{id}`: an admin over the locale, or the flock leader who recorded it (audited). */
    async remove(actor: Actor, id: string): Promise<void> {
      const found = await findCheckIn(db, id);
      const allowed =
        found !== null &&
        (administers(actor, { id: found.checkIn.localeId, districtId: found.districtId }) ||
          (found.checkIn.recordedBy === actor.userId && ledFlocks(actor).length > 0));
      if (!allowed)
        throw outsideScope(actor, found !== null, 'The check-in', 'You may not remove this check-in');
      await db.transaction(async (tx) => {
        if (!(await deleteCheckIn(tx, id))) throw notFound('The check-in');
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'checkin.delete',
          entityType: 'check_ins',
          entityId: id,
          localeId: found.checkIn.localeId,
          before: {
            memberId: found.checkIn.memberId,
            gatheringId: found.checkIn.gatheringId,
            method: found.checkIn.method,
            checkedInAt: found.checkIn.checkedInAt.toISOString(),
          },
        });
      });
    },

    /** `GET checkins`: an admin over the locale (everyone), a flock leader (their flocks' members). */
    async list(
      actor: Actor,
      query: {
        gatheringId: string;
        q?: string | undefined;
        method?: CheckInMethod | undefined;
        cursor?: string | undefined;
        limit: number;
      },
    ): Promise<CheckInPage> {
      const gathering = await gatherings.find(query.gatheringId);
      const admin =
        gathering !== null &&
        administers(actor, { id: gathering.localeId, districtId: gathering.districtId });
      const flockIds = ledFlocks(actor);
      if (!gathering || (!admin && flockIds.length === 0)) {
        throw outsideScope(
          actor,
          gathering !== null,
          'The gathering',
          'This gathering is outside your scope',
        );
      }
      const after = checkInKeys.read(query.cursor);
      const filter = {
        gatheringId: gathering.id,
        ...(admin ? {} : { flockIds }),
        ...(query.q ? { q: query.q } : {}),
        ...(query.method ? { method: query.method } : {}),
      };
      const [rows, total] = await Promise.all([
        listCheckIns(db, filter, query.limit + 1, after ? { checkedInAt: after[0], id: after[1] } : null),
        countCheckIns(db, filter),
      ]);
      const page = rows.slice(0, query.limit);
      return {
        items: page.map((r) => ({
          id: r.id,
          gatheringId: r.gatheringId,
          member: { id: r.memberId, customId: r.customId, displayName: displayName(r), photo: r.photo },
          method: r.method as CheckInMethod,
          checkedInAt: r.checkedInAt.toISOString(),
          deviceId: r.deviceId,
          recordedBy: r.recordedBy ? { userId: r.recordedBy, name: r.recordedByName ?? '' } : null,
          firstTime: Boolean(r.firstTime),
          faceScore: r.faceScore,
        })),
        total,
        nextCursor: checkInKeys.next(rows, query.limit, (row) => [row.cursorAt, row.id]),
      };
    },
  };
}
