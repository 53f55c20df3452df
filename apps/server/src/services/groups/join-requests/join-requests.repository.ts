import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminScope } from '../../../access/scope.ts';
import { localeRowsIn } from '../../../access/scope-sql.ts';
import type { Executor } from '../../../db/executor.ts';
import { churchGroups, flocks, joinRequests, locales, members } from '../../../db/schema/index.ts';
import { keyset } from '../../../lib/keyset.ts';

const requestColumns = {
  id: joinRequests.id,
  memberId: joinRequests.memberId,
  memberFirstName: members.firstName,
  memberLastName: members.lastName,
  memberPhoto: members.photo,
  memberUserId: members.userId,
  localeId: joinRequests.localeId,
  districtId: locales.districtId,
  flockId: joinRequests.flockId,
  flockName: flocks.name,
  groupId: joinRequests.groupId,
  groupName: churchGroups.name,
  message: joinRequests.message,
  status: joinRequests.status,
  reason: joinRequests.reason,
  decidedAt: joinRequests.decidedAt,
  createdAt: joinRequests.createdAt,
};

const requestsWithNames = (db: Executor) =>
  db
    .select(requestColumns)
    .from(joinRequests)
    .innerJoin(members, eq(members.id, joinRequests.memberId))
    .innerJoin(locales, eq(locales.id, joinRequests.localeId))
    .leftJoin(flocks, eq(flocks.id, joinRequests.flockId))
    .leftJoin(churchGroups, eq(churchGroups.id, joinRequests.groupId));

export type JoinRequestRow = Awaited<ReturnType<ReturnType<typeof requestsWithNames>['where']>>[number];

export async function findRequest(db: Executor, requestId: string) {
  const [row] = await requestsWithNames(db).where(eq(joinRequests.id, requestId));
  return row ?? null;
}

/** Holds the request row until the transaction ends (two deciders never both decide). */
export async function lockRequest(db: Executor, requestId: string) {
  const [row] = await db
    .select({ status: joinRequests.status })
    .from(joinRequests)
    .where(eq(joinRequests.id, requestId))
    .for('update');
  return row ?? null;
}

/** Whether the member has a pending request to the flock or group. */
export async function pendingRequestExists(
  db: Executor,
  memberId: string,
  target: { flockId?: string; groupId?: string },
) {
  const [row] = await db
    .select({ id: joinRequests.id })
    .from(joinRequests)
    .where(
      and(
        eq(joinRequests.memberId, memberId),
        eq(joinRequests.status, 'pending'),
        target.flockId ? eq(joinRequests.flockId, target.flockId) : eq(joinRequests.groupId, target.groupId!),
      ),
    );
  return row !== undefined;
}

export async function insertRequest(db: Executor, values: typeof joinRequests.$inferInsert): Promise<string> {
  const [row] = await db.insert(joinRequests).values(values).returning({ id: joinRequests.id });
  return row!.id;
}

export async function decideRequest(
  db: Executor,
  requestId: string,
  values: { status: string; reason?: string | null; decidedBy: string },
) {
  await db
    .update(joinRequests)
    .set({ ...values, decidedAt: sql`now()` })
    .where(eq(joinRequests.id, requestId));
}

/** Which requests a list shows: the member's own, or those of these flocks, groups and admin locales. */
export type RequestScope =
  { mine: string } | { flockIds: string[]; groupIds: string[]; adminScope: AdminScope | null };

/** Join requests newest first by (created_at, id); the cursor `[createdAt as ISO, id]`. */
export const requestKeys = keyset({
  direction: 'desc',
  parts: [
    { column: joinRequests.createdAt, kind: 'timestamptz' },
    { column: joinRequests.id, kind: 'uuid' },
  ],
});

/** Requests newest first, after the cursor's `[createdAt, id]`. */
export async function listRequests(
  db: Executor,
  scope: RequestScope,
  q: {
    status?: string;
    flockId?: string;
    groupId?: string;
    localeId?: string;
    after?: [string, string];
    limit: number;
  },
) {
  let visible: SQL | undefined;
  if ('mine' in scope) visible = eq(joinRequests.memberId, scope.mine);
  else {
    const parts: SQL[] = [];
    if (scope.flockIds.length > 0) parts.push(inArray(joinRequests.flockId, scope.flockIds));
    if (scope.groupIds.length > 0) parts.push(inArray(joinRequests.groupId, scope.groupIds));
    if (scope.adminScope)
      parts.push(localeRowsIn(scope.adminScope, sql`${joinRequests.localeId}`) ?? sql`true`);
    visible = parts.length > 0 ? or(...parts) : sql`false`;
  }
  return requestsWithNames(db)
    .where(
      and(
        visible,
        q.status ? eq(joinRequests.status, q.status) : undefined,
        q.flockId ? eq(joinRequests.flockId, q.flockId) : undefined,
        q.groupId ? eq(joinRequests.groupId, q.groupId) : undefined,
        q.localeId ? eq(joinRequests.localeId, q.localeId) : undefined,
        requestKeys.after(q.after),
      ),
    )
    .orderBy(...requestKeys.orderBy())
    .limit(q.limit);
}

/** The member's locale, endorsement and flock, locked until the transaction ends. */
export async function lockMemberPlacement(db: Executor, memberId: string) {
  const [row] = await db
    .select({
      localeId: members.currentLocaleId,
      endorsed: members.endorsed,
      flockId: members.flockId,
      flockName: flocks.name,
    })
    .from(members)
    .leftJoin(flocks, eq(flocks.id, members.flockId))
    .where(eq(members.id, memberId))
    .for('update', { of: members });
  return row ?? null;
}

/** Moves the member into the flock (an accepted request). */
export async function moveMemberToFlock(db: Executor, memberId: string, flockId: string) {
  await db
    .update(members)
    .set({ flockId, updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
}
