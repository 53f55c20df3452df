import { z } from 'zod';
import type { ChurchEvent, ChurchEventPage, NewChurchEvent, EventType } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import { findLocaleRef } from '../../../access/access.repository.ts';
import { administers, outsideScope, requireAdminScope, type LocaleRef } from '../../../access/scope.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { invalidInput } from '../../../lib/errors.ts';
import { decodeCursor, encodeCursor, invalidCursor } from '../../../lib/paging.ts';
import {
  findChurchEvent,
  insertChurchEvent,
  listChurchEvents,
  type ChurchEventRow,
} from './church-events.repository.ts';

const DAY_MS = 86_400_000;

/** An event as the calls answer it. */
export function churchEventAnswer(row: ChurchEventRow): ChurchEvent {
  return {
    id: row.id,
    localeId: row.localeId,
    localeName: row.localeName,
    title: row.title,
    type: row.type as EventType,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    capacity: row.capacity,
    description: row.description,
    hasBaptism: row.hasBaptism,
    cancelledAt: row.cancelledAt ? row.cancelledAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Who reads a locale's events: its admins and its endorsed members. */
const readsLocale = (actor: Actor, locale: LocaleRef) =>
  administers(actor, locale) || (actor.endorsed && actor.localeId === locale.id);

/** Church events: what baptisms need now (create, list, read); issue 14 adds the rest. */
export function createChurchEventsService(db: Database) {
  return {
    churchEventAnswer,

    /** The event row (with its locale's name and district), or null: for features built on events. */
    find: (id: string) => findChurchEvent(db, id),

    /** `POST events`: an admin over the locale (audited). */
    async create(actor: Actor, body: NewChurchEvent): Promise<ChurchEvent> {
      requireAdminScope(actor);
      const locale = await findLocaleRef(db, body.localeId);
      if (!locale || !administers(actor, locale)) {
        throw outsideScope(actor, locale !== null, 'The locale', 'This locale is outside your scope');
      }
      const hasBaptism = body.type === 'baptism' || body.hasBaptism === true;
      const id = await db.transaction(async (tx) => {
        const made = await insertChurchEvent(tx, {
          localeId: locale.id,
          title: body.title,
          type: body.type,
          startsAt: new Date(body.startsAt),
          endsAt: new Date(body.endsAt),
          capacity: body.capacity ?? null,
          description: body.description || null,
          hasBaptism,
          createdBy: actor.userId,
        });
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'event.create',
          entityType: 'church_events',
          entityId: made,
          localeId: locale.id,
          after: {
            title: body.title,
            type: body.type,
            startsAt: body.startsAt,
            endsAt: body.endsAt,
            hasBaptism,
          },
        });
        return made;
      });
      return churchEventAnswer((await findChurchEvent(db, id))!);
    },

    /** `GET events`: the locale's admins and endorsed members; default period 30 days back to a year ahead. */
    async list(
      actor: Actor,
      query: {
        localeId: string;
        from?: string;
        to?: string;
        type?: EventType;
        hasBaptism?: 'true' | 'false';
        cursor?: string;
        limit: number;
      },
    ): Promise<ChurchEventPage> {
      const locale = await findLocaleRef(db, query.localeId);
      if (!locale || !readsLocale(actor, locale)) {
        throw outsideScope(actor, locale !== null, 'The locale', 'This locale is outside your scope');
      }
      const now = Date.now();
      const from = query.from ? new Date(query.from) : new Date(now - 30 * DAY_MS);
      const to = query.to ? new Date(query.to) : new Date(now + 365 * DAY_MS);
      if (to <= from)
        throw invalidInput([{ path: 'to', message: 'The end of the range must be after its start' }]);
      const after = query.cursor ? decodeCursor(query.cursor, 2) : null;
      if (after && (!z.uuid().safeParse(after[1]).success || Number.isNaN(Date.parse(after[0]!)))) {
        throw invalidCursor();
      }
      const rows = await listChurchEvents(db, {
        localeId: locale.id,
        from,
        to,
        type: query.type,
        hasBaptism: query.hasBaptism === undefined ? undefined : query.hasBaptism === 'true',
        after: after ? { startsAt: new Date(after[0]!), id: after[1]! } : null,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map(churchEventAnswer),
        nextCursor:
          rows.length > query.limit && last ? encodeCursor([last.startsAt.toISOString(), last.id]) : null,
      };
    },

    /** `GET events/{id}`: its locale's admins and endorsed members. */
    async get(actor: Actor, id: string): Promise<ChurchEvent> {
      const row = await findChurchEvent(db, id);
      if (!row || !readsLocale(actor, { id: row.localeId, districtId: row.districtId })) {
        throw outsideScope(actor, row !== null, 'The event', 'This event is outside your scope');
      }
      return churchEventAnswer(row);
    },
  };
}

export type ChurchEventsService = ReturnType<typeof createChurchEventsService>;
export type { ChurchEventRow };
