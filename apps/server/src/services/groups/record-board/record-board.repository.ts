import { and, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { RecordBoardPosters } from '@congregate/contracts';
import type { Executor } from '../../../db/executor.ts';
import {
  categories,
  locales,
  members,
  moduleConfigs,
  recordBoardAttachments,
  recordBoardEntries,
  recordBoardSettings,
} from '../../../db/schema/index.ts';
import { keyset } from '../../../lib/keyset.ts';

/** Escapes LIKE wildcards so a search for `50%` looks for those characters. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What `record_board_entries.search_text` holds: title and body, lower case and without accents. */
const entrySearchText = sql`lower(congregate_unaccent(concat_ws(' ', ${recordBoardEntries.title}, ${recordBoardEntries.body})))`;

const EXCERPT_CHARS = 200;

const attachmentCount = sql<number>`(select count(*)::int from record_board_attachments a where a.entry_id = record_board_entries.id)`;

const summaryColumns = {
  id: recordBoardEntries.id,
  localeId: recordBoardEntries.localeId,
  title: recordBoardEntries.title,
  entryDate: recordBoardEntries.entryDate,
  excerpt: sql<string>`left(${recordBoardEntries.body}, ${sql.raw(String(EXCERPT_CHARS))})`,
  authorId: recordBoardEntries.authorId,
  authorFirstName: members.firstName,
  authorLastName: members.lastName,
  categoryId: categories.id,
  categoryName: categories.name,
  categoryColor: categories.color,
  attachmentCount,
  createdAt: recordBoardEntries.createdAt,
  updatedAt: recordBoardEntries.updatedAt,
};

export interface EntrySummaryRow {
  id: string;
  localeId: string;
  title: string;
  entryDate: string;
  excerpt: string;
  authorId: string | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  categoryId: string | null;
  categoryName: string | null;
  categoryColor: string | null;
  attachmentCount: number;
  createdAt: Date;
  updatedAt: Date;
}

const selectSummaries = (db: Executor) =>
  db
    .select(summaryColumns)
    .from(recordBoardEntries)
    .leftJoin(categories, eq(categories.id, recordBoardEntries.categoryId))
    .leftJoin(members, eq(members.userId, recordBoardEntries.authorId));

export interface EntryFilter {
  localeId: string;
  categoryId?: string;
  q?: string;
  from?: string;
  to?: string;
}

/** The words of a search, at most eight (more narrow nothing a reader would notice). */
const searchWords = (q: string | undefined): string[] => (q ?? '').split(/\s+/).filter(Boolean).slice(0, 8);

function filterConditions(filter: EntryFilter): (SQL | undefined)[] {
  return [
    eq(recordBoardEntries.localeId, filter.localeId),
    filter.categoryId ? eq(recordBoardEntries.categoryId, filter.categoryId) : undefined,
    filter.from ? sql`${recordBoardEntries.entryDate} >= ${filter.from}::date` : undefined,
    filter.to ? sql`${recordBoardEntries.entryDate} <= ${filter.to}::date` : undefined,
    // Every word somewhere in the title or body, in any order ("council march" finds "March council minutes").
    ...searchWords(filter.q).map(
      (word) =>
        sql`${recordBoardEntries.searchText} like '%' || lower(congregate_unaccent(${likeEscape(word)})) || '%'`,
    ),
  ];
}

/** Record-board entries newest entry date first by (entry_date, id); the cursor `[entry date, id]`. */
export const entryKeys = keyset({
  direction: 'desc',
  parts: [
    { column: recordBoardEntries.entryDate, kind: 'date' },
    { column: recordBoardEntries.id, kind: 'uuid' },
  ],
});

/** A locale's entries matching the filter, newest entry date first after the cursor's (entry_date, id); and how many match. */
export async function listEntries(
  db: Executor,
  filter: EntryFilter,
  after: { entryDate: string; id: string } | null,
  limit: number,
): Promise<{ rows: EntrySummaryRow[]; total: number }> {
  const conditions = filterConditions(filter);
  const rows = await selectSummaries(db)
    .where(and(...conditions, entryKeys.after(after && [after.entryDate, after.id])))
    .orderBy(...entryKeys.orderBy())
    .limit(limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recordBoardEntries)
    .where(and(...conditions));
  return { rows: rows.map(normalise), total: Number(count?.n ?? 0) };
}

const normalise = (row: EntrySummaryRow): EntrySummaryRow => ({
  ...row,
  attachmentCount: Number(row.attachmentCount),
});

/** One entry with its body and its locale's district (for scope checks); `for update` inside a write. */
export async function findEntry(db: Executor, id: string, lock = false) {
  const query = selectSummaries(db)
    .innerJoin(locales, eq(locales.id, recordBoardEntries.localeId))
    .where(eq(recordBoardEntries.id, id));
  const locked = lock ? query.for('update', { of: recordBoardEntries }) : query;
  const [row] = await locked;
  if (!row) return null;
  const [extra] = await db
    .select({ body: recordBoardEntries.body, districtId: locales.districtId })
    .from(recordBoardEntries)
    .innerJoin(locales, eq(locales.id, recordBoardEntries.localeId))
    .where(eq(recordBoardEntries.id, id));
  return { ...normalise(row), body: extra!.body, districtId: extra!.districtId };
}
export type EntryRow = NonNullable<Awaited<ReturnType<typeof findEntry>>>;

export interface EntryValues {
  title: string;
  categoryId: string | null;
  entryDate: string;
  body: string;
}

export async function insertEntry(
  tx: Executor,
  values: EntryValues & { localeId: string; authorId: string },
): Promise<string> {
  const [row] = await tx.insert(recordBoardEntries).values(values).returning({ id: recordBoardEntries.id });
  await tx
    .update(recordBoardEntries)
    .set({ searchText: entrySearchText })
    .where(eq(recordBoardEntries.id, row!.id));
  return row!.id;
}

export async function updateEntry(tx: Executor, id: string, values: Partial<EntryValues>): Promise<void> {
  await tx
    .update(recordBoardEntries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(recordBoardEntries.id, id));
  await tx
    .update(recordBoardEntries)
    .set({ searchText: entrySearchText })
    .where(eq(recordBoardEntries.id, id));
}

/** Deletes the entry (its attachment rows go with it); answers the storage keys of its files. */
export async function deleteEntry(tx: Executor, id: string): Promise<string[]> {
  const files = await tx
    .select({ fileKey: recordBoardAttachments.fileKey })
    .from(recordBoardAttachments)
    .where(eq(recordBoardAttachments.entryId, id));
  await tx.delete(recordBoardEntries).where(eq(recordBoardEntries.id, id));
  return files.map((f) => f.fileKey);
}

// ---- Attachments ----

const attachmentColumns = {
  id: recordBoardAttachments.id,
  localeId: recordBoardAttachments.localeId,
  entryId: recordBoardAttachments.entryId,
  fileKey: recordBoardAttachments.fileKey,
  name: recordBoardAttachments.name,
  contentType: recordBoardAttachments.contentType,
  bytes: recordBoardAttachments.bytes,
  width: recordBoardAttachments.width,
  height: recordBoardAttachments.height,
  uploadedBy: recordBoardAttachments.uploadedBy,
  createdAt: recordBoardAttachments.createdAt,
};
export type AttachmentRow = {
  id: string;
  localeId: string;
  entryId: string | null;
  fileKey: string;
  name: string;
  contentType: 'image/webp' | 'application/pdf';
  bytes: number;
  width: number | null;
  height: number | null;
  uploadedBy: string | null;
  createdAt: Date;
};

export async function insertAttachment(
  db: Executor,
  values: Omit<AttachmentRow, 'entryId' | 'createdAt'>,
): Promise<void> {
  await db.insert(recordBoardAttachments).values(values);
}

/** An attachment with its locale's district (for the readers' check). */
export async function findAttachment(db: Executor, id: string) {
  const [row] = await db
    .select({ ...attachmentColumns, districtId: locales.districtId })
    .from(recordBoardAttachments)
    .innerJoin(locales, eq(locales.id, recordBoardAttachments.localeId))
    .where(eq(recordBoardAttachments.id, id));
  return (row as (AttachmentRow & { districtId: string | null }) | undefined) ?? null;
}

/** The attachments of an entry, in upload order. */
export async function listAttachments(db: Executor, entryId: string): Promise<AttachmentRow[]> {
  const rows = await db
    .select(attachmentColumns)
    .from(recordBoardAttachments)
    .where(eq(recordBoardAttachments.entryId, entryId))
    .orderBy(recordBoardAttachments.createdAt, recordBoardAttachments.id);
  return rows as AttachmentRow[];
}

/** The listed attachments (locked), whatever they are attached to. */
export async function lockAttachments(tx: Executor, ids: string[]): Promise<AttachmentRow[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select(attachmentColumns)
    .from(recordBoardAttachments)
    .where(inArray(recordBoardAttachments.id, ids))
    .for('update');
  return rows as AttachmentRow[];
}

export async function attachTo(tx: Executor, entryId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(recordBoardAttachments).set({ entryId }).where(inArray(recordBoardAttachments.id, ids));
}

/** Removes the listed attachment rows; answers their storage keys (the files go after the commit). */
export async function deleteAttachments(tx: Executor, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .delete(recordBoardAttachments)
    .where(inArray(recordBoardAttachments.id, ids))
    .returning({ fileKey: recordBoardAttachments.fileKey });
  return rows.map((r) => r.fileKey);
}

/** Removes uploads no entry took before `before`; answers their storage keys. */
export async function deleteUnattachedBefore(db: Executor, before: Date): Promise<string[]> {
  const rows = await db
    .delete(recordBoardAttachments)
    .where(and(isNull(recordBoardAttachments.entryId), lt(recordBoardAttachments.createdAt, before)))
    .returning({ fileKey: recordBoardAttachments.fileKey });
  return rows.map((r) => r.fileKey);
}

/** Which of these storage keys an attachment row still points at (for the orphan-file sweep). */
export async function findReferencedKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ fileKey: recordBoardAttachments.fileKey })
    .from(recordBoardAttachments)
    .where(inArray(recordBoardAttachments.fileKey, keys));
  return new Set(rows.map((r) => r.fileKey));
}

// ---- Settings ----

export async function saveWhoMayPost(
  tx: Executor,
  localeId: string,
  whoMayPost: RecordBoardPosters,
  updatedBy: string,
): Promise<void> {
  await tx
    .insert(recordBoardSettings)
    .values({ localeId, whoMayPost, updatedBy })
    .onConflictDoUpdate({
      target: recordBoardSettings.localeId,
      set: { whoMayPost, updatedBy, updatedAt: new Date() },
    });
}

/** The board's label from module config `rrb` (`label`), when one is set. */
export async function findBoardLabel(db: Executor): Promise<string | null> {
  const [row] = await db
    .select({ config: moduleConfigs.config })
    .from(moduleConfigs)
    .where(eq(moduleConfigs.module, 'rrb'));
  const label = row?.config?.label;
  return typeof label === 'string' && label.trim() !== '' ? label.trim() : null;
}
