import type { MemberNote, MemberNotePage } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { MemberInScope } from '../../../access/member-access.ts';
import { noteReader } from '../../../access/member-note-access.ts';
import type { RecordInScope } from '../../../access/rules.ts';
import type { Actor } from '../../../lib/actor.ts';
import { notFound } from '../../../lib/errors.ts';
import {
  deleteNote,
  findNote,
  insertNote,
  listNotes,
  noteKeys,
  updateNoteBody,
} from './member-notes.repository.ts';

const PAGE_SIZE = 20;
type NoteRow = NonNullable<Awaited<ReturnType<typeof findNote>>>;

/**
 * Notes a flock leader keeps about a member. Read and written by the leaders and assistants of the member's
 * CURRENT flock and admins over the member's locale; never by the member themself (even when they lead their
 * own flock or administer their locale): `access/member-note-access.ts`. Not audited: they are the leaders'
 * working notes, each carrying its author and times.
 */
export function createMemberNotesService(db: Database) {
  /**
   * The note the call's rule let through (its author's or an admin's over its locale), whose member the caller
   * must still read the notes of: an author no longer leading the member's flock, or writing about themself, 403.
   */
  async function changeable(actor: Actor, note: RecordInScope<'member-note'>): Promise<NoteRow> {
    const row = await findNote(db, note.id);
    if (!row) throw notFound('The note');
    await noteReader(db, actor, row.memberId);
    return row;
  }

  const answer = (actor: Actor, note: NoteRow): MemberNote => ({
    id: note.id,
    body: note.body,
    authorId: note.authorId,
    authorName: note.authorName,
    createdAt: note.createdAt.toISOString(),
    updatedAt: note.updatedAt.toISOString(),
    mine: note.authorId === actor.userId,
  });

  async function reread(actor: Actor, noteId: string): Promise<MemberNote> {
    const note = await findNote(db, noteId);
    if (!note) throw notFound('The note');
    return answer(actor, note);
  }

  return {
    /** `member`: one whose notes the caller reads (`noteReader`). */
    async list(actor: Actor, member: MemberInScope, cursor?: string): Promise<MemberNotePage> {
      const after = noteKeys.read(cursor) ?? undefined;
      const rows = await listNotes(db, member, after, PAGE_SIZE);
      const page = rows.slice(0, PAGE_SIZE);
      return {
        items: page.map((note) => answer(actor, note)),
        nextCursor: noteKeys.next(rows, PAGE_SIZE, (row) => [row.cursorAt, row.id]),
      };
    },

    /** `member`: as for `list`. */
    async create(actor: Actor, member: MemberInScope, body: string): Promise<MemberNote> {
      const id = await insertNote(db, member, { authorId: actor.userId, body });
      return reread(actor, id);
    },

    async update(actor: Actor, allowed: RecordInScope<'member-note'>, body: string): Promise<MemberNote> {
      const note = await changeable(actor, allowed);
      await updateNoteBody(db, note.id, body);
      return reread(actor, note.id);
    },

    async remove(actor: Actor, allowed: RecordInScope<'member-note'>): Promise<{ ok: true }> {
      const note = await changeable(actor, allowed);
      await deleteNote(db, note.id);
      return { ok: true };
    },
  };
}
export type MemberNotesService = ReturnType<typeof createMemberNotesService>;
