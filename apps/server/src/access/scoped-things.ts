import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ScopedThing } from '@congregate/contracts';
import type { Executor } from '../db/executor.ts';
import {
  announcements,
  awards,
  categories,
  checkIns,
  churchEvents,
  churchGroups,
  flocks,
  funds,
  gatherings,
  giftBatches,
  kiosks,
  livestreams,
  locales,
  memberNotes,
  members,
  pepFollowUps,
  peps,
  qrLocations,
  recordBoardEntries,
  roleAssignments,
  statementRuns,
  transferRequests,
  users,
} from '../db/schema/index.ts';

/**
 * Where a record of a locale sits, as the rules need it: its locale and district (`null` locale: the whole
 * church's, like a shared category), its flock when it has one, and the account that wrote it.
 */
export interface ThingPlace {
  id: string;
  localeId: string | null;
  districtId: string | null;
  flockId: string | null;
  authorUserId: string | null;
}

interface Source {
  table: PgTable;
  id: AnyPgColumn;
  localeId: AnyPgColumn;
  flockId?: AnyPgColumn;
  author?: AnyPgColumn;
  /** A record this rule no longer sees (a revoked kiosk): it answers as unknown. */
  gone?: SQL;
}

/** Each record's table and the columns that place it. */
const sources: Record<Exclude<ScopedThing, 'locale' | 'user'>, Source> = {
  flock: { table: flocks, id: flocks.id, localeId: flocks.localeId, flockId: flocks.id },
  'church-group': { table: churchGroups, id: churchGroups.id, localeId: churchGroups.localeId },
  announcement: {
    table: announcements,
    id: announcements.id,
    localeId: announcements.localeId,
    author: announcements.createdBy,
  },
  'church-event': { table: churchEvents, id: churchEvents.id, localeId: churchEvents.localeId },
  gathering: { table: gatherings, id: gatherings.id, localeId: gatherings.localeId },
  kiosk: {
    table: kiosks,
    id: kiosks.id,
    localeId: kiosks.localeId,
    gone: sql`${kiosks.revokedAt} is not null`,
  },
  'qr-location': { table: qrLocations, id: qrLocations.id, localeId: qrLocations.localeId },
  pep: { table: peps, id: peps.id, localeId: peps.localeId, flockId: peps.flockId },
  'follow-up': { table: pepFollowUps, id: pepFollowUps.id, localeId: pepFollowUps.localeId },
  award: {
    table: awards,
    id: awards.id,
    localeId: awards.localeId,
    flockId: awards.flockId,
    author: awards.givenBy,
  },
  category: {
    table: categories,
    id: categories.id,
    localeId: categories.localeId,
    author: categories.createdBy,
  },
  livestream: { table: livestreams, id: livestreams.id, localeId: livestreams.localeId },
  'gift-batch': { table: giftBatches, id: giftBatches.id, localeId: giftBatches.localeId },
  'statement-run': { table: statementRuns, id: statementRuns.id, localeId: statementRuns.localeId },
  'record-board-entry': {
    table: recordBoardEntries,
    id: recordBoardEntries.id,
    localeId: recordBoardEntries.localeId,
    author: recordBoardEntries.authorId,
  },
  'member-note': {
    table: memberNotes,
    id: memberNotes.id,
    localeId: memberNotes.localeId,
    author: memberNotes.authorId,
  },
  'check-in': { table: checkIns, id: checkIns.id, localeId: checkIns.localeId },
  fund: { table: funds, id: funds.id, localeId: funds.localeId },
  // A transfer belongs to the locale receiving the member: its admins answer it.
  transfer: { table: transferRequests, id: transferRequests.id, localeId: transferRequests.toLocaleId },
};

const nothing = sql<null>`null`;

/** Where the record `id` of `thing` sits, or null when there is none (or the rule no longer sees it). */
export async function findThingPlace(
  db: Executor,
  thing: ScopedThing,
  id: string,
): Promise<ThingPlace | null> {
  if (thing === 'locale') {
    const [row] = await db
      .select({ id: locales.id, localeId: locales.id, districtId: locales.districtId })
      .from(locales)
      .where(eq(locales.id, id));
    return row ? { ...row, flockId: null, authorUserId: null } : null;
  }
  if (thing === 'user') return findUserPlace(db, id);
  const source = sources[thing];
  const [row] = await db
    .select({
      id: source.id,
      localeId: source.localeId,
      districtId: locales.districtId,
      flockId: (source.flockId ?? nothing) as SQL<string | null>,
      authorUserId: (source.author ?? nothing) as SQL<string | null>,
      gone: (source.gone ?? sql<boolean>`false`) as SQL<boolean>,
    })
    .from(source.table)
    .leftJoin(locales, eq(locales.id, source.localeId))
    .where(eq(source.id, id));
  if (!row || row.gone) return null;
  return {
    id: row.id as string,
    localeId: row.localeId as string | null,
    districtId: row.districtId,
    flockId: row.flockId,
    authorUserId: row.authorUserId,
  };
}

/**
 * Where a user account sits: where its member record does (locale, district, flock). An account with no member
 * record (an admin's, a kiosk's) is the whole church's while it holds a role; one with neither is nothing to act on.
 */
async function findUserPlace(db: Executor, id: string): Promise<ThingPlace | null> {
  const [row] = await db
    .select({
      id: users.id,
      localeId: members.currentLocaleId,
      districtId: locales.districtId,
      flockId: members.flockId,
      holdsRole: sql<boolean>`exists (select 1 from ${roleAssignments} where ${roleAssignments.userId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(members, eq(members.userId, users.id))
    .leftJoin(locales, eq(locales.id, members.currentLocaleId))
    .where(eq(users.id, id));
  if (!row || (row.localeId === null && !row.holdsRole)) return null;
  return {
    id: row.id,
    localeId: row.localeId,
    districtId: row.districtId,
    flockId: row.flockId,
    authorUserId: null,
  };
}
