import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Executor } from '../../../db/executor.ts';
import { memberDestinations, members, notifications, transferRequests } from '../../../db/schema/index.ts';
import { locales } from '../../../db/schema/index.ts';
import type { AdminScope } from '../../../access/scope.ts';
import { decodeCursor, encodeCursor, localeInScope } from '../member-search/member-search.repository.ts';

const fromLocale = alias(locales, 'from_locale');
const toLocale = alias(locales, 'to_locale');

const columns = {
  id: transferRequests.id,
  memberId: transferRequests.memberId,
  fromLocaleId: transferRequests.fromLocaleId,
  fromLocaleName: fromLocale.name,
  fromDistrictId: fromLocale.districtId,
  toLocaleId: transferRequests.toLocaleId,
  toLocaleName: toLocale.name,
  toDistrictId: toLocale.districtId,
  reason: transferRequests.reason,
  status: transferRequests.status,
  requestedAt: transferRequests.requestedAt,
  decidedAt: transferRequests.decidedAt,
  decisionReason: transferRequests.decisionReason,
  customId: members.customId,
  firstName: members.firstName,
  lastName: members.lastName,
  key: sql<string>`to_char(${transferRequests.requestedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};
export type TransferRow = Awaited<ReturnType<typeof findTransfer>> & {};

const select = (db: Executor) =>
  db
    .select(columns)
    .from(transferRequests)
    .innerJoin(members, eq(members.id, transferRequests.memberId))
    .innerJoin(fromLocale, eq(fromLocale.id, transferRequests.fromLocaleId))
    .innerJoin(toLocale, eq(toLocale.id, transferRequests.toLocaleId));

export async function findTransfer(db: Executor, id: string, lock = false) {
  const query = select(db).where(eq(transferRequests.id, id));
  const [row] = lock ? await query.for('update', { of: transferRequests }) : await query;
  return row ?? null;
}

/** The scope's incoming (to one of its locales) or outgoing transfers, newest first. */
export async function listTransfers(
  db: Executor,
  scope: AdminScope,
  query: { direction: 'in' | 'out'; status?: string; cursor?: string; limit: number },
) {
  const side =
    query.direction === 'in' ? sql`${transferRequests.toLocaleId}` : sql`${transferRequests.fromLocaleId}`;
  let after;
  if (query.cursor) {
    const [at, id] = decodeCursor(query.cursor, 2) as [string, string];
    if (Number.isNaN(Date.parse(at)) || !/^[0-9a-f-]{36}$/i.test(id)) decodeCursor('', 2);
    after = sql`(${transferRequests.requestedAt}, ${transferRequests.id}) < (cast(${at} as timestamptz), cast(${id} as uuid))`;
  }
  const rows = await select(db)
    .where(
      and(
        localeInScope(scope, side),
        query.status ? eq(transferRequests.status, query.status) : undefined,
        after,
      ),
    )
    .orderBy(desc(transferRequests.requestedAt), desc(transferRequests.id))
    .limit(query.limit + 1);
  const more = rows.length > query.limit;
  const shown = more ? rows.slice(0, query.limit) : rows;
  const last = shown.at(-1);
  return { rows: shown, nextCursor: more && last ? encodeCursor([last.key, last.id]) : null };
}

export async function decideTransfer(
  db: Executor,
  id: string,
  values: { status: 'accepted' | 'declined'; by: string; reason: string | null },
) {
  await db
    .update(transferRequests)
    .set({
      status: values.status,
      decidedBy: values.by,
      decidedAt: sql`now()`,
      decisionReason: values.reason,
    })
    .where(eq(transferRequests.id, id));
}

/** Moves the member: new locale, no flock (flocks belong to a locale), and a row of their locale history. */
export async function moveMember(
  db: Executor,
  move: {
    memberId: string;
    fromLocaleId: string;
    toLocaleId: string;
    approvedBy: string;
    reason: string | null;
  },
) {
  await db
    .update(members)
    .set({ currentLocaleId: move.toLocaleId, flockId: null, updatedAt: sql`now()` })
    .where(eq(members.id, move.memberId));
  await db.insert(memberDestinations).values({
    memberId: move.memberId,
    fromLocaleId: move.fromLocaleId,
    toLocaleId: move.toLocaleId,
    approvedBy: move.approvedBy,
    reason: move.reason,
  });
}

/**
 * Ends the roles a moving member's user holds over the locale they leave (locale admin, finance, kiosk)
 * and over its flocks (flock leader); district and super admin roles stay. Answers what was removed.
 */
export async function revokeLocaleRoles(db: Executor, userId: string, localeId: string) {
  return queryRows<{ id: string; role: string; scopeType: string; scopeId: string }>(
    db,
    sql`delete from role_assignments r
         where r.user_id = ${userId}
           and ((r.scope_type = 'locale' and r.scope_id = ${localeId})
             or (r.scope_type = 'flock' and r.scope_id in (select f.id from flocks f where f.locale_id = ${localeId})))
     returning r.id, r.role, r.scope_type as "scopeType", r.scope_id as "scopeId"`,
  );
}

export async function insertNotifications(db: Executor, rows: (typeof notifications.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(notifications).values(rows);
}
