import { z } from 'zod';
import { idSchema } from '../common.ts';
import { GROUP_LIMITS } from './values.ts';

/** Notes a flock leader keeps about a member: for the leaders of the member's flock and admins of their locale. */
export const memberNoteSchema = z.object({
  id: idSchema,
  body: z.string(),
  authorId: idSchema.nullable(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The caller wrote it (may edit it). */
  mine: z.boolean(),
});
export type MemberNote = z.infer<typeof memberNoteSchema>;

export const memberNotePageSchema = z.object({
  items: z.array(memberNoteSchema),
  nextCursor: z.string().nullable(),
});
export type MemberNotePage = z.infer<typeof memberNotePageSchema>;

/** `POST members/:memberId/notes`, `PATCH notes/:id`. */
export const memberNoteBodySchema = z.strictObject({
  body: z.string().trim().min(1, 'Write the note').max(GROUP_LIMITS.noteMax),
});
export type MemberNoteBody = z.infer<typeof memberNoteBodySchema>;

export const memberNoteListQuerySchema = z.strictObject({ cursor: z.string().max(200).optional() });
export const memberNoteParams = z.strictObject({ memberId: idSchema });
