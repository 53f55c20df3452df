import { rule } from '@congregate/contracts';
import type { Executor } from '../db/executor.ts';
import type { Actor } from '../lib/actor.ts';
import { forbidden } from '../lib/errors.ts';
import { findWhoMayPost, localesOfFlocks } from './access.repository.ts';
import { readableLocale } from './locale-access.ts';
import { applyWho, type RecordInScope } from './rules.ts';
import { administers, ledFlockIds, outsideScope, type LocaleRef } from './scope.ts';

/**
 * The record board's rules that need its data. Reading a locale's board, or one of its entries, is the locale's
 * list rule (endorsed members of the locale and admins over it), declared on the calls; posting follows the
 * locale's setting, changing an entry its author's right to post.
 */

/**
 * Posts on a locale's board now, as its setting says: admins over the locale always; with `leaders`, also the
 * endorsed leaders (and assistants) of a flock of the locale among its members; with `members`, every endorsed
 * member of the locale.
 */
export async function postsOnBoard(db: Executor, actor: Actor, locale: LocaleRef): Promise<boolean> {
  if (administers(actor, locale)) return true;
  if (!actor.endorsed || actor.localeId !== locale.id) return false;
  const whoMayPost = await findWhoMayPost(db, locale.id);
  if (whoMayPost === 'members') return true;
  if (whoMayPost === 'leaders') return (await localesOfFlocks(db, ledFlockIds(actor))).includes(locale.id);
  return false;
}

/** Refuses (403) a caller who may not post on the locale's board now; for a write, inside its transaction. */
export async function requireBoardPoster(db: Executor, actor: Actor, locale: LocaleRef): Promise<void> {
  if (!(await postsOnBoard(db, actor, locale)))
    throw forbidden('Posting on this record board is not open to you');
}

/**
 * The rule of `POST record-board` and `POST record-board/attachments` (declared `rule.data`): the locale of
 * `localeId`, for a reader of its board (403 otherwise; 404 to a super admin for no locale) who may post on it
 * now (403 otherwise).
 */
export async function boardPoster(
  db: Executor,
  actor: Actor,
  localeId: string,
): Promise<RecordInScope<'locale'>> {
  const locale = await readableLocale(db, actor, localeId);
  await requireBoardPoster(db, actor, locale);
  return locale;
}

/** What the rule of an entry's change reads: where it sits and who wrote it. */
export interface EntryPlace {
  localeId: string;
  districtId: string | null;
  authorId: string | null;
}

/** Changes or deletes an entry: an admin over its locale, or its author while still allowed to post. */
export async function editsEntry(db: Executor, actor: Actor, entry: EntryPlace): Promise<boolean> {
  const locale = { id: entry.localeId, districtId: entry.districtId };
  if (administers(actor, locale)) return true;
  return entry.authorId !== null && entry.authorId === actor.userId && postsOnBoard(db, actor, locale);
}

/**
 * The part of `PATCH`/`DELETE record-board/{id}`'s rule that needs the data, applied to the entry locked for the
 * change: its author (whom the call's rule let through with its locale's admins) must still be allowed to post.
 */
export async function requireEntryEditor(db: Executor, actor: Actor, entry: EntryPlace): Promise<void> {
  if (!(await editsEntry(db, actor, entry))) {
    throw forbidden('Only its author or an admin of the locale changes this entry');
  }
}

/** What the rule of an attachment's file reads. */
export interface AttachmentPlace {
  entryId: string | null;
  uploadedBy: string | null;
  localeId: string;
  districtId: string | null;
}

const NOT_YOURS = 'This file is outside your scope';

/**
 * The rule of `GET record-board/attachments/{id}` (declared `rule.data`): an attached file, whoever reads its
 * entry (the entry's rule); one not attached yet, its uploader and admins over its locale. Anyone else, and an
 * unknown file, 403 (404 to a super admin for none).
 */
export async function requireAttachmentReader<T extends AttachmentPlace>(
  db: Executor,
  actor: Actor,
  file: T | null,
): Promise<T> {
  if (!file) throw outsideScope(actor, false, 'The file', NOT_YOURS);
  if (file.entryId !== null) {
    const entryReaders = rule.recordSaying(NOT_YOURS, 'record-board-entry', 'params.id', 'admins', 'members');
    await applyWho(db, entryReaders, actor, { params: { id: file.entryId } });
    return file;
  }
  const uploader = file.uploadedBy !== null && file.uploadedBy === actor.userId;
  if (!uploader && !administers(actor, { id: file.localeId, districtId: file.districtId })) {
    throw outsideScope(actor, true, 'The file', NOT_YOURS);
  }
  return file;
}
