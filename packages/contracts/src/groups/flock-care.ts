import { z } from 'zod';
import { idSchema, isoDateSchema, memberTypes } from '../common.ts';
import { pepStages } from '../events/peps.ts';
import { rsvpStatuses } from '../events/rsvps.ts';
import { checkInMethods } from '../attendance.ts';
import { flockStaffPositions } from './values.ts';

/** A leader's flock (`flock-page`, `flock-members`, `flock-member-detail`, `flock-member-celebrants`), under `/api/groups/`. */

/** `GET flocks/led`: a flock the caller leads or assists. */
export const ledFlockSchema = z.object({
  id: idSchema,
  name: z.string(),
  cluster: z.string(),
  localeId: idSchema,
  localeName: z.string(),
  position: z.enum(flockStaffPositions),
});
export type LedFlock = z.infer<typeof ledFlockSchema>;
export const ledFlockListSchema = z.array(ledFlockSchema);

export const flockStaffMemberSchema = z.object({
  memberId: idSchema,
  name: z.string(),
  position: z.enum(flockStaffPositions),
});

/** A member as a flock's lists show them. */
export const flockMemberSummarySchema = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  photo: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
});
export type FlockMemberSummary = z.infer<typeof flockMemberSummarySchema>;

export const celebrantKinds = ['birthday', 'wedding'] as const;
export type CelebrantKind = (typeof celebrantKinds)[number];
export const celebrantPeriods = ['week', 'month'] as const;
export type CelebrantPeriod = (typeof celebrantPeriods)[number];

/** A birthday or wedding anniversary in the period, on this year's date (Feb 29 birthdays on Feb 28 in other years). */
export const celebrantSchema = z.object({
  memberId: idSchema,
  name: z.string(),
  photo: z.string().nullable(),
  kind: z.enum(celebrantKinds),
  date: isoDateSchema,
  /** The age they turn, or the years married. */
  years: z.number().int(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
});
export type Celebrant = z.infer<typeof celebrantSchema>;
export const celebrantListSchema = z.array(celebrantSchema);

/** `GET flocks/:id/celebrants?period&date`: the period holding `date` (default today in the locale's zone). */
export const celebrantQuerySchema = z.strictObject({
  period: z.enum(celebrantPeriods).default('week'),
  date: isoDateSchema.optional(),
});

/** `GET flocks/:id/overview?date`: the week (Sunday to Saturday) holding `date`. */
export const flockOverviewQuerySchema = z.strictObject({ date: isoDateSchema.optional() });

export const flockOverviewSchema = z.object({
  flock: z.object({
    id: idSchema,
    name: z.string(),
    cluster: z.string(),
    localeId: idSchema,
    localeName: z.string(),
    timeZone: z.string(),
    leaders: z.array(flockStaffMemberSchema),
  }),
  memberCount: z.number().int(),
  week: z.object({
    start: isoDateSchema,
    end: isoDateSchema,
    gatherings: z.array(z.object({ id: idSchema, name: z.string(), startsAt: z.string() })),
    /** Members of the flock checked in at a worship gathering of the week. */
    attended: z.number().int(),
    /** Members of the flock with no check-in at any worship gathering of the week. */
    absentees: z.array(flockMemberSummarySchema),
    present: z.array(flockMemberSummarySchema),
  }),
  celebrants: celebrantListSchema,
  openPeps: z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      stage: z.enum(pepStages),
      soulWinnerName: z.string().nullable(),
      nextFollowUpAt: isoDateSchema.nullable().optional(),
    }),
  ),
  rsvps: z.array(
    z.object({
      id: idSchema,
      eventName: z.string(),
      eventStartsAt: z.string(),
      guestName: z.string(),
      partySize: z.number().int(),
      status: z.enum(rsvpStatuses),
      invitedByName: z.string().nullable(),
    }),
  ),
  pendingJoinRequests: z.array(
    z.object({
      id: idSchema,
      memberId: idSchema,
      memberName: z.string(),
      message: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type FlockOverview = z.infer<typeof flockOverviewSchema>;

/** `GET flocks/:id/members?q&cursor`: by name. */
export const flockMemberListQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  cursor: z.string().max(200).optional(),
});

export const flockMemberRowSchema = z.object({
  id: idSchema,
  customId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  photo: z.string().nullable(),
  type: z.enum(memberTypes),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  lastAttendedAt: z.string().nullable(),
});
export type FlockMemberRow = z.infer<typeof flockMemberRowSchema>;

export const flockMemberPageSchema = z.object({
  items: z.array(flockMemberRowSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
  /** The flock's locale's IANA time zone: the days of `lastAttendedAt` are that locale's. */
  timeZone: z.string(),
});
export type FlockMemberPage = z.infer<typeof flockMemberPageSchema>;

export const flockMemberParams = z.strictObject({ id: idSchema, memberId: idSchema });

/** `GET flocks/:id/members/:memberId`: one member as their leader sees them. */
export const flockMemberDetailSchema = z.object({
  id: idSchema,
  customId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  photo: z.string().nullable(),
  type: z.enum(memberTypes),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /** The primary (current) address of the address book, else the first one; one line. */
  address: z.string().nullable(),
  birthDate: isoDateSchema.nullable(),
  weddingDate: isoDateSchema.nullable(),
  civilStatus: z.string().nullable(),
  /** The relatives of the family background section. */
  relatives: z.array(
    z.object({
      id: idSchema,
      relationship: z.string(),
      name: z.string(),
      mobile: z.string().nullable(),
      relativeMemberId: idSchema.nullable(),
    }),
  ),
  attendance: z.object({
    /** The last 12 weeks (Sunday starts), oldest first. */
    weeks: z.array(z.object({ start: isoDateSchema, attended: z.number().int() })),
    recent: z.array(
      z.object({
        id: idSchema,
        gatheringName: z.string(),
        checkedInAt: z.string(),
        method: z.enum(checkInMethods),
      }),
    ),
  }),
  pepsWon: z.array(
    z.object({ id: idSchema, name: z.string(), stage: z.enum(pepStages), baptizedAt: z.string().nullable() }),
  ),
  notesVisible: z.literal(true),
  /** The flock's locale's IANA time zone: check-ins, baptisms and notes are shown in it. */
  timeZone: z.string(),
});
export type FlockMemberDetail = z.infer<typeof flockMemberDetailSchema>;
