import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { memberDocuments } from '../../../db/schema/index.ts';
import type { MemberInScope } from '../../../access/member-access.ts';

export type MemberDocumentRow = typeof memberDocuments.$inferSelect;

export async function insertDocument(
  db: Executor,
  values: typeof memberDocuments.$inferInsert,
): Promise<MemberDocumentRow> {
  const [row] = await db.insert(memberDocuments).values(values).returning();
  return row!;
}

/** The member's documents, newest first. */
export async function listDocuments(db: Executor, member: MemberInScope): Promise<MemberDocumentRow[]> {
  const { memberId } = member;
  return db
    .select()
    .from(memberDocuments)
    .where(eq(memberDocuments.memberId, memberId))
    .orderBy(desc(memberDocuments.uploadedAt), desc(memberDocuments.id));
}

/** One document of the member; another member's document is not found. */
export async function findDocument(
  db: Executor,
  member: MemberInScope,
  documentId: string,
): Promise<MemberDocumentRow | null> {
  const { memberId } = member;
  const [row] = await db
    .select()
    .from(memberDocuments)
    .where(and(eq(memberDocuments.memberId, memberId), eq(memberDocuments.id, documentId)));
  return row ?? null;
}

export async function deleteDocument(
  db: Executor,
  member: MemberInScope,
  documentId: string,
): Promise<MemberDocumentRow | null> {
  const { memberId } = member;
  const [row] = await db
    .delete(memberDocuments)
    .where(and(eq(memberDocuments.memberId, memberId), eq(memberDocuments.id, documentId)))
    .returning();
  return row ?? null;
}

/** The storage keys of the member's documents (their files, to delete once the member's removal commits). */
export async function listStorageKeys(db: Executor, member: MemberInScope): Promise<string[]> {
  const { memberId } = member;
  const rows = await db
    .select({ storageKey: memberDocuments.storageKey })
    .from(memberDocuments)
    .where(eq(memberDocuments.memberId, memberId));
  return rows.map((row) => row.storageKey);
}

/** Which of the storage keys a document row points at (the orphan-file clean-up keeps those). */
export async function findReferencedStorageKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ storageKey: memberDocuments.storageKey })
    .from(memberDocuments)
    .where(inArray(memberDocuments.storageKey, keys));
  return new Set(rows.map((row) => row.storageKey));
}
