import { randomUUID } from 'node:crypto';
import {
  GROUP_LIMITS,
  type CategoryColor,
  type NewRecordEntry,
  type RecordAttachment,
  type RecordBoardSettings,
  type RecordBoardSettingsBody,
  type RecordEntry,
  type RecordEntryListQuery,
  type RecordEntryPage,
  type RecordEntryPatch,
  type RecordEntrySummary,
  newRecordEntrySchema,
  recordEntryListQuerySchema,
} from '@congregate/contracts';
import { findWhoMayPost } from '../../../access/access.repository.ts';
import {
  editsEntry,
  postsOnBoard,
  requireAttachmentReader,
  requireBoardPoster,
  requireEntryEditor,
} from '../../../access/record-board-access.ts';
import type { RecordInScope } from '../../../access/rules.ts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import { deleteStoredFiles, type FileStorage } from '../../../integrations/storage/file-storage.ts';
import { removeOrphanFiles } from '../../../integrations/storage/orphan-files.ts';
import type { UploadedFile } from '../../../integrations/storage/uploads.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { invalidInput, notFound } from '../../../lib/errors.ts';
import type { Housekeeping } from '../../../lib/housekeeping.ts';
import type { WorkQueue } from '../../../lib/work-queue.ts';
// The display name of an upload: cleaned as member documents' are, with the extension of what it is now.
import { safeDocumentName } from '../../membership/member-documents/member-documents.files.ts';
import type { CategoriesService } from '../categories/categories.service.ts';
import { prepareAttachment } from './record-board.files.ts';
import {
  attachTo,
  deleteAttachments,
  deleteEntry,
  deleteUnattachedBefore,
  entryKeys,
  findAttachment,
  findBoardLabel,
  findEntry,
  findReferencedKeys,
  insertAttachment,
  insertEntry,
  listAttachments,
  listEntries,
  lockAttachments,
  saveWhoMayPost,
  updateEntry,
  type AttachmentRow,
  type EntryRow,
  type EntrySummaryRow,
} from './record-board.repository.ts';

/** The board's name when module config `rrb` gives none. */
export const DEFAULT_BOARD_LABEL = 'Records Board';
/** Uploads no entry took are removed after a day. */
export const UNATTACHED_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const FILES_FOLDER = 'record-board';

const attachmentUrl = (id: string) => `/api/groups/record-board/attachments/${id}`;
/** Where an attachment's file is kept: `record-board/{localeId}/{id}.webp|pdf` (also for the demo seed). */
export const attachmentStorageKey = (localeId: string, id: string, contentType: string) =>
  `${FILES_FOLDER}/${localeId}/${id}.${contentType === 'application/pdf' ? 'pdf' : 'webp'}`;

const attachmentAnswer = (row: AttachmentRow): RecordAttachment => ({
  id: row.id,
  name: row.name,
  contentType: row.contentType,
  bytes: row.bytes,
  width: row.width,
  height: row.height,
  url: attachmentUrl(row.id),
});

const authorName = (row: EntrySummaryRow) =>
  row.authorFirstName !== null ? `${row.authorFirstName} ${row.authorLastName ?? ''}`.trim() : null;

const summaryAnswer = (row: EntrySummaryRow): RecordEntrySummary => ({
  id: row.id,
  title: row.title,
  category:
    row.categoryId !== null
      ? { id: row.categoryId, name: row.categoryName!, color: row.categoryColor as CategoryColor }
      : null,
  entryDate: row.entryDate,
  excerpt: row.excerpt,
  authorName: authorName(row),
  attachmentCount: row.attachmentCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * A locale's record board ("RRB"): dated entries with a category, a body and attachments. Readers: endorsed
 * members of the locale and admins over it; posters as the locale's setting says; files stored before their
 * row and removed after the row's removal commits.
 */
export function createRecordBoardService(
  db: Database,
  storage: FileStorage,
  {
    categories,
    imageWork,
    housekeeping,
  }: { categories: CategoriesService; imageWork: WorkQueue; housekeeping: Housekeeping },
) {
  housekeeping.add({
    name: 'record-board-unattached-uploads',
    run: async () => {
      const keys = await deleteUnattachedBefore(db, new Date(Date.now() - UNATTACHED_MAX_AGE_MS));
      await deleteStoredFiles(storage, keys);
      return keys.length;
    },
  });
  housekeeping.add({
    name: 'orphan-record-board-files',
    run: () => removeOrphanFiles(storage, FILES_FOLDER, (keys) => findReferencedKeys(db, keys)),
  });

  /**
   * The entry the call's rule let through, as this feature reads it; for a change, locked in `tx` and its
   * author's right to post checked again there (`requireEntryEditor`).
   */
  async function entryOf(entry: RecordInScope<'record-board-entry'>, tx: Executor = db): Promise<EntryRow> {
    const row = await findEntry(tx, entry.id, tx !== db);
    if (!row) throw notFound('The entry');
    return row;
  }

  async function entryAnswer(actor: Actor, row: EntryRow, tx: Executor = db): Promise<RecordEntry> {
    const attachments = await listAttachments(tx, row.id);
    return {
      ...summaryAnswer(row),
      localeId: row.localeId,
      body: row.body,
      attachments: attachments.map(attachmentAnswer),
      canEdit: await editsEntry(tx, actor, row),
    };
  }

  /** The category must be usable on the locale's board (its own or a shared one): 422 otherwise. */
  async function checkCategory(tx: Executor, categoryId: string | null | undefined, localeId: string) {
    if (!categoryId) return;
    if (!(await categories.usableIn(tx, categoryId, 'record-board', localeId))) {
      throw invalidInput([{ path: 'categoryId', message: 'Choose a category of this board' }]);
    }
  }

  /**
   * The files an entry is to carry: each an upload of the caller for the same locale not yet attached, or
   * already on this entry (422 otherwise). Answers the ones to attach and those of the entry to drop.
   */
  async function checkAttachments(
    tx: Executor,
    actor: Actor,
    localeId: string,
    ids: string[],
    entryId: string | null,
  ): Promise<{ attach: string[]; drop: string[] }> {
    const rows = await lockAttachments(tx, ids);
    const found = new Map(rows.map((row) => [row.id, row]));
    const attach: string[] = [];
    for (const [index, id] of ids.entries()) {
      const row = found.get(id);
      const ownUpload =
        row && row.entryId === null && row.uploadedBy === actor.userId && row.localeId === localeId;
      const onThisEntry = row && entryId !== null && row.entryId === entryId;
      if (!ownUpload && !onThisEntry) {
        throw invalidInput([
          { path: `attachmentIds.${index}`, message: 'This file is not one of your uploads' },
        ]);
      }
      if (ownUpload) attach.push(id);
    }
    const current = entryId ? await listAttachments(tx, entryId) : [];
    const drop = current.filter((row) => !ids.includes(row.id)).map((row) => row.id);
    return { attach, drop };
  }

  /** `locale`: one whose board the caller reads (the call's rule). */
  async function settings(actor: Actor, locale: RecordInScope<'locale'>): Promise<RecordBoardSettings> {
    return {
      localeId: locale.id,
      whoMayPost: await findWhoMayPost(db, locale.id),
      label: (await findBoardLabel(db)) ?? DEFAULT_BOARD_LABEL,
      canPost: await postsOnBoard(db, actor, locale),
      canManage: locale.as.includes('admins'),
    };
  }

  return {
    /** `locale`: one whose board the caller reads (the call's rule). */
    async list(locale: RecordInScope<'locale'>, input: RecordEntryListQuery): Promise<RecordEntryPage> {
      const query = recordEntryListQuerySchema.parse({ ...input, localeId: locale.id });
      const cursor = entryKeys.read(query.cursor);
      const after = cursor ? { entryDate: cursor[0], id: cursor[1] } : null;
      const { rows, total } = await listEntries(db, query, after, query.limit + 1);
      const page = rows.slice(0, query.limit);
      return {
        items: page.map(summaryAnswer),
        nextCursor: entryKeys.next(rows, query.limit, (row) => [row.entryDate, row.id]),
        total,
      };
    },

    /** `entry`: one of a board the caller reads (the call's rule). */
    async get(actor: Actor, entry: RecordInScope<'record-board-entry'>): Promise<RecordEntry> {
      return entryAnswer(actor, await entryOf(entry));
    },

    /** `locale`: the board of `input.localeId`, on which the caller may post (`boardPoster`). */
    async create(actor: Actor, locale: RecordInScope<'locale'>, input: NewRecordEntry): Promise<RecordEntry> {
      const body = newRecordEntrySchema.parse({ ...input, localeId: locale.id });
      return db.transaction(async (tx) => {
        await requireBoardPoster(tx, actor, locale);
        await checkCategory(tx, body.categoryId, locale.id);
        const { attach } = await checkAttachments(tx, actor, locale.id, body.attachmentIds, null);
        const values = {
          title: body.title,
          categoryId: body.categoryId ?? null,
          entryDate: body.entryDate,
          body: body.body,
        };
        const id = await insertEntry(tx, { ...values, localeId: locale.id, authorId: actor.userId });
        await attachTo(tx, id, attach);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'record.create',
          entityType: 'record_board_entry',
          entityId: id,
          localeId: locale.id,
          after: { ...values, attachmentIds: attach },
        });
        return entryAnswer(actor, (await findEntry(tx, id))!, tx);
      });
    },

    /** `entry`: one the caller is its locale's admin or author of (the call's rule), still theirs to change. */
    async update(
      actor: Actor,
      entry: RecordInScope<'record-board-entry'>,
      patch: RecordEntryPatch,
    ): Promise<RecordEntry> {
      const id = entry.id;
      const { answer, dropped } = await db.transaction(async (tx) => {
        const row = await entryOf(entry, tx);
        await requireEntryEditor(tx, actor, row);
        await checkCategory(tx, patch.categoryId, row.localeId);
        const files = patch.attachmentIds
          ? await checkAttachments(tx, actor, row.localeId, patch.attachmentIds, id)
          : { attach: [], drop: [] };
        const { attachmentIds: _ids, ...values } = patch;
        await updateEntry(tx, id, values);
        await attachTo(tx, id, files.attach);
        const droppedKeys = await deleteAttachments(tx, files.drop);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'record.update',
          entityType: 'record_board_entry',
          entityId: id,
          localeId: row.localeId,
          before: { title: row.title, categoryId: row.categoryId, entryDate: row.entryDate, body: row.body },
          after: { ...values, attached: files.attach, removed: files.drop },
        });
        return { answer: await entryAnswer(actor, (await findEntry(tx, id))!, tx), dropped: droppedKeys };
      });
      await deleteStoredFiles(storage, dropped);
      return answer;
    },

    /** `entry`: as for `update`. */
    async remove(actor: Actor, entry: RecordInScope<'record-board-entry'>): Promise<{ ok: true }> {
      const id = entry.id;
      const keys = await db.transaction(async (tx) => {
        const row = await entryOf(entry, tx);
        await requireEntryEditor(tx, actor, row);
        const fileKeys = await deleteEntry(tx, id);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'record.delete',
          entityType: 'record_board_entry',
          entityId: id,
          localeId: row.localeId,
          before: { title: row.title, categoryId: row.categoryId, entryDate: row.entryDate, body: row.body },
        });
        return fileKeys;
      });
      // After the commit: a failed delete above leaves every file in place.
      await deleteStoredFiles(storage, keys);
      return { ok: true };
    },

    /**
     * `locale`: a board the caller may post on (`boardPoster`), checked before `readFile` is called, so refused
     * callers upload nothing.
     */
    async upload(
      actor: Actor,
      locale: RecordInScope<'locale'>,
      readFile: (maxBytes: number) => Promise<UploadedFile>,
    ): Promise<RecordAttachment> {
      const file = await readFile(GROUP_LIMITS.attachmentMaxBytes);
      const prepared = await prepareAttachment(file.data, imageWork);
      const id = randomUUID();
      const row = {
        id,
        localeId: locale.id,
        fileKey: attachmentStorageKey(locale.id, id, prepared.contentType),
        name: safeDocumentName(file.fileName, prepared.contentType),
        contentType: prepared.contentType,
        bytes: prepared.bytes.length,
        width: prepared.width,
        height: prepared.height,
        uploadedBy: actor.userId,
      };
      // The file first, then the row: a row never points at a file that is not there.
      await storage.put(row.fileKey, prepared.bytes);
      try {
        await insertAttachment(db, row);
      } catch (error) {
        await deleteStoredFiles(storage, [row.fileKey]);
        throw error;
      }
      return attachmentAnswer({ ...row, entryId: null, createdAt: new Date() });
    },

    /** An attachment's file: for those who read its entry's board, or its uploader before it is attached. */
    async attachment(actor: Actor, id: string): Promise<{ data: Buffer; contentType: string; name: string }> {
      const row = await requireAttachmentReader(db, actor, await findAttachment(db, id));
      const data = await storage.get(row.fileKey);
      if (!data) throw notFound('The file');
      return { data, contentType: row.contentType, name: row.name };
    },

    settings,

    /** `locale`: the locale of `body.localeId`, which the caller administers (the call's rule). */
    async saveSettings(
      actor: Actor,
      locale: RecordInScope<'locale'>,
      body: RecordBoardSettingsBody,
    ): Promise<RecordBoardSettings> {
      await db.transaction(async (tx) => {
        const before = await findWhoMayPost(tx, locale.id);
        await saveWhoMayPost(tx, locale.id, body.whoMayPost, actor.userId);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'record.settings',
          entityType: 'record_board_settings',
          entityId: locale.id,
          localeId: locale.id,
          before: { whoMayPost: before },
          after: { whoMayPost: body.whoMayPost },
        });
      });
      return settings(actor, locale);
    },
  };
}

export type RecordBoardService = ReturnType<typeof createRecordBoardService>;
