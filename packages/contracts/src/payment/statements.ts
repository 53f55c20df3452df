import { z } from 'zod';
import { idSchema } from '../common.ts';
import { statementRunStatuses } from './values.ts';

/** `GET statements/{year}?memberId`: a member's year-end giving statement (PDF). */
export const statementParams = z.strictObject({ year: z.coerce.number().int().min(2000).max(2100) });
export const statementQuerySchema = z.strictObject({ memberId: idSchema.optional() });

/**
 * `POST statement-runs` (finance of the locale): makes every member's statement for a year in the background
 * — one PDF of all of them for printing, and a notice to each member that theirs is ready.
 */
export const newStatementRunSchema = z.strictObject({
  localeId: idSchema,
  year: z.number().int().min(2000).max(2100),
  /** Tell each member (in the app, and by e-mail if they chose it) that their statement is ready. */
  notifyMembers: z.boolean().default(true),
});
export type NewStatementRun = z.infer<typeof newStatementRunSchema>;

export const statementRunSchema = z.object({
  id: idSchema,
  localeId: idSchema,
  year: z.number().int(),
  status: z.enum(statementRunStatuses),
  /** Members with gifts that year; `done` of them made so far (the progress bar). */
  total: z.number().int(),
  done: z.number().int(),
  error: z.string().nullable(),
  requestedByName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  /** Whether the combined PDF can be downloaded (`GET statement-runs/{id}/pdf`). */
  hasFile: z.boolean(),
});
export type StatementRun = z.infer<typeof statementRunSchema>;

export const statementRunListQuerySchema = z.strictObject({ localeId: idSchema });
export const statementRunListSchema = z.object({ items: z.array(statementRunSchema) });
