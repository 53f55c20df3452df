import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common.ts';
import { categoryColors } from './categories.ts';
import { GROUP_LIMITS, recordBoardAttachmentTypes, recordBoardPosters } from './values.ts';

/** A record-board entry's category as a list shows it. */
export const entryCategorySchema = z.object({
  id: idSchema,
  name: z.string(),
  color: z.enum(categoryColors),
});

/** An uploaded attachment (images re-encoded to WebP, PDFs as sent); `url` serves it to the entry's readers. */
export const recordAttachmentSchema = z.object({
  id: idSchema,
  name: z.string(),
  contentType: z.enum(recordBoardAttachmentTypes),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  url: z.string(),
});
export type RecordAttachment = z.infer<typeof recordAttachmentSchema>;

/** One entry of a locale's record board, as the list shows it. */
export const recordEntrySummarySchema = z.object({
  id: idSchema,
  title: z.string(),
  category: entryCategorySchema.nullable(),
  entryDate: isoDateSchema,
  /** The body's first characters. */
  excerpt: z.string(),
  authorName: z.string().nullable(),
  attachmentCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type RecordEntrySummary = z.infer<typeof recordEntrySummarySchema>;

/** One entry with its body and attachments (`rrb-detail`). */
export const recordEntrySchema = recordEntrySummarySchema.extend({
  localeId: idSchema,
  body: z.string(),
  attachments: z.array(recordAttachmentSchema),
  /** The caller may edit and delete it (its author while still allowed to post, or an admin over the locale). */
  canEdit: z.boolean(),
});
export type RecordEntry = z.infer<typeof recordEntrySchema>;

export const recordEntryPageSchema = z.object({
  items: z.array(recordEntrySummarySchema),
  nextCursor: z.string().nullable(),
  /** How many match the filter (all pages). */
  total: z.number().int(),
});
export type RecordEntryPage = z.infer<typeof recordEntryPageSchema>;

/** `GET record-board?localeId&categoryId&q&from&to&cursor`: newest entry date first. */
export const recordEntryListQuerySchema = z.strictObject({
  localeId: idSchema,
  categoryId: idSchema.optional(),
  /** Part of the title or body, accents and case ignored. */
  q: z.string().trim().max(100).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type RecordEntryListQuery = z.input<typeof recordEntryListQuerySchema>;

export const entryTitleSchema = z.string().trim().min(1, 'Required').max(GROUP_LIMITS.entryTitleMax);
export const entryBodySchema = z.string().trim().max(GROUP_LIMITS.entryBodyMax);
const attachmentIdsSchema = z
  .array(idSchema)
  .max(GROUP_LIMITS.attachmentsPerEntry, `At most ${GROUP_LIMITS.attachmentsPerEntry} files`)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'A file is listed twice' });

/** `POST record-board`: a new entry; `attachmentIds` are uploads of the caller not yet attached. */
export const newRecordEntrySchema = z.strictObject({
  localeId: idSchema,
  title: entryTitleSchema,
  categoryId: idSchema.nullable().optional(),
  entryDate: isoDateSchema,
  body: entryBodySchema,
  attachmentIds: attachmentIdsSchema.default([]),
});
export type NewRecordEntry = z.input<typeof newRecordEntrySchema>;

/** `PATCH record-board/{id}`: any of the fields; `attachmentIds` is the whole new list (others are removed). */
export const recordEntryPatchSchema = z
  .strictObject({
    title: entryTitleSchema.optional(),
    categoryId: idSchema.nullable().optional(),
    entryDate: isoDateSchema.optional(),
    body: entryBodySchema.optional(),
    attachmentIds: attachmentIdsSchema.optional(),
  })
  .refine((p) => Object.keys(p).length > 0, { message: 'Nothing to change' });
export type RecordEntryPatch = z.input<typeof recordEntryPatchSchema>;

/** `POST record-board/attachments?localeId`: the locale the upload is for. */
export const recordUploadQuerySchema = z.strictObject({ localeId: idSchema });

export const recordBoardSettingsQuerySchema = z.strictObject({ localeId: idSchema });

/** A locale's record-board settings, with what the caller may do. */
export const recordBoardSettingsSchema = z.object({
  localeId: idSchema,
  whoMayPost: z.enum(recordBoardPosters),
  /** The board's name (module config `rrb`: `label`), "Records Board" by default. */
  label: z.string(),
  /** The caller may post on this board. */
  canPost: z.boolean(),
  /** The caller administers the locale (changes these settings and the categories). */
  canManage: z.boolean(),
});
export type RecordBoardSettings = z.infer<typeof recordBoardSettingsSchema>;

export const recordBoardSettingsBodySchema = z.strictObject({
  localeId: idSchema,
  whoMayPost: z.enum(recordBoardPosters),
});
export type RecordBoardSettingsBody = z.infer<typeof recordBoardSettingsBodySchema>;
