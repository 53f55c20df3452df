import { z } from 'zod';
import { emailSchema, idSchema } from './common.ts';
import { LIMITS } from './limits.ts';

export const requestStatuses = ['pending', 'accepted', 'declined', 'cancelled', 'confirmed', 'expired'] as const;

/** `POST members/{id}/transfer-request` (from `edit-member-locale`): the member asks to move locale. */
export const transferRequestBodySchema = z.strictObject({
  toLocaleId: idSchema,
  reason: z.string().trim().max(LIMITS.reasonMax).optional(),
});
export const transferRequestSchema = z.object({
  id: idSchema,
  memberId: idSchema,
  fromLocaleId: idSchema,
  fromLocaleName: z.string(),
  toLocaleId: idSchema,
  toLocaleName: z.string(),
  reason: z.string().nullable(),
  status: z.enum(requestStatuses),
  requestedAt: z.iso.datetime(),
});
export type TransferRequest = z.infer<typeof transferRequestSchema>;
export const transferRequestListSchema = z.object({ requests: z.array(transferRequestSchema) });

/** `POST members/{id}/email-change-request` (from `edit-member-email`). */
export const emailChangeRequestBodySchema = z.strictObject({ email: emailSchema });
export const emailChangeRequestSchema = z.object({
  id: idSchema,
  memberId: idSchema,
  newEmail: z.string(),
  status: z.enum(requestStatuses),
  requestedAt: z.iso.datetime(),
});
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;
export const emailChangeRequestListSchema = z.object({ requests: z.array(emailChangeRequestSchema) });
