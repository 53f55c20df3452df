import { z } from 'zod';
import { emailSchema, genders, idSchema, isoDateSchema, mobileSchema, personNameSchema } from '../common.ts';
import { LIMITS } from '../limits.ts';
import { instantSchema } from './gatherings.ts';

/** A prospect's way through: reached, coming, studying the Bible, scheduled for baptism, baptized, a member. */
export const pepStages = [
  'contacted',
  'attending',
  'studying',
  'scheduled',
  'baptized',
  'member',
  'dropped',
] as const;
export type PepStage = (typeof pepStages)[number];
/** The stages in order (dropped is off the way, reachable from any stage and back). */
export const pepPath = ['contacted', 'attending', 'studying', 'scheduled', 'baptized', 'member'] as const;

export const pepSources = ['visitor-form', 'event-rsvp', 'walk-in', 'member-added', 'import'] as const;
export type PepSource = (typeof pepSources)[number];

export const PEP_LIMITS = {
  notesMax: 2000,
  addressMax: 300,
  reasonMax: 500,
  followUpNoteMax: 1000,
  listLimitMax: 100,
  bulkMax: 200,
  heardFromMax: 200,
  /** A visitor form sent sooner than this after it was opened is a bot's. */
  /** Visitor forms accepted from one address per hour. */
  visitorPerHour: 10,
} as const;

const optionalText = (max: number) => z.string().trim().max(max).optional();

/** Someone a member is reaching, as the calls answer. */
export const pepSchema = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /**
   * The e-mail was confirmed — by the prospect through the link sent to it, or by the staff member who converted
   * them. An account invitation goes only to a confirmed address (issue 35).
   */
  emailConfirmed: z.boolean(),
  birthDate: z.string().nullable(),
  gender: z.enum(genders).nullable(),
  address: z.string().nullable(),
  /** A photo path (served like members' photos), or null. */
  photo: z.string().nullable(),
  localeId: idSchema,
  localeName: z.string(),
  flock: z.object({ id: idSchema, name: z.string() }).nullable(),
  /** The member who brought them (credited through every stage). */
  soulWinner: z.object({ id: idSchema, displayName: z.string() }).nullable(),
  source: z.enum(pepSources),
  batchName: z.string().nullable(),
  notes: z.string().nullable(),
  stage: z.enum(pepStages),
  /** Why they were dropped (stage `dropped`). */
  droppedReason: z.string().nullable(),
  /** The event whose baptism they are scheduled for (or were baptized at). */
  baptismEvent: z.object({ id: idSchema, title: z.string(), startsAt: z.iso.datetime() }).nullable(),
  baptizedAt: z.iso.datetime().nullable(),
  /** The signed baptismal form's scan, when uploaded. */
  baptismalForm: z.string().nullable(),
  /** The member record made from them (stage `member`). */
  memberId: idSchema.nullable(),
  /** The last follow-up done, or the last stage change. */
  lastContactAt: z.iso.datetime().nullable(),
  /** Follow-ups not done whose due date has passed. */
  overdueFollowUps: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Pep = z.infer<typeof pepSchema>;

/** One stage change, kept with who and when. */
export const pepStageChangeSchema = z.object({
  id: idSchema,
  from: z.enum(pepStages).nullable(),
  to: z.enum(pepStages),
  reason: z.string().nullable(),
  by: z.object({ userId: idSchema.nullable(), name: z.string() }),
  at: z.iso.datetime(),
});
export type PepStageChange = z.infer<typeof pepStageChangeSchema>;

/** `GET peps/{id}`: the PEP with its stage history, oldest first. */
export const pepDetailSchema = pepSchema.extend({ history: z.array(pepStageChangeSchema) });
export type PepDetail = z.infer<typeof pepDetailSchema>;

const pepFields = {
  middleName: optionalText(LIMITS.nameMax),
  mobile: mobileSchema.optional(),
  email: emailSchema.optional(),
  birthDate: isoDateSchema.optional(),
  gender: z.enum(genders).optional(),
  address: optionalText(PEP_LIMITS.addressMax),
  flockId: idSchema.optional(),
  soulWinnerId: idSchema.optional(),
  batchName: optionalText(LIMITS.nameMax),
  notes: optionalText(PEP_LIMITS.notesMax),
};

/** `POST peps`: at least `{ firstName, lastName, localeId }`; the caller is the soul winner unless another is named. */
export const newPepSchema = z.strictObject({
  firstName: personNameSchema,
  lastName: personNameSchema,
  localeId: idSchema,
  source: z.enum(pepSources).optional(),
  ...pepFields,
});
export type NewPep = z.infer<typeof newPepSchema>;

/** `PATCH peps/{id}`: the fields to change; `null` clears an optional one. */
export const pepPatchSchema = z
  .strictObject({
    firstName: personNameSchema.optional(),
    lastName: personNameSchema.optional(),
    mobile: mobileSchema.nullable().optional(),
    email: emailSchema.nullable().optional(),
    birthDate: isoDateSchema.nullable().optional(),
    gender: z.enum(genders).nullable().optional(),
    address: z.string().trim().max(PEP_LIMITS.addressMax).nullable().optional(),
    flockId: idSchema.nullable().optional(),
    soulWinnerId: idSchema.nullable().optional(),
    batchName: z.string().trim().max(LIMITS.nameMax).nullable().optional(),
    notes: z.string().trim().max(PEP_LIMITS.notesMax).nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change', path: ['firstName'] });
export type PepPatch = z.infer<typeof pepPatchSchema>;

/**
 * `POST peps/{id}/stage`: `scheduled` names the baptism's event; `dropped` needs a reason; `baptized` may say
 * when and where (default: now, at the scheduled event). `member` is reached only by converting.
 */
export const pepStageBodySchema = z
  .strictObject({
    stage: z.enum(pepStages).exclude(['member']),
    reason: z.string().trim().min(1).max(PEP_LIMITS.reasonMax).optional(),
    baptismEventId: idSchema.optional(),
    at: instantSchema.optional(),
  })
  .refine((b) => b.stage !== 'dropped' || b.reason !== undefined, {
    message: 'Say why they were dropped',
    path: ['reason'],
  })
  .refine((b) => b.stage !== 'scheduled' || b.baptismEventId !== undefined, {
    message: 'Choose the baptism they are scheduled for',
    path: ['baptismEventId'],
  });
export type PepStageBody = z.infer<typeof pepStageBodySchema>;

/** `GET peps?…`: the caller's scope (an admin's locales, a leader's flocks, a soul winner's own), newest first. */
export const pepListQuerySchema = z.strictObject({
  localeId: idSchema.optional(),
  stage: z.enum(pepStages).optional(),
  flockId: idSchema.optional(),
  soulWinnerId: idSchema.optional(),
  /** `true`: only the PEPs the caller won. */
  mine: z.enum(['true', 'false']).optional(),
  /** `true`: only those with an overdue follow-up. */
  overdue: z.enum(['true', 'false']).optional(),
  baptismEventId: idSchema.optional(),
  batchName: z.string().trim().max(LIMITS.nameMax).optional(),
  /** Any part of the name or the mobile number, accent- and case-blind. */
  q: z.string().trim().max(LIMITS.searchMax).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PEP_LIMITS.listLimitMax).default(50),
});
export type PepListQuery = z.infer<typeof pepListQuerySchema>;

export const pepPageSchema = z.object({
  items: z.array(pepSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type PepPage = z.infer<typeof pepPageSchema>;

/** `POST peps/bulk`: one flock, or one follow-up, for many PEPs at once (an admin's locale). */
export const pepBulkSchema = z
  .strictObject({
    ids: z.array(idSchema).min(1).max(PEP_LIMITS.bulkMax),
    flockId: idSchema.nullable().optional(),
    followUp: z
      .strictObject({
        dueOn: isoDateSchema,
        assigneeId: idSchema.optional(),
        note: z.string().trim().min(1).max(PEP_LIMITS.followUpNoteMax),
      })
      .optional(),
  })
  .refine((b) => b.flockId !== undefined || b.followUp !== undefined, {
    message: 'Choose a flock or a follow-up',
    path: ['flockId'],
  });
export const pepBulkResultSchema = z.object({ updated: z.number().int() });

/** A follow-up of a PEP: something to do by a date, by someone of the locale. */
export const followUpSchema = z.object({
  id: idSchema,
  pepId: idSchema,
  dueOn: z.string(),
  assignee: z.object({ id: idSchema, displayName: z.string() }).nullable(),
  note: z.string(),
  done: z.boolean(),
  doneAt: z.iso.datetime().nullable(),
  overdue: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type FollowUp = z.infer<typeof followUpSchema>;

export const newFollowUpSchema = z.strictObject({
  dueOn: isoDateSchema,
  /** A member of the PEP's locale; default: the soul winner. */
  assigneeId: idSchema.optional(),
  note: z.string().trim().min(1, 'Required').max(PEP_LIMITS.followUpNoteMax),
});
export const followUpPatchSchema = z
  .strictObject({
    dueOn: isoDateSchema.optional(),
    assigneeId: idSchema.nullable().optional(),
    note: z.string().trim().min(1).max(PEP_LIMITS.followUpNoteMax).optional(),
    done: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change', path: ['note'] });
export const followUpListSchema = z.object({ items: z.array(followUpSchema) });

/** `GET peps/duplicates?…`: PEPs and members of the locale with the same name and the same mobile or e-mail. */
export const pepDuplicatesQuerySchema = z.strictObject({
  localeId: idSchema,
  firstName: z.string().trim().min(1).max(LIMITS.nameMax),
  lastName: z.string().trim().min(1).max(LIMITS.nameMax),
  mobile: z.string().trim().max(40).optional(),
  email: z.string().trim().max(LIMITS.emailMax).optional(),
  /** Leave this PEP out (when editing it). */
  exceptId: idSchema.optional(),
});
export const pepDuplicatesSchema = z.object({
  peps: z.array(
    z.object({
      id: idSchema,
      displayName: z.string(),
      stage: z.enum(pepStages),
      mobile: z.string().nullable(),
    }),
  ),
  members: z.array(z.object({ id: idSchema, displayName: z.string(), customId: z.string() })),
});
export type PepDuplicates = z.infer<typeof pepDuplicatesSchema>;

/** `GET peps/funnel?localeId&from&to`: PEPs made in the period, counted at every stage they reached (`dropped`: dropped now). */
export const pepFunnelQuerySchema = z.strictObject({
  localeId: idSchema,
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
const stageCounts = z.record(z.enum(pepStages), z.number().int());
export const pepFunnelSchema = z.object({
  from: z.string(),
  to: z.string(),
  total: z.number().int(),
  stages: stageCounts,
  bySoulWinner: z.array(
    z.object({
      soulWinner: z.object({ id: idSchema, displayName: z.string() }),
      total: z.number().int(),
      stages: stageCounts,
    }),
  ),
  byFlock: z.array(
    z.object({
      flock: z.object({ id: idSchema, name: z.string() }).nullable(),
      total: z.number().int(),
      stages: stageCounts,
    }),
  ),
  byLocale: z.array(
    z.object({
      locale: z.object({ id: idSchema, name: z.string() }),
      total: z.number().int(),
      stages: stageCounts,
    }),
  ),
});
export type PepFunnel = z.infer<typeof pepFunnelSchema>;

/**
 * `GET peps/soul-winners?localeId&from&to&eventId`: the soul winners' board — per member who won PEPs in the
 * period (or at the event): invited (every PEP), attended (reached `attending` or beyond), studying, baptized.
 */
export const soulWinnerBoardQuerySchema = z.strictObject({
  localeId: idSchema,
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  eventId: idSchema.optional(),
});
const boardCounts = {
  invited: z.number().int(),
  attended: z.number().int(),
  studying: z.number().int(),
  baptized: z.number().int(),
};
export const soulWinnerBoardSchema = z.object({
  from: z.string(),
  to: z.string(),
  members: z.array(
    z.object({
      member: z.object({ id: idSchema, displayName: z.string(), photo: z.string().nullable() }),
      flock: z.object({ id: idSchema, name: z.string() }).nullable(),
      ...boardCounts,
    }),
  ),
  flocks: z.array(
    z.object({ flock: z.object({ id: idSchema, name: z.string() }).nullable(), ...boardCounts }),
  ),
  locale: z.object({ id: idSchema, name: z.string(), ...boardCounts }),
});
export type SoulWinnerBoard = z.infer<typeof soulWinnerBoardSchema>;

/** The spec's upload calls: `multipart/form-data` fields `file`, `type` (`photo_<id>_Juan_Dela_Cruz`) and `id`. */
export const pepUploadKinds = ['photo', 'baptismalForm'] as const;
export const pepUploadSchema = z.object({ pep: pepSchema, url: z.string() });
/** `GET peps/{id}/files/{file}`: a stored photo (`photo-…`) or baptismal form (`form-…`), as a PEP's paths name it. */
export const pepFileParams = z.strictObject({
  id: idSchema,
  file: z
    .string()
    .max(100)
    .describe('`photo-{version}.{ext}` or `form-{version}.{ext}`, as in the PEP’s paths'),
});

/** Which public form a known prospect sent again. */
export const pepVisitSources = ['visitor-form', 'event-rsvp'] as const;

/**
 * `GET peps/{id}/visits`: the public forms a known prospect sent again, newest first — kept beside the PEP, never
 * written over it; a contact that differs from the PEP's is offered to staff (`contactDiffers`).
 */
export const pepVisitSchema = z.object({
  id: idSchema,
  pepId: idSchema,
  source: z.enum(pepVisitSources),
  firstName: z.string(),
  lastName: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  heardFrom: z.string().nullable(),
  /** The member the form named as inviter ("Maria S."), or null. */
  invitedByName: z.string().nullable(),
  /** The form gave a mobile or e-mail other than the PEP's current one, and nobody decided yet. */
  contactDiffers: z.boolean(),
  decision: z.enum(['applied', 'dismissed']).nullable(),
  decidedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type PepVisit = z.infer<typeof pepVisitSchema>;
export const pepVisitListSchema = z.object({
  items: z.array(pepVisitSchema),
  /** The PEP's contact now, for the side-by-side view. */
  current: z.object({ mobile: z.string().nullable(), email: z.string().nullable() }),
});
export type PepVisitList = z.infer<typeof pepVisitListSchema>;
