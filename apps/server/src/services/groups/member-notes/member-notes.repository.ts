import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { locales, memberNotes, members } from '../../../db/schema/index.ts';
import { keyset } from '../../../lib/keyset.ts';

/** The member a note is about, with what the scope checks need (their current flock and locale). */
export async function findNoteSubject(db: Executor, memberId: string) {
  const [row] = await db
    .select({
      id: members.id,
      flockId: members.flockId,
      localeId: members.currentLocaleId,
      districtId: locales.districtId,
    })
    .from(members)
    .innerJoin(locales, eq(locales.id, members.currentLocaleId))
    .where(eq(members.id, memberId));
  return row ?? null;
}

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
  memberId: string,
  after: [string, string] | undefined,
  limit: number,
) {
  return db
    .select(noteColumns)
    .from(memberNotes)
    .where(
      and(
        eq(memberNotes.memberId, memberId),
        noteKeys.after(after),
      ),
    )
    .orderBy(...noteKeys.orderBy())
    .limit(limit + 1);
}

export async function findNote(db: Executor, noteId: string) {
  const [row] = await db.select(noteColumns).from(memberNotes).where(eq(memberNotes.id, noteId));
  return row ?? null;
}

export async function insertNote(db: Executor, values: { memberId: string; authorId: string; body: string }) {
  const [row] = await db.insert(memberNotes).values(values).returning({ id: memberNotes.id });
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
