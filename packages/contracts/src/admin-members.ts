import { z } from 'zod';
import { roleGrantSchema, roles, scopeTypes, roleScopeType } from './access.ts';
import { consentKinds, emailSchema, genders, idSchema, isoDateSchema, memberTypes } from './common.ts';
import { LIMITS } from './limits.ts';
import { memberSchema } from './members.ts';
import {
  emailChangeRequestSchema,
  requestStatuses,
  transferRequestBodySchema,
  transferRequestSchema,
} from './member-requests.ts';

/** Admin list pages: at most this many rows per page. */
export const ADMIN_PAGE = { defaultLimit: 25, maxLimit: 100 } as const;

const limitSchema = z.coerce.number().int().min(1).max(ADMIN_PAGE.maxLimit).default(ADMIN_PAGE.defaultLimit);
/** Opaque keyset cursor the server handed out as `nextCursor`. */
const cursorSchema = z.string().min(1).max(500);

export const memberSearchSorts = [
  'name',
  '-name',
  'customId',
  '-customId',
  'createdAt',
  '-createdAt',
] as const;
export type MemberSearchSort = (typeof memberSearchSorts)[number];

/** `POST admin/members/searchMember`. */
export const memberSearchBodySchema = z
  .strictObject({
    /** Any part of first/last name, e-mail, member id or mobile; case and accents are ignored. */
    q: z.string().trim().max(LIMITS.searchMax).optional(),
    localeId: idSchema.optional(),
    flockId: idSchema.optional(),
    cluster: z.string().trim().min(1).max(LIMITS.nameMax).optional(),
    type: z.enum(memberTypes).optional(),
    endorsed: z.boolean().optional(),
    gender: z.enum(genders).optional(),
    birthMonth: z.number().int().min(1).max(12).optional(),
    ageFrom: z.number().int().min(0).max(150).optional(),
    ageTo: z.number().int().min(0).max(150).optional(),
    sort: z.enum(memberSearchSorts).default('name'),
    cursor: cursorSchema.optional(),
    limit: z.number().int().min(1).max(ADMIN_PAGE.maxLimit).default(ADMIN_PAGE.defaultLimit),
  })
  .refine((b) => b.ageFrom === undefined || b.ageTo === undefined || b.ageFrom <= b.ageTo, {
    path: ['ageTo'],
    message: 'ageTo must not be below ageFrom',
  });
export type MemberSearchBody = z.infer<typeof memberSearchBodySchema>;

/** One row of an admin member list (search, locale list, flock list). */
export const memberListItemSchema = z.object({
  id: idSchema,
  customId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Null in the directory view a non-admin gets (see `members/by-local`). */
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  birthDate: z.iso.date().nullable(),
  gender: z.enum(genders).nullable(),
  type: z.enum(memberTypes),
  localeId: idSchema,
  localeName: z.string(),
  flockId: idSchema.nullable(),
  flockName: z.string().nullable(),
  cluster: z.string(),
  endorsed: z.boolean(),
  photo: z.string().nullable(),
  hasAccount: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type MemberListItem = z.infer<typeof memberListItemSchema>;

/** A text search (`q`) counts its matches up to this many; past it, `total` is this and `totalExact` false. */
export const SEARCH_COUNT_LIMIT = 1000;

export const memberPageSchema = z.object({
  items: z.array(memberListItemSchema),
  /** Number of matches over all pages: exact, or `SEARCH_COUNT_LIMIT` when `totalExact` is false ("1,000+"). */
  total: z
    .number()
    .int()
    .describe(
      `Matches over all pages. A text search (\`q\`) stops counting past ${SEARCH_COUNT_LIMIT} matches and then ` +
        `answers ${SEARCH_COUNT_LIMIT} with \`totalExact\` false; otherwise it is exact.`,
    ),
  /** False when a text search matched more than `SEARCH_COUNT_LIMIT` members and stopped counting; absent means exact. */
  totalExact: z
    .boolean()
    .optional()
    .describe(
      `False when a text search matched more than ${SEARCH_COUNT_LIMIT} members and stopped counting ` +
        '(`total` is then a lower bound); true or absent when `total` is exact.',
    ),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type MemberPage = z.infer<typeof memberPageSchema>;

export const localeIdParams = z.strictObject({ localeId: idSchema });
/** `GET members/by-local/{localeId}` and `…/by-localWithPhoto/{localeId}`. */
export const localeMembersQuerySchema = z.strictObject({
  q: z.string().trim().max(LIMITS.searchMax).optional(),
  cursor: cursorSchema.optional(),
  limit: limitSchema,
});
/** `POST members/flock/members`: no body (an empty object or none). */
export const flockMembersBodySchema = z.strictObject({}).optional();
export const flockMembersSchema = z.object({ items: z.array(memberListItemSchema), total: z.number().int() });

// ---- Endorsement ----

export const duplicateReasons = ['name_birth_date', 'email', 'mobile'] as const;
/** A possible duplicate of a pending registration; `member` is null when it sits outside the caller's scope. */
export const duplicateHintSchema = z.object({
  reason: z.enum(duplicateReasons),
  localeName: z.string(),
  member: z
    .object({
      id: idSchema,
      customId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      endorsed: z.boolean(),
    })
    .nullable(),
});
export const pendingRegistrationSchema = z.object({
  member: memberListItemSchema,
  duplicates: z.array(duplicateHintSchema),
});
export const endorsementsQuerySchema = z.strictObject({
  localeId: idSchema.optional(),
  cursor: cursorSchema.optional(),
  limit: limitSchema,
});
export const endorsementPageSchema = z.object({
  items: z.array(pendingRegistrationSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export const endorseBodySchema = z.strictObject({
  type: z.enum(memberTypes).optional(),
  flockId: idSchema.nullable().optional(),
});
export const rejectBodySchema = z.strictObject({
  reason: z.string().trim().min(1, 'Required').max(LIMITS.reasonMax),
});
export const mergeBodySchema = z.strictObject({ intoMemberId: idSchema });
export const rejectionSchema = z.object({ reason: z.string(), rejectedAt: z.iso.datetime() });
/** The outcome of endorse / reject / merge. */
export const endorsementOutcomeSchema = z.object({
  outcome: z.enum(['endorsed', 'rejected', 'merged']),
  member: memberSchema,
});

// ---- Transfers ----

export const adminTransferBodySchema = transferRequestBodySchema;
export const transferSchema = transferRequestSchema.extend({
  member: z.object({ id: idSchema, customId: z.string(), firstName: z.string(), lastName: z.string() }),
  decidedAt: z.iso.datetime().nullable(),
  decisionReason: z.string().nullable(),
});
export type Transfer = z.infer<typeof transferSchema>;
export const transferParams = z.strictObject({ transferId: idSchema });
export const transferDecisionBodySchema = z
  .strictObject({ reason: z.string().trim().max(LIMITS.reasonMax).optional() })
  .optional();
/** Accepting a transfer: the decision's reason and, optionally, the member's flock in the receiving locale. */
export const transferAcceptBodySchema = z
  .strictObject({
    reason: z.string().trim().max(LIMITS.reasonMax).optional(),
    /** A flock of the receiving locale to put the member in; absent or null: no flock (assign one later). */
    flockId: idSchema.nullable().optional(),
  })
  .optional();
export const transfersQuerySchema = z.strictObject({
  direction: z.enum(['in', 'out']).default('in'),
  status: z.enum(requestStatuses).optional(),
  cursor: cursorSchema.optional(),
  limit: limitSchema,
});
export const transferPageSchema = z.object({
  items: z.array(transferSchema),
  nextCursor: z.string().nullable(),
});

// ---- E-mail change ----

export const adminEmailChangeBodySchema = z.strictObject({ email: emailSchema });
export const emailChangeConfirmBodySchema = z.strictObject({ token: z.string().min(20).max(200) });
export const emailChangeConfirmedSchema = z.object({ memberId: idSchema, email: z.string() });

// ---- Member detail ----

export const adminMemberDetailSchema = z.object({
  member: memberSchema,
  account: z
    .object({
      userId: idSchema,
      email: z.string(),
      userType: z.string(),
      disabled: z.boolean(),
      createdAt: z.iso.datetime(),
      lastSignInAt: z.iso.datetime().nullable(),
    })
    .nullable(),
  /** The last 10 sign-ins (sessions), newest first. */
  signIns: z.array(
    z.object({ at: z.iso.datetime(), ip: z.string().nullable(), userAgent: z.string().nullable() }),
  ),
  roles: z.array(roleGrantSchema.extend({ id: idSchema })),
  consents: z.array(
    z.object({
      kind: z.enum(consentKinds),
      version: z.string(),
      acceptedAt: z.iso.datetime(),
      withdrawnAt: z.iso.datetime().nullable(),
    }),
  ),
  openRequests: z.object({
    transfers: z.array(transferRequestSchema),
    emailChanges: z.array(emailChangeRequestSchema),
  }),
  rejection: rejectionSchema.nullable(),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

// ---- Roles ----

export const userIdParams = z.strictObject({ userId: idSchema });
export const grantParams = z.strictObject({ userId: idSchema, grantId: idSchema });
export const roleGrantBodySchema = z
  .strictObject({
    role: z.enum(roles),
    scopeType: z.enum(scopeTypes),
    scopeId: idSchema.nullable().default(null),
  })
  .refine((b) => roleScopeType[b.role] === b.scopeType, {
    path: ['scopeType'],
    message: 'This role is not given over this kind of scope',
  })
  .refine((b) => (b.scopeType === 'self' || b.scopeType === 'all') === (b.scopeId === null), {
    path: ['scopeId'],
    message: 'Give the flock, locale or district id (and none for self/all)',
  });
export const grantSchema = roleGrantSchema.extend({ id: idSchema, createdAt: z.iso.datetime() });
export const userRolesSchema = z.object({ userId: idSchema, roles: z.array(grantSchema) });

// ---- Audit ----

export const auditQuerySchema = z.strictObject({
  actorUserId: idSchema.optional(),
  memberId: idSchema.optional(),
  action: z.string().trim().min(1).max(100).optional(),
  from: z.iso.datetime({ offset: true }).or(isoDateSchema).optional(),
  to: z.iso.datetime({ offset: true }).or(isoDateSchema).optional(),
  cursor: cursorSchema.optional(),
  limit: limitSchema,
});
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  actorUserId: idSchema.nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  localeId: idSchema.nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});

// ---- Dashboard ----

export const dashboardQuerySchema = z.strictObject({ localeId: idSchema.optional() });
export const dashboardSchema = z.object({
  localeId: idSchema.nullable(),
  pendingEndorsements: z.number().int(),
  transfersIn: z.number().int(),
  transfersOut: z.number().int(),
  /** Endorsed members per flock of each locale (a flock belongs to one locale; `flockId` null: no flock). */
  byFlock: z.array(
    z.object({
      flockId: idSchema.nullable(),
      flockName: z.string().nullable(),
      cluster: z.string(),
      members: z.number().int(),
      localeId: idSchema,
      localeName: z.string(),
    }),
  ),
  /** Endorsed members per cluster of each locale: `C1` of two locales are two rows. */
  byCluster: z.array(
    z.object({ cluster: z.string(), members: z.number().int(), localeId: idSchema, localeName: z.string() }),
  ),
});

/**
 * `GET admin/waiting`: what waits for the caller's decision over their whole scope, counted only — the
 * secretary's card on home asks it on every start, so it leaves out the dashboard's members by flock.
 */
export const adminWaitingSchema = z.object({
  /** Registrations not yet endorsed nor rejected. */
  pendingEndorsements: z.number().int(),
  /** Transfers into the caller's locales, waiting for them. */
  transfersIn: z.number().int(),
  /** Transfers out of the caller's locales, waiting for the other locale. */
  transfersOut: z.number().int(),
});
export type AdminWaiting = z.infer<typeof adminWaitingSchema>;
