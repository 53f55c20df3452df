import { z } from 'zod';
import { emailSchema, idSchema, mobileSchema, personNameSchema } from '../common.ts';
import { LIMITS } from '../limits.ts';
import { formTokenFieldSchema } from './form-tokens.ts';
import { PEP_LIMITS } from './peps.ts';

/** A handle of an inviter picked by name (`GET visitors/inviters`): opaque, sealed by the server. */
export const inviterHandleSchema = z
  .string()
  .regex(/^h1\.[A-Za-z0-9_-]{40,80}$/, 'Choose who invited you from the list');
/** Who invited a guest: a member id (an invite link carries it) or the handle of one picked by name. */
export const inviterRefSchema = z.union([idSchema, inviterHandleSchema]);

/** `POST visitors` (public): a guest's own form, for a locale. */
export const visitorFormSchema = z.strictObject({
  localeId: idSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
  mobile: mobileSchema.optional(),
  email: emailSchema.optional(),
  heardFrom: z.string().trim().max(PEP_LIMITS.heardFromMax).optional(),
  /** The member who invited them: their id from an invite link, or the handle of one picked by name. */
  invitedBy: inviterRefSchema.optional(),
  consentToContact: z.literal(true, 'Tick the box so that we may contact you'),
  /** Left empty by people (hidden from them); bots fill it. */
  website: z.string().max(200).optional(),
  /** The token the server issued when the form opened (`POST form-tokens`): one submission, timed from its issue. */
  formToken: formTokenFieldSchema,
  /** Older clients' own clock of when the form opened; ignored (the token's issue time counts). */
  openedAt: z.number().int().positive().optional(),
});
export type VisitorForm = z.infer<typeof visitorFormSchema>;
/** What a guest learns back: nothing about anyone. */
export const visitorThanksSchema = z.object({ ok: z.literal(true) });

/** `POST visitors/confirm-email { token }` (public): the prospect confirms the e-mail address the link was sent to. */
export const visitorEmailConfirmSchema = z.strictObject({ token: z.string().min(20).max(2000) });
/** `confirmed` false when the link is forged, expired, or the PEP's address has changed since it was sent. */
export const visitorEmailConfirmedSchema = z.object({ confirmed: z.boolean() });

/** `GET visitors/inviters?localeId&q` (public): members of the locale by display name only. */
export const inviterQuerySchema = z.strictObject({
  localeId: idSchema,
  q: z.string().trim().min(3, 'Type at least three letters').max(LIMITS.searchMax),
});
export const inviterListSchema = z.object({
  items: z.array(
    z.object({
      /** Opaque: send it back as the form's `invitedBy`; it is not a member id and changes with every answer. */
      handle: z.string(),
      /** "Maria S.": the first name and the last name's initial. */
      displayName: z.string(),
    }),
  ),
});
/** `GET visitors/inviter/{id}` (public): an invite link's member, by display name only. */
export const inviterSchema = z.object({ id: idSchema, displayName: z.string(), localeId: idSchema });
