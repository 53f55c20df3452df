import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/executor.ts';
import { locales, memberDestinations, members, transferRequests } from '../../../db/schema/index.ts';
import type { AdminScope } from '../../../access/scope.ts';
import { localeRowsIn } from '../../../access/scope-sql.ts';
import { keyset } from '../../../lib/keyset.ts';
import type { MemberInScope } from '../../../access/member-access.ts';

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
  /** The member's account, told of the request and its answer. */
  memberUserId: members.userId,
  firstName: members.firstName,
  lastName: members.lastName,
  key: sql<string>`to_char(${transferRequests.requestedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};
export type TransferRow = Awaited<ReturnType<typeof findTransfer>> & {};

/** A transfer request as the member's own list shows it. */
const requestColumns = {
  id: transferRequests.id,
  memberId: transferRequests.memberId,
  fromLocaleId: transferRequests.fromLocaleId,
  fromLocaleName: fromLocale.name,
  toLocaleId: transferRequests.toLocaleId,
  toLocaleName: toLocale.name,
  reason: transferRequests.reason,
  status: transferRequests.status,
  requestedAt: transferRequests.requestedAt,
};

function selectRequests(db: Executor) {
  return db
    .select(requestColumns)
    .from(transferRequests)
    .innerJoin(fromLocale, eq(fromLocale.id, transferRequests.fromLocaleId))
    .innerJoin(toLocale, eq(toLocale.id, transferRequests.toLocaleId));
}

/** The member's transfer requests, newest first. */
export async function listRequestsOfMember(db: Executor, member: MemberInScope) {
  const { memberId } = member;
  return selectRequests(db)
    .where(eq(transferRequests.memberId, memberId))
    .orderBy(desc(transferRequests.requestedAt), desc(transferRequests.id));
}

export async function findRequest(db: Executor, id: string) {
  const [row] = await selectRequests(db).where(eq(transferRequests.id, id));
  return row ?? null;
}

export async function hasPendingTransfer(db: Executor, memberId: string): Promise<boolean> {
  const rows = await db
    .select({ id: transferRequests.id })
    .from(transferRequests)
    .where(and(eq(transferRequests.memberId, memberId), eq(transferRequests.status, 'pending')))
    .limit(1);
  return rows.length > 0;
}

export async function insertTransfer(db: Executor, values: typeof transferRequests.$inferInsert) {
  const [row] = await db.insert(transferRequests).values(values).returning({ id: transferRequests.id });
  return row!;
}

/** The member's locale and account, locked until the transaction ends (one pending transfer at a time). */
export async function lockMemberPlace(db: Executor, memberId: string) {
  const [row] = await db
    .select({ localeId: members.currentLocaleId, userId: members.userId })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update', { of: members });
  return row ?? null;
}

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

/** Transfers newest first, by (requestedAt, id); the cursor `[requestedAt, id]`. */
const transferKeys = keyset({
  direction: 'desc',
  parts: [
    { column: transferRequests.requestedAt, kind: 'timestamptz' },
    { column: transferRequests.id, kind: 'uuid' },
  ],
});

/** The scope's incoming (to one of its locales) or outgoing transfers, newest first. */
export async function listTransfers(
  db: Executor,
  scope: AdminScope,
  query: { direction: 'in' | 'out'; status?: string; cursor?: string; limit: number },
) {
  const side =
    query.direction === 'in' ? sql`${transferRequests.toLocaleId}` : sql`${transferRequests.fromLocaleId}`;
  const rows = await select(db)
    .where(
      and(
        localeRowsIn(scope, side),
        query.status ? eq(transferRequests.status, query.status) : undefined,
        transferKeys.after(transferKeys.read(query.cursor)),
      ),
    )
    .orderBy(...transferKeys.orderBy())
    .limit(query.limit + 1);
  return {
    rows: rows.slice(0, query.limit),
    nextCursor: transferKeys.next(rows, query.limit, (row) => [row.key, row.id]),
  };
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

/**
 * Moves the member: new locale, a flock of that locale or none (flocks belong to a locale), and a row of
 * their locale history.
 */
export async function moveMember(
  db: Executor,
  move: {
    memberId: string;
    fromLocaleId: string;
    toLocaleId: string;
    flockId: string | null;
    approvedBy: string;
    reason: string | null;
  },
) {
  await db
    .update(members)
    .set({ currentLocaleId: move.toLocaleId, flockId: move.flockId, updatedAt: sql`now()` })
    .where(eq(members.id, move.memberId));
  await db.insert(memberDestinations).values({
    memberId: move.memberId,
    fromLocaleId: move.fromLocaleId,
    toLocaleId: move.toLocaleId,
    approvedBy: move.approvedBy,
    reason: move.reason,
  });
}

/** Pending transfers into and out of the scope's locales (or one of them). */
export async function countPending(db: Executor, scope: AdminScope, localeId: string | undefined) {
  const count = async (side: typeof transferRequests.toLocaleId | typeof transferRequests.fromLocaleId) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(transferRequests)
      .where(
        and(
          eq(transferRequests.status, 'pending'),
          localeRowsIn(scope, sql`${side}`),
          localeId ? eq(side, localeId) : undefined,
        ),
      );
    return row?.n ?? 0;
  };
  const [incoming, outgoing] = await Promise.all([
    count(transferRequests.toLocaleId),
    count(transferRequests.fromLocaleId),
  ]);
  return { incoming, outgoing };
}
