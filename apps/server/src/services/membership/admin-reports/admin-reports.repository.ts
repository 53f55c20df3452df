import { and, eq, gte, lt, or, sql } from 'drizzle-orm';
import { NO_CLUSTER } from '@congregate/contracts';
import type { Executor } from '../../../db/executor.ts';
import { auditLog, flocks, locales, memberCounts, users } from '../../../db/schema/index.ts';
import type { AdminScope } from '../../../access/scope.ts';
import { localeRowsIn } from '../../../access/scope-sql.ts';
import { keyset } from '../../../lib/keyset.ts';

export interface AuditFilters {
  actorUserId?: string;
  memberId?: string;
  action?: string;
  from?: string;
  to?: string;
  cursor?: string;
  limit: number;
}

/** The audit log, newest first: its serial id orders it. */
const auditKeys = keyset({ direction: 'desc', parts: [{ column: auditLog.id, kind: 'integer' }] });

/** Audit rows of the scope's locales (a super admin: all), newest first. */
export async function listAudit(db: Executor, scope: AdminScope, f: AuditFilters) {
  const after = auditKeys.after(auditKeys.read(f.cursor));
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorUserId: auditLog.actorUserId,
      actorEmail: users.email,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      localeId: auditLog.localeId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(
        scope.all
          ? undefined
          : and(sql`${auditLog.localeId} is not null`, localeRowsIn(scope, sql`${auditLog.localeId}`)),
        f.actorUserId ? eq(auditLog.actorUserId, f.actorUserId) : undefined,
        f.memberId
          ? or(
              eq(auditLog.entityId, f.memberId),
              sql`${auditLog.after}->>'memberId' = ${f.memberId}`,
              sql`${auditLog.before}->>'memberId' = ${f.memberId}`,
            )
          : undefined,
        f.action ? eq(auditLog.action, f.action) : undefined,
        f.from ? gte(auditLog.at, new Date(f.from)) : undefined,
        f.to
          ? lt(auditLog.at, new Date(/^\d{4}-\d{2}-\d{2}$/.test(f.to) ? Date.parse(f.to) + 86_400_000 : f.to))
          : undefined,
        after,
      ),
    )
    .orderBy(...auditKeys.orderBy())
    .limit(f.limit + 1);
  return {
    rows: rows.slice(0, f.limit),
    nextCursor: auditKeys.next(rows, f.limit, (row) => [String(row.id)]),
  };
}

/**
 * Endorsed members by locale and flock (and cluster) over the scope, narrowed to one locale when given:
 * by locale name, then cluster, then flock name. Read from the counts the members trigger keeps
 * (`member_counts`, migration 0023): a super admin's whole church (a million members) is a few thousand rows.
 */
export async function membersByFlock(db: Executor, scope: AdminScope, localeId: string | undefined) {
  return db
    .select({
      flockId: memberCounts.flockId,
      flockName: flocks.name,
      cluster: sql<string>`coalesce(${flocks.cluster}, ${NO_CLUSTER})`,
      members: memberCounts.endorsed,
      localeId: memberCounts.localeId,
      localeName: locales.name,
    })
    .from(memberCounts)
    .innerJoin(locales, eq(locales.id, memberCounts.localeId))
    .leftJoin(flocks, eq(flocks.id, memberCounts.flockId))
    .where(
      and(
        localeRowsIn(scope, sql`${memberCounts.localeId}`),
        localeId ? eq(memberCounts.localeId, localeId) : undefined,
        sql`${memberCounts.endorsed} > 0`,
      ),
    )
    .orderBy(locales.name, sql`3`, flocks.name);
}
