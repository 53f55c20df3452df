import { randomUUID } from 'node:crypto';
import { MEDIA_LIMITS, type MemberDocument } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { FileStorage } from '../../../integrations/storage/file-storage.ts';
import type { UploadedFile } from '../../../integrations/storage/uploads.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { notFound } from '../../../lib/errors.ts';
import { requireMember } from '../../../access/member-access.ts';
import { prepareDocument, safeDocumentName } from './member-documents.files.ts';
import {
  deleteDocument,
  findDocument,
  insertDocument,
  listDocuments,
  type MemberDocumentRow,
} from './member-documents.repository.ts';

const toDocument = (row: MemberDocumentRow): MemberDocument => ({
  id: row.id,
  memberId: row.memberId,
  fileName: row.fileName,
  contentType: row.contentType as MemberDocument['contentType'],
  size: row.size,
  uploadedAt: row.uploadedAt.toISOString(),
  url: `/api/membership/members/${row.memberId}/documents/${row.id}`,
});

/** A member's documents (`POST members/{id}/upload` and the calls under `members/{id}/documents`). */
export function createMemberDocumentsService(db: Database, storage: FileStorage) {
  return {
    /** `readFile` is called only once the caller may change the member, so refused callers upload nothing. */
    async upload(
      actor: Actor,
      memberId: string,
      readFile: (maxBytes: number) => Promise<UploadedFile>,
    ): Promise<MemberDocument> {
      const access = await requireMember(db, actor, memberId, 'edit');
      const upload = await readFile(MEDIA_LIMITS.documentMaxBytes);
      const { type, bytes } = await prepareDocument(upload.data);
      const id = randomUUID();
      const storageKey = `documents/${memberId}/${id}`;
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
        await storage.delete(storageKey);
        throw error;
      }
    },

    async list(actor: Actor, memberId: string): Promise<{ documents: MemberDocument[] }> {
      const member = await requireMember(db, actor, memberId, 'read');
      return { documents: (await listDocuments(db, member)).map(toDocument) };
    },

    /** The document's record and bytes, for download. */
    async download(
      actor: Actor,
      memberId: string,
      documentId: string,
    ): Promise<{ document: MemberDocument; bytes: Buffer }> {
      const member = await requireMember(db, actor, memberId, 'read');
      const row = await findDocument(db, member, documentId);
      const bytes = row ? await storage.get(row.storageKey) : null;
      if (!row || !bytes) throw notFound('The document');
      return { document: toDocument(row), bytes };
    },

    async remove(actor: Actor, memberId: string, documentId: string): Promise<{ ok: true }> {
      const access = await requireMember(db, actor, memberId, 'edit');
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
      await storage.delete(removed.storageKey);
      return { ok: true };
    },
  };
}

export type MemberDocumentsService = ReturnType<typeof createMemberDocumentsService>;
