import { fieldIssue, fieldProblems, type FieldProblem } from '@congregate/contracts';
import sharp from 'sharp';
import type { SaveSignatureBody, Signature } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import { sniffContentType } from '../../../integrations/storage/uploads.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { AppError, invalidInput } from '../../../lib/errors.ts';
import type { WorkQueue } from '../../../lib/work-queue.ts';
import { requireMember, type MemberInScope } from '../../../access/member-access.ts';
import {
  deleteSignature,
  findSignature,
  upsertSignature,
  type MemberSignatureRow,
} from './member-signature.repository.ts';

/** Largest drawing kept: a signature pad on a wide screen at 2× pixel density fits. */
export const SIGNATURE_MAX = { width: 2000, height: 1000 } as const;
const DATA_URL_PREFIX = 'data:image/png;base64,';

const refuse = (problem: FieldProblem, message: string = fieldProblems[problem]) =>
  invalidInput([fieldIssue('signature', problem, message)], message);

/**
 * The PNG the data URL holds, checked (magic bytes, decodes, sensible size) and re-encoded so that
 * nothing but the pixels is kept (no text chunks, no metadata).
 */
async function cleanSignature(dataUrl: string, imageWork: WorkQueue): Promise<Buffer> {
  const bytes = Buffer.from(dataUrl.slice(DATA_URL_PREFIX.length), 'base64');
  if (sniffContentType(bytes) !== 'image/png') throw refuse('signature_not_png');
  try {
    const image = sharp(bytes, {
      failOn: 'error',
      limitInputPixels: SIGNATURE_MAX.width * SIGNATURE_MAX.height,
    });
    const { width, height, format } = await image.metadata();
    if (format !== 'png' || !width || !height) throw new Error('not a png');
    if (width > SIGNATURE_MAX.width || height > SIGNATURE_MAX.height) {
      throw refuse(
        'signature_too_large',
        `The signature may be at most ${SIGNATURE_MAX.width}×${SIGNATURE_MAX.height} pixels`,
      );
    }
    // Decoding and re-encoding wait their turn with the other image work.
    return await imageWork.run(() => image.png({ compressionLevel: 9 }).toBuffer());
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refuse('signature_unreadable');
  }
}

const toSignature = (memberId: string, row: MemberSignatureRow | null): Signature => ({
  memberId,
  signature: row ? `${DATA_URL_PREFIX}${row.png.toString('base64')}` : null,
  savedAt: row ? row.savedAt.toISOString() : null,
});

/** `POST members/saveSignature`, `GET members/get-signature/{id}`, `DELETE members/{id}/signature`. */
export function createMemberSignatureService(db: Database, imageWork: WorkQueue) {
  return {
    async save(actor: Actor, body: SaveSignatureBody): Promise<Signature> {
      const memberId = body.memberId ?? actor.memberId;
      if (!memberId) {
        throw invalidInput(
          [fieldIssue('memberId', 'signature_owner_missing')],
          'Say whose signature this is',
        );
      }
      const access = await requireMember(db, actor, memberId, 'edit');
      const png = await cleanSignature(body.signature, imageWork);
      const row = await db.transaction(async (tx) => {
        const saved = await upsertSignature(tx, access, png, actor.userId);
        if (access.onBehalf) {
          await writeAudit(tx, {
            actorUserId: actor.userId,
            action: 'member.signature.save',
            entityType: 'member_signatures',
            entityId: memberId,
            localeId: access.localeId,
            after: { savedAt: saved.savedAt.toISOString(), bytes: png.length },
          });
        }
        return saved;
      });
      return toSignature(memberId, row);
    },

    /** The signature of a member the caller may read (the call's rule). */
    async get(member: MemberInScope): Promise<Signature> {
      return toSignature(member.memberId, await findSignature(db, member));
    },

    /** Clears the signature of a member the caller may change (the call's rule). */
    async remove(actor: Actor, access: MemberInScope): Promise<{ ok: true }> {
      const { memberId } = access;
      await db.transaction(async (tx) => {
        const removed = await deleteSignature(tx, access);
        if (!removed || !access.onBehalf) return;
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'member.signature.delete',
          entityType: 'member_signatures',
          entityId: memberId,
          localeId: access.localeId,
          before: { savedAt: removed.savedAt.toISOString() },
        });
      });
      return { ok: true };
    },
  };
}

export type MemberSignatureService = ReturnType<typeof createMemberSignatureService>;
