import { and, desc, eq } from 'drizzle-orm';
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
