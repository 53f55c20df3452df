import { randomUUID } from 'node:crypto';
import { MEDIA_LIMITS, type MemberDocument } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import { deleteStoredFiles, type FileStorage } from '../../../integrations/storage/file-storage.ts';
import { removeOrphanFiles } from '../../../integrations/storage/orphan-files.ts';
import type { UploadedFile } from '../../../integrations/storage/uploads.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { notFound } from '../../../lib/errors.ts';
import type { Housekeeping } from '../../../lib/housekeeping.ts';
import type { WorkQueue } from '../../../lib/work-queue.ts';
import type { MemberInScope } from '../../../access/member-access.ts';
import { prepareDocument, safeDocumentName } from './member-documents.files.ts';
import {
  deleteDocument,
  findDocument,
  findReferencedStorageKeys,
  insertDocument,
  listDocuments,
  listStorageKeys,
  type MemberDocumentRow,
} from './member-documents.repository.ts';

/** Where a document's file is kept: one folder per member. */
const DOCUMENTS_FOLDER = 'documents';

const toDocument = (row: MemberDocumentRow): MemberDocument => ({
  id: row.id,
  memberId: row.memberId,
  fileName: row.fileName,
  contentType: row.contentType as MemberDocument['contentType'],
  size: row.size,
  uploadedAt: row.uploadedAt.toISOString(),
  url: `/api/membership/members/${row.memberId}/documents/${row.id}`,
});

/**
 * A member's documents (`POST members/{id}/upload` and the calls under `members/{id}/documents`). A file is
 * stored before its row and deleted after the row's removal commits; the clean-up removes files left
 * without a row.
 */
export function createMemberDocumentsService(
  db: Database,
  storage: FileStorage,
  { imageWork, housekeeping }: { imageWork: WorkQueue; housekeeping: Housekeeping },
) {
  housekeeping.add({
    name: 'orphan-document-files',
    run: () => removeOrphanFiles(storage, DOCUMENTS_FOLDER, (keys) => findReferencedStorageKeys(db, keys)),
  });

  return {
    /** `readFile` is called only once the caller may change the member, so refused callers upload nothing. */
    async upload(
      actor: Actor,
      access: MemberInScope,
      readFile: (maxBytes: number) => Promise<UploadedFile>,
    ): Promise<MemberDocument> {
      const { memberId } = access;
      const upload = await readFile(MEDIA_LIMITS.documentMaxBytes);
      const { type, bytes } = await prepareDocument(upload.data, imageWork);
      const id = randomUUID();
      const storageKey = `${DOCUMENTS_FOLDER}/${memberId}/${id}`;
      await storage.put(storageKey, bytes);
      try {
        return await db.transaction(async (tx) => {
          const row = await insertDocument(tx, {
            id,
            memberId,
            fileName: safeDocumentName(upload.fileName, type),
            contentType: type,
            size: bytes.length,
            storageKey,
            uploadedBy: actor.userId,
          });
          const document = toDocument(row);
          if (access.onBehalf) {
            await writeAudit(tx, {
              actorUserId: actor.userId,
              action: 'member.document.upload',
              entityType: 'member_documents',
              entityId: id,
              localeId: access.localeId,
              after: { memberId, fileName: document.fileName, contentType: type, size: bytes.length },
            });
          }
          return document;
        });
      } catch (error) {
        await deleteStoredFiles(storage, [storageKey]);
        throw error;
      }
    },

    /** The documents of a member the caller may read (the call's rule). */
    async list(member: MemberInScope): Promise<{ documents: MemberDocument[] }> {
      return { documents: (await listDocuments(db, member)).map(toDocument) };
    },

    /** The document's record and bytes, for download. */
    async download(
      member: MemberInScope,
      documentId: string,
    ): Promise<{ document: MemberDocument; bytes: Buffer }> {
      const row = await findDocument(db, member, documentId);
      const bytes = row ? await storage.get(row.storageKey) : null;
      if (!row || !bytes) throw notFound('The document');
      return { document: toDocument(row), bytes };
    },

    async remove(actor: Actor, access: MemberInScope, documentId: string): Promise<{ ok: true }> {
      const { memberId } = access;
      const removed = await db.transaction(async (tx) => {
        const row = await deleteDocument(tx, access, documentId);
        if (!row) throw notFound('The document');
        if (access.onBehalf) {
          await writeAudit(tx, {
            actorUserId: actor.userId,
            action: 'member.document.delete',
            entityType: 'member_documents',
            entityId: documentId,
            localeId: access.localeId,
            before: { memberId, fileName: row.fileName, contentType: row.contentType, size: row.size },
          });
        }
        return row;
      });
      // Only now that the row's removal has committed: a failed transaction keeps its file.
      await deleteStoredFiles(storage, [removed.storageKey]);
      return { ok: true };
    },

    /**
     * The files of the member's documents, read inside the transaction that removes the member (a merge);
     * the caller deletes them once it commits.
     */
    storedFiles: (tx: Executor, member: MemberInScope): Promise<string[]> => listStorageKeys(tx, member),
  };
}

export type MemberDocumentsService = ReturnType<typeof createMemberDocumentsService>;
