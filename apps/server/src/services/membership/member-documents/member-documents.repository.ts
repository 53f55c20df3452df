import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { memberDocuments } from '../../../db/schema/index.ts';

export type MemberDocumentRow = typeof memberDocuments.$inferSelect;

export async function insertDocument(db: Executor, values: typeof memberDocuments.$inferInsert): Promise<MemberDocumentRow> {
  const [row] = await db.insert(memberDocuments).values(values).returning();
  return row!;
}

/** The member's documents, newest first. */
export async function listDocuments(db: Executor, memberId: string): Promise<MemberDocumentRow[]> {
  return db
    .select()
    .from(memberDocuments)
    .where(eq(memberDocuments.memberId, memberId))
    .orderBy(desc(memberDocuments.uploadedAt), desc(memberDocuments.id));
}

/** One document of the member; another member's document is not found. */
export async function findDocument(db: Executor, memberId: string, documentId: string): Promise<MemberDocumentRow | null> {
  const [row] = await db
    .select()
    .from(memberDocuments)
    .where(and(eq(memberDocuments.memberId, memberId), eq(memberDocuments.id, documentId)));
  return row ?? null;
}

export async function deleteDocument(db: Executor, memberId: string, documentId: string): Promise<MemberDocumentRow | null> {
  const [row] = await db
    .delete(memberDocuments)
    .where(and(eq(memberDocuments.memberId, memberId), eq(memberDocuments.id, documentId)))
    .returning();
  return row ?? null;
}
