import type { AuditAction, RemovalOutcome } from '@congregate/contracts';
import { and, eq, getTableName, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { queryRows, type Executor } from '../db/executor.ts';
import { locales } from '../db/schema/index.ts';
import type { Actor } from './actor.ts';
import { writeAudit } from './audit.ts';
import { keyset } from './keyset.ts';

/** A table of a locale's named things that are archived rather than deleted once anything refers to them. */
export type ArchivableTable = PgTable & {
  id: PgColumn;
  localeId: PgColumn;
  name: PgColumn;
  archivedAt: PgColumn;
};

/** The columns a list's selection must hold for its cursor: the id and the name. */
type Keyed = SelectedFields & { id: PgColumn; name: PgColumn };

/** What a locked row must say for its removal. */
interface Removable {
  id: string;
  localeId: string;
  archivedAt: Date | null;
}

export interface ArchivableListOptions {
  /** The columns that refer to a thing (a member's flock, a join request's group): while one does, it is kept. */
  references: readonly PgColumn[];
  /** The table has an `updatedAt` column, set to `now()` with each change. */
  updatedAt?: boolean;
  /** The audit actions of a removal: kept archived, or deleted. */
  actions: { archive: AuditAction; delete: AuditAction };
}

/**
 * A locale's list of named things that are archived or restored, and deleted only while nothing refers to them
 * (flocks, church groups), written once: the page by name (case-blind) then id with its cursor `[lower(name), id]`,
 * the row with its locale's district (locked for a change), whether another of the locale has a name, and the
 * removal — deleted, or archived when anything refers to it — audited. The feature keeps its own columns, filters,
 * answers and rules; the audit's entity type is the table's name.
 */
export function archivableList<T extends ArchivableTable>(table: T, options: ArchivableListOptions) {
  const keys = keyset({
    direction: 'asc',
    parts: [
      { column: sql`lower(${table.name})`, kind: 'text' },
      { column: table.id, kind: 'uuid' },
    ],
  });
  const entityType = getTableName(table);
  const touched = () => (options.updatedAt ? { updatedAt: sql`now()` } : {});

  /** Sets or clears the archive mark (`archivedAt` a time, or null). */
  async function setArchivedAt(db: Executor, id: string, archivedAt: Date | null) {
    await db
      .update(table)
      .set({ archivedAt, ...touched() } as never)
      .where(eq(table.id, id));
  }

  /** Whether anything refers to the thing. */
  async function referredTo(db: Executor, id: string): Promise<boolean> {
    if (options.references.length === 0) return false;
    const exists = options.references.map(
      (column) => sql`exists (select 1 from ${column.table} where ${column} = ${id})`,
    );
    const [row] = await queryRows<{ used: boolean }>(
      db,
      sql`select (${sql.join(exists, sql` or `)}) as used`,
    );
    return row?.used ?? false;
  }

  return {
    /**
     * A page of the locale's things by name (case-blind) and id, after `cursor` (a bad one is refused, 422):
     * archived ones only with `includeArchived`, narrowed by the feature's `filters` (a search, a type).
     */
    async page<S extends Keyed>(
      db: Executor,
      columns: S,
      q: { localeId: string; includeArchived: boolean; cursor?: string; limit: number },
      ...filters: (SQL | undefined)[]
    ): Promise<{ rows: SelectResultFields<S>[]; nextCursor: string | null }> {
      const after = keys.read(q.cursor);
      const rows = (await db
        .select(columns as SelectedFields)
        .from(table as PgTable)
        .where(
          and(
            eq(table.localeId, q.localeId),
            q.includeArchived ? undefined : isNull(table.archivedAt),
            ...filters,
            keys.after(after),
          ),
        )
        .orderBy(...keys.orderBy())
        .limit(q.limit + 1)) as SelectResultFields<S>[];
      const keyOf = (row: SelectResultFields<S>) => {
        const { id, name } = row as unknown as { id: string; name: string };
        return [name.toLowerCase(), id];
      };
      return { rows: rows.slice(0, q.limit), nextCursor: keys.next(rows, q.limit, keyOf) };
    },

    /** One thing with its locale's district, or null; `lock` holds its row until the transaction ends. */
    async find<S extends SelectedFields>(
      db: Executor,
      columns: S,
      id: string,
      lock = false,
    ): Promise<(SelectResultFields<S> & { districtId: string | null }) | null> {
      const query = db
        .select({ ...(columns as SelectedFields), districtId: locales.districtId })
        .from(table as PgTable)
        .innerJoin(locales, eq(locales.id, table.localeId))
        .where(eq(table.id, id));
      const [row] = lock ? await query.for('update', { of: table as PgTable }) : await query;
      return (row as (SelectResultFields<S> & { districtId: string | null }) | undefined) ?? null;
    },

    /** Whether another thing of the locale (not `exceptId`) has the name, case-blind. */
    async nameTaken(db: Executor, localeId: string, name: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(
          and(
            eq(table.localeId, localeId),
            sql`lower(${table.name}) = lower(${name})`,
            exceptId ? sql`${table.id} <> ${exceptId}` : undefined,
          ),
        );
      return row !== undefined;
    },

    /**
     * What a patch's `archived` asks of the thing: `archivedAt` to write (now, or null to restore) when it
     * changes it, nothing otherwise.
     */
    archiveChange(archived: boolean | undefined, current: { archivedAt: Date | null }) {
      const archiving = archived !== undefined && archived !== (current.archivedAt !== null);
      return {
        /** Whether the patch archives (audited as `…archive`, not `…update`). */
        archives: archiving && archived === true,
        values: archiving ? { archivedAt: archived ? new Date() : null } : {},
      };
    },

    /**
     * Removes the thing `locked` (locked by the caller, in `tx`): deleted when nothing refers to it, else archived
     * (one archived already stays as it is); audited with `before`.
     */
    async remove(tx: Executor, actor: Actor, locked: Removable, before: unknown): Promise<RemovalOutcome> {
      const kept = await referredTo(tx, locked.id);
      if (kept) {
        if (locked.archivedAt === null) await setArchivedAt(tx, locked.id, new Date());
      } else {
        await tx.delete(table).where(eq(table.id, locked.id));
      }
      await writeAudit(tx, {
        actorUserId: actor.userId,
        action: kept ? options.actions.archive : options.actions.delete,
        entityType,
        entityId: locked.id,
        localeId: locked.localeId,
        before,
      });
      return { outcome: kept ? 'archived' : 'deleted' };
    },
  };
}
