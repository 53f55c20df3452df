import type { z } from 'zod';
import type { pepDuplicatesQuerySchema } from '@congregate/contracts';
import {
  pepStages,
  type PepDuplicates,
  type PepFunnel,
  type PepStage,
  type SoulWinnerBoard,
} from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import { findLocaleRef } from '../../../access/access.repository.ts';
import { administers, outsideScope, requireAdminScope, type LocaleRef } from '../../../access/scope.ts';
import type { Actor } from '../../../lib/actor.ts';
import { invalidInput } from '../../../lib/errors.ts';
import type { ChurchEventsService } from '../church-events/church-events.service.ts';
import { belongsTo } from './peps.policy.ts';
import { findDuplicates, listReached, type ReachedRow } from './pep-reports.repository.ts';

const DAY_MS = 86_400_000;
/** Ranks on the path (`pep-reports.repository.ts`): attending 2, studying 3, baptized 5. */
const RANK: Record<PepStage, number> = {
  contacted: 1,
  attending: 2,
  studying: 3,
  scheduled: 4,
  baptized: 5,
  member: 6,
  dropped: 0,
};

const today = () => new Date().toISOString().slice(0, 10);

/** A period of whole days in UTC: `from` 00:00 to the day after `to`, 00:00. Default: the last twelve months. */
function period(from: string | undefined, to: string | undefined) {
  const end = to ?? today();
  const start = from ?? new Date(Date.parse(`${end}T00:00:00Z`) - 365 * DAY_MS).toISOString().slice(0, 10);
  if (start > end)
    throw invalidInput([{ path: 'to', message: 'The end of the period must not be before its start' }]);
  return {
    from: start,
    to: end,
    fromAt: new Date(`${start}T00:00:00Z`),
    toAt: new Date(Date.parse(`${end}T00:00:00Z`) + DAY_MS),
  };
}

/**
 * The funnel's counts: per path stage, the PEPs that reached it or went further (from their history, so one
 * dropped after attending still counts as attending); `dropped`: those dropped now.
 */
function stageCounts(rows: ReachedRow[]): Record<PepStage, number> {
  const counts = Object.fromEntries(pepStages.map((stage) => [stage, 0])) as Record<PepStage, number>;
  for (const row of rows) {
    for (const stage of pepStages) {
      if (stage === 'dropped' ? row.stage === 'dropped' : row.reached >= RANK[stage]) counts[stage] += 1;
    }
  }
  return counts;
}

/** The board's counts: invited (every PEP), attended, studying, baptized (reached it or went further). */
function boardCounts(rows: ReachedRow[]) {
  return {
    invited: rows.length,
    attended: rows.filter((r) => r.reached >= RANK.attending).length,
    studying: rows.filter((r) => r.reached >= RANK.studying).length,
    baptized: rows.filter((r) => r.reached >= RANK.baptized).length,
  };
}

function groupBy<K>(rows: ReachedRow[], key: (row: ReachedRow) => K): Map<K, ReachedRow[]> {
  const groups = new Map<K, ReachedRow[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/** Duplicate hints, the funnel and the soul winners' board. */
export function createPepReportsService(
  db: Database,
  { churchEvents }: { churchEvents: ChurchEventsService },
) {
  async function localeFor(
    actor: Actor,
    localeId: string,
    who: 'admins' | 'members',
  ): Promise<LocaleRef & { name: string }> {
    if (who === 'admins') requireAdminScope(actor);
    const locale = await findLocaleRef(db, localeId);
    const allowed =
      locale !== null && (administers(actor, locale) || (who === 'members' && belongsTo(actor, locale.id)));
    if (!allowed)
      throw outsideScope(actor, locale !== null, 'The locale', 'This locale is outside your scope');
    return locale;
  }

  return {
    /** `GET peps/duplicates`: an endorsed member of the locale or an admin over it. */
    async duplicates(actor: Actor, query: z.infer<typeof pepDuplicatesQuerySchema>): Promise<PepDuplicates> {
      await localeFor(actor, query.localeId, 'members');
      const mobile = query.mobile?.replace(/[\s()-]/g, '') || undefined;
      const found = await findDuplicates(db, { ...query, mobile, email: query.email || undefined });
      return { ...found, peps: found.peps.map((pep) => ({ ...pep, stage: pep.stage as PepStage })) };
    },

    /** `GET peps/funnel`: an admin over the locale. */
    async funnel(actor: Actor, query: { localeId: string; from?: string; to?: string }): Promise<PepFunnel> {
      const locale = await localeFor(actor, query.localeId, 'admins');
      const span = period(query.from, query.to);
      const rows = await listReached(db, { localeId: locale.id, from: span.fromAt, to: span.toAt });
      const bySoulWinner = [
        ...groupBy(
          rows.filter((r) => r.soulWinnerId),
          (r) => r.soulWinnerId!,
        ),
      ].map(([id, group]) => ({
        soulWinner: { id, displayName: group[0]!.soulWinnerName ?? '' },
        total: group.length,
        stages: stageCounts(group),
      }));
      const byFlock = [...groupBy(rows, (r) => r.flockId)].map(([id, group]) => ({
        flock: id ? { id, name: group[0]!.flockName ?? '' } : null,
        total: group.length,
        stages: stageCounts(group),
      }));
      bySoulWinner.sort(
        (a, b) => b.total - a.total || a.soulWinner.displayName.localeCompare(b.soulWinner.displayName),
      );
      byFlock.sort((a, b) => (a.flock?.name ?? '\uffff').localeCompare(b.flock?.name ?? '\uffff'));
      return {
        from: span.from,
        to: span.to,
        total: rows.length,
        stages: stageCounts(rows),
        bySoulWinner,
        byFlock,
        byLocale: [
          { locale: { id: locale.id, name: locale.name }, total: rows.length, stages: stageCounts(rows) },
        ],
      };
    },

    /** `GET peps/soul-winners`: the locale's endorsed members and its admins. */
    async soulWinners(
      actor: Actor,
      query: { localeId: string; from?: string; to?: string; eventId?: string },
    ): Promise<SoulWinnerBoard> {
      const locale = await localeFor(actor, query.localeId, 'members');
      let rows: ReachedRow[];
      let from: string;
      let to: string;
      if (query.eventId) {
        const event = await churchEvents.find(query.eventId);
        if (!event || event.localeId !== locale.id) {
          throw invalidInput([{ path: 'eventId', message: 'Choose an event of this locale' }]);
        }
        rows = await listReached(db, { localeId: locale.id, eventId: event.id });
        from = event.startsAt.toISOString().slice(0, 10);
        to = event.endsAt.toISOString().slice(0, 10);
      } else {
        const span = period(query.from, query.to);
        rows = await listReached(db, { localeId: locale.id, from: span.fromAt, to: span.toAt });
        ({ from, to } = span);
      }
      const won = rows.filter((r) => r.soulWinnerId);
      const members = [...groupBy(won, (r) => r.soulWinnerId!)].map(([id, group]) => {
        const first = group[0]!;
        return {
          member: { id, displayName: first.soulWinnerName ?? '', photo: first.soulWinnerPhoto },
          flock: first.soulWinnerFlockId
            ? { id: first.soulWinnerFlockId, name: first.soulWinnerFlockName ?? '' }
            : null,
          ...boardCounts(group),
        };
      });
      members.sort(
        (a, b) =>
          b.baptized - a.baptized ||
          b.invited - a.invited ||
          a.member.displayName.localeCompare(b.member.displayName),
      );
      const flocks = [...groupBy(won, (r) => r.soulWinnerFlockId)].map(([id, group]) => ({
        flock: id ? { id, name: group[0]!.soulWinnerFlockName ?? '' } : null,
        ...boardCounts(group),
      }));
      flocks.sort((a, b) => b.baptized - a.baptized || b.invited - a.invited);
      return {
        from,
        to,
        members,
        flocks,
        locale: { id: locale.id, name: locale.name, ...boardCounts(rows) },
      };
    },
  };
}

export type PepReportsService = ReturnType<typeof createPepReportsService>;
