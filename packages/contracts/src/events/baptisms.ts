import { z } from 'zod';
import { emailSchema, idSchema } from '../common.ts';
import { LIMITS } from '../limits.ts';
import { pepDuplicatesSchema, pepSchema } from './peps.ts';

/** `GET peps/{id}/baptismal-form`: what the printed form shows, and the signed token its QR carries. */
export const baptismalFormSchema = z.object({
  pep: pepSchema,
  event: z.object({
    id: idSchema,
    title: z.string(),
    startsAt: z.iso.datetime(),
    localeName: z.string(),
    /** The event's locale's IANA time zone: the sheet prints the baptism's time in it. */
    timeZone: z.string(),
  }),
  /** Signed like a member card; the baptism scanner reads it. */
  token: z.string(),
  issuedAt: z.iso.datetime(),
});
export type BaptismalForm = z.infer<typeof baptismalFormSchema>;

/** `POST baptisms/scan`: the QR of a printed form, at the event being held. */
export const baptismScanBodySchema = z.strictObject({
  token: z.string().min(1).max(2000),
  eventId: idSchema,
});
export const baptismScanSchema = z.object({
  pep: pepSchema,
  /** Set when the PEP was already marked baptized (nothing changed). */
  alreadyBaptizedAt: z.iso.datetime().nullable(),
});
export type BaptismScan = z.infer<typeof baptismScanSchema>;

/**
 * Why `POST baptisms/scan` refused a code: 422 `invalid_input` with one issue on `token` whose `code` is one of
 * these (`fieldIssue`-style: the web words it in the person's language; the English is what the API says).
 */
export const baptismScanProblems = {
  baptism_other_event: 'This form is for another event',
  baptism_not_held: 'This event has no baptism',
  baptism_form_invalid: 'This code is not a baptismal form of this church',
  baptism_not_scheduled: 'This person is not scheduled for this event’s baptism',
} as const;
export type BaptismScanProblem = keyof typeof baptismScanProblems;

/** `GET baptisms/monitoring?eventId | batchName`: every scheduled PEP and how far their baptism is. */
export const baptismMonitoringQuerySchema = z
  .strictObject({ eventId: idSchema.optional(), batchName: z.string().trim().max(LIMITS.nameMax).optional() })
  .refine((q) => q.eventId !== undefined || q.batchName !== undefined, {
    message: 'Choose an event or a batch',
    path: ['eventId'],
  });
export const baptismMonitoringSchema = z.object({
  counts: z.object({
    scheduled: z.number().int(),
    formUploaded: z.number().int(),
    baptized: z.number().int(),
    converted: z.number().int(),
  }),
  rows: z.array(pepSchema),
  /** Scheduled or baptized PEPs without an uploaded signed form. */
  missingForms: z.array(z.object({ id: idSchema, displayName: z.string() })),
});
export type BaptismMonitoring = z.infer<typeof baptismMonitoringSchema>;

/** `POST peps/{id}/convert`: the member is made (or the PEP merged into `mergeIntoMemberId`). */
export const pepConvertBodySchema = z.strictObject({
  /** A member who is this person already (found by the duplicate check): the PEP is merged into them. */
  mergeIntoMemberId: idSchema.optional(),
  /**
   * The PEP's e-mail address as the converting staff member saw and confirmed it in the dialog: the account
   * invitation goes to it. Must be the PEP's current address (else 409 `email_changed`). Without it, only an
   * address the prospect confirmed by link is invited; an unconfirmed one gets nothing (issue 35).
   */
  confirmEmail: emailSchema.optional(),
});
export const pepConvertSchema = z.object({
  memberId: idSchema,
  merged: z.boolean(),
  /** An e-mail invited them to create their account (they had a confirmed address and no account). */
  invitationSent: z.boolean(),
  /** The PEP had an e-mail address that nobody confirmed, so no invitation was sent to it. */
  emailUnconfirmed: z.boolean(),
});
export type PepConvert = z.infer<typeof pepConvertSchema>;
/** `details` of the 409 `possible_duplicate` of `POST peps/{id}/convert`: the members who may be this person. */
export const pepConvertDuplicateDetailsSchema = z.object({
  reason: z.literal('possible_duplicate'),
  members: pepDuplicatesSchema.shape.members,
});
