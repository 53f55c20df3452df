import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import type { MemberInScope } from '../../../access/member-access.ts';
import { memberNotes } from '../../../db/schema/index.ts';
import { keyset } from '../../../lib/keyset.ts';

/** The author's name, from the member record of their account. */
const authorName = sql<string | null>`(select concat_ws(' ', a.first_name, a.last_name) from members a
  where a.user_id = "member_notes"."author_id")`;

const noteColumns = {
  id: memberNotes.id,
  memberId: memberNotes.memberId,
  body: memberNotes.body,
  authorId: memberNotes.authorId,
  authorName,
  createdAt: memberNotes.createdAt,
  updatedAt: memberNotes.updatedAt,
  cursorAt: sql<string>`to_char(${memberNotes.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

/** A member's notes newest first by (created_at, id); the cursor `[created_at to the microsecond, id]`. */
export const noteKeys = keyset({
  direction: 'desc',
  parts: [
    { column: memberNotes.createdAt, kind: 'timestamptz' },
    { column: memberNotes.id, kind: 'uuid' },
  ],
});

/** A page of a member's notes, newest first (keyset on created_at, id). */
export async function listNotes(
  db: Executor,
  member: MemberInScope,
  after: [string, string] | undefined,
  limit: number,
) {
  return db
    .select(noteColumns)
    .from(memberNotes)
    .where(and(eq(memberNotes.memberId, member.memberId), noteKeys.after(after)))
    .orderBy(...noteKeys.orderBy())
    .limit(limit + 1);
}

export async function findNote(db: Executor, noteId: string) {
  const [row] = await db.select(noteColumns).from(memberNotes).where(eq(memberNotes.id, noteId));
  return row ?? null;
}

/** A note about `member` (one whose notes the caller writes). */
export async function insertNote(
  db: Executor,
  member: MemberInScope,
  values: { authorId: string; body: string },
) {
  const [row] = await db
    .insert(memberNotes)
    .values({ ...values, memberId: member.memberId })
    .returning({ id: memberNotes.id });
  return row!.id;
}

export async function updateNoteBody(db: Executor, noteId: string, body: string) {
  await db
    .update(memberNotes)
    .set({ body, updatedAt: sql`now()` })
    .where(eq(memberNotes.id, noteId));
}

export async function deleteNote(db: Executor, noteId: string) {
  await db.delete(memberNotes).where(eq(memberNotes.id, noteId));
}
