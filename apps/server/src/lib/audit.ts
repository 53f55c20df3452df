import type { AuditAction } from '@congregate/contracts';
import type { Executor } from '../db/executor.ts';
import { auditLog } from '../db/schema/index.ts';

export interface AuditEntry {
  actorUserId: string | null;
  /** One of the contracts' `auditActions`, so that the audit log can name it in every language. */
  action: AuditAction;
  entityType: string;
  entityId?: string | null;
  localeId?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

/** Writes who did what, when, with the values before and after. Call inside the change's transaction. */
export async function writeAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    localeId: entry.localeId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}
