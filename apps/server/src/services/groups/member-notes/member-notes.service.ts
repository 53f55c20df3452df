import type { MemberNote, MemberNotePage } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import { administers, leadsFlock, outsideScope } from '../../../access/scope.ts';
import type { Actor } from '../../../lib/actor.ts';
import { forbidden, notFound } from '../../../lib/errors.ts';
import {
  deleteNote,
  findNote,
  findNoteSubject,
  insertNote,
  listNotes,
  noteKeys,
  updateNoteBody,
} from './member-notes.repository.ts';

const PAGE_SIZE = 20;
type Subject = NonNullable<Awaited<ReturnType<typeof findNoteSubject>>>;
type NoteRow = NonNullable<Awaited<ReturnType<typeof findNote>>>;

/**
 * Notes a flock leader keeps about a member. Read and written by the leaders and assistants of the member's
 * CURRENT flock and admins over the member's locale; never by the member themself (even when they lead their
 * own flock or administer their locale). Not audited: they are the leaders' working notes, each carrying its
 * author and times.
 */
export function createMemberNotesService(db: Database) {
  const isAdminOver = (actor: Actor, subject: Subject) =>
    administers(actor, { id: subject.localeId, districtId: subject.districtId });

  async function requireSubject(actor: Actor, memberId: string): Promise<Subject> {
    const subject = await findNoteSubject(db, memberId);
    const allowed =
      subject !== null &&
      actor.memberId !== subject.id &&
      (leadsFlock(actor, subject.flockId) || isAdminOver(actor, subject));
    if (!subject || !allowed) {
      throw outsideScope(
        actor,
        subject !== null,
        'The member',
        'Only the member’s flock leaders and admins may see these notes',
      );
    }
    return subject;
  }

  /** The note and its member, for its author (still a reader of the member's notes) or an admin over the member. */
  async function requireOwnNote(actor: Actor, noteId: string): Promise<NoteRow> {
    const note = await findNote(db, noteId);
    if (!note) throw outsideScope(actor, false, 'The note', 'This note is not yours to change');
    const subject = await requireSubject(actor, note.memberId);
    if (note.authorId !== actor.userId && !isAdminOver(actor, subject)) {
      throw forbidden('Only the note’s author or an admin may change it');
    }
    return note;
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
    async list(actor: Actor, memberId: string, cursor?: string): Promise<MemberNotePage> {
      const subject = await requireSubject(actor, memberId);
      const after = noteKeys.read(cursor) ?? undefined;
      const rows = await listNotes(db, subject.id, after, PAGE_SIZE);
      const page = rows.slice(0, PAGE_SIZE);
      return {
        items: page.map((note) => answer(actor, note)),
        nextCursor: noteKeys.next(rows, PAGE_SIZE, (row) => [row.cursorAt, row.id]),
      };
    },

    async create(actor: Actor, memberId: string, body: string): Promise<MemberNote> {
      const subject = await requireSubject(actor, memberId);
      const id = await insertNote(db, { memberId: subject.id, authorId: actor.userId, body });
      return reread(actor, id);
    },

    async update(actor: Actor, noteId: string, body: string): Promise<MemberNote> {
      const note = await requireOwnNote(actor, noteId);
      await updateNoteBody(db, note.id, body);
      return reread(actor, note.id);
    },

    async remove(actor: Actor, noteId: string): Promise<{ ok: true }> {
      const note = await requireOwnNote(actor, noteId);
      await deleteNote(db, note.id);
      return { ok: true };
    },
  };
}
export type MemberNotesService = ReturnType<typeof createMemberNotesService>;
