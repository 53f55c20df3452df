import type {
  ChurchEvent,
  ChurchEventPage,
  EventType,
  PublicEvent,
  UpcomingEvents,
} from '@congregate/contracts';
import { publicName } from '../../../lib/opaque-handles.ts';
import type { Database } from '../../../db/client.ts';
import type { RecordInScope } from '../../../access/rules.ts';
import { invalidInput, notFound } from '../../../lib/errors.ts';
import { churchEventAnswer, publicEventAnswer } from './church-event-answers.ts';
import {
  churchEventKeys,
  findChurchEvent,
  findEndorsedMemberCard,
  listChurchEvents,
  listUpcomingChurchEvents,
  seatsTakenOf,
} from './church-events.repository.ts';

const DAY_MS = 86_400_000;
/** Events a member's share page lists at most. */
const UPCOMING_MAX = 20;

/** Reading events: a guest's (one event, a member's upcoming ones) and the locale's (the list, one event). */
export function createChurchEventReads(db: Database) {
  return {
    /** `GET events/{id}/public` (no session): what a guest may see; 404 for an unknown id. */
    async public(id: string): Promise<PublicEvent> {
      const row = await findChurchEvent(db, id);
      if (!row) throw notFound('The event');
      return publicEventAnswer(row, (await seatsTakenOf(db, [id])).get(id) ?? 0);
    },

    /** `GET events/upcoming?memberId` (no session): an endorsed member's locale's events still ahead. */
    async upcoming(memberId: string): Promise<UpcomingEvents> {
      const member = await findEndorsedMemberCard(db, memberId);
      if (!member) throw notFound('The member');
      const rows = await listUpcomingChurchEvents(db, member.localeId, UPCOMING_MAX);
      const taken = await seatsTakenOf(
        db,
        rows.map((r) => r.id),
      );
      return {
        member: { id: member.id, displayName: publicName(member) },
        items: rows.map((row) => publicEventAnswer(row, taken.get(row.id) ?? 0)),
      };
    },

    /** `GET events`: the locale's admins and endorsed members; default period 30 days back to a year ahead. */
    async list(
      locale: RecordInScope<'locale'>,
      query: {
        from?: string;
        to?: string;
        type?: EventType;
        hasBaptism?: 'true' | 'false';
        order?: 'asc' | 'desc';
        cursor?: string;
        limit: number;
      },
    ): Promise<ChurchEventPage> {
      const now = Date.now();
      const from = query.from ? new Date(query.from) : new Date(now - 30 * DAY_MS);
      const to = query.to ? new Date(query.to) : new Date(now + 365 * DAY_MS);
      if (to <= from)
        throw invalidInput([{ path: 'to', message: 'The end of the range must be after its start' }]);
      const after = churchEventKeys.read(query.cursor);
      const rows = await listChurchEvents(db, {
        localeId: locale.id,
        from,
        to,
        type: query.type,
        hasBaptism: query.hasBaptism === undefined ? undefined : query.hasBaptism === 'true',
        after: after ? { startsAt: new Date(after[0]), id: after[1] } : null,
        direction: query.order ?? 'asc',
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      return {
        items: page.map(churchEventAnswer),
        nextCursor: churchEventKeys.next(rows, query.limit, (row) => [row.startsAt.toISOString(), row.id]),
      };
    },

    /** `GET events/{id}`: its locale's admins and endorsed members. */
    async get(event: RecordInScope<'church-event'>): Promise<ChurchEvent> {
      return churchEventAnswer((await findChurchEvent(db, event.id))!);
    },
  };
}
