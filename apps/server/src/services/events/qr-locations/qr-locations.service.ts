import type { CheckInMethod, QrLocation, QrLocationPublic } from '@congregate/contracts';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { RecordInScope } from '../../../access/rules.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { forbidden, notFound } from '../../../lib/errors.ts';
import type { CheckInOutcome, CheckInsService } from '../checkins/checkins.service.ts';
import type { GatheringRow, GatheringsService } from '../gatherings/gatherings.service.ts';
import {
  deleteQrLocation,
  findQrLocation,
  insertQrLocation,
  listQrLocations,
  type QrLocationRow,
} from './qr-locations.repository.ts';

const QR_METHOD: CheckInMethod = 'qr-location';

/** QR-location posters: a printed code in a room; a signed-in member who opens it is checked in there. */
export function createQrLocationsService(
  db: Database,
  config: Pick<AppConfig, 'qrLocation' | 'publicUrl'>,
  deps: { gatherings: GatheringsService; checkIns: CheckInsService },
) {
  const { gatherings, checkIns } = deps;
  // The same base the web config gives printed codes (`qrLocation`), else this server's `/qrloc/`.
  const base = config.qrLocation ?? `${config.publicUrl.replace(/\/$/, '')}/qrloc/`;
  const urlOf = (id: string) => `${base}${base.endsWith('/') ? '' : '/'}${id}`;

  const answer = (row: QrLocationRow): QrLocation => ({
    id: row.id,
    localeId: row.localeId,
    room: row.room,
    url: urlOf(row.id),
    createdAt: row.createdAt.toISOString(),
  });

  const publicGathering = (row: GatheringRow | null) => {
    if (!row) return null;
    const { title, startsAt, endsAt, checkInOpensAt } = gatherings.gatheringAnswer(row);
    return { title, startsAt, endsAt, checkInOpensAt };
  };

  return {
    /** `locale`: the locale of `body.localeId`, which the caller administers (the call's rule). */
    async create(actor: Actor, locale: RecordInScope<'locale'>, body: { room: string }): Promise<QrLocation> {
      const id = await db.transaction(async (tx) => {
        const made = await insertQrLocation(tx, {
          localeId: locale.id,
          room: body.room,
          createdBy: actor.userId,
        });
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'qr_location.create',
          entityType: 'qr_locations',
          entityId: made,
          localeId: locale.id,
          after: { room: body.room },
        });
        return made;
      });
      return answer((await findQrLocation(db, id))!);
    },

    async list(locale: RecordInScope<'locale'>): Promise<{ items: QrLocation[] }> {
      return { items: (await listQrLocations(db, locale.id)).map(answer) };
    },

    /** `poster`: one the caller administers (the call's rule). */
    async remove(actor: Actor, poster: RecordInScope<'qr-location'>): Promise<void> {
      const id = poster.id;
      const row = (await findQrLocation(db, id))!;
      await db.transaction(async (tx) => {
        await deleteQrLocation(tx, id);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'qr_location.delete',
          entityType: 'qr_locations',
          entityId: id,
          localeId: row.localeId,
          before: { room: row.room },
        });
      });
    },

    /** `GET qr-locations/{id}/public`: anyone; nothing personal. */
    async publicInfo(id: string): Promise<QrLocationPublic> {
      const row = await findQrLocation(db, id);
      if (!row) throw notFound('The QR location');
      const { open, next } = await gatherings.openAt(row.localeId, new Date());
      return {
        id: row.id,
        localeName: row.localeName,
        timeZone: row.timeZone,
        room: row.room,
        current: publicGathering(open),
        next: publicGathering(next),
      };
    },

    /** `POST qr-locations/{id}/checkin`: the signed-in endorsed member, to the gathering open there now. */
    async checkIn(actor: Actor, id: string, clientId: string): Promise<CheckInOutcome> {
      if (!actor.memberId || !actor.endorsed) throw forbidden('Only endorsed members check themselves in');
      const row = await findQrLocation(db, id);
      if (!row) throw notFound('The QR location');
      return checkIns.record(actor, { localeId: row.localeId, method: QR_METHOD, clientId });
    },
  };
}
export type QrLocationsService = ReturnType<typeof createQrLocationsService>;
